import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { backends, createTestDatabase, type Backend, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { runMigrations } from '../../../db/migrations.js';
import { migrationsDir } from '../../../package-info.js';
import { colonnesEtablissement, colonnesUniteLegale } from './colonnes.js';
import { ImportInterrompu, ouvrirSession, type Progression, type SessionImport } from './index.js';
import { ecrireStock, etablissement, executerCli, importerSirene, nic, siren, uniteLegale } from './test-fixtures.js';

async function ouvrir(backend: Backend): Promise<{ database: TestDatabase; session: SessionImport }> {
  const database = await createTestDatabase(backend);
  const session = await ouvrirSession(database.config);
  await runMigrations(session.db, migrationsDir);
  return { database, session };
}

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

describe.each(backends)('SIRENE import resilience (%s)', (backend) => {
  let dossier: string;
  let database: TestDatabase;
  let session: SessionImport;
  const compter = async (sql: string, params: unknown[] = []) =>
    Number((await session.db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params)).rows[0]?.n);

  beforeAll(async () => {
    dossier = await mkdtemp(join(tmpdir(), 'reprise-sirene-'));
    ({ database, session } = await ouvrir(backend));
  });
  afterAll(async () => {
    await session?.close();
    await database?.drop();
    await rm(dossier, { recursive: true, force: true });
  });

  it('resumes an interrupted import after its last committed line, without duplicates', async () => {
    const sirens = Array.from({ length: 10 }, (_, i) => siren(200 + i));
    const lignes = sirens.map((numero) => uniteLegale({ siren: numero }));
    lignes[1] = uniteLegale({ siren: sirens[1] as string, dateCreationUniteLegale: 'hier' });
    const ul = await ecrireStock(dossier, 'reprise.csv', colonnesUniteLegale, lignes);

    let lots = 0;
    const panne = () => {
      if (++lots === 1) throw new Error('panne simulée');
    };
    await expect(importerSirene(session, { unitesLegales: ul }, { tailleLot: 3, apresLot: panne })).rejects.toThrow(
      'panne simulée',
    );
    const { rows: apresPanne } = await session.db.query('SELECT statut, ligne_validee::int FROM imports_sirene');
    expect(apresPanne).toEqual([{ statut: 'ECHEC', ligne_validee: 4 }]);
    expect(await compter('FROM entreprises')).toBe(2);

    const progression = messages();
    const [resultat] = await importerSirene(session, { unitesLegales: ul }, { tailleLot: 3, progression });
    expect(progression.lus[0]).toMatch(/Reprise à la ligne 5 \(lignes 2 à 4 déjà validées\)/);
    expect(resultat?.compteurs).toEqual({
      lignesLues: 7,
      lignesImportees: 7,
      lignesRejetees: 0,
      creees: 7,
      modifiees: 0,
      valeursEcartees: 0,
    });
    expect(await compter('FROM entreprises WHERE siren = ANY($1)', [sirens])).toBe(9);
    const { rows: suivi } = await session.db.query(
      'SELECT statut, ligne_validee::int, lignes_lues::int, lignes_importees::int, lignes_rejetees::int FROM imports_sirene',
    );
    expect(suivi).toEqual([
      { statut: 'TERMINE', ligne_validee: 11, lignes_lues: 10, lignes_importees: 9, lignes_rejetees: 1 },
    ]);
    const rapport = (await readFile(`${ul}.rejets.csv`, 'utf8')).trim().split('\n');
    expect(rapport).toHaveLength(2);
    expect(rapport[1]).toMatch(/^reprise\.csv,3,Date de création invalide : « hier »/);
  });

  it('stops after the batch in progress when its signal is aborted, ready to resume', async () => {
    const ul = await ecrireStock(
      dossier,
      'arret.csv',
      colonnesUniteLegale,
      [300, 301, 302, 303].map((n) => uniteLegale({ siren: siren(n) })),
    );
    const arret = new AbortController();
    const premier = importerSirene(
      session,
      { unitesLegales: ul },
      { tailleLot: 2, signal: arret.signal, apresLot: () => arret.abort() },
    );
    await expect(premier).rejects.toThrow(ImportInterrompu);
    await expect(importerSirene(session, { unitesLegales: ul })).resolves.toMatchObject([
      { compteurs: { lignesLues: 2 } },
    ]);
  });

  it('replays a batch the database refuses line by line, rejecting only the refused line', async () => {
    await session.db.exec(`
      CREATE FUNCTION refuser_panne() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.denomination = 'PANNE' THEN RAISE EXCEPTION 'dénomination refusée par le test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuser_panne BEFORE INSERT OR UPDATE ON entreprises FOR EACH ROW EXECUTE FUNCTION refuser_panne();`);
    const sirens = [400, 401, 402, 403, 404].map(siren);
    const ul = await ecrireStock(
      dossier,
      'panne.csv',
      colonnesUniteLegale,
      sirens.map((numero, i) => uniteLegale({ siren: numero, denominationUniteLegale: i === 2 ? 'PANNE' : 'BONNE' })),
    );
    try {
      const [resultat] = await importerSirene(session, { unitesLegales: ul });
      expect(resultat?.compteurs).toMatchObject({ lignesLues: 5, lignesImportees: 4, lignesRejetees: 1, creees: 4 });
      expect(await compter('FROM entreprises WHERE siren = ANY($1)', [sirens])).toBe(4);
      const rapport = await readFile(`${ul}.rejets.csv`, 'utf8');
      expect(rapport).toMatch(/^panne\.csv,4,Refusée par la base de données : dénomination refusée par le test,/m);
    } finally {
      await session.db.exec('DROP TRIGGER refuser_panne ON entreprises; DROP FUNCTION refuser_panne();');
    }
  });

  it('applies a key repeated in the file in file order, and moves a siège without breaking its uniqueness', async () => {
    const [S, T] = [500, 501].map(siren) as [string, string];
    const ul = await ecrireStock(dossier, 'doublons.csv', colonnesUniteLegale, [
      uniteLegale({ siren: S, denominationUniteLegale: 'PREMIER NOM' }),
      uniteLegale({ siren: T }),
      uniteLegale({ siren: S, denominationUniteLegale: 'NOM DÉFINITIF' }),
    ]);
    const premier = await ecrireStock(dossier, 'sieges-1.csv', colonnesEtablissement, [
      etablissement({ siren: S, nic: nic(S, 1) }),
      etablissement({ siren: T, nic: nic(T, 1) }),
      etablissement({ siren: T, nic: nic(T, 2), codeCommuneEtablissement: '69381' }),
    ]);
    const transfert = await ecrireStock(dossier, 'sieges-2.csv', colonnesEtablissement, [
      etablissement({ siren: S, nic: nic(S, 2), codeCommuneEtablissement: '33063', codePostalEtablissement: '33000' }),
      etablissement({ siren: S, nic: nic(S, 1), etablissementSiege: 'false' }),
    ]);
    const [unites] = await importerSirene(session, { unitesLegales: ul, etablissements: premier });
    await importerSirene(session, { etablissements: transfert });

    expect(unites?.compteurs).toMatchObject({ lignesImportees: 3, creees: 2, modifiees: 1 });
    const { rows } = await session.db.query(
      `SELECT e.siren, e.denomination, e.nb_etablissements, e.siege_commune_code,
              array_agg(et.nic ORDER BY et.nic) FILTER (WHERE et.siege) AS sieges
         FROM entreprises e JOIN etablissements et ON et.entreprise_id = e.id
        WHERE e.siren = ANY($1) GROUP BY e.id ORDER BY e.siren`,
      [[S, T]],
    );
    expect(rows).toEqual([
      {
        siren: S,
        denomination: 'NOM DÉFINITIF',
        nb_etablissements: 2,
        siege_commune_code: '33063',
        sieges: [nic(S, 2)],
      },
      {
        siren: T,
        denomination: 'SOCIETE TEST',
        nb_etablissements: 2,
        siege_commune_code: '69381',
        sieges: [nic(T, 2)],
      },
    ]);
  });

  it('brings the dictionary and the SEO counts up to date once per run, and after a file completed before a failure', async () => {
    const mot = async (texte: string) =>
      (await session.db.query('SELECT entreprises FROM mots_recherche WHERE mot = $1', [texte])).rows;
    const S = siren(700);
    const U = siren(701);
    const ul = await ecrireStock(dossier, 'derives-ul.csv', colonnesUniteLegale, [
      uniteLegale({ siren: S, denominationUniteLegale: 'QUINCAILLERIE ZÉPHYRINE' }),
    ]);
    const etab = await ecrireStock(dossier, 'derives-etab.csv', colonnesEtablissement, [
      etablissement({ siren: S, nic: nic(S, 1), enseigne1Etablissement: 'AU CLOU DORÉ' }),
    ]);
    const progression = messages();
    await importerSirene(session, { unitesLegales: ul, etablissements: etab }, { progression });
    const miseAJour = /^Mise à jour des statistiques et du dictionnaire de la recherche/;
    expect(progression.lus.filter((texte) => miseAJour.test(texte))).toHaveLength(1);
    // Words of a unit's name and of an establishment's sign, each counted once.
    expect(await mot('zephyrine')).toEqual([{ entreprises: 1 }]);
    expect(await mot('clou')).toEqual([{ entreprises: 1 }]);

    // The units file is imported, the establishments file then fails: the new name is searchable.
    const ul2 = await ecrireStock(dossier, 'derives-ul-2.csv', colonnesUniteLegale, [
      uniteLegale({ siren: U, denominationUniteLegale: 'ZÉPHYRINE ET FILS' }),
    ]);
    const etab2 = await ecrireStock(dossier, 'derives-etab-2.csv', colonnesEtablissement, [
      etablissement({ siren: U, nic: nic(U, 1) }),
    ]);
    const apresPanne = messages();
    let etablissements = false;
    const suivi: Progression = {
      ...apresPanne,
      debut: ({ nature }) => {
        etablissements = nature === 'ETABLISSEMENTS';
      },
    };
    const panne = () => {
      if (etablissements) throw new Error('panne simulée');
    };
    await expect(
      importerSirene(session, { unitesLegales: ul2, etablissements: etab2 }, { progression: suivi, apresLot: panne }),
    ).rejects.toThrow('panne simulée');
    expect(apresPanne.lus.filter((texte) => miseAJour.test(texte))).toHaveLength(1);
    expect(await mot('zephyrine')).toEqual([{ entreprises: 2 }]);
    expect(await mot('fils')).toEqual([{ entreprises: 1 }]);

    // Resumed: the establishments file ends, and the derived tables are refreshed again.
    const reprise = messages();
    await importerSirene(session, { unitesLegales: ul2, etablissements: etab2 }, { progression: reprise });
    expect(reprise.lus.filter((texte) => miseAJour.test(texte))).toHaveLength(1);
    expect(await compter('FROM etablissements WHERE siret = $1', [U + nic(U, 1)])).toBe(1);
  });

  it('runs as a command: exit code 2 and nothing written for a wrong header, 0 after an import', async () => {
    const sortie: string[] = [];
    const stderr = { write: (texte: string) => sortie.push(texte) };
    const env =
      backend === 'pglite'
        ? { DATA_DIR: database.config.dataDir, LOG_LEVEL: 'silent' }
        : { DATABASE_URL: database.config.databaseUrl, LOG_LEVEL: 'silent' };
    const ul = await ecrireStock(dossier, 'cli.csv', colonnesUniteLegale, [uniteLegale({ siren: siren(600) })]);
    const mauvais = await ecrireStock(dossier, 'mauvais.csv', colonnesUniteLegale, []);
    const importsAvant = await compter('FROM imports_sirene');
    await session.close(); // PGlite: one process at a time on a data folder

    expect(await executerCli([], { env, stderr })).toBe(2);
    expect(sortie.join('')).toMatch(/^Indiquez au moins un fichier à importer\.\n\nUsage : importer-sirene/);
    sortie.length = 0;
    expect(await executerCli(['--unites-legales', ul, '--etablissements', mauvais], { env, stderr })).toBe(2);
    expect(sortie.join('')).toMatch(/^En-tête invalide dans .*mauvais\.csv : colonnes manquantes : /);
    sortie.length = 0;
    expect(await executerCli(['--unites-legales', ul], { env, stderr })).toBe(0);
    expect(sortie.join('')).toMatch(/Import des unités légales terminé : cli\.csv\n {2}lignes lues : 1\n/);

    session = await ouvrirSession(database.config);
    expect(await compter('FROM imports_sirene')).toBe(importsAvant + 1);
  });
});
