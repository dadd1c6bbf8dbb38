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
import {
  COLONNES_EVENEMENT,
  CONTEXTE,
  preparerEvenements,
  SIEGES_QUITTES,
  sqlAVille,
  sqlDeVille,
  sqlDiffere,
  sqlLignesEcrites,
  sqlObjet,
  sqlObjetModifie,
  sqlOuAucune,
  sqlSelectEvenements,
  sqlSiretLisible,
  sqlVille,
  type Changement,
} from './evenements.js';
import { sqlCreerStaging, tableStaging } from './staging.js';

const staging = tableStaging('import_sirene_etablissements', stagingEtablissement);
const s = staging.nom;

// Columns copied from the staging table; not `date_debut` (the date of the events).
const colonnes = stagingEtablissement
  .map(({ nom }) => nom)
  .filter((nom) => nom !== 'siren' && nom !== 'siret' && nom !== 'date_debut');

// The SIRENE company of each line, joined by SIREN in each statement (cheaper
// than writing its id into every staging row): a line of an unknown unit or of
// a company the registry owns matches none and is written nowhere.
const avecEntreprise = `${s} s JOIN entreprises e ON e.siren = s.siren AND e.source = 'SIRENE'`;

// A unit has at most one siège (unique index): when the file names a new one,
// the former loses the flag before the upsert gives it to the new one; not
// when the new one is refused for holding another company's SIRET.
const ancienSiege = `UPDATE etablissements et SET siege = false
  FROM ${avecEntreprise}
  WHERE s.siege AND et.entreprise_id = e.id AND et.siege AND et.siret <> s.siret
    AND NOT EXISTS (SELECT 1 FROM etablissements autre WHERE autre.siret = s.siret AND autre.entreprise_id <> e.id)`;

// Bulk mode: no events.
const sqlAncienSiege = ancienSiege;

// The transfers of siège (TRANSFERT_SIEGE), dated the import's day (the file gives no date for
// them): the former siège is the one this statement takes the flag from, or the one an earlier
// batch took it from (SIEGES_QUITTES: the new siège comes later in the file than the former one,
// which the upsert of its own line took the flag from; usually none, a few at most, found in the
// batch as sqlLignesEcrites finds its rows). The SIRET is the field that changed, and the commune
// when it changed too.
const ANCIEN = ['entreprise_id', 'id', 'siret', 'commune_code', 'libelle_commune'];
const LIEU = ['siret', 'commune_code', 'libelle_commune'];
const sqlAncienSiegeEvenements = `WITH anciens AS (
  ${ancienSiege}
  RETURNING ${ANCIEN.map((nom) => `et.${nom}`).join(', ')}, ${LIEU.map((nom) => `s.${nom} AS ${nom}_siege`).join(', ')}
),
sieges AS MATERIALIZED (
  SELECT s.siren, ${LIEU.map((nom) => `s.${nom}`).join(', ')} FROM ${s} s
  WHERE s.siege AND EXISTS (SELECT 1 FROM ${SIEGES_QUITTES})
    AND (SELECT jsonb_object_agg(q.siren, true) FROM ${SIEGES_QUITTES} q) ? s.siren::text
),
quittes AS (
  DELETE FROM ${SIEGES_QUITTES} q USING sieges n
  WHERE n.siren = q.siren
    AND NOT EXISTS (SELECT 1 FROM etablissements autre WHERE autre.siret = n.siret AND autre.entreprise_id <> q.entreprise_id)
  RETURNING ${ANCIEN.map((nom) => `q.${nom}`).join(', ')}, ${LIEU.map((nom) => `n.${nom} AS ${nom}_siege`).join(', ')}
)
INSERT INTO evenements_registre (${COLONNES_EVENEMENT})
SELECT t.entreprise_id, x.jour, 'RCS', 'TRANSFERT_SIEGE',
       'Transfert du siège social' || coalesce(' ' || ${sqlAVille(sqlVille('c', 't.libelle_commune_siege'))}, ''), 'SIRENE',
       ${sqlObjetModifie(
         LIEU,
         (nom) => `t.${nom}`,
         (nom) => `t.${nom}_siege`,
         (nom) => `t.${nom}`,
       )},
       ${sqlObjetModifie(
         LIEU,
         (nom) => `t.${nom}`,
         (nom) => `t.${nom}_siege`,
         (nom) => `t.${nom}_siege`,
       )}
  FROM (SELECT * FROM anciens UNION ALL SELECT * FROM quittes) t
  CROSS JOIN ${CONTEXTE} x
  LEFT JOIN communes c ON c.code = t.commune_code_siege
 WHERE t.siret <> t.siret_siege AND t.id <= x.seuil_etablissements`;

const ADRESSE = [
  'numero_voie',
  'indice_repetition',
  'type_voie',
  'libelle_voie',
  'complement_adresse',
  'code_postal',
  'commune_code',
  'libelle_commune',
  'pays',
];
const NOM = ['enseigne', 'denomination_usuelle'];
/** The columns whose changes are events (and the siège flag, for SIEGES_QUITTES). */
const SUIVIES = ['siege', 'etat', 'date_creation', 'date_fermeture', 'code_naf', ...NOM, ...ADRESSE];

// A SIRET held by another company's establishment is left as it is.
const ecritures = `ecritures AS (
  INSERT INTO etablissements AS et (entreprise_id, siret, ${colonnes.join(', ')})
  SELECT e.id, s.siret, ${colonnes.map((nom) => `s.${nom}`).join(', ')} FROM ${avecEntreprise}
  ON CONFLICT (siret) DO UPDATE SET ${colonnes.map((nom) => `${nom} = EXCLUDED.${nom}`).join(', ')}
  WHERE et.entreprise_id = EXCLUDED.entreprise_id
    AND (${colonnes.map((nom) => `et.${nom}`).join(', ')})
        IS DISTINCT FROM (${colonnes.map((nom) => `EXCLUDED.${nom}`).join(', ')})
  RETURNING xmax = 0 AS creee, et.siret
)`;

// Bulk mode (an initial load, and the batches it upserts after meeting a key): no events.
const sqlUpsert = `WITH ${ecritures} ${sqlCompterEcritures}`;

const avant = (nom: string) => `m.${nom}_avant`;
const apres = (nom: string) => `m.${nom}`;
const adresse = (valeur: (nom: string) => string) =>
  `coalesce(nullif(concat_ws(', ', nullif(concat_ws(' ', ${[
    'numero_voie',
    'indice_repetition',
    'type_voie',
    'libelle_voie',
  ]
    .map(valeur)
    .join(', ')}), ''), ${valeur('complement_adresse')}, nullif(concat_ws(' ', ${valeur('code_postal')}, ${valeur(
    'libelle_commune',
  )}), ''), ${valeur('pays')}), ''), 'non renseignée')`;
// Establishment events name the establishment by its SIRET in `avant` and `apres`, changed or not.
const avecSiret = (objet: string) => `jsonb_build_object('siret', m.siret) || ${objet}`;
// « l’établissement secondaire », « l’établissement siège »
const etablissement = `'l’établissement ' || CASE WHEN m.siege THEN 'siège' ELSE 'secondaire' END`;
const siret = `' (SIRET ' || ${sqlSiretLisible('m.siret')} || ')'`;
const ville = sqlVille('c', 'm.libelle_commune');
// « l’établissement secondaire de Lyon (SIRET 123 456 789 00012) »
const designation = `${etablissement} || coalesce(' ' || ${sqlDeVille(ville)}, '') || ${siret}`;

// One event per concern that changed. A new establishment of a company that had establishments
// before the import: OUVERTURE_ETABLISSEMENT at its creation date (and FERMETURE_ETABLISSEMENT
// when it is already closed). Of an establishment that existed: FERMETURE_ETABLISSEMENT or
// OUVERTURE_ETABLISSEMENT (reopened), and MODIFICATION_ETABLISSEMENT for its address, its
// activity, its name (enseigne, dénomination usuelle). Dates: those of the file (creation,
// closure, start of the SIRENE period: address changes are not periods of SIRENE), else the
// import's day.
const communes = 'LEFT JOIN communes c ON c.code = m.commune_code';
const evenements: Changement[] = [
  {
    si: 'm.creee',
    jointures: communes,
    nature: "'OUVERTURE_ETABLISSEMENT'",
    date: 'coalesce(m.date_creation, m.jour)',
    libelle: `'Ouverture d’un établissement ' || CASE WHEN m.siege THEN 'siège' ELSE 'secondaire' END
      || coalesce(' ' || ${sqlAVille(ville)}, '') || ${siret}`,
    avant: 'NULL::jsonb',
    apres: `jsonb_strip_nulls(${sqlObjet(['siret', 'siege', 'etat', 'date_creation', 'code_naf', ...NOM, ...ADRESSE], 'm.')})`,
  },
  {
    si: "m.creee AND m.etat = 'FERME'",
    jointures: communes,
    nature: "'FERMETURE_ETABLISSEMENT'",
    date: 'coalesce(m.date_fermeture, m.jour)',
    libelle: `'Fermeture de ' || ${designation}`,
    avant: 'NULL::jsonb',
    apres: sqlObjet(['siret', 'etat', 'date_fermeture'], 'm.'),
  },
  {
    si: 'NOT m.creee AND m.etat <> m.etat_avant',
    jointures: communes,
    nature: "CASE m.etat WHEN 'FERME' THEN 'FERMETURE_ETABLISSEMENT' ELSE 'OUVERTURE_ETABLISSEMENT' END",
    date: "CASE m.etat WHEN 'FERME' THEN coalesce(m.date_fermeture, m.jour) ELSE m.date_debut END",
    libelle: `CASE m.etat WHEN 'FERME' THEN 'Fermeture de ' ELSE 'Réouverture de ' END || ${designation}`,
    avant: "jsonb_build_object('siret', m.siret, 'etat', m.etat_avant, 'date_fermeture', m.date_fermeture_avant)",
    apres: sqlObjet(['siret', 'etat', 'date_fermeture'], 'm.'),
  },
  {
    si: `NOT m.creee AND ${sqlDiffere(ADRESSE, avant, apres)}`,
    nature: "'MODIFICATION_ETABLISSEMENT'",
    date: 'm.jour',
    libelle: `'Changement d’adresse de ' || ${etablissement} || ${siret} || ' : ' || ${adresse(avant)} || ' → ' || ${adresse(apres)}`,
    avant: avecSiret(sqlObjetModifie(ADRESSE, avant, apres, avant)),
    apres: avecSiret(sqlObjetModifie(ADRESSE, avant, apres, apres)),
  },
  {
    si: 'NOT m.creee AND m.code_naf <> m.code_naf_avant',
    jointures: `${communes} LEFT JOIN naf ON naf.code = m.code_naf`,
    nature: "'MODIFICATION_ETABLISSEMENT'",
    date: 'm.date_debut',
    libelle: `'Changement d’activité de ' || ${designation} || ' : ' || m.code_naf_avant || ' → ' || m.code_naf
      || coalesce(' (' || naf.libelle || ')', '')`,
    avant: "jsonb_build_object('siret', m.siret, 'code_naf', m.code_naf_avant)",
    apres: "jsonb_build_object('siret', m.siret, 'code_naf', m.code_naf)",
  },
  {
    si: `NOT m.creee AND ${sqlDiffere(NOM, avant, apres)}`,
    jointures: communes,
    nature: "'MODIFICATION_ETABLISSEMENT'",
    date: 'm.date_debut',
    libelle: `CASE WHEN m.enseigne IS DISTINCT FROM m.enseigne_avant
      THEN 'Changement d’enseigne de ' || ${designation} || ' : '
        || ${sqlOuAucune('m.enseigne_avant')} || ' → ' || ${sqlOuAucune('m.enseigne')}
      ELSE 'Changement de dénomination usuelle de ' || ${designation} || ' : '
        || ${sqlOuAucune('m.denomination_usuelle_avant')} || ' → ' || ${sqlOuAucune('m.denomination_usuelle')} END`,
    avant: avecSiret(sqlObjetModifie(NOM, avant, apres, avant)),
    apres: avecSiret(sqlObjetModifie(NOM, avant, apres, apres)),
  },
];

// The staging rows the upsert wrote (the values written, the SIRENE period) with the former
// version of their establishment (every part of one statement sees the snapshot taken before
// it; none for a new one). Only establishments that existed before the import, and the new ones
// of companies that had establishments before it: neither the establishments of a company
// created by this import nor the first ones of a company are changes.
const sqlUpsertEvenements = `WITH ${ecritures},
ecrites AS (
  SELECT e.id AS entreprise_id, a.id, a.id IS NULL AS creee, s.siret,
         ${SUIVIES.map((nom) => `s.${nom}, a.${nom} AS ${nom}_avant`).join(', ')},
         coalesce(s.date_debut, x.jour) AS date_debut, x.jour
  FROM ${avecEntreprise}
  LEFT JOIN etablissements a ON a.siret = s.siret
  CROSS JOIN ${CONTEXTE} x
  WHERE ${sqlLignesEcrites('siret')}
    AND CASE WHEN a.id IS NULL
      THEN EXISTS (SELECT 1 FROM etablissements autre
                    WHERE autre.entreprise_id = e.id AND autre.id <= x.seuil_etablissements)
      ELSE a.id <= x.seuil_etablissements END
),
quittes AS (
  INSERT INTO ${SIEGES_QUITTES} (siren, ${ANCIEN.join(', ')})
  SELECT left(m.siret, 9), m.entreprise_id, m.id, m.siret, m.commune_code_avant, m.libelle_commune_avant
    FROM ecrites m WHERE m.siege_avant AND NOT m.siege
  ON CONFLICT (entreprise_id) DO NOTHING
),
evenements AS (
  INSERT INTO evenements_registre (${COLONNES_EVENEMENT})
  ${sqlSelectEvenements('m.entreprise_id', 'ecrites m', evenements)}
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
  async preparer(db: Queryable, mode: ModeEcriture, importId: number) {
    await db.exec(sqlCreerStaging(staging));
    await alignerSequence(db, 'etablissements');
    await preparerEvenements(db, { importId, evenements: !mode.chargementInitial });
  },
  async appliquer(tx: Queryable, mode: ModeEcriture, lignes: number) {
    const comptes = await insererOuMettreAJour(tx, mode, {
      insertion: sqlInsertion,
      avantUpsert: mode.chargementInitial ? sqlAncienSiege : sqlAncienSiegeEvenements,
      upsert: mode.chargementInitial ? sqlUpsert : sqlUpsertEvenements,
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
