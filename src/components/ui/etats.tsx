import styled from '@emotion/styled';
import { theme } from '../../theme';

/** Pieces shared by the state blocks of the app (src/app/ui/etats) and of the search (recherche/etats). */

const { colors, space, radii, fontWeights } = theme;

/** The frame of a state block (loading, error, empty…); each family adds the rules of what it holds. */
export const CadreEtat = styled.div`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  p {
    margin: 0 0 ${space.xs};
  }
`;

/** The first line of a block, in bold. */
export const Fort = styled.p`
  font-weight: ${fontWeights.bold};
`;
