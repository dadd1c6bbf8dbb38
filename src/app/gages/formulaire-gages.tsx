import styled from '@emotion/styled';
import type { FormEvent, Ref } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { Aide, ChampSaisie, MessageErreur } from '../../components/ui/champs';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pages } from '../../lib/api/routes';
import { theme } from '../../theme';
import { Actions, Choix, Formulaire } from '../ui/formulaire';
import type { ChampFormulaire } from './textes';

export const ID_CONSTITUANT = 'gages-constituant';
export const ID_GREFFE = 'gages-greffe';
export const ID_RADIES = 'gages-radies';

const Cadre = styled(Formulaire)`
  max-width: 720px;
  margin-bottom: ${theme.space.xl};
`;

export interface ValeursFormulaire {
  saisie: string;
  greffe: string;
  radies: boolean;
}

interface Props {
  valeurs: ValeursFormulaire;
  onChange(valeurs: ValeursFormulaire): void;
  onSubmit(): void;
  erreurs: Partial<Record<ChampFormulaire, string>>;
  /** The greffes of the select; undefined while they load. */
  greffes: GreffeChoisi[] | undefined;
  greffesIndisponibles: boolean;
  occupe: boolean;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The search form: one field for a SIREN or the pledger's name, a greffe, the struck-off
 * inscriptions. Its GET action is the page itself, so the criteria land in the address even
 * before the app runs; errors are read with their field (aria-describedby).
 */
export function FormulaireGages({
  valeurs,
  onChange,
  onSubmit,
  erreurs,
  greffes,
  greffesIndisponibles,
  occupe,
  formRef,
}: Props) {
  const { saisie, greffe, radies } = valeurs;
  const connu = greffes?.some((g) => g.code === greffe) ?? false;
  const envoyer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const decritGreffe =
    [greffesIndisponibles ? `${ID_GREFFE}-aide` : null, erreurs.greffe ? `${ID_GREFFE}-erreur` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Cadre
      ref={formRef}
      method="get"
      action={pages.rechercheGages}
      onSubmit={envoyer}
      noValidate
      aria-label="Rechercher dans le registre des gages sans dépossession"
    >
      <ChampSaisie
        id={ID_CONSTITUANT}
        name="q"
        label="Numéro SIREN ou nom du constituant"
        value={saisie}
        onChange={(texte) => onChange({ ...valeurs, saisie: texte })}
        aide="9 chiffres (par exemple 552 100 554), ou la dénomination de la société, ou le nom de la personne physique."
        erreur={erreurs.constituant ?? null}
        spellCheck={false}
        required
      />
      <div>
        <label htmlFor={ID_GREFFE}>Greffe</label>
        <select
          id={ID_GREFFE}
          name="greffe"
          value={greffe}
          onChange={(event) => onChange({ ...valeurs, greffe: event.target.value })}
          aria-invalid={erreurs.greffe ? true : undefined}
          aria-describedby={decritGreffe}
        >
          <option value="">Tous les greffes</option>
          {greffe && !connu ? <option value={greffe}>Greffe {greffe}</option> : null}
          {(greffes ?? []).map((g) => (
            <option key={g.code} value={g.code}>
              {g.nom}
            </option>
          ))}
        </select>
        {greffesIndisponibles ? (
          <Aide id={`${ID_GREFFE}-aide`}>
            La liste des greffes n’a pas pu être chargée : la recherche porte sur tous les greffes.
          </Aide>
        ) : null}
        {erreurs.greffe ? <MessageErreur id={`${ID_GREFFE}-erreur`}>{erreurs.greffe}</MessageErreur> : null}
      </div>
      <Choix>
        <label htmlFor={ID_RADIES}>
          <input
            id={ID_RADIES}
            type="checkbox"
            name="radies"
            value="1"
            checked={radies}
            onChange={(event) => onChange({ ...valeurs, radies: event.target.checked })}
            aria-invalid={erreurs.radies ? true : undefined}
            aria-describedby={erreurs.radies ? `${ID_RADIES}-erreur` : undefined}
          />
          Inclure les inscriptions radiées ou dont l’effet a expiré
        </label>
        {erreurs.radies ? <MessageErreur id={`${ID_RADIES}-erreur`}>{erreurs.radies}</MessageErreur> : null}
      </Choix>
      <Actions>
        <PrimaryButton type="submit" disabled={occupe}>
          Rechercher
        </PrimaryButton>
      </Actions>
    </Cadre>
  );
}
