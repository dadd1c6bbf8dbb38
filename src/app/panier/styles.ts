import styled from '@emotion/styled';
import { focusVisible, mq, theme } from '../../theme';

const { colors, space, radii, fontSizes, fontWeights } = theme;

export const Groupe = styled.section`
  margin: 0 0 ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  ${mq.mobile} {
    padding: ${space.md} ${space.sm};
  }
  h2 {
    margin: 0 0 ${space.xxs};
    font-size: ${fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

export const Siren = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

export const ListeArticles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Article = styled.li`
  padding: ${space.md} 0;
  border-top: 1px solid ${colors.border};
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.lg};
    ${focusVisible};
  }
`;

export const Tableau = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 ${space.sm};
  th,
  td {
    padding: ${space.xs} ${space.xs} ${space.xs} 0;
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.textMuted};
    border-bottom: 1px solid ${colors.border};
  }
  tbody th {
    font-weight: ${fontWeights.regular};
  }
  .montant {
    text-align: right;
    white-space: nowrap;
    padding-right: 0;
  }
  tfoot th,
  tfoot td {
    border-top: 1px solid ${colors.border};
    font-weight: ${fontWeights.semibold};
  }
`;

export const Periodicite = styled.span`
  display: block;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export const SaisieQuantite = styled.input`
  width: 4.5rem;
  min-height: 44px;
  padding: 0 ${space.xs};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
  ${focusVisible};
`;

export const PiedArticle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space.sm};
`;

export const SousTotal = styled.p`
  margin: ${space.sm} 0 0;
  text-align: right;
  font-weight: ${fontWeights.semibold};
`;

export const Recapitulatif = styled.section`
  max-width: 28rem;
  margin: 0 0 ${space.xl} auto;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  ${mq.mobile} {
    max-width: none;
    padding: ${space.md};
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSizes.xl};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${space.xs} 0;
    text-align: left;
  }
  td {
    text-align: right;
    white-space: nowrap;
  }
  tr:last-of-type th,
  tr:last-of-type td {
    border-top: 2px solid ${colors.borderStrong};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.bold};
  }
`;
