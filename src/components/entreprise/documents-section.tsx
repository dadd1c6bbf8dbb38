import { formatDate } from '../../lib/registre/format';
import { vocabulaire } from '../../lib/vocabulaire';
import type { Document as DocumentDepose } from '@portail/contrat/entreprises';
import { FicheSection } from './fiche-section';
import { libelleConfidentialite } from './format';
import { Tableau } from './ui';

interface TableDocumentsProps {
  titre: string;
  documents: DocumentDepose[];
  colonneDate: string;
  vide: string;
}

function TableDocuments({ titre, documents, colonneDate, vide }: TableDocumentsProps) {
  if (documents.length === 0) return <p>{vide}</p>;
  return (
    <Tableau label={titre}>
      <table>
        <caption>{titre}</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">{colonneDate}</th>
            <th scope="col">Date de dépôt</th>
            <th scope="col">N° de dépôt</th>
            <th scope="col">Diffusion</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row">{document.libelle}</th>
              <td>{formatDate(document.date_document)}</td>
              <td>{formatDate(document.date_depot)}</td>
              <td>{document.numero_depot ?? '—'}</td>
              <td>{libelleConfidentialite(document.confidentialite)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Tableau>
  );
}

interface DocumentsSectionProps {
  documents: { actes: DocumentDepose[]; comptes_annuels: DocumentDepose[] };
  cible?: boolean;
}

/** Deeds and annual accounts on file at the registry, newest first, with what may be disclosed. */
export function DocumentsSection({ documents, cible }: DocumentsSectionProps) {
  const { lieuDepot } = vocabulaire();
  return (
    <FicheSection id="documents" titre="Documents déposés" cible={cible}>
      <h3>Actes</h3>
      <TableDocuments
        titre={`Actes déposés ${lieuDepot}`}
        documents={documents.actes}
        colonneDate="Date de l’acte"
        vide="Aucun acte n’est déposé pour cette entreprise."
      />
      <h3>Comptes annuels</h3>
      <TableDocuments
        titre={`Comptes annuels déposés ${lieuDepot}`}
        documents={documents.comptes_annuels}
        colonneDate="Clôture de l’exercice"
        vide="Aucun compte annuel n’est déposé pour cette entreprise."
      />
    </FicheSection>
  );
}
