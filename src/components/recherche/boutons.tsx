import styled from '@emotion/styled';
import { theme } from '../../theme';
import { PrimaryButton, SecondaryButton } from '../shell/ui';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

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
