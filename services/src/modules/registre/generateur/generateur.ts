import type { Region } from '@portail/domaine';

import type { Config } from '../../../config.js';
import { runMigrations } from '../../../db/migrations.js';
import type { Db } from '../../../db/index.js';
import { migrationsDir } from '../../../package-info.js';
import { loadReferentielGreffes } from '../../greffes/index.js';
import { chargerReferentielRegistre } from '../reference/service.js';
import { Aleatoire } from './aleatoire.js';
import {
  avancerSequences,
  compterGeneres,
  premiersIds,
  RegistreDejaGenere,
  sirensSirene,
  supprimerGeneres,
  suspendreControlesParLigne,
  suspendreIndex,
  verifierReferences,
} from './base.js';
import { ouvrirCible, type Cible } from './cible.js';
import { Contexte } from './contexte.js';
import { GenerateurEntreprises } from './entreprise.js';
import { GenerateurEntreprisesNc, GenerateurRids, lireCommunesCaledoniennes } from './nouvelle-caledonie.js';
import { lireReferentiel } from './referentiel.js';
import { GenerateurSirens } from './sirens.js';
import type { TableCopie } from './copie.js';
import { creerTables, type Tables } from './tables.js';

export interface OptionsGeneration {
  entreprises: number;
  graine: number | string;
  /** FR (default): the French registry; NC: New Caledonia's (nouvelle-caledonie.ts). */
  region?: Region;
  /** Replace a registry generated earlier instead of refusing to run. */
  remplacer?: boolean;
  /** Do nothing when the registry already holds companies, generated or imported. */
  siVide?: boolean;
  /** Companies per COPY batch: bounds memory. */
  lot?: number;
  progression?: (etat: Progression) => void;
  /**
   * Recomputes the tables derived from the whole registry (search dictionary, SEO counts), owned by
   * modules above this one: the command-line tool passes `rafraichirDerives` (src/cli/derives.ts).
   */
  rafraichirDerives: (db: Db) => Promise<void>;
}

export interface Progression {
  entreprises: number;
  lignes: number;
  secondes: number;
}

export interface Rapport extends Progression {
  parTable: Record<string, number>;
  lignesParSeconde: number;
  base: Cible['kind'];
}

export { RegistreDejaGenere };

/**
 * Fills the registry tables with a generated registry of `entreprises`
 * companies, deterministic for a seed. Opens the database as the services do
 * (PGlite in $DATA_DIR/pglite, or DATABASE_URL), migrates it and loads the
 * reference data first. The whole run is one transaction: an error leaves
 * the database as it was. The SEO counts are refreshed afterwards.
 */
export async function genererRegistre(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: OptionsGeneration,
): Promise<Rapport | { dejaPresentes: number }> {
  const { db, cible } = await ouvrirCible(config);
  try {
    await runMigrations(db, migrationsDir);
    await loadReferentielGreffes(db);
    await chargerReferentielRegistre(db);
    if (options.siVide) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entreprises');
      const presentes = rows[0]?.n ?? 0;
      if (presentes > 0) return { dejaPresentes: presentes };
    }
    const rapport = await generer(cible, options);
    // The SEO tree reads precomputed counts of active companies (migration 005), the search its dictionary.
    await options.rafraichirDerives(db);
    return rapport;
  } finally {
    await cible.close();
  }
}

/**
 * One registry a database: Caledonian units (7-digit RIDs) are not generated beside French ones
 * (9-digit SIRENs, generated or imported), nor the other way round.
 */
async function refuserAutreRegion(cible: Cible, caledonien: boolean): Promise<void> {
  const { rows } = await cible.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM entreprises WHERE length(siren) = $1) AS present',
    [caledonien ? 9 : 7],
  );
  if (rows[0]?.present) {
    throw new Error(
      caledonien
        ? 'Cette base contient un registre français : le registre calédonien a sa propre base (REGION=NC, dossier .data-nc).'
        : 'Cette base contient un registre calédonien : le registre français a sa propre base (REGION=FR, dossier .data).',
    );
  }
}

/** The batch's rows as COPY text, table by table in loading order; the buffers are emptied. */
function extraire(tables: Tables): [TableCopie, string][] {
  return Object.values(tables)
    .filter((table) => table.enAttente > 0)
    .map((table) => [table, table.vider()]);
}

async function charger(cible: Cible, lot: [TableCopie, string][]): Promise<void> {
  for (const [table, texte] of lot) await cible.copier(table.table, table.colonnes, texte);
}

// Companies generated between two turns of the event loop, so that the
// batch being copied keeps flowing to the server meanwhile.
const TRANCHE = 200;

async function generer(cible: Cible, options: OptionsGeneration): Promise<Rapport> {
  const debut = performance.now();
  const lot = options.lot ?? 5_000;
  const tables = creerTables();
  const nomsDesTables = Object.values(tables).map((table) => table.table);
  const lignes = () => Object.values(tables).reduce((total, table) => total + table.total, 0);
  const secondes = () => (performance.now() - debut) / 1000;

  await cible.exec('BEGIN');
  try {
    const existants = await compterGeneres(cible);
    if (existants > 0 && !options.remplacer) throw new RegistreDejaGenere(existants);
    if (existants > 0) await supprimerGeneres(cible);

    const controlesSuspendus = await suspendreControlesParLigne(cible, nomsDesTables);
    const index = await suspendreIndex(cible, nomsDesTables);

    const caledonien = options.region === 'NC';
    await refuserAutreRegion(cible, caledonien);
    const alea = new Aleatoire(options.graine);
    const sirens = new GenerateurSirens(
      alea.entier(0, 69_999_999),
      caledonien ? new Int32Array(0) : await sirensSirene(cible),
    );
    const premiers = await premiersIds(cible);
    const ctx = new Contexte(alea, await lireReferentiel(cible), tables, sirens, premiers);
    const generateur = caledonien
      ? new GenerateurEntreprisesNc(
          ctx,
          await lireCommunesCaledoniennes(cible),
          new GenerateurRids(alea.entier(0, 1_899_999)),
        )
      : new GenerateurEntreprises(ctx);
    // One batch is generated while the previous one is being copied.
    let chargement: Promise<void> = Promise.resolve();
    let echec: { erreur: unknown } | undefined;
    for (let faites = 0; faites < options.entreprises;) {
      const taille = Math.min(lot, options.entreprises - faites);
      for (let i = 0; i < taille; i++) {
        generateur.generer();
        if (i % TRANCHE === TRANCHE - 1) await new Promise(setImmediate);
      }
      faites += taille;
      await chargement;
      if (echec) throw echec.erreur;
      const etat = { entreprises: faites, lignes: lignes(), secondes: 0 };
      chargement = charger(cible, extraire(tables)).then(
        () => options.progression?.({ ...etat, secondes: secondes() }),
        (erreur: unknown) => {
          echec = { erreur };
        },
      );
    }
    await chargement;
    if (echec) throw echec.erreur;
    for (const definition of index) await cible.exec(definition);
    if (controlesSuspendus) await verifierReferences(cible, premiers);
    await avancerSequences(cible);
    await cible.exec('COMMIT');
  } catch (error) {
    await cible.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
  // Fresh statistics for the planner: the tables just grew by millions of rows. VACUUM too, for
  // the visibility map and the hint bits (import-sirene/chargement-initial.ts says why).
  await cible.exec(`VACUUM (ANALYZE) ${nomsDesTables.join(', ')}`);

  const total = lignes();
  return {
    entreprises: options.entreprises,
    lignes: total,
    secondes: secondes(),
    lignesParSeconde: Math.round(total / secondes()),
    parTable: Object.fromEntries(Object.values(tables).map((table) => [table.table, table.total])),
    base: cible.kind,
  };
}
