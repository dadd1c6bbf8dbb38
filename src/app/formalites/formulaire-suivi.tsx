import styled from '@emotion/styled';
import type { FormEvent, Ref } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { Aide, ChampSaisie, MessageErreur } from '../../components/ui/champs';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pages } from '../../lib/api/routes';
import { theme } from '../../theme';
import { Actions, Formulaire, Rangee } from '../ui/formulaire';
import type { ChampSuivi, ValeursSuivi } from './criteres';

export const ID_SUIVI: Record<ChampSuivi, string> = {
  reference: 'suivi-reference',
  siren: 'suivi-siren',
  denomination: 'suivi-denomination',
  greffe: 'suivi-greffe',
};

const Cadre = styled(Formulaire)`
  max-width: 720px;
  margin-bottom: ${theme.space.xl};
`;

interface Props {
  valeurs: ValeursSuivi;
  onChange(valeurs: ValeursSuivi): void;
  onSubmit(): void;
  erreurs: Partial<Record<ChampSuivi, string>>;
  greffes: GreffeChoisi[] | undefined;
  greffesIndisponibles: boolean;
  occupe: boolean;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The follow-up form: a liasse number (or the identifier, or the filer's reference), a SIREN, a
 * company name, a greffe. Its GET action is the page itself, so the criteria land in the address
 * even before the app runs; errors are read with their field.
 */
export function FormulaireSuivi({
  valeurs,
  onChange,
  onSubmit,
  erreurs,
  greffes,
  greffesIndisponibles,
  occupe,
  formRef,
}: Props) {
  const envoyer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const connu = greffes?.some((g) => g.code === valeurs.greffe) ?? false;
  const decritGreffe =
    [greffesIndisponibles ? `${ID_SUIVI.greffe}-aide` : null, erreurs.greffe ? `${ID_SUIVI.greffe}-erreur` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Cadre
      ref={formRef}
      method="get"
      action={pages.suiviFormalite}
      onSubmit={envoyer}
      noValidate
      aria-label="Rechercher une formalité"
    >
      <ChampSaisie
        id={ID_SUIVI.reference}
        name="reference"
        label="Numéro de liasse ou référence"
        value={valeurs.reference}
        onChange={(texte) => onChange({ ...valeurs, reference: texte })}
        aide="Le numéro de liasse figure sur le récépissé de dépôt (par exemple 75012026000123) ; l’identifiant de la formalité (J00012345678) ou la référence de votre formaliste conviennent aussi."
        erreur={erreurs.reference ?? null}
        spellCheck={false}
        type="text"
      />
      <Rangee>
        <ChampSaisie
          id={ID_SUIVI.siren}
          name="siren"
          label="Numéro SIREN"
          value={valeurs.siren}
          onChange={(texte) => onChange({ ...valeurs, siren: texte })}
          aide="9 chiffres, par exemple 552 100 554."
          erreur={erreurs.siren ?? null}
          inputMode="numeric"
          spellCheck={false}
          type="text"
        />
        <ChampSaisie
          id={ID_SUIVI.denomination}
          name="denomination"
          label="Dénomination"
          value={valeurs.denomination}
          onChange={(texte) => onChange({ ...valeurs, denomination: texte })}
          aide="Le nom de l’entreprise au dépôt : chaque mot doit y figurer."
          erreur={erreurs.denomination ?? null}
          type="text"
        />
      </Rangee>
      <div>
        <label htmlFor={ID_SUIVI.greffe}>Greffe</label>
        <select
          id={ID_SUIVI.greffe}
          name="greffe"
          value={valeurs.greffe}
          onChange={(event) => onChange({ ...valeurs, greffe: event.target.value })}
          aria-invalid={erreurs.greffe ? true : undefined}
          aria-describedby={decritGreffe}
        >
          <option value="">Tous les greffes</option>
          {valeurs.greffe && !connu ? <option value={valeurs.greffe}>Greffe {valeurs.greffe}</option> : null}
          {(greffes ?? []).map((g) => (
            <option key={g.code} value={g.code}>
              {g.nom}
            </option>
          ))}
        </select>
        {greffesIndisponibles ? (
          <Aide id={`${ID_SUIVI.greffe}-aide`}>
            La liste des greffes n’a pas pu être chargée : la recherche porte sur tous les greffes.
          </Aide>
        ) : null}
        {erreurs.greffe ? <MessageErreur id={`${ID_SUIVI.greffe}-erreur`}>{erreurs.greffe}</MessageErreur> : null}
      </div>
      <Actions>
        <PrimaryButton type="submit" disabled={occupe}>
          Rechercher
        </PrimaryButton>
      </Actions>
    </Cadre>
  );
}
