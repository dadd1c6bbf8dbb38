import styled from '@emotion/styled';
import type { FormEvent, Ref } from 'react';
import { PrimaryButton } from '../../components/shell/ui';
import { ChampSaisie } from '../../components/ui/champs';
import type { GreffeChoisi } from '../../lib/api/gages';
import { pages } from '../../lib/api/routes';
import { theme } from '../../theme';
import { Actions, Formulaire, Rangee } from '../ui/formulaire';
import { GREFFES_INDISPONIBLES, SelectGreffe } from '../ui/select-greffe';
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
      <SelectGreffe
        id={ID_SUIVI.greffe}
        label="Greffe"
        value={valeurs.greffe}
        onChange={(code) => onChange({ ...valeurs, greffe: code })}
        vide="Tous les greffes"
        greffes={greffes}
        indisponible={greffesIndisponibles ? GREFFES_INDISPONIBLES : null}
        erreur={erreurs.greffe}
      />
      <Actions>
        <PrimaryButton type="submit" disabled={occupe}>
          Rechercher
        </PrimaryButton>
      </Actions>
    </Cadre>
  );
}
