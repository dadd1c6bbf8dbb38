import { isValidSiren } from '@portail/domaine';

import type { Db, Queryable } from '../../../db/index.js';
import type {
  CreationSurveillance,
  DomaineSurveillance,
  ModificationSurveillance,
  Surveillance,
} from '@portail/contrat/surveillance';
import { ChampsInvalides, Conflit, Introuvable } from '../erreurs.js';
import { lireSurveillances } from '../repository/lecture.js';
import { exigerOuvert, exigerPlace, verrouillerCompte, type Compte } from './contexte.js';
import { DOMAINES_PERSONNE, typesDesDomaines } from './domaines.js';
import { groupeDuCompte } from './groupes.js';

/** Answers of POST surveillance, reused by the catalogue per dossier (its `motif`). */
export const MESSAGE_RADIEE = 'Cette entreprise est radiée du registre : elle ne peut plus être surveillée.';
export const MESSAGE_DEJA_SURVEILLEE = 'Vous surveillez déjà cette entreprise.';
export const SIREN_INVALIDE = "n'est pas un SIREN valide (clé de contrôle)";

export const surveillancesActives = (db: Queryable, compte: Compte, groupe?: number) =>
  groupe === undefined
    ? lireSurveillances(db, compte.id, `s.etat = 'ACTIVE'`)
    : lireSurveillances(db, compte.id, `s.etat = 'ACTIVE' AND s.groupe_favoris_id = $2`, [groupe]);

export async function surveillanceDuCompte(db: Queryable, compte: Compte, id: number): Promise<Surveillance> {
  const [surveillance] = await lireSurveillances(db, compte.id, 's.id = $2', [id]);
  if (surveillance === undefined) throw new Introuvable('surveillance', { id, compte: compte.id });
  return surveillance;
}

function verifierDomainesPersonne(domaines: readonly DomaineSurveillance[]): void {
  if (domaines.some((d) => !DOMAINES_PERSONNE.includes(d)))
    throw new ChampsInvalides([
      { champ: 'domaines', message: 'doit valoir [RCS_BILAN_ACTES] pour une personne (ses nominations et départs)' },
    ]);
}

export type Cible = { entreprise: number; personne?: undefined } | { personne: number; entreprise?: undefined };

/** Writes an active watch, revealing what comes after the newest registry event; its id. */
export async function insererSurveillance(
  tx: Queryable,
  compte: Compte,
  quoi: Cible,
  domaines: readonly DomaineSurveillance[],
  groupe: number | null,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO surveillances
       (compte_client_id, entreprise_id, personne_physique_id, domaines, types, groupe_favoris_id, depuis_evenement_id)
     VALUES ($1, $2, $3, $4::text[], $5::text[], $6, (SELECT COALESCE(max(id), 0) FROM evenements_registre))
     RETURNING id`,
    [compte.id, quoi.entreprise ?? null, quoi.personne ?? null, domaines, typesDesDomaines(domaines), groupe],
  );
  return Number(rows[0]?.id);
}

async function cible(db: Queryable, corps: CreationSurveillance): Promise<Cible> {
  const donnees = [corps.siren, corps.id_entreprise, corps.id_personne_physique].filter((v) => v !== undefined);
  if (donnees.length !== 1)
    throw new ChampsInvalides([
      { champ: 'siren', message: 'une cible et une seule : siren, id_entreprise ou id_personne_physique' },
    ]);
  if (corps.id_personne_physique !== undefined) {
    verifierDomainesPersonne(corps.domaines);
    const { rows } = await db.query('SELECT 1 FROM personnes_physiques WHERE id = $1', [corps.id_personne_physique]);
    if (rows.length === 0) throw new Introuvable('personne', { id: corps.id_personne_physique });
    return { personne: corps.id_personne_physique };
  }
  if (corps.siren !== undefined && !isValidSiren(corps.siren))
    throw new ChampsInvalides([{ champ: 'siren', message: SIREN_INVALIDE }]);
  const { rows } = await db.query<{ id: string | number; etat: string }>(
    corps.siren !== undefined
      ? 'SELECT id, etat FROM entreprises WHERE siren = $1'
      : 'SELECT id, etat FROM entreprises WHERE id = $1',
    [corps.siren ?? corps.id_entreprise],
  );
  const entreprise = rows[0];
  if (entreprise === undefined) throw new Introuvable('entreprise', { siren: corps.siren, id: corps.id_entreprise });
  if (entreprise.etat === 'RADIEE') throw new Conflit(MESSAGE_RADIEE, { id: entreprise.id });
  return { entreprise: Number(entreprise.id) };
}

/**
 * Opens a watch (free, FACTS §7). The account row is locked so that two openings at once cannot
 * pass the maximum together; the maximum is the account type's row of `plafonds_surveillance`.
 */
export async function ouvrirSurveillance(db: Db, compte: Compte, corps: CreationSurveillance): Promise<Surveillance> {
  const quoi = await cible(db, corps);
  exigerOuvert(compte);
  const groupe = corps.groupe_favoris_id ?? null;
  if (groupe !== null) await groupeDuCompte(db, compte, groupe);
  return db.transaction(async (tx) => {
    await verrouillerCompte(tx, compte);
    const { rows: deja } = await tx.query(
      `SELECT 1 FROM surveillances WHERE compte_client_id = $1 AND etat = 'ACTIVE'
          AND (entreprise_id = $2 OR personne_physique_id = $3)`,
      [compte.id, quoi.entreprise ?? null, quoi.personne ?? null],
    );
    if (deja.length > 0)
      throw new Conflit(
        quoi.entreprise !== undefined ? MESSAGE_DEJA_SURVEILLEE : 'Vous surveillez déjà cette personne.',
        { compte: compte.id },
      );
    await exigerPlace(tx, compte, 1);
    const id = await insererSurveillance(tx, compte, quoi, corps.domaines, groupe);
    return surveillanceDuCompte(tx, compte, id);
  });
}

/** Changing an ended watch: 409. */
export function exigerActive(surveillance: Surveillance): void {
  if (surveillance.etat !== 'ACTIVE')
    throw new Conflit('Cette surveillance est terminée : elle ne peut plus être modifiée.', { id: surveillance.id });
}

/** A watch's domains and the event types they reveal (PUT surveillance, deleteDomaineSurveillancePaye). */
export async function ecrireDomaines(
  tx: Queryable,
  id: number,
  domaines: readonly DomaineSurveillance[],
): Promise<void> {
  await tx.query(
    'UPDATE surveillances SET domaines = $2::text[], types = $3::text[], modifie_le = now() WHERE id = $1',
    [id, domaines, typesDesDomaines(domaines)],
  );
}

/**
 * Ends an active watch of the account (TERMINEE, SUPPRESSION), its domains kept as they were; an
 * ended one is left as it is (DELETE surveillance, deleteDomaineSurveillancePaye).
 */
export async function finirSurveillance(tx: Queryable, compte: Compte, id: number): Promise<void> {
  await tx.query(
    `UPDATE surveillances SET etat = 'TERMINEE', date_fin = now(), motif_fin = 'SUPPRESSION', modifie_le = now()
      WHERE id = $1 AND compte_client_id = $2 AND etat = 'ACTIVE'`,
    [id, compte.id],
  );
}

/** Domains and folder of an active watch; its révélations follow it to its new folder. */
export async function modifierSurveillance(
  db: Db,
  compte: Compte,
  id: number,
  corps: ModificationSurveillance,
): Promise<Surveillance> {
  const actuelle = await surveillanceDuCompte(db, compte, id);
  exigerOuvert(compte);
  exigerActive(actuelle);
  if (corps.domaines !== undefined && actuelle.personne_physique !== null) verifierDomainesPersonne(corps.domaines);
  const groupe = corps.groupe_favoris_id;
  if (groupe !== undefined && groupe !== null) await groupeDuCompte(db, compte, groupe);
  return db.transaction(async (tx) => {
    if (corps.domaines !== undefined) await ecrireDomaines(tx, id, corps.domaines);
    if (groupe !== undefined) {
      await tx.query('UPDATE surveillances SET groupe_favoris_id = $2, modifie_le = now() WHERE id = $1', [id, groupe]);
      await tx.query('UPDATE revelations SET groupe_favoris_id = $2 WHERE surveillance_id = $1', [id, groupe]);
    }
    return surveillanceDuCompte(tx, compte, id);
  });
}

/** Ends a watch (TERMINEE, SUPPRESSION); an ended one is answered as it is. Its révélations stay. */
export async function terminerSurveillance(db: Db, compte: Compte, id: number): Promise<Surveillance> {
  await surveillanceDuCompte(db, compte, id);
  exigerOuvert(compte);
  await finirSurveillance(db, compte, id);
  return surveillanceDuCompte(db, compte, id);
}
