import { createServer } from 'node:net';
import { generateKeyPair, SignJWT } from 'jose';

import { buildApp, type App } from '../../app.js';
import { lirePersonneExterne } from './service/externes.js';
import { REVENDICATIONS_PAR_DEFAUT, type Config } from '../../config.js';
import { creerCompte, seConnecter } from '../../../tests/helpers/identite.js';
import { backends, createTestDatabase, type Backend, type TestDatabase } from '../../../tests/helpers/test-app.js';

async function portLibre(): Promise<number> {
  const serveur = createServer();
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  const { port } = serveur.address() as { port: number };
  await new Promise((resolve) => serveur.close(resolve));
  return port;
}

async function demarrer(database: TestDatabase, reglages: Partial<Config>): Promise<App> {
  const app = buildApp({ ...database.config, travauxActifs: false, logLevel: 'silent', ...reglages });
  await app.ready();
  return app;
}

describe('lirePersonneExterne', () => {
  const emetteur = 'https://sso.exemple.fr/realms/greffeo';

  it('reads the person from the mapped claims, names cut to 70 characters', () => {
    expect(
      lirePersonneExterne(
        emetteur,
        { sub: 'f1e2', mail: 'jeanne@exemple.fr', mail_ok: true, prenom: 'Jeanne', nom: 'D'.repeat(90) },
        { email: 'mail', emailVerifie: 'mail_ok', prenom: 'prenom', nom: 'nom' },
      ),
    ).toEqual({
      emetteur,
      sujet: 'f1e2',
      email: 'jeanne@exemple.fr',
      emailVerifie: true,
      prenom: 'Jeanne',
      nom: 'D'.repeat(70),
    });
  });

  it('refuses a token without a subject or a plausible address; an unverified address is said so', () => {
    expect(lirePersonneExterne(emetteur, { email: 'a@b.fr' }, REVENDICATIONS_PAR_DEFAUT)).toEqual({
      refus: 'sub absent ou invalide',
    });
    expect(lirePersonneExterne(emetteur, { sub: 'x', email: 'pas une adresse' }, REVENDICATIONS_PAR_DEFAUT)).toEqual({
      refus: 'revendication email absente ou invalide',
    });
    expect(
      lirePersonneExterne(emetteur, { sub: 'x', email: 'a@b.fr', email_verified: 'true' }, REVENDICATIONS_PAR_DEFAUT),
    ).toEqual(expect.objectContaining({ emailVerifie: false }));
  });
});

describe.each(backends)('services signed in through another OpenID Connect provider on %s', (backend: Backend) => {
  let baseFournisseur: TestDatabase;
  let basePortail: TestDatabase;
  let fournisseur: App;
  let portail: App;
  let emetteur: string;
  let compte: { email: string; motDePasse: string };
  let jeton: string;

  beforeAll(async () => {
    // The embedded provider of one services instance, listening on a port of its own, is the
    // "external" provider of another instance, which has no account of its own.
    const port = await portLibre();
    const siteFournisseur = `http://127.0.0.1:${port}`;
    emetteur = `${siteFournisseur}/auth`;
    baseFournisseur = await createTestDatabase(backend);
    fournisseur = await demarrer(baseFournisseur, {
      siteUrl: siteFournisseur,
      oidcIssuer: emetteur,
      apiAudience: `${siteFournisseur}/api`,
    });
    await fournisseur.listen({ port, host: '127.0.0.1' });

    basePortail = await createTestDatabase(backend);
    portail = await demarrer(basePortail, {
      oidcExterne: {
        emetteur,
        jwksUrl: null,
        clientId: 'frontend',
        audience: `${siteFournisseur}/api`,
        // Our provider's access tokens carry the address as preferred_username.
        revendications: { ...REVENDICATIONS_PAR_DEFAUT, email: 'preferred_username' },
      },
    });

    compte = await creerCompte(fournisseur);
    // As the site does: authorization request with PKCE, the provider's sign-in form, code exchange.
    jeton = (await seConnecter(fournisseur, compte)).jetons.access_token;
  });
  afterAll(async () => {
    await portail?.close();
    await fournisseur?.close();
    await basePortail?.drop();
    await baseFournisseur?.drop();
  });

  const moi = (token: string) =>
    portail.inject({ method: 'GET', url: '/api/utilisateurs/user', headers: { authorization: `Bearer ${token}` } });

  it('accepts the provider’s token, verified with its published keys, and creates the local user once', async () => {
    const premiere = await moi(jeton);
    expect(premiere.statusCode).toBe(200);
    expect(premiere.json()).toEqual(expect.objectContaining({ email: compte.email }));
    const seconde = await moi(jeton);
    expect(seconde.json<{ id: string }>().id).toBe(premiere.json<{ id: string }>().id);

    const { rows } = await portail.db.query<{ utilisateur_id: string }>(
      'SELECT utilisateur_id FROM utilisateurs_externes WHERE emetteur = $1',
      [emetteur],
    );
    expect(rows).toEqual([{ utilisateur_id: premiere.json<{ id: string }>().id }]);
    // That account has no password of ours: signing in here with the provider's one fails.
    const { rows: mdp } = await portail.db.query<{ mot_de_passe: string }>('SELECT mot_de_passe FROM utilisateurs');
    expect(mdp).toEqual([{ mot_de_passe: 'externe' }]);
  });

  it('lets the customer change things with it (no local grant to check)', async () => {
    const reponse = await portail.inject({
      method: 'PUT',
      url: '/api/utilisateurs/user',
      headers: { authorization: `Bearer ${jeton}` },
      payload: { email: compte.email, lastName: 'Dupont', firstName: 'Jeanne', attributes: { city: ['Nouméa'] } },
    });
    expect(reponse.statusCode).toBe(200);
    expect((await moi(jeton)).json()).toMatchObject({ lastName: 'Dupont', attributes: { city: ['Nouméa'] } });
  });

  it('refuses a token signed by another key, of another issuer or audience, or tampered with', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const faux = await new SignJWT({ preferred_username: compte.email, client_id: 'frontend' })
      .setProtectedHeader({ alg: 'RS256', kid: 'inconnue' })
      .setIssuer(emetteur)
      .setAudience(`${emetteur.replace(/\/auth$/, '')}/api`)
      .setSubject('quelquun')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await moi(faux)).statusCode).toBe(401);

    const [entete, corps, signature] = jeton.split('.');
    const modifie = JSON.parse(Buffer.from(corps!, 'base64url').toString()) as Record<string, unknown>;
    modifie.sub = 'un-autre';
    expect(
      (await moi(`${entete}.${Buffer.from(JSON.stringify(modifie)).toString('base64url')}.${signature}`)).statusCode,
    ).toBe(401);

    // The provider's own services do not take their own tokens for another audience.
    const baseAutre = await createTestDatabase(backend);
    const autreAudience = await demarrer(baseAutre, {
      oidcExterne: {
        emetteur,
        jwksUrl: null,
        clientId: 'frontend',
        audience: 'https://autre.exemple.fr/api',
        revendications: REVENDICATIONS_PAR_DEFAUT,
      },
    });
    try {
      const reponse = await autreAudience.inject({
        method: 'GET',
        url: '/api/utilisateurs/user',
        headers: { authorization: `Bearer ${jeton}` },
      });
      expect(reponse.statusCode).toBe(401);
    } finally {
      await autreAudience.close();
      await baseAutre.drop();
    }
  });

  it('never links a local account by an address the provider did not verify', async () => {
    const local = await createTestDatabase(backend);
    const autre = await demarrer(local, {
      oidcExterne: {
        emetteur,
        jwksUrl: `${emetteur}/jwks`,
        clientId: 'frontend',
        audience: null,
        revendications: { ...REVENDICATIONS_PAR_DEFAUT, email: 'preferred_username' },
      },
    });
    try {
      // Someone already holds that address here, with a password of ours.
      await creerCompte(autre, { email: compte.email });
      expect(jeton).toMatch(/^ey/);
      const reponse = await autre.inject({
        method: 'GET',
        url: '/api/utilisateurs/user',
        headers: { authorization: `Bearer ${jeton}` },
      });
      expect(reponse.statusCode).toBe(401);
      expect((await autre.db.query('SELECT 1 FROM utilisateurs_externes')).rows).toHaveLength(0);
    } finally {
      await autre.close();
      await local.drop();
    }
  });
});
