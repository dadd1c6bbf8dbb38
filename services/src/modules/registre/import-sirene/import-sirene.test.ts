import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { backends, createTestDatabase, type Backend, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { runMigrations } from '../../../db/migrations.js';
import { migrationsDir } from '../../../package-info.js';
import {
  colonnesEtablissement,
  colonnesEtablissementAnciennes,
  colonnesUniteLegale,
  colonnesUniteLegaleAnciennes,
} from './colonnes.js';
import { ouvrirSession, type SessionImport } from './index.js';
import { ecrireStock, etablissement, importerSirene, instantane, nic, siren, uniteLegale } from './test-fixtures.js';

async function ouvrir(backend: Backend): Promise<{ database: TestDatabase; session: SessionImport }> {
  const database = await createTestDatabase(backend);
  const session = await ouvrirSession(database.config);
  await runMigrations(session.db, migrationsDir);
  return { database, session };
}

const [A, B, C, H, G, INCONNU] = [siren(101), siren(102), siren(103), siren(105), siren(106), siren(107)];
// Associations (catégorie juridique 9220) and their RNA numbers.
const [R1, R2, R3, R4, R5, R6] = [siren(201), siren(202), siren(203), siren(204), siren(205), siren(206)];
const LA_POSTE = '356000000';

describe.each(backends)('SIRENE stock import (%s)', (backend) => {
  let dossier: string;
  let database: TestDatabase;
  let session: SessionImport;
  const fichiers: Record<string, string> = {};

  beforeAll(async () => {
    dossier = await mkdtemp(join(tmpdir(), 'import-sirene-'));
    ({ database, session } = await ouvrir(backend));
    fichiers.ul = await ecrireStock(dossier, 'StockUniteLegale.csv', colonnesUniteLegale, [
      uniteLegale({ siren: A, denominationUniteLegale: 'ÉTABLISSEMENTS DUPRÉ, FILS & CIE', sigleUniteLegale: 'EDF' }),
      uniteLegale({
        siren: B,
        categorieJuridiqueUniteLegale: '1000',
        nomUniteLegale: 'MARTIN',
        prenom1UniteLegale: 'ÉLODIE',
        denominationUniteLegale: '',
        categorieEntreprise: '',
      }),
      uniteLegale({ siren: '123456789' }),
      'trop,peu,de,colonnes',
      uniteLegale({
        siren: C,
        unitePurgeeUniteLegale: 'true',
        etatAdministratifUniteLegale: 'C',
        dateDebut: '2019-06-30',
      }),
      uniteLegale({ siren: LA_POSTE, denominationUniteLegale: 'LA POSTE', categorieJuridiqueUniteLegale: '5510' }),
    ]);
    fichiers.ulAncien = await ecrireStock(dossier, 'StockUniteLegale-2019.csv', colonnesUniteLegaleAnciennes, [
      uniteLegale({ siren: H, denominationUniteLegale: 'ANCIEN FORMAT' }, colonnesUniteLegaleAnciennes),
    ]);
    fichiers.etab = await ecrireStock(dossier, 'StockEtablissement.csv', colonnesEtablissement, [
      etablissement({
        siren: A,
        nic: nic(A, 1),
        codeCommuneEtablissement: '2A004',
        codePostalEtablissement: '20000',
        libelleCommuneEtablissement: 'AJACCIO',
      }),
      etablissement({
        siren: A,
        nic: nic(A, 2),
        etablissementSiege: 'false',
        etatAdministratifEtablissement: 'F',
        dateDebut: '2021-03-31',
      }),
      etablissement({ siren: B, nic: nic(B), codeCommuneEtablissement: '97411', codePostalEtablissement: '97400' }),
      etablissement({ siren: LA_POSTE, nic: '00048' }),
      etablissement({ siren: LA_POSTE, nic: '00010', etablissementSiege: 'false' }),
      etablissement({ siren: INCONNU, nic: nic(INCONNU) }),
      etablissement({ siren: A, nic: nic(A, 3), siret: `${B}${nic(A, 3)}` }),
      etablissement({ siren: A, nic: nic(A, 4), dateCreationEtablissement: '2021-13-01' }),
    ]);
    fichiers.etabAncien = await ecrireStock(dossier, 'StockEtablissement-2019.csv', colonnesEtablissementAnciennes, [
      etablissement({ siren: H, nic: nic(H) }, colonnesEtablissementAnciennes),
    ]);
  });

  afterAll(async () => {
    await session?.close();
    await database?.drop();
    await rm(dossier, { recursive: true, force: true });
  });

  it('imports both header variants, rejecting the bad lines with their line number and reason', async () => {
    const resultats = await importerSirene(session, { unitesLegales: fichiers.ul, etablissements: fichiers.etab });
    await importerSirene(session, { unitesLegales: fichiers.ulAncien, etablissements: fichiers.etabAncien });

    expect(resultats.map((r) => r.compteurs)).toEqual([
      { lignesLues: 6, lignesImportees: 4, lignesRejetees: 2, creees: 4, modifiees: 0, valeursEcartees: 0 },
      { lignesLues: 8, lignesImportees: 5, lignesRejetees: 3, creees: 5, modifiees: 0, valeursEcartees: 0 },
    ]);
    const { rows: entreprises } = await session.db.query(
      `SELECT siren, personne_physique, denomination, sigle, nom, prenoms, forme_juridique_code, etat, date_radiation::text,
              statut, source, code_naf, capital, greffe_code, nb_etablissements, nb_etablissements_actifs,
              siege_departement_code, siege_commune_code
         FROM entreprises ORDER BY siren`,
    );
    expect(entreprises).toEqual([
      expect.objectContaining({ siren: A, denomination: 'ÉTABLISSEMENTS DUPRÉ, FILS & CIE', sigle: 'EDF' }),
      expect.objectContaining({ siren: B, personne_physique: true, denomination: 'MARTIN Élodie', nom: 'MARTIN' }),
      expect.objectContaining({ siren: C, etat: 'RADIEE', date_radiation: '2019-06-30' }),
      expect.objectContaining({ siren: H, denomination: 'ANCIEN FORMAT', siege_departement_code: '75' }),
      expect.objectContaining({ siren: LA_POSTE, nb_etablissements: 2, nb_etablissements_actifs: 2 }),
    ]);
    expect(entreprises[0]).toMatchObject({
      forme_juridique_code: '5710',
      etat: 'ACTIVE',
      statut: 'INSEE',
      source: 'SIRENE',
      code_naf: '62.01Z',
      capital: null,
      greffe_code: null,
      nb_etablissements: 2,
      nb_etablissements_actifs: 1,
      siege_departement_code: '2A',
      siege_commune_code: '2A004',
    });
    expect(entreprises[1]).toMatchObject({ siege_departement_code: '974', siege_commune_code: '97411' });

    const { rows: rejets } = await session.db.query<{ ligne: string; motif: string }>(
      `SELECT i.nature, r.ligne::int, r.motif FROM imports_sirene_rejets r JOIN imports_sirene i ON i.id = r.import_id
        ORDER BY i.id, r.ligne`,
    );
    expect(rejets).toEqual([
      { nature: 'UNITES_LEGALES', ligne: 4, motif: 'SIREN invalide : « 123456789 » (clé de contrôle incorrecte)' },
      { nature: 'UNITES_LEGALES', ligne: 5, motif: 'Nombre de colonnes incorrect : 4 au lieu de 35' },
      {
        nature: 'ETABLISSEMENTS',
        ligne: 7,
        motif: `Unité légale ${INCONNU} inconnue : établissement ignoré (importer d'abord le fichier des unités légales)`,
      },
      {
        nature: 'ETABLISSEMENTS',
        ligne: 8,
        motif: `SIRET incohérent : « ${B}${nic(A, 3)} » au lieu de SIREN + NIC (${A}${nic(A, 3)})`,
      },
      {
        nature: 'ETABLISSEMENTS',
        ligne: 9,
        motif: 'Date de création invalide : « 2021-13-01 » (date AAAA-MM-JJ attendue)',
      },
    ]);
    const rapport = await readFile(`${fichiers.ul}.rejets.csv`, 'utf8');
    expect(rapport.split('\n')).toEqual([
      'fichier,ligne,motif,extrait',
      expect.stringMatching(
        /^StockUniteLegale\.csv,4,SIREN invalide : « 123456789 » \(clé de contrôle incorrecte\),"123456789,O,/,
      ),
      'StockUniteLegale.csv,5,Nombre de colonnes incorrect : 4 au lieu de 35,"trop,peu,de,colonnes"',
      '',
    ]);
  });

  it('re-imports the same files with force without changing a row, and skips them without', async () => {
    const avant = await instantane(session.db);
    const force = await importerSirene(
      session,
      { unitesLegales: fichiers.ul, etablissements: fichiers.etab },
      { force: true },
    );
    expect(force.map((r) => [r.compteurs.creees, r.compteurs.modifiees, r.compteurs.lignesRejetees])).toEqual([
      [0, 0, 2],
      [0, 0, 3],
    ]);
    expect(await instantane(session.db)).toEqual(avant);

    const sansForce = await importerSirene(session, { unitesLegales: fichiers.ul });
    expect(sansForce[0]).toMatchObject({ dejaImporte: true, compteurs: { lignesLues: 0 } });
  });

  it('never touches a company of source GENERATEUR and reports its lines', async () => {
    await session.db.query(
      `INSERT INTO entreprises (siren, personne_physique, denomination, forme_juridique_code, etat, statut, source)
       VALUES ($1, false, 'REGISTRE', '5499', 'ACTIVE', 'A', 'GENERATEUR')`,
      [G],
    );
    await session.db.query(
      `INSERT INTO etablissements (entreprise_id, siret, nic, siege, etat)
       SELECT id, siren || $2, $2, true, 'ACTIF' FROM entreprises WHERE siren = $1`,
      [G, nic(G)],
    );
    // An inconsistent registry row: the SIRET of another company's establishment.
    await session.db.query(
      `INSERT INTO etablissements (entreprise_id, siret, nic, siege, etat)
       SELECT id, $2, $3, false, 'ACTIF' FROM entreprises WHERE siren = $1`,
      [G, `${A}${nic(A, 9)}`, nic(A, 9)],
    );
    const avant = await instantane(session.db);
    const ul = await ecrireStock(dossier, 'generateur-ul.csv', colonnesUniteLegale, [
      uniteLegale({ siren: G, denominationUniteLegale: 'AUTRE NOM' }),
    ]);
    const etab = await ecrireStock(dossier, 'generateur-etab.csv', colonnesEtablissement, [
      etablissement({ siren: G, nic: nic(G), libelleVoieEtablissement: 'AUTRE RUE' }),
      etablissement({ siren: A, nic: nic(A, 9), etablissementSiege: 'false' }),
    ]);
    await importerSirene(session, { unitesLegales: ul, etablissements: etab, rejets: join(dossier, 'rejets.csv') });

    expect(await instantane(session.db)).toEqual(avant);
    const rapport = (await readFile(join(dossier, 'rejets.csv'), 'utf8')).split('\n');
    expect(rapport.slice(1, 4)).toEqual([
      expect.stringMatching(
        `^generateur-ul\\.csv,2,"SIREN ${G} déjà présent avec la source GENERATEUR : données existantes conservées, ligne ignorée",`,
      ),
      expect.stringMatching(
        `^generateur-etab\\.csv,2,SIREN ${G} d'une entreprise de source GENERATEUR : établissement ignoré,`,
      ),
      expect.stringMatching(
        "^generateur-etab\\.csv,3,SIRET déjà attribué à un établissement d'une autre entreprise : ligne ignorée,",
      ),
    ]);
  });

  it('reads the RNA number of associations, and imports without it a malformed one or one held by another company', async () => {
    const association = (numero: string, rna: string, nom: string) =>
      uniteLegale({
        siren: numero,
        categorieJuridiqueUniteLegale: '9220',
        denominationUniteLegale: nom,
        identifiantAssociationUniteLegale: rna,
        activitePrincipaleUniteLegale: '94.99Z',
      });
    // A bulk load (plain INSERT), then an ordinary import (upsert) of a newer file.
    const ul = await ecrireStock(dossier, 'associations-ul.csv', colonnesUniteLegale, [
      association(R1, 'W751234567', 'LES AMIS DU VIEUX MOULIN'),
      association(R2, 'W2A1000123', 'ASSOCIATION SPORTIVE D AJACCIO'),
      association(R3, '', 'CLUB SANS NUMERO'),
      association(R4, '0653005592', 'ANCIEN NUMERO DE PREFECTURE'),
      association(R5, 'W751234567', 'LES AMIS DU MOULIN NEUF'),
    ]);
    const [charge] = await importerSirene(session, { unitesLegales: ul }, { chargementInitial: true });
    expect(charge?.compteurs).toMatchObject({ lignesImportees: 5, lignesRejetees: 0, valeursEcartees: 2 });

    const plus = await ecrireStock(dossier, 'associations-ul-2.csv', colonnesUniteLegale, [
      association(R1, 'W751234568', 'LES AMIS DU VIEUX MOULIN'),
      association(R6, 'W2A1000123', 'AUTRE CLUB D AJACCIO'),
    ]);
    const [ordinaire] = await importerSirene(session, { unitesLegales: plus, rejets: join(dossier, 'rna.csv') });
    expect(ordinaire?.compteurs).toMatchObject({ lignesImportees: 2, modifiees: 1, valeursEcartees: 1 });

    const { rows } = await session.db.query('SELECT siren, rna FROM entreprises WHERE siren = ANY($1) ORDER BY siren', [
      [R1, R2, R3, R4, R5, R6],
    ]);
    expect(rows).toEqual([
      { siren: R1, rna: 'W751234568' },
      { siren: R2, rna: 'W2A1000123' },
      { siren: R3, rna: null },
      { siren: R4, rna: null },
      { siren: R5, rna: null },
      { siren: R6, rna: null },
    ]);
    const { rows: ecarts } = await session.db.query(
      `SELECT r.ligne::int, r.motif, r.ligne_importee, i.valeurs_ecartees::int, i.lignes_rejetees::int
         FROM imports_sirene_rejets r JOIN imports_sirene i ON i.id = r.import_id
        WHERE i.id = ANY($1) ORDER BY i.id, r.ligne`,
      [[charge?.importId, ordinaire?.importId]],
    );
    const importee = { ligne_importee: true, lignes_rejetees: 0 };
    expect(ecarts).toEqual([
      {
        ligne: 5,
        motif: 'Numéro RNA invalide : « 0653005592 » (W suivi de 9 caractères attendu) : ligne importée sans ce numéro',
        valeurs_ecartees: 2,
        ...importee,
      },
      {
        ligne: 6,
        motif: `Numéro RNA W751234567 déjà attribué à l’entreprise SIREN ${R1} : ligne importée sans ce numéro`,
        valeurs_ecartees: 2,
        ...importee,
      },
      {
        ligne: 3,
        motif: `Numéro RNA W2A1000123 déjà attribué à l’entreprise SIREN ${R2} : ligne importée sans ce numéro`,
        valeurs_ecartees: 1,
        ...importee,
      },
    ]);
    const rapport = (await readFile(join(dossier, 'rna.csv'), 'utf8')).split('\n');
    expect(rapport[1]).toMatch(
      new RegExp(`^associations-ul-2\\.csv,3,Numéro RNA W2A1000123 déjà attribué à l’entreprise SIREN ${R2} : `),
    );
  });
});
