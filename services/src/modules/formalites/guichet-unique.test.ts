import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

import { SignJWT } from 'jose';

import { buildApp, type App } from '../../app.js';
import { certificatSceauDeTest } from '../../../tests/fixtures/sceau.js';
import { createTestDatabase, backends, type TestDatabase } from '../../../tests/helpers/test-app.js';
import { MESSAGE_PROVENANCE_GUICHET_UNIQUE } from '@portail/contrat/formalites';
import { ProvenanceRefusee } from './erreurs.js';
import { cleGuichetUnique, lienGuichetUnique, signerJetonGuichetUnique, verifierJetonGuichetUnique } from './index.js';
import { insererFormalite } from './test-donnees.js';

const CLE = 'une-cle-partagee-de-test-de-32-caracteres-au-moins';
const PORTAIL = 'http://localhost:8000';
const IDENTIFIANT = 'J00000000001';
const servicesRoot = join(dirname(__filename), '..', '..', '..');

/** The reason a check refused the token, or null when it accepted it. */
async function raison(cle: string | undefined, jeton: string, identifiant = IDENTIFIANT, maintenant?: Date) {
  try {
    await verifierJetonGuichetUnique(cle, jeton, { identifiant, audience: PORTAIL, maintenant });
    return null;
  } catch (error) {
    if (!(error instanceof ProvenanceRefusee)) throw error;
    expect(error.message).toBe(MESSAGE_PROVENANCE_GUICHET_UNIQUE);
    return error.raison;
  }
}

describe('the single window’s link tokens', () => {
  const signer = (options: Partial<Parameters<typeof signerJetonGuichetUnique>[1]> = {}, cle = CLE) =>
    signerJetonGuichetUnique(cle, { identifiant: IDENTIFIANT, audience: PORTAIL, ...options });

  it('accepts a token signed with the shared key for the dossier, the portal and a short life', async () => {
    expect(await raison(CLE, await signer())).toBeNull();
    expect(await raison(CLE, await signer({ dureeS: 3600 }))).toBeNull();
  });

  it('refuses a wrong signature, an expired token, another dossier, issuer or audience, a long life', async () => {
    expect(await raison(CLE, await signer({}, 'une-autre-cle-de-32-caracteres-au-moins-aussi'))).toBe(
      'signature invalide',
    );
    const ilYaDeuxHeures = new Date(Date.now() - 2 * 3600_000);
    expect(await raison(CLE, await signer({ maintenant: ilYaDeuxHeures }))).toBe('jeton expiré');
    expect(await raison(CLE, await signer(), 'J00000000002')).toMatch(/« sub »/);
    expect(await raison(CLE, await signer({ emetteur: 'un-autre-site' }))).toMatch(/« iss »/);
    expect(await raison(CLE, await signer({ audience: 'https://ailleurs.example' }))).toMatch(/« aud »/);
    expect(await raison(CLE, await signer({ dureeS: 3601 }))).toMatch(/plus d’une heure/);
    expect(await raison(CLE, 'pas-un-jeton')).toMatch(/illisible/);
    // Without exp, or signed with another algorithm.
    const sansExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('guichet-unique')
      .setSubject(IDENTIFIANT)
      .setAudience(PORTAIL)
      .setIssuedAt()
      .sign(new TextEncoder().encode(CLE));
    expect(await raison(CLE, sansExp)).toMatch(/« exp »/);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('guichet-unique')
      .setSubject(IDENTIFIANT)
      .setAudience(PORTAIL)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(CLE));
    expect(await raison(CLE, hs512)).toBe('algorithme de signature refusé');
  });

  it('uses a development key on a local instance only; a published one without key refuses every token', async () => {
    expect(cleGuichetUnique({ guichetUniqueSecret: CLE, siteUrl: 'https://greffeo.fr' })).toBe(CLE);
    const locale = cleGuichetUnique({ guichetUniqueSecret: undefined, siteUrl: PORTAIL });
    expect(locale).toEqual(expect.any(String));
    expect(cleGuichetUnique({ guichetUniqueSecret: undefined, siteUrl: 'https://greffeo.fr' })).toBeUndefined();
    expect(await raison(undefined, await signer({}, locale as string))).toMatch(/GUICHET_UNIQUE_SECRET absent/);
    await expect(
      lienGuichetUnique({ guichetUniqueSecret: undefined, siteUrl: 'https://greffeo.fr' }, IDENTIFIANT),
    ).rejects.toThrow(/GUICHET_UNIQUE_SECRET/);
  });
});

describe.each(backends)('POST /api/formalites/provenances on %s', (backend) => {
  let database: TestDatabase;
  let app: App;
  let journal: string[];
  let publiee: { instance: App; base: TestDatabase } | undefined;

  const demarrer = async (changes: Partial<TestDatabase['config']>, base = database) => {
    const lignes: string[] = [];
    const instance = buildApp(
      { ...base.config, logLevel: 'info', travauxActifs: false, ...changes },
      { logStream: { write: (ligne) => lignes.push(ligne) } },
    );
    await instance.ready();
    return { instance, lignes };
  };
  const provenance = (instance: App, identifiant: string, jeton: string) =>
    instance.inject({ method: 'POST', url: '/api/formalites/provenances', payload: { identifiant, jeton } });
  const refusee = (reponse: { statusCode: number; json(): unknown }) => {
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json()).toMatchObject({ statusCode: 400, message: MESSAGE_PROVENANCE_GUICHET_UNIQUE });
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    ({ instance: app, lignes: journal } = await demarrer({ guichetUniqueSecret: CLE }));
    await insererFormalite(app.db, {
      identifiant: IDENTIFIANT,
      numero_liasse: '75012025000001',
      siren: '552100554',
      denomination: 'ALPHA SOLUTIONS',
      greffe: '7501',
      date_depot: '2025-03-02',
      etapes: [['RECUE', '2025-03-02T09:00:00Z']],
    });
  });
  afterAll(async () => {
    await publiee?.instance.close();
    await publiee?.base.drop();
    await app.close();
    await database.drop();
  });

  it('gives the dossier a valid link designates', async () => {
    const jeton = await signerJetonGuichetUnique(CLE, { identifiant: IDENTIFIANT, audience: PORTAIL });
    const reponse = await provenance(app, IDENTIFIANT, jeton);
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toEqual({ identifiant: IDENTIFIANT, numero_liasse: '75012025000001' });
  });

  it('answers the SPEC §8 message for any refusal, and logs why', async () => {
    const signer = (options: Partial<Parameters<typeof signerJetonGuichetUnique>[1]> = {}, cle = CLE) =>
      signerJetonGuichetUnique(cle, { identifiant: IDENTIFIANT, audience: PORTAIL, ...options });
    const cas: Array<[string, string, RegExp]> = [
      [IDENTIFIANT, await signer({}, 'une-autre-cle-de-32-caracteres-au-moins-aussi'), /signature invalide/],
      [IDENTIFIANT, await signer({ maintenant: new Date(Date.now() - 7200_000) }), /jeton expiré/],
      [IDENTIFIANT, await signer({ sujet: 'J00000000002' }), /« sub »/],
      [IDENTIFIANT, await signer({ dureeS: 7200 }), /plus d’une heure/],
      // A valid token for a dossier the register does not hold.
      ['J00000000002', await signer({ identifiant: 'J00000000002' }), /formalité inconnue/],
    ];
    for (const [identifiant, jeton, pourquoi] of cas) {
      journal.length = 0;
      refusee(await provenance(app, identifiant, jeton));
      expect([String(pourquoi), journal.some((ligne) => pourquoi.test(ligne))]).toEqual([String(pourquoi), true]);
      // The token itself never reaches the log.
      expect(journal.some((ligne) => ligne.includes(jeton))).toBe(false);
    }
    const mauvais = await provenance(app, '75012025000001', 'x');
    expect(mauvais.statusCode).toBe(400);
  });

  it('refuses every link on a published instance without GUICHET_UNIQUE_SECRET, and says so at start', async () => {
    // Its own database: PGlite's folder takes one application at a time.
    const base = await createTestDatabase(backend);
    // A published instance also needs its documents' seal certificate to start.
    const demarree = await demarrer(
      {
        siteUrl: 'https://greffeo.example.fr',
        guichetUniqueSecret: undefined,
        sceauCertificatP12: await certificatSceauDeTest(),
      },
      base,
    );
    publiee = { instance: demarree.instance, base };
    expect(demarree.lignes.some((ligne) => /GUICHET_UNIQUE_SECRET est absent/.test(ligne))).toBe(true);
    const locale = cleGuichetUnique({ guichetUniqueSecret: undefined, siteUrl: PORTAIL }) as string;
    for (const cle of [CLE, locale]) {
      const jeton = await signerJetonGuichetUnique(cle, {
        identifiant: IDENTIFIANT,
        audience: 'https://greffeo.example.fr',
      });
      refusee(await provenance(demarree.instance, IDENTIFIANT, jeton));
    }
    expect(demarree.lignes.some((ligne) => /GUICHET_UNIQUE_SECRET absent sur une instance publiée/.test(ligne))).toBe(
      true,
    );
  });

  it('accepts the link the operator’s command prints', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/guichet-lien.ts', '--identifiant', IDENTIFIANT, '--duree', '300'],
      {
        cwd: servicesRoot,
        env: {
          ...process.env,
          SITE_URL: PORTAIL,
          GUICHET_UNIQUE_SECRET: CLE,
          DATA_DIR: randomBytes(4).toString('hex'),
        },
      },
    );
    const lien = new URL(stdout.trim());
    expect(`${lien.origin}${lien.pathname}`).toBe(`${PORTAIL}/Lien/mmbId/${IDENTIFIANT}`);
    const reponse = await provenance(app, IDENTIFIANT, lien.searchParams.get('jeton') ?? '');
    expect(reponse.statusCode).toBe(200);
  });
});
