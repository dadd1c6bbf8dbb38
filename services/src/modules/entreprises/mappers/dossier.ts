import type { DocumentRow, InscriptionsRow, ProcedureRow } from '../repository/dossier.js';
import type { Document, Inscriptions, Procedure } from '@portail/contrat/entreprises';
import { categoriesInscription, libelleDocument, libelleProcedure } from './libelles.js';

/** A proceeding with its label; a row with a fuller `greffe` keeps it. */
export function toProcedure<R extends ProcedureRow>(row: R): R & Pick<Procedure, 'libelle'> {
  return { ...row, libelle: libelleProcedure(row.type) };
}

export function toDocument(row: DocumentRow): Document {
  return { ...row, libelle: libelleDocument(row.categorie, row.type) };
}

export function toInscriptions(rows: readonly InscriptionsRow[]): Inscriptions {
  const nombres = new Map(rows.map((row) => [row.categorie, row.nombre]));
  const categories = categoriesInscription
    .filter(([categorie]) => nombres.has(categorie))
    .map(([categorie, libelle]) => ({ categorie, libelle, nombre: nombres.get(categorie) ?? 0 }));
  return { total: categories.reduce((total, categorie) => total + categorie.nombre, 0), categories };
}
