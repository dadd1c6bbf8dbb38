import styled from '@emotion/styled';
import { theme } from '../../theme';
import { PrimaryButton, SecondaryButton } from '../shell/ui';
import { Actions } from '../ui/champs';
import { Erreur } from './champs';

export const BoutonPrincipal = PrimaryButton;
export const BoutonSecondaire = SecondaryButton;

/** A button that reads as a link: the ways out of an empty search. */
export const BoutonLien = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Blocage = styled.p`
  margin: 0;
  color: ${theme.colors.warning};
  font-weight: ${theme.fontWeights.semibold};
`;

/** Says why the search button is disabled (SPEC §4): never a greyed-out button alone. */
export function MessageBlocage() {
  return <Blocage>La recherche n’est pas disponible pour le compte client sélectionné.</Blocage>;
}

export interface PiedFormulaireProps {
  /** The form's error, announced (role="alert"). */
  erreur: string | null;
  erreurId?: string;
  libelleSoumission: string;
  /** SPEC §4: search submit disabled for the blocking account position. */
  bloquee: boolean;
  onEffacer?: () => void;
}

/** The end of a search form: its error, the submit and clear buttons, why searching is blocked. */
export function PiedFormulaire({ erreur, erreurId, libelleSoumission, bloquee, onEffacer }: PiedFormulaireProps) {
  return (
    <>
      {erreur ? (
        <Erreur id={erreurId} role="alert">
          {erreur}
        </Erreur>
      ) : null}
      <Actions>
        <BoutonPrincipal type="submit" disabled={bloquee}>
          {libelleSoumission}
        </BoutonPrincipal>
        {onEffacer ? (
          <BoutonSecondaire type="button" onClick={onEffacer}>
            Effacer les filtres
          </BoutonSecondaire>
        ) : null}
      </Actions>
      {bloquee ? <MessageBlocage /> : null}
    </>
  );
}
