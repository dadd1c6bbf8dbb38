import styled from '@emotion/styled';
import { mq, theme } from '../../theme';

/** Label/value pairs of an entity (identity, address…) as a description list. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0 0 ${theme.space.lg};
  dt {
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${mq.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${theme.space.sm};
    }
  }
`;

/** A titled block of the page; its h2 keeps the heading order h1 → h2 → h3. */
export const Section = styled.section`
  margin: 0 0 ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 0 0 ${theme.space.md};
    padding-bottom: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.border};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: ${theme.space.lg} 0 ${theme.space.sm};
  }
`;

/** Data tables: header cells, zebra rows, horizontal scroll on small screens. */
export const TableWrapper = styled.div`
  overflow-x: auto;
  margin: 0 0 ${theme.space.md};
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${theme.fontSizes.sm};
  }
  caption {
    text-align: left;
    font-weight: ${theme.fontWeights.semibold};
    padding-bottom: ${theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${theme.colors.surfaceAlt};
  }
  td.nombre,
  th.nombre {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;
