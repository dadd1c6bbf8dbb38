import type { Queryable } from '../../../db/index.js';
import type {
  CritereDebiteur,
  ExtraitDocuments,
  ExtraitEndettement,
  ExtraitKbis,
  ExtraitProcedures,
  ExtraitRegistre,
  RechercheDebiteur,
} from '../extrait.js';
import { toExtrait } from '../mappers/extrait.js';
import { lireExtrait, PARTIES_EXTRAIT, trouverDebiteurs, type PartieExtrait } from '../repository/extrait.js';

/*
 * The registry extract for the official documents (README.md, « Registry extract »): one
 * statement per call, any Queryable (a transaction too); undefined for an unknown company id.
 */

async function extrait(db: Queryable, id: number, parties: readonly PartieExtrait[]) {
  const row = await lireExtrait(db, id, parties);
  return row && toExtrait(row);
}

function garder<T extends object, K extends keyof T>(objet: T, cles: readonly K[]): Pick<T, K> {
  const resultat = {} as Pick<T, K>;
  for (const cle of cles) resultat[cle] = objet[cle];
  return resultat;
}

/** Everything the Kbis (or K) shows. */
export async function lireExtraitKbis(db: Queryable, id: number): Promise<ExtraitKbis | undefined> {
  const e = await extrait(db, id, [
    'siege',
    'secondaires',
    'nombre_secondaires',
    'mandataires',
    'procedures',
    'evenements',
  ]);
  return (
    e &&
    garder(e, [
      'entreprise',
      'greffe',
      'siege',
      'mandataires',
      'etablissements_secondaires',
      'nombre_etablissements_secondaires',
      'observations',
    ])
  );
}

/** The collective proceedings with their judgments (the certificate). */
export async function lireExtraitProcedures(db: Queryable, id: number): Promise<ExtraitProcedures | undefined> {
  const e = await extrait(db, id, ['siege', 'procedures']);
  return e && garder(e, ['entreprise', 'greffe', 'siege', 'procedures']);
}

/** Deeds, annual accounts and key figures (copies of accounts and of deeds). */
export async function lireExtraitDocuments(db: Queryable, id: number): Promise<ExtraitDocuments | undefined> {
  const e = await extrait(db, id, ['siege', 'actes', 'comptes_annuels', 'chiffres_cles']);
  return e && garder(e, ['entreprise', 'greffe', 'siege', 'actes', 'comptes_annuels', 'chiffres_cles']);
}

/** Every inscription (the état d'endettement). */
export async function lireExtraitEndettement(db: Queryable, id: number): Promise<ExtraitEndettement | undefined> {
  const e = await extrait(db, id, ['siege', 'inscriptions']);
  return e && garder(e, ['entreprise', 'greffe', 'siege', 'inscriptions']);
}

/** All of the above in one read. */
export function lireExtraitRegistre(db: Queryable, id: number): Promise<ExtraitRegistre | undefined> {
  return extrait(db, id, PARTIES_EXTRAIT);
}

/** The companies an état d'endettement ordered for a debtor covers, each with its inscriptions. */
export async function rechercherDebiteur(db: Queryable, critere: CritereDebiteur): Promise<RechercheDebiteur> {
  const { critere: recherche, ids } = await trouverDebiteurs(db, critere);
  const entreprises: ExtraitEndettement[] = [];
  for (const id of ids) {
    const donnees = await lireExtraitEndettement(db, id);
    if (donnees) entreprises.push(donnees);
  }
  return { critere: recherche, entreprises };
}
