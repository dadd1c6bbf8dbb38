import styled from '@emotion/styled';
import { TableWrapper } from '../registre/facts';
import { mq, theme } from '../../theme';

/**
 * A data table that becomes one card per row on phones: the header row is hidden visually
 * (still read by screen readers) and each cell shows its column name from `data-label`.
 */
export const ResponsiveTable = styled(TableWrapper)`
  ${mq.mobile} {
    overflow-x: visible;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding: ${theme.space.sm} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    th,
    td,
    td.nombre {
      display: block;
      padding: ${theme.space.xxs} 0;
      border: none;
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    tbody th {
      background: none;
      font-size: ${theme.fontSizes.md};
    }
    td[data-label]::before {
      content: attr(data-label) '\\00a0: ';
      font-weight: ${theme.fontWeights.semibold};
      color: ${theme.colors.textMuted};
    }
  }
`;
