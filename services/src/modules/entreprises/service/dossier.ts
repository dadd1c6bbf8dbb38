import type { Queryable } from '../../../db/index.js';
import { EntrepriseIntrouvable } from '../erreurs.js';
import { toDocument, toEvenement, toInscriptions, toProcedure } from '../mappers/dossier.js';
import { toEntreprise } from '../mappers/entreprise.js';
import {
  lireChiffresCles,
  lireDeclarationsBeneficiaires,
  lireDocuments,
  lireEvenements,
  lireInscriptions,
  lireProcedures,
  type Dossier,
} from '../repository/dossier.js';
import { lireFiche } from '../repository/fiche.js';
import {
  LIMIT_EVENEMENTS,
  type Document,
  type Documents,
  type Exercice,
  type Fiche,
  type Inscriptions,
  type ListeEvenements,
  type ListeEvenementsQuery,
  type Procedure,
} from '@portail/contrat/entreprises';

function existant<T>(id: number, { existe, donnees }: Dossier<T>): T {
  if (!existe) throw new EntrepriseIntrouvable({ id });
  return donnees;
}

export async function chiffresCles(db: Queryable, id: number): Promise<Exercice[]> {
  return existant(id, await lireChiffresCles(db, id));
}

export async function procedures(db: Queryable, id: number): Promise<Procedure[]> {
  return existant(id, await lireProcedures(db, id)).map(toProcedure);
}

export async function documents(db: Queryable, id: number): Promise<Documents> {
  const { actes, comptes_annuels } = existant(id, await lireDocuments(db, id));
  return { actes: actes.map(toDocument), comptes_annuels: comptes_annuels.map(toDocument) };
}

export async function documentsBeneficiaires(db: Queryable, id: number, type?: string): Promise<Document[]> {
  return existant(id, await lireDeclarationsBeneficiaires(db, id, type)).map(toDocument);
}

export async function inscriptions(db: Queryable, id: number): Promise<Inscriptions> {
  return toInscriptions(existant(id, await lireInscriptions(db, id)));
}

/** A page of the company's registry history, newest first. */
export async function evenements(db: Queryable, id: number, query: ListeEvenementsQuery): Promise<ListeEvenements> {
  const page = { limit: query.limit ?? LIMIT_EVENEMENTS, offset: query.offset ?? 0 };
  const { total, evenements } = existant(id, await lireEvenements(db, id, page));
  return { total, evenements: evenements.map(toEvenement) };
}

export async function fiche(db: Queryable, id: number): Promise<Fiche> {
  const row = await lireFiche(db, id);
  if (row?.entreprise == null) throw new EntrepriseIntrouvable({ id });
  const parNature = (nature: string) => row.fonctions.filter((fonction) => fonction.nature === nature);
  return {
    entreprise: toEntreprise(row.entreprise),
    dirigeants: parNature('DIRIGEANT'),
    commissaires_aux_comptes: parNature('COMMISSAIRE_AUX_COMPTES'),
    beneficiaires_effectifs: parNature('BENEFICIAIRE_EFFECTIF'),
    chiffres_cles: row.chiffres_cles,
    procedures: row.procedures.map(toProcedure),
    documents: { actes: row.actes.map(toDocument), comptes_annuels: row.comptes_annuels.map(toDocument) },
    inscriptions: toInscriptions(row.inscriptions),
    evenements: { total: row.evenements.total, evenements: row.evenements.evenements.map(toEvenement) },
  };
}
