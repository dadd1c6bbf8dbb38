import styled from '@emotion/styled';
import type { TableTarifs as Table } from '../../lib/contenu/types';
import { theme } from '../../theme';

const Defilement = styled.div`
  overflow-x: auto;
  margin: 0 0 ${theme.space.xl};
  table {
    width: 100%;
    min-width: 520px;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.colors.surfaceAlt};
  }
  td.prix {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** One document's dated prices: channel, price TTC, date and source of each. */
export function TableTarifs({ table, niveau = 2 }: { table: Table; niveau?: 2 | 3 }) {
  const Titre = niveau === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Titre css={{ fontSize: theme.fontSizes.xl, margin: `${theme.space.lg} 0 ${theme.space.sm}` }}>
        {table.document}
      </Titre>
      <Defilement tabIndex={0} role="region" aria-label={`Tableau des tarifs : ${table.document}`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Canal</th>
              <th scope="col">Prix TTC</th>
              <th scope="col">Date</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {table.lignes.map((ligne, i) => (
              <tr key={`${ligne.canal}-${ligne.date}-${i}`}>
                <th scope="row">
                  {ligne.canal}
                  {ligne.detail ? <span css={{ display: 'block', fontWeight: 'normal' }}>{ligne.detail}</span> : null}
                </th>
                <td className="prix">{ligne.prix}</td>
                <td>{ligne.date}</td>
                <td>{ligne.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Defilement>
    </div>
  );
}
