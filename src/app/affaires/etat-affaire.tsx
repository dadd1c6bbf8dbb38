import styled from '@emotion/styled';
import type { AffaireResume, EtatAffaire } from '@portail/contrat/affaires';
import { theme } from '../../theme';

const { colors, space, radii, fontSizes, fontWeights } = theme;

const TEINTES: Record<EtatAffaire, { texte: string; fond: string }> = {
  EN_COURS: { texte: colors.primary, fond: colors.primarySoft },
  JUGEE: { texte: colors.success, fond: colors.successSoft },
  RADIEE: { texte: colors.warning, fond: colors.warningSoft },
  CLOSE: { texte: colors.textMuted, fond: colors.surfaceAlt },
};

const Badge = styled.span<{ etat: EtatAffaire }>`
  display: inline-block;
  padding: 0.125rem ${space.xs};
  border-radius: ${radii.pill};
  border: 1px solid currentColor;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
  color: ${({ etat }) => TEINTES[etat].texte};
  background: ${({ etat }) => TEINTES[etat].fond};
`;

/** The state of a case in words (the service's) and colour, never colour alone. */
export function EtatAffaireBadge({ etat }: { etat: AffaireResume['etat'] }) {
  return <Badge etat={etat.code}>{etat.libelle}</Badge>;
}
