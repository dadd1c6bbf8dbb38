import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import type { Transaction } from '../../db/index.js';
import { ajouterTravail, FileTravaux, type Travail } from './file.js';

describe.each(backends)('job queue: giving a job up on %s', (backend) => {
  let test: TestApp;
  let file: FileTravaux;
  /** The attempts of each job type, and what its `abandonner` saw. */
  let essais: Record<string, number>;
  let abandons: Array<{ type: string; tentatives: number; erreur: string }>;

  beforeAll(async () => {
    test = await createTestApp(backend);
    await test.app.db.query('CREATE TABLE suites_abandon (type text NOT NULL)');
    file = new FileTravaux(test.app.db, test.app.log, { intervalleMs: 60_000, baseAttenteMs: 0 });
    const echouer = (type: string) => async (travail: Travail) => {
      essais[type] = (essais[type] ?? 0) + 1;
      throw new Error(`${type} : tentative ${travail.tentatives} en échec`);
    };
    const noter = async (travail: Travail, tx: Transaction, erreur: string) => {
      abandons.push({ type: travail.type, tentatives: travail.tentatives, erreur });
      await tx.query('INSERT INTO suites_abandon (type) VALUES ($1)', [travail.type]);
    };
    file.enregistrer('TOUJOURS_EN_ECHEC', {
      transactionnel: true,
      executer: echouer('TOUJOURS_EN_ECHEC'),
      abandonner: noter,
    });
    file.enregistrer('SUITES_EN_ECHEC', {
      transactionnel: false,
      executer: echouer('SUITES_EN_ECHEC'),
      async abandonner(travail, tx, erreur) {
        await noter(travail, tx, erreur);
        throw new Error('le remboursement a échoué');
      },
    });
  });
  beforeEach(async () => {
    essais = {};
    abandons = [];
    await test.app.db.query('DELETE FROM suites_abandon');
    await test.app.db.query("DELETE FROM travaux WHERE type IN ('TOUJOURS_EN_ECHEC', 'SUITES_EN_ECHEC')");
  });
  afterAll(() => test.close());

  const etat = async (type: string) =>
    (
      await test.app.db.query<{ statut: string; tentatives: number; derniere_erreur: string }>(
        'SELECT statut, tentatives, derniere_erreur FROM travaux WHERE type = $1',
        [type],
      )
    ).rows[0];
  const suites = async () =>
    (await test.app.db.query<{ type: string }>('SELECT type FROM suites_abandon')).rows.map((r) => r.type);

  it('settles a job once, after its last attempt, in the transaction that records it ECHEC', async () => {
    await ajouterTravail(test.app.db, { type: 'TOUJOURS_EN_ECHEC', maxTentatives: 3 });
    await file.executerUn();
    await file.executerUn();
    // Not before the last attempt.
    expect(abandons).toEqual([]);
    expect(await etat('TOUJOURS_EN_ECHEC')).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 2 });
    await file.executerUn();
    expect(essais.TOUJOURS_EN_ECHEC).toBe(3);
    expect(abandons).toEqual([
      { type: 'TOUJOURS_EN_ECHEC', tentatives: 3, erreur: 'TOUJOURS_EN_ECHEC : tentative 3 en échec' },
    ]);
    expect(await etat('TOUJOURS_EN_ECHEC')).toEqual({
      statut: 'ECHEC',
      tentatives: 3,
      derniere_erreur: 'TOUJOURS_EN_ECHEC : tentative 3 en échec',
    });
    expect(await suites()).toEqual(['TOUJOURS_EN_ECHEC']);
    // An ECHEC job is never taken again, so never settled twice.
    expect(await file.vider()).toBe(0);
    expect(abandons).toHaveLength(1);
  });

  it('still records the job ECHEC when settling it fails, and keeps none of the settlement', async () => {
    await ajouterTravail(test.app.db, { type: 'SUITES_EN_ECHEC', maxTentatives: 1 });
    await file.executerUn();
    expect(abandons).toHaveLength(1);
    expect(await etat('SUITES_EN_ECHEC')).toMatchObject({
      statut: 'ECHEC',
      derniere_erreur: 'SUITES_EN_ECHEC : tentative 1 en échec',
    });
    expect(await suites()).toEqual([]);
    expect(await file.vider()).toBe(0);
  });

  it('settles a job whose last attempt was cut short by the end of its process', async () => {
    await ajouterTravail(test.app.db, { type: 'TOUJOURS_EN_ECHEC', maxTentatives: 1 });
    // Its worker took it for the last time, then died: its lock has expired.
    await test.app.db.query(
      "UPDATE travaux SET statut = 'EN_COURS', tentatives = 1, verrouille_jusqu_a = now() - interval '1 second' WHERE type = 'TOUJOURS_EN_ECHEC'",
    );
    await file.executerUn();
    expect(essais.TOUJOURS_EN_ECHEC).toBeUndefined();
    expect(abandons).toEqual([
      {
        type: 'TOUJOURS_EN_ECHEC',
        tentatives: 2,
        erreur: 'Dernière tentative interrompue (arrêt du processus)',
      },
    ]);
    expect(await etat('TOUJOURS_EN_ECHEC')).toMatchObject({ statut: 'ECHEC' });
    expect(await suites()).toEqual(['TOUJOURS_EN_ECHEC']);
  });

  it('tells its observers of every failed execution, and records it even when one of them throws', async () => {
    const vus: Array<{ type: string; abandonne: boolean }> = [];
    file.observerEchecs(() => {
      throw new Error('observateur cassé');
    });
    file.observerEchecs((echec) => vus.push(echec));
    await ajouterTravail(test.app.db, { type: 'TOUJOURS_EN_ECHEC', maxTentatives: 2 });
    await file.executerUn();
    expect(await etat('TOUJOURS_EN_ECHEC')).toMatchObject({ statut: 'EN_ATTENTE', tentatives: 1 });
    await file.executerUn();
    expect(await etat('TOUJOURS_EN_ECHEC')).toMatchObject({ statut: 'ECHEC', tentatives: 2 });
    expect(vus).toEqual([
      { type: 'TOUJOURS_EN_ECHEC', abandonne: false },
      { type: 'TOUJOURS_EN_ECHEC', abandonne: true },
    ]);
    expect(await file.compterParStatut()).toMatchObject({ ECHEC: 1, EN_COURS: 0 });
  });
});

describe.each(backends)('job queue: reservation of a running job on %s', (backend) => {
  let test: TestApp;
  let executions: number;
  let liberer: () => void;
  /** Two workers of two instances on one database, with a short reservation. */
  const deuxFiles = () => {
    const creer = () => {
      const file = new FileTravaux(test.app.db, test.app.log, { intervalleMs: 60_000, dureeVerrouMs: 300 });
      file.enregistrer('LONG', {
        transactionnel: false,
        async executer() {
          executions += 1;
          await new Promise<void>((resolve) => (liberer = resolve));
        },
      });
      return file;
    };
    return [creer(), creer()] as const;
  };

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  beforeEach(async () => {
    executions = 0;
    await test.app.db.query("DELETE FROM travaux WHERE type = 'LONG'");
  });
  afterAll(() => test.close());

  it('keeps a job that runs longer than its reservation to its worker: no second run elsewhere', async () => {
    const [premiere, seconde] = deuxFiles();
    await ajouterTravail(test.app.db, { type: 'LONG' });
    const enCours = premiere.executerUn();
    // Three reservations long: without renewal, the second instance would take it and run it again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await seconde.executerUn()).toBe(false);
    liberer();
    expect(await enCours).toBe(true);
    expect(executions).toBe(1);
    const { rows } = await test.app.db.query<{ statut: string }>("SELECT statut FROM travaux WHERE type = 'LONG'");
    expect(rows).toEqual([{ statut: 'TERMINE' }]);
  });

  it('frees a job within 30 s of its worker’s death with the default reservation, not after minutes', async () => {
    const file = new FileTravaux(test.app.db, test.app.log, { intervalleMs: 60_000 });
    file.enregistrer('LONG', {
      transactionnel: false,
      executer: () => new Promise<void>((resolve) => (liberer = resolve)),
    });
    await ajouterTravail(test.app.db, { type: 'LONG' });
    const enCours = file.executerUn();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A killed worker renews nothing: the job is taken again when this reservation lapses.
    const { rows } = await test.app.db.query<{ secondes: number }>(
      "SELECT extract(epoch FROM verrouille_jusqu_a - now())::float AS secondes FROM travaux WHERE type = 'LONG'",
    );
    expect(rows[0]?.secondes).toBeGreaterThan(0);
    expect(rows[0]?.secondes).toBeLessThanOrEqual(30);
    liberer();
    await enCours;
  });
});
