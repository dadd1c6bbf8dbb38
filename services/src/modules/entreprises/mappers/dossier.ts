import type { DocumentRow, InscriptionsRow, ProcedureRow } from '../repository/dossier.js';
import type { Document, Evenement, Inscriptions, Procedure } from '@portail/contrat/entreprises';
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

/**
 * What a natural person's birth is never published as (README.md, « Rules and limits »), should a
 * change record it among the fields it replaced or wrote.
 */
const NAISSANCE = new Set(['date_naissance', 'lieu_naissance', 'commune_naissance', 'pays_naissance']);

function publiable(valeur: unknown): unknown {
  if (Array.isArray(valeur)) return valeur.map(publiable);
  if (valeur === null || typeof valeur !== 'object') return valeur;
  return Object.fromEntries(
    Object.entries(valeur)
      .filter(([champ]) => !NAISSANCE.has(champ))
      .map(([champ, v]) => [champ, publiable(v)]),
  );
}

function valeurs(champs: Evenement['avant']): Evenement['avant'] {
  if (champs === null) return null;
  const publiables = publiable(champs) as Record<string, unknown>;
  return Object.keys(publiables).length > 0 ? publiables : null;
}

/** A registry event as published: the changed fields without what may not be, null when none is left. */
export function toEvenement(row: Evenement): Evenement {
  return { ...row, avant: valeurs(row.avant), apres: valeurs(row.apres) };
}
