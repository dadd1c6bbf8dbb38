import * as React from 'react';
import { Link } from 'gatsby';
import { formatEntier } from '../../lib/registre/format';
import { entreprisePath } from '../../lib/registre/paths';
import { vocabulaire } from '../../lib/vocabulaire';
import type { EntrepriseResume } from '@portail/contrat/entreprises';
import { ResponsiveTable } from './responsive-table';

const commune = (e: EntrepriseResume) => {
  const { commune: nom, code_postal } = e.siege ?? { commune: null, code_postal: null };
  if (!nom) return code_postal ?? '—';
  return code_postal ? `${nom} (${code_postal})` : nom;
};

/** Companies of a browse page: name linked to its page, SIREN, legal form, siège, activity. */
export function EntreprisesTable({ entreprises, caption }: { entreprises: EntrepriseResume[]; caption: string }) {
  const { identifiantEntreprise } = vocabulaire();
  return (
    <ResponsiveTable>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Dénomination</th>
            <th scope="col">{identifiantEntreprise}</th>
            <th scope="col">Forme juridique</th>
            <th scope="col">Commune du siège</th>
            <th scope="col">Activité (NAF)</th>
            <th scope="col" className="nombre">
              Établissements
            </th>
          </tr>
        </thead>
        <tbody>
          {entreprises.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                <Link to={entreprisePath(e)}>{e.denomination}</Link>
                {e.sigle ? ` (${e.sigle})` : null}
              </th>
              <td data-label={identifiantEntreprise} css={{ whiteSpace: 'nowrap' }}>
                {e.siren_formate}
              </td>
              <td data-label="Forme juridique">{e.forme_juridique.libelle}</td>
              <td data-label="Commune du siège">{commune(e)}</td>
              <td data-label="Activité">{e.naf ? `${e.naf.libelle} (${e.naf.code})` : '—'}</td>
              <td data-label="Établissements" className="nombre">
                {formatEntier(e.nombre_etablissements)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
