import type { Queryable } from '../../../db/index.js';
import type { ModeEcriture } from './chargement-initial.js';
import {
  alignerSequence,
  insererOuMettreAJour,
  sqlCompterEcritures,
  type Destination,
  type RejetBase,
} from './destination.js';
import { lecteurEtablissement, stagingEtablissement } from './etablissements.js';
import { sqlCreerStaging, tableStaging } from './staging.js';

const staging = tableStaging('import_sirene_etablissements', stagingEtablissement);
const s = staging.nom;

const colonnes = stagingEtablissement.map(({ nom }) => nom).filter((nom) => nom !== 'siren' && nom !== 'siret');

// The SIRENE company of each line, joined by SIREN in each statement (cheaper
// than writing its id into every staging row): a line of an unknown unit or of
// a company the registry owns matches none and is written nowhere.
const avecEntreprise = `${s} s JOIN entreprises e ON e.siren = s.siren AND e.source = 'SIRENE'`;

// A unit has at most one siège (unique index): when the file names a new one,
// the former loses the flag before the upsert gives it to the new one; not
// when the new one is refused for holding another company's SIRET.
const sqlAncienSiege = `UPDATE etablissements et SET siege = false
  FROM ${avecEntreprise}
  WHERE s.siege AND et.entreprise_id = e.id AND et.siege AND et.siret <> s.siret
    AND NOT EXISTS (SELECT 1 FROM etablissements autre WHERE autre.siret = s.siret AND autre.entreprise_id <> e.id)`;

// A SIRET held by another company's establishment is left as it is.
const sqlUpsert = `WITH ecritures AS (
  INSERT INTO etablissements AS et (entreprise_id, siret, ${colonnes.join(', ')})
  SELECT e.id, s.siret, ${colonnes.map((nom) => `s.${nom}`).join(', ')} FROM ${avecEntreprise}
  ON CONFLICT (siret) DO UPDATE SET ${colonnes.map((nom) => `${nom} = EXCLUDED.${nom}`).join(', ')}
  WHERE et.entreprise_id = EXCLUDED.entreprise_id
    AND (${colonnes.map((nom) => `et.${nom}`).join(', ')})
        IS DISTINCT FROM (${colonnes.map((nom) => `EXCLUDED.${nom}`).join(', ')})
  RETURNING xmax = 0 AS creee
) ${sqlCompterEcritures}`;

// An initial load: no establishment to update. Nor any siège to move: a new
// siège of a company that already has one breaks the one-siège index, and
// the batch goes through the upsert after sqlAncienSiege.
const sqlInsertion = `INSERT INTO etablissements (entreprise_id, siret, ${colonnes.join(', ')})
  SELECT e.id, s.siret, ${colonnes.map((nom) => `s.${nom}`).join(', ')} FROM ${avecEntreprise}`;

// Refused: no unit with this SIREN, a unit the registry owns (source other
// than SIRENE), or a SIRET already held by another company's establishment.
const sqlRejets = `SELECT s.ligne, s.siren, e.source, coalesce(e.source = 'SIRENE', false) AS autre
  FROM ${s} s LEFT JOIN entreprises e ON e.siren = s.siren
  WHERE e.source IS DISTINCT FROM 'SIRENE'
     OR EXISTS (SELECT 1 FROM etablissements et WHERE et.siret = s.siret AND et.entreprise_id <> e.id)`;

// What sqlCompteurs writes in `entreprises`, from the relation `a` it is given.
const AFFECTATIONS_COMPTEURS = {
  nb_etablissements: 'a.nombre',
  nb_etablissements_actifs: 'a.actifs',
  siege_commune_code: 'a.commune',
  siege_departement_code: "CASE WHEN a.commune ~ '^9[78]' THEN left(a.commune, 3) ELSE left(a.commune, 2) END",
  mis_a_jour_le: 'now()',
} as const;

/**
 * The columns of `entreprises` the establishments file writes (sqlCompteurs): in a bulk load, once
 * its rows are in. An index that reads none of them can stay, or be built before.
 */
export const COLONNES_DES_COMPTEURS = Object.keys(AFFECTATIONS_COMPTEURS);

/**
 * Counts and siège location of companies, recomputed from their
 * establishments, for the companies of `source`: a relation `a` of (id,
 * nombre, actifs, commune). Only SIRENE companies, and only when a value
 * changed, among those matching `filtre`. The département is the commune
 * code's first 2 characters, 3 overseas (97x, 98x).
 */
export function sqlCompteurs(source: string, filtre = 'true'): string {
  const affectations = Object.entries(AFFECTATIONS_COMPTEURS).map(([colonne, valeur]) => `${colonne} = ${valeur}`);
  return `UPDATE entreprises e SET ${affectations.join(', ')}
  FROM ${source}
  WHERE e.id = a.id AND e.source = 'SIRENE' AND ${filtre}
    AND (e.nb_etablissements, e.nb_etablissements_actifs, e.siege_commune_code)
        IS DISTINCT FROM (a.nombre, a.actifs, a.commune)`;
}

// The companies of this batch, set-based in the batch's transaction, so that
// a resumed import never leaves them stale (unless the bulk mode defers them).
// LATERAL reads each company's establishments through its index: a join could
// scan the whole table at every batch.
const sqlCompteursLot = sqlCompteurs(`(SELECT DISTINCT e.id FROM ${avecEntreprise}) touchees
  CROSS JOIN LATERAL (
    SELECT touchees.id, count(*)::int AS nombre, (count(*) FILTER (WHERE et.etat = 'ACTIF'))::int AS actifs,
           max(et.commune_code) FILTER (WHERE et.siege) AS commune
    FROM etablissements et WHERE et.entreprise_id = touchees.id
  ) a`);

function motif(siren: string, source: string | null, autre: boolean): string {
  if (autre) return "SIRET déjà attribué à un établissement d'une autre entreprise : ligne ignorée";
  if (source === null) {
    return `Unité légale ${siren} inconnue : établissement ignoré (importer d'abord le fichier des unités légales)`;
  }
  return `SIREN ${siren} d'une entreprise de source ${source} : établissement ignoré`;
}

export const etablissementsVersRegistre: Destination = {
  nature: 'ETABLISSEMENTS',
  staging,
  tables: ['entreprises', 'etablissements'],
  lecteur: lecteurEtablissement,
  async preparer(db: Queryable) {
    await db.exec(sqlCreerStaging(staging));
    await alignerSequence(db, 'etablissements');
  },
  async appliquer(tx: Queryable, mode: ModeEcriture, lignes: number) {
    const comptes = await insererOuMettreAJour(tx, mode, {
      insertion: sqlInsertion,
      avantUpsert: sqlAncienSiege,
      upsert: sqlUpsert,
    });
    let rejets: RejetBase[] = [];
    // When every line was written none was refused: an initial load skips the lookup.
    if (comptes.creees + comptes.modifiees < lignes) {
      const { rows } = await tx.query<{ ligne: string | number; siren: string; source: string | null; autre: boolean }>(
        sqlRejets,
      );
      rejets = rows.map((row) => ({ ligne: Number(row.ligne), motif: motif(row.siren, row.source, row.autre) }));
    }
    if (!mode.compteursDifferes) await tx.query(sqlCompteursLot);
    return { rejets, ...comptes };
  },
};
