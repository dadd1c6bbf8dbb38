import * as React from 'react';
import { Link } from 'gatsby';
import { formatDate } from '../../lib/registre/format';
import { entreprisePath } from '../../lib/registre/paths';
import { vocabulaire } from '../../lib/vocabulaire';
import type { FonctionDePersonne } from '@portail/contrat/entreprises';
import { EtatBadge } from '../registre/etat-badge';
import { ResponsiveTable } from '../departement/responsive-table';

interface MandatsTableProps {
  caption: string;
  mandats: FonctionDePersonne[];
  /** Ended mandates also show their end date. */
  termines: boolean;
}

/** Mandates of an officer: the company (linked), its état and legal form, the role and its dates. */
export function MandatsTable({ caption, mandats, termines }: MandatsTableProps) {
  const { identifiantEntreprise } = vocabulaire();
  return (
    <ResponsiveTable>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Entreprise</th>
            <th scope="col">Qualité</th>
            <th scope="col">État de l’entreprise</th>
            <th scope="col">Forme juridique</th>
            <th scope="col">Début</th>
            {termines ? <th scope="col">Fin</th> : null}
          </tr>
        </thead>
        <tbody>
          {mandats.map(({ id, entreprise, qualite, date_debut, date_fin }) => (
            <tr key={id}>
              <th scope="row">
                <Link to={entreprisePath(entreprise)}>{entreprise.denomination}</Link>
                <br />
                <span css={{ fontWeight: 'normal' }}>
                  {`${identifiantEntreprise} `}
                  {entreprise.siren_formate}
                </span>
              </th>
              <td data-label="Qualité">{qualite}</td>
              <td data-label="État de l’entreprise">
                <EtatBadge etat={entreprise.etat} />
              </td>
              <td data-label="Forme juridique">{entreprise.forme_juridique.libelle}</td>
              <td data-label="Début">{formatDate(date_debut)}</td>
              {termines ? <td data-label="Fin">{formatDate(date_fin)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
