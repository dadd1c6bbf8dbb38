import styled from '@emotion/styled';
import type { FormEvent, Ref } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { ChampSaisie, MessageErreur } from '../../components/ui/champs';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pages } from '../../lib/api/routes';
import { theme } from '../../theme';
import { Actions, Choix, Formulaire } from '../ui/formulaire';
import { GREFFES_INDISPONIBLES, SelectGreffe } from '../ui/select-greffe';
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
  const envoyer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
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
      <SelectGreffe
        id={ID_GREFFE}
        label="Greffe"
        value={greffe}
        onChange={(code) => onChange({ ...valeurs, greffe: code })}
        vide="Tous les greffes"
        greffes={greffes}
        indisponible={greffesIndisponibles ? GREFFES_INDISPONIBLES : null}
        erreur={erreurs.greffe}
      />
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
