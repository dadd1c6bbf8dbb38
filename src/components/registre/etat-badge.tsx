import * as React from 'react';
import styled from '@emotion/styled';
import { theme } from '../../theme';
import type { EtatEntreprise, EtatEtablissement } from '@portail/contrat/entreprises';

const Badge = styled.span<{ active: boolean }>`
  display: inline-block;
  padding: 0.125rem ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${({ active }) => (active ? theme.colors.success : theme.colors.error)};
  background: ${({ active }) => (active ? theme.colors.successSoft : theme.colors.errorSoft)};
  border: 1px solid currentColor;
  white-space: nowrap;
`;

const LIBELLES: Record<EtatEntreprise | EtatEtablissement, string> = {
  ACTIVE: 'Active',
  RADIEE: 'Radiée',
  ACTIF: 'Actif',
  FERME: 'Fermé',
};

/** The état of a company or an establishment, in words and colour (never colour alone). */
export function EtatBadge({ etat }: { etat: EtatEntreprise | EtatEtablissement }) {
  return <Badge active={etat === 'ACTIVE' || etat === 'ACTIF'}>{LIBELLES[etat]}</Badge>;
}
