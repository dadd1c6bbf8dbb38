import type { Queryable } from '../../../db/index.js';
import type { ModeEcriture } from './chargement-initial.js';
import { alignerSequence, insererOuMettreAJour, sqlCompterEcritures, type Destination } from './destination.js';
import {
  COLONNES_EVENEMENT,
  CONTEXTE,
  preparerEvenements,
  sqlLignesEcrites,
  sqlSelectEvenements,
  type Changement,
} from './evenements.js';
import { sqlCreerStaging, tableStaging } from './staging.js';
import { lecteurUniteLegale, stagingUniteLegale } from './unites-legales.js';
import { NOM_NON_DIFFUSIBLE } from './valeurs.js';

const staging = tableStaging('import_sirene_unites_legales', stagingUniteLegale);

// Columns copied from the staging table; `statut`, `source` and the
// establishment-derived columns are not among them, nor `date_debut` (the date of the events).
const colonnes = stagingUniteLegale.map(({ nom }) => nom).filter((nom) => nom !== 'siren' && nom !== 'date_debut');

/** The columns whose changes are events: état, name, activity (see evenements). */
const COLONNES_SUIVIES = ['etat', 'date_radiation', 'denomination', 'code_naf'] as const;

// Only companies of source SIRENE are updated, and only when a value changed:
// a second import of the same file writes nothing.
const ecritures = `ecritures AS (
  INSERT INTO entreprises AS e (siren, ${colonnes.join(', ')}, statut, source)
  SELECT siren, ${colonnes.join(', ')}, 'INSEE', 'SIRENE' FROM ${staging.nom}
  ON CONFLICT (siren) DO UPDATE SET
    ${colonnes.map((nom) => `${nom} = EXCLUDED.${nom}`).join(', ')}, mis_a_jour_le = now()
  WHERE e.source = 'SIRENE'
    AND (${colonnes.map((nom) => `e.${nom}`).join(', ')})
        IS DISTINCT FROM (${colonnes.map((nom) => `EXCLUDED.${nom}`).join(', ')})
  RETURNING xmax = 0 AS creee, e.siren
)`;

// Bulk mode (an initial load, and the batches it upserts after meeting a key): no events.
const sqlUpsert = `WITH ${ecritures} ${sqlCompterEcritures}`;

// One event per concern that changed: état (RADIATION when a unit ceases, REACTIVATION when it
// is active again), name (CHANGEMENT_DENOMINATION) and activity (CHANGEMENT_ACTIVITE). The new
// values and the SIRENE period (`date_debut`) are those of the staging rows the upsert wrote;
// the former values are read in the same statement, which sees the companies as they were
// before it (one snapshot for all its parts). Only companies that existed before the import. A
// name withheld (« Non diffusible ») or disclosed again is no change of name, nor is an activity
// code that appears or disappears (older nomenclatures are not stored).
const evenements: Changement[] = [
  {
    si: 'm.etat <> m.etat_avant',
    nature: "CASE m.etat WHEN 'RADIEE' THEN 'RADIATION' ELSE 'REACTIVATION' END",
    date: "CASE m.etat WHEN 'RADIEE' THEN coalesce(m.date_radiation, m.jour) ELSE m.date_debut END",
    libelle:
      "CASE m.etat WHEN 'RADIEE' THEN 'Cessation d’activité de l’entreprise' ELSE 'Reprise d’activité de l’entreprise' END",
    avant: "jsonb_build_object('etat', m.etat_avant, 'date_radiation', m.date_radiation_avant)",
    apres: "jsonb_build_object('etat', m.etat, 'date_radiation', m.date_radiation)",
  },
  {
    si: `m.denomination <> m.denomination_avant AND '${NOM_NON_DIFFUSIBLE}' NOT IN (m.denomination, m.denomination_avant)`,
    nature: "'CHANGEMENT_DENOMINATION'",
    date: 'm.date_debut',
    libelle: "'Changement de dénomination : ' || m.denomination_avant || ' → ' || m.denomination",
    avant: "jsonb_build_object('denomination', m.denomination_avant)",
    apres: "jsonb_build_object('denomination', m.denomination)",
  },
  {
    si: 'm.code_naf <> m.code_naf_avant',
    jointures: 'LEFT JOIN naf ON naf.code = m.code_naf',
    nature: "'CHANGEMENT_ACTIVITE'",
    date: 'm.date_debut',
    libelle: `'Changement d’activité principale : ' || m.code_naf_avant || ' → ' || m.code_naf
      || coalesce(' (' || naf.libelle || ')', '')`,
    avant: "jsonb_build_object('code_naf', m.code_naf_avant)",
    apres: "jsonb_build_object('code_naf', m.code_naf)",
  },
];

const sqlUpsertEvenements = `WITH ${ecritures},
modifiees AS (
  SELECT a.id, ${COLONNES_SUIVIES.map((nom) => `s.${nom}, a.${nom} AS ${nom}_avant`).join(', ')},
         coalesce(s.date_debut, x.jour) AS date_debut, x.jour
  FROM ${staging.nom} s
  JOIN entreprises a ON a.siren = s.siren
  CROSS JOIN ${CONTEXTE} x
  WHERE ${sqlLignesEcrites('siren', 'NOT n.creee')} AND a.id <= x.seuil_entreprises
),
evenements AS (
  INSERT INTO evenements_registre (${COLONNES_EVENEMENT})
  ${sqlSelectEvenements('m.id', 'modifiees m', evenements)}
) ${sqlCompterEcritures}`;

// An initial load: no company to update.
const sqlInsertion = `INSERT INTO entreprises (siren, ${colonnes.join(', ')}, statut, source)
  SELECT siren, ${colonnes.join(', ')}, 'INSEE', 'SIRENE' FROM ${staging.nom}`;

// An RNA number belongs to one company (entreprises_rna_idx, migration 022). A line naming one that
// another company holds, or that an earlier line of the batch names, is written without it rather
// than failing its batch: the number is set aside in the staging table, the line reported. The
// numbers are looked up one by one in the unique index (hash joins are off in the batches), the
// batch's repeats found by one sort of its numbers.
const sqlEcarterRnaPris = `WITH nommes AS (
  SELECT ligne, siren, rna, first_value(siren) OVER (PARTITION BY rna ORDER BY ligne) AS premier
  FROM ${staging.nom} WHERE rna IS NOT NULL
), pris AS (
  SELECT n.ligne, n.rna, coalesce(e.siren, n.premier) AS titulaire
  FROM nommes n LEFT JOIN entreprises e ON e.rna = n.rna AND e.rna IS NOT NULL AND e.siren <> n.siren
  WHERE e.siren IS NOT NULL OR n.premier <> n.siren
)
UPDATE ${staging.nom} s SET rna = NULL FROM pris WHERE s.ligne = pris.ligne
RETURNING pris.ligne, pris.rna, pris.titulaire`;

// The lines of companies the registry owns (source other than SIRENE), which
// the upsert left as they were.
const sqlRejets = `SELECT s.ligne, s.siren, e.source
  FROM ${staging.nom} s JOIN entreprises e ON e.siren = s.siren
  WHERE e.source <> 'SIRENE'`;

export const uniteLegaleVersEntreprises: Destination = {
  nature: 'UNITES_LEGALES',
  staging,
  tables: ['entreprises'],
  lecteur: lecteurUniteLegale,
  async preparer(db: Queryable, mode: ModeEcriture, importId: number) {
    await db.exec(sqlCreerStaging(staging));
    await alignerSequence(db, 'entreprises');
    await preparerEvenements(db, { importId, evenements: !mode.chargementInitial });
  },
  async appliquer(tx: Queryable, mode: ModeEcriture, lignes: number) {
    const { rows: pris } = await tx.query<{ ligne: string | number; rna: string; titulaire: string }>(
      sqlEcarterRnaPris,
    );
    const ecarts = pris.map(({ ligne, rna, titulaire }) => ({
      ligne: Number(ligne),
      motif: `Numéro RNA ${rna} déjà attribué à l’entreprise SIREN ${titulaire} : ligne importée sans ce numéro`,
    }));
    const comptes = await insererOuMettreAJour(tx, mode, {
      insertion: sqlInsertion,
      upsert: mode.chargementInitial ? sqlUpsert : sqlUpsertEvenements,
    });
    // When every line was written none was refused: an initial load skips the lookup.
    if (comptes.creees + comptes.modifiees === lignes) return { rejets: [], ecarts, ...comptes };
    const { rows } = await tx.query<{ ligne: string | number; siren: string; source: string }>(sqlRejets);
    const rejets = rows.map(({ ligne, siren, source }) => ({
      ligne: Number(ligne),
      motif: `SIREN ${siren} déjà présent avec la source ${source} : données existantes conservées, ligne ignorée`,
    }));
    return { rejets, ecarts, ...comptes };
  },
};
