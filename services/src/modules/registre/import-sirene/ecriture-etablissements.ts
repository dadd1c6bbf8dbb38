import type { Queryable } from '../../../db/index.js';
import { alignerSequence, retirerRejets, sqlCompterEcritures, type Comptes, type Destination } from './destination.js';
import { lecteurEtablissement, stagingEtablissement } from './etablissements.js';
import { sqlCreerStaging, tableStaging } from './staging.js';

const staging = tableStaging('import_sirene_etablissements', stagingEtablissement, [
  { nom: 'entreprise_id', type: 'bigint' },
]);
const s = staging.nom;

const colonnes = stagingEtablissement.map(({ nom }) => nom).filter((nom) => nom !== 'siren' && nom !== 'siret');

// The company of each line, looked up once: the statements below use its id.
// Only companies of source SIRENE: a line of another one stays unresolved.
const sqlResoudre = `UPDATE ${s} s SET entreprise_id = e.id
  FROM entreprises e WHERE e.siren = s.siren AND e.source = 'SIRENE'`;

// Refused: no unit with this SIREN, a unit the registry owns (source other
// than SIRENE, looked up for the refused lines only), or a SIRET already held
// by another company's establishment.
const sqlRejets = `SELECT s.ligne, s.siren, s.entreprise_id IS NOT NULL AS autre,
    (SELECT e.source FROM entreprises e WHERE e.siren = s.siren) AS source
  FROM ${s} s
  WHERE s.entreprise_id IS NULL
     OR EXISTS (SELECT 1 FROM etablissements et WHERE et.siret = s.siret AND et.entreprise_id <> s.entreprise_id)`;

// A unit has at most one siège (unique index): when the file names a new one,
// the former loses the flag before the upsert gives it to the new one.
const sqlAncienSiege = `UPDATE etablissements et SET siege = false
  FROM ${s} s
  WHERE s.siege AND et.entreprise_id = s.entreprise_id AND et.siege AND et.siret <> s.siret`;

const sqlUpsert = `WITH ecritures AS (
  INSERT INTO etablissements AS et (entreprise_id, siret, ${colonnes.join(', ')})
  SELECT s.entreprise_id, s.siret, ${colonnes.map((nom) => `s.${nom}`).join(', ')} FROM ${s} s
  ON CONFLICT (siret) DO UPDATE SET ${colonnes.map((nom) => `${nom} = EXCLUDED.${nom}`).join(', ')}
  WHERE et.entreprise_id = EXCLUDED.entreprise_id
    AND (${colonnes.map((nom) => `et.${nom}`).join(', ')})
        IS DISTINCT FROM (${colonnes.map((nom) => `EXCLUDED.${nom}`).join(', ')})
  RETURNING xmax = 0 AS creee
) ${sqlCompterEcritures}`;

// Counts and siège location of the companies of this batch, recomputed from
// their establishments (set-based, in the batch's transaction, so a resumed
// import never leaves them stale). LATERAL reads each company's establishments
// through its index: a join could scan the whole table at every batch. The
// département is the commune code's first 2 characters, 3 overseas (97x, 98x).
const sqlCompteurs = `UPDATE entreprises e SET
    nb_etablissements = a.nombre,
    nb_etablissements_actifs = a.actifs,
    siege_commune_code = a.commune,
    siege_departement_code = CASE WHEN a.commune ~ '^9[78]' THEN left(a.commune, 3) ELSE left(a.commune, 2) END,
    mis_a_jour_le = now()
  FROM (SELECT DISTINCT entreprise_id AS id FROM ${s}) touchees
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS nombre, (count(*) FILTER (WHERE et.etat = 'ACTIF'))::int AS actifs,
           max(et.commune_code) FILTER (WHERE et.siege) AS commune
    FROM etablissements et WHERE et.entreprise_id = touchees.id
  ) a
  WHERE e.id = touchees.id
    AND (e.nb_etablissements, e.nb_etablissements_actifs, e.siege_commune_code)
        IS DISTINCT FROM (a.nombre, a.actifs, a.commune)`;

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
  async appliquer(tx: Queryable) {
    await tx.query(sqlResoudre);
    const { rows } = await tx.query<{ ligne: string | number; siren: string; source: string | null; autre: boolean }>(
      sqlRejets,
    );
    const rejets = rows.map((row) => ({ ligne: Number(row.ligne), motif: motif(row.siren, row.source, row.autre) }));
    await retirerRejets(tx, staging, rejets);
    await tx.query(sqlAncienSiege);
    const { rows: comptes } = await tx.query<Comptes>(sqlUpsert);
    await tx.query(sqlCompteurs);
    return { rejets, creees: comptes[0]?.creees ?? 0, modifiees: comptes[0]?.modifiees ?? 0 };
  },
};
