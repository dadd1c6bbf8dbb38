import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { backends, createTestDatabase, type Backend, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import type { Queryable } from '../../../db/index.js';
import { runMigrations } from '../../../db/migrations.js';
import { migrationsDir } from '../../../package-info.js';
import { colonnesEtablissement, colonnesUniteLegale } from './colonnes.js';
import { ouvrirSession, type Progression, type SessionImport } from './index.js';
import {
  ecrireStock,
  etablissement,
  executerCli,
  importerSirene,
  instantane,
  nic,
  siren,
  uniteLegale,
} from './test-fixtures.js';

const [A, B, C, INCONNU] = [siren(701), siren(702), siren(703), siren(709)];

/** Every index of the registry tables, as pg_indexes defines it. */
async function index(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `SELECT indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN ('entreprises', 'etablissements') ORDER BY indexname`,
  );
  return rows.map((row) => row.definition);
}

/** What a bulk load may leave behind: suspensions, deferred counters, a lowered fillfactor. */
async function enAttente(db: Queryable) {
  const { rows } = await db.query<{ suspensions: number; differes: number; options: string[] | null }>(
    `SELECT (SELECT count(*)::int FROM imports_sirene_suspensions) AS suspensions,
            (SELECT count(*)::int FROM imports_sirene WHERE compteurs_differes) AS differes,
            (SELECT reloptions FROM pg_class WHERE oid = 'entreprises'::regclass) AS options`,
  );
  return rows[0];
}

async function compteurs(db: Queryable) {
  const { rows } = await db.query(
    `SELECT siren, nb_etablissements, nb_etablissements_actifs, siege_commune_code, siege_departement_code
       FROM entreprises ORDER BY siren`,
  );
  return rows;
}

const unique = (definition: string) => definition.startsWith('CREATE UNIQUE INDEX');
const surEtablissements = (definition: string) => / ON \S*etablissements /.test(definition);
// An index of `entreprises` that reads a column the establishments file writes at its end.
const litLesCompteurs = (definition: string) =>
  !surEtablissements(definition) &&
  /\b(nb_etablissements|nb_etablissements_actifs|siege_commune_code|siege_departement_code|mis_a_jour_le)\b/.test(
    definition,
  );
// The indexes an establishments file keeps: all but those of `etablissements` and those that read the counters.
const gardesParLesEtablissements = (definition: string) =>
  unique(definition) || (!surEtablissements(definition) && !litLesCompteurs(definition));

const attendus = [
  {
    siren: A,
    nb_etablissements: 2,
    nb_etablissements_actifs: 1,
    siege_commune_code: '2A004',
    siege_departement_code: '2A',
  },
  {
    siren: B,
    nb_etablissements: 1,
    nb_etablissements_actifs: 1,
    siege_commune_code: '97411',
    siege_departement_code: '974',
  },
  // The siège moves from NIC 1 to NIC 2 in a later batch of the file.
  {
    siren: C,
    nb_etablissements: 3,
    nb_etablissements_actifs: 3,
    siege_commune_code: '69381',
    siege_departement_code: '69',
  },
];

function messages(): Progression & { lus: string[] } {
  const lus: string[] = [];
  return {
    lus,
    message: (texte) => lus.push(texte),
    debut: () => undefined,
    avancer: () => undefined,
    fin: () => undefined,
  };
}

describe.each(backends)('SIRENE import, bulk mode of an initial load (%s)', (backend: Backend) => {
  let dossier: string;
  let ul: string;
  let etab: string;
  let origine: string[] = [];

  beforeAll(async () => {
    dossier = await mkdtemp(join(tmpdir(), 'chargement-sirene-'));
    ul = await ecrireStock(dossier, 'ul.csv', colonnesUniteLegale, [
      uniteLegale({ siren: A }),
      uniteLegale({ siren: B }),
      uniteLegale({ siren: C, etatAdministratifUniteLegale: 'C', dateDebut: '2020-01-31' }),
    ]);
    etab = await ecrireStock(dossier, 'etab.csv', colonnesEtablissement, [
      etablissement({ siren: A, nic: nic(A, 1), codeCommuneEtablissement: '2A004', codePostalEtablissement: '20000' }),
      etablissement({
        siren: A,
        nic: nic(A, 2),
        etablissementSiege: 'false',
        etatAdministratifEtablissement: 'F',
        dateDebut: '2021-03-31',
      }),
      etablissement({ siren: B, nic: nic(B, 1), codeCommuneEtablissement: '97411', codePostalEtablissement: '97400' }),
      etablissement({ siren: C, nic: nic(C, 1) }),
      etablissement({ siren: C, nic: nic(C, 3), etablissementSiege: 'false' }),
      etablissement({ siren: INCONNU, nic: nic(INCONNU, 1) }),
      etablissement({ siren: C, nic: nic(C, 2), codeCommuneEtablissement: '69381', codePostalEtablissement: '69001' }),
      etablissement({ siren: C, nic: nic(C, 1), etablissementSiege: 'false' }),
    ]);
  });
  afterAll(() => rm(dossier, { recursive: true, force: true }));

  let database: TestDatabase;
  let session: SessionImport;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    session = await ouvrirSession(database.config);
    await runMigrations(session.db, migrationsDir);
    origine = await index(session.db);
  });
  afterEach(async () => {
    await session?.close();
    await database?.drop();
  });

  it('suspends the secondary indexes and rebuilds them as they were, counters computed at the end', async () => {
    const pendant: string[][] = [];
    const progression = messages();
    const resultats = await importerSirene(
      session,
      { unitesLegales: ul, etablissements: etab },
      { tailleLot: 2, progression, apresLot: async () => void pendant.push(await index(session.db)) },
    );

    expect(resultats.map((r) => r.compteurs)).toEqual([
      { lignesLues: 3, lignesImportees: 3, lignesRejetees: 0, creees: 3, modifiees: 0, valeursEcartees: 0 },
      { lignesLues: 8, lignesImportees: 7, lignesRejetees: 1, creees: 6, modifiees: 0, valeursEcartees: 0 },
    ]);
    // Only the primary keys and the unique indexes of the table being loaded remain.
    expect(pendant[0]).toEqual(origine.filter((definition) => unique(definition) || surEtablissements(definition)));
    // While the establishments are read, no index reads the counters; the others of `entreprises`
    // are being built on a second connection (PostgreSQL), or wait for the end (PGlite).
    const dernier = pendant[pendant.length - 1] ?? [];
    expect(dernier).toEqual(expect.arrayContaining(origine.filter(unique)));
    expect(dernier.filter((definition) => !gardesParLesEtablissements(definition))).toEqual([]);
    // The units file leaves the companies' indexes to the establishments file of the same run,
    // which builds those that read no counter while it reads its file, and the others at the end.
    const independants = origine
      .filter((definition) => !unique(definition) && !surEtablissements(definition))
      .filter((definition) => !litLesCompteurs(definition)).length;
    expect(independants).toBeGreaterThanOrEqual(5);
    const anticipes = backend === 'pglite' ? 0 : independants;
    expect(progression.lus.filter((texte) => /^(Recréation|Construction)/.test(texte))).toEqual([
      ...(anticipes > 0
        ? [`Construction de ${anticipes} index des entreprises pendant la lecture des établissements…`]
        : []),
      `Recréation de ${origine.filter((definition) => !unique(definition)).length - anticipes} index secondaires…`,
    ]);
    expect(await index(session.db)).toEqual(origine);
    expect(await enAttente(session.db)).toEqual({ suspensions: 0, differes: 0, options: null });
    expect(await compteurs(session.db)).toEqual(attendus);
    const { rows } = await session.db.query('SELECT chargement_initial FROM imports_sirene ORDER BY id');
    expect(rows).toEqual([{ chargement_initial: true }, { chargement_initial: true }]);
    // Vacuumed, not only analysed: the visibility map lets index-only scans skip the heap. Pages
    // marked all-visible (PGlite, alone on its data, always gets them), or the VACUUM counted (a
    // server: how many pages it could mark depends on its other sessions, a buffer pinned by a
    // checkpoint, an older snapshot).
    const { rows: nettoyees } = await session.db.query(
      `SELECT s.relname, c.relallvisible > 0 OR s.vacuum_count > 0 AS nettoyee
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.relname IN ('entreprises', 'etablissements') ORDER BY s.relname`,
    );
    expect(nettoyees).toEqual([
      { relname: 'entreprises', nettoyee: true },
      { relname: 'etablissements', nettoyee: true },
    ]);

    // The ordinary path (tables not empty) comes to the same registry (the
    // siège moving within the file is written again, to the same end).
    const { etablissements } = await instantane(session.db);
    const force = await importerSirene(session, { unitesLegales: ul, etablissements: etab }, { force: true });
    expect(force.map((r) => r.compteurs.creees)).toEqual([0, 0]);
    expect((await instantane(session.db)).etablissements).toEqual(etablissements);
    expect(await compteurs(session.db)).toEqual(attendus);
  });

  it('keeps the suspensions of an interrupted load until its resume, then rebuilds everything', async () => {
    await importerSirene(session, { unitesLegales: ul });
    let lots = 0;
    const panne = () => {
      if (++lots === 2) throw new Error('panne simulée');
    };
    await expect(importerSirene(session, { etablissements: etab }, { tailleLot: 2, apresLot: panne })).rejects.toThrow(
      'panne simulée',
    );
    // The companies' indexes that read no counter were never dropped.
    expect(await index(session.db)).toEqual(origine.filter(gardesParLesEtablissements));
    expect(await enAttente(session.db)).toMatchObject({ differes: 1 });
    expect((await enAttente(session.db))?.suspensions).toBeGreaterThan(0);

    const progression = messages();
    const [reprise] = await importerSirene(session, { etablissements: etab }, { tailleLot: 2, progression });
    expect(progression.lus[0]).toMatch(/Reprise à la ligne 6 /);
    expect(reprise?.compteurs).toMatchObject({ lignesLues: 4, lignesRejetees: 1 });
    expect(await index(session.db)).toEqual(origine);
    expect(await enAttente(session.db)).toEqual({ suspensions: 0, differes: 0, options: null });
    expect(await compteurs(session.db)).toEqual(attendus);
  });

  it('lets the next import restore what an interrupted load left, counters included', async () => {
    await importerSirene(session, { unitesLegales: ul });
    const arret = () => {
      throw new Error('panne simulée');
    };
    await expect(
      importerSirene(session, { etablissements: etab }, { tailleLot: 3, apresLot: arret }),
    ).rejects.toThrow();
    expect(await compteurs(session.db)).not.toEqual(attendus);

    // Another file, on tables no longer empty: ordinary mode, after the restoration.
    const autre = await ecrireStock(dossier, 'autre.csv', colonnesUniteLegale, [uniteLegale({ siren: siren(704) })]);
    const progression = messages();
    await importerSirene(session, { unitesLegales: autre }, { progression });
    expect(progression.lus).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Recalcul des compteurs/), expect.stringMatching(/^Recréation/)]),
    );
    expect(await index(session.db)).toEqual(origine);
    expect(await enAttente(session.db)).toEqual({ suspensions: 0, differes: 0, options: null });
    const { rows } = await session.db.query(
      'SELECT siren, nb_etablissements FROM entreprises WHERE nb_etablissements > 0 ORDER BY siren',
    );
    expect(rows).toEqual([
      { siren: A, nb_etablissements: 2 },
      { siren: B, nb_etablissements: 1 },
    ]);
  });

  it('replays a batch the database refuses line by line, upserting, and still rebuilds the indexes', async () => {
    // A trigger of another module: the per-row checks are not skipped either.
    await session.db.exec(`
      CREATE FUNCTION refuser_panne() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.denomination = 'PANNE' THEN RAISE EXCEPTION 'dénomination refusée par le test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuser_panne BEFORE INSERT OR UPDATE ON entreprises FOR EACH ROW EXECUTE FUNCTION refuser_panne();`);
    const panne = await ecrireStock(dossier, 'panne.csv', colonnesUniteLegale, [
      uniteLegale({ siren: A }),
      uniteLegale({ siren: B, denominationUniteLegale: 'PANNE' }),
      uniteLegale({ siren: C }),
    ]);
    const [resultat] = await importerSirene(session, { unitesLegales: panne });
    expect(resultat?.compteurs).toMatchObject({ lignesImportees: 2, lignesRejetees: 1, creees: 2 });
    const { rows } = await session.db.query('SELECT ligne::int, motif FROM imports_sirene_rejets');
    expect(rows).toEqual([
      { ligne: 3, motif: expect.stringMatching(/^Refusée par la base de données : dénomination/) },
    ]);
    expect(await index(session.db)).toEqual(origine);
    expect(await enAttente(session.db)).toEqual({ suspensions: 0, differes: 0, options: null });
  });

  it('loads in bulk on demand on tables that are not empty, and refreshes the SEO counts', async () => {
    const france = async () =>
      (await session.db.query(`SELECT nombre_entreprises FROM statistiques_seo WHERE niveau = 'france'`)).rows;
    const autre = await ecrireStock(dossier, 'premier.csv', colonnesUniteLegale, [uniteLegale({ siren: siren(705) })]);
    await importerSirene(session, { unitesLegales: autre });
    expect(await france()).toEqual([{ nombre_entreprises: 1 }]);

    // The command, with its option (PGlite: one process at a time on a data folder).
    await session.close();
    const sortie: string[] = [];
    const env =
      backend === 'pglite'
        ? { DATA_DIR: database.config.dataDir, LOG_LEVEL: 'silent' }
        : { DATABASE_URL: database.config.databaseUrl, LOG_LEVEL: 'silent' };
    const argv = ['--unites-legales', ul, '--etablissements', etab, '--chargement-initial'];
    expect(await executerCli(argv, { env, stderr: { write: (texte: string) => sortie.push(texte) } })).toBe(0);
    expect(sortie.join('')).toMatch(/ul\.csv : chargement initial, index secondaires suspendus/);
    session = await ouvrirSession(database.config);
    // A and B are active (C is not): three active companies in France, two of them with a siège département.
    expect(await france()).toEqual([{ nombre_entreprises: 3 }]);
    const { rows } = await session.db.query(
      `SELECT departement_code, nombre_entreprises FROM statistiques_seo WHERE niveau = 'departement' ORDER BY 1`,
    );
    expect(rows).toEqual([
      { departement_code: '2A', nombre_entreprises: 1 },
      { departement_code: '974', nombre_entreprises: 1 },
    ]);
    expect(await index(session.db)).toEqual(origine);
    expect(await compteurs(session.db)).toEqual([...attendus, expect.objectContaining({ nb_etablissements: 0 })]);
  });
});
