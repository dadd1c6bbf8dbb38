import { createHash, randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWTPayload,
} from 'jose';

import { buildApp, type App } from '../../app.js';
import { lirePersonneExterne } from './service/externes.js';
import { REVENDICATIONS_PAR_DEFAUT, type Config } from '../../config.js';
import { creerCompte } from '../../../tests/helpers/identite.js';
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

/** SPEC §4: the site's PKCE verifier, 128 characters of the unreserved set. */
const NON_RESERVES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const verificateurDuSite = () =>
  Array.from({ length: 128 }, () => NON_RESERVES[randomInt(NON_RESERVES.length)]).join('');

/**
 * The site's sign-in against a provider over real HTTP, as `src/lib/auth` does it: discovery at the
 * issuer, authorization request (code, PKCE S256, state) in the "popup" (a cookie-keeping fetch that
 * follows no redirect), the provider's sign-in form posted from its page, the redirect back to the
 * site's origin read for the code, then the code exchanged at the token endpoint.
 */
async function connexionCommeLeSite(
  emetteur: string,
  site: string,
  identifiants: { email: string; motDePasse: string },
) {
  const cookies = new Map<string, string>();
  const aller = async (url: string, init: { method?: string; formulaire?: Record<string, string> } = {}) => {
    const reponse = await fetch(new URL(url, site), {
      method: init.method ?? (init.formulaire ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([nom, valeur]) => `${nom}=${valeur}`).join('; '),
        // A browser sends the page's origin with a form; the provider's pages require it.
        ...(init.formulaire ? { origin: site, 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.formulaire ? new URLSearchParams(init.formulaire).toString() : undefined,
    });
    for (const ligne of reponse.headers.getSetCookie()) {
      const [paire = ''] = ligne.split(';');
      const egal = paire.indexOf('=');
      const [nom, valeur] = [paire.slice(0, egal), paire.slice(egal + 1)];
      if (valeur === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(ligne)) cookies.delete(nom);
      else cookies.set(nom, valeur);
    }
    return reponse;
  };
  const attendre = (reponse: Response, statut: number) => {
    if (reponse.status !== statut) throw new Error(`${reponse.url} : ${reponse.status} au lieu de ${statut}`);
    return reponse;
  };

  const decouverte = (await (await fetch(`${emetteur}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verificateur = verificateurDuSite();
  const etat = verificateurDuSite().slice(0, 32);
  const autorisation = new URL(decouverte.authorization_endpoint);
  autorisation.search = new URLSearchParams({
    client_id: 'frontend',
    redirect_uri: `${site}/`,
    response_type: 'code',
    scope: 'openid profile',
    state: etat,
    code_challenge: createHash('sha256').update(verificateur).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const interaction = attendre(await aller(autorisation.href), 303).headers.get('location')!;
  attendre(await aller(interaction), 200);
  const suite = attendre(await aller(`${interaction}/login`, { formulaire: identifiants }), 303);
  const retour = attendre(await aller(suite.headers.get('location')!), 303);
  const adresseRetour = new URL(retour.headers.get('location')!);
  expect(`${adresseRetour.origin}${adresseRetour.pathname}`).toBe(`${site}/`);
  expect(adresseRetour.searchParams.get('state')).toBe(etat);

  const echange = await fetch(decouverte.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: adresseRetour.searchParams.get('code')!,
      redirect_uri: `${site}/`,
      client_id: 'frontend',
      code_verifier: verificateur,
    }).toString(),
  });
  attendre(echange, 200);
  return (await echange.json()) as { access_token: string; refresh_token: string; expires_in: number };
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

describe('lirePersonneExterne, untrusted claims', () => {
  const emetteur = 'https://sso.exemple.fr/realms/greffeo';
  const lire = (payload: Record<string, unknown>) => lirePersonneExterne(emetteur, payload, REVENDICATIONS_PAR_DEFAUT);

  it.each([
    ['an empty subject', { sub: '', email: 'a@b.fr' }, 'sub absent ou invalide'],
    ['a subject of 256 characters', { sub: 's'.repeat(256), email: 'a@b.fr' }, 'sub absent ou invalide'],
    ['a numeric subject', { sub: 42, email: 'a@b.fr' }, 'sub absent ou invalide'],
    ['no address', { sub: 'x' }, 'revendication email absente ou invalide'],
    [
      'an address of 255 characters',
      { sub: 'x', email: `${'a'.repeat(64)}@${'b'.repeat(187)}.fr` },
      'revendication email absente ou invalide',
    ],
    [
      'an address with a space',
      { sub: 'x', email: 'jeanne dupont@exemple.fr' },
      'revendication email absente ou invalide',
    ],
    ['an address without a domain', { sub: 'x', email: 'jeanne@' }, 'revendication email absente ou invalide'],
    ['an address as a list', { sub: 'x', email: ['a@b.fr'] }, 'revendication email absente ou invalide'],
  ])('refuses %s', (_cas, payload, refus) => {
    expect(lire(payload)).toEqual({ refus });
  });

  it('keeps names that are not strings empty, trims them, and reads the default claims', () => {
    expect(
      lire({ sub: 'x', email: 'a@b.fr', email_verified: true, given_name: '  Jeanne ', family_name: { nom: 'D' } }),
    ).toEqual({ emetteur, sujet: 'x', email: 'a@b.fr', emailVerifie: true, prenom: 'Jeanne', nom: '' });
  });
});

describe.each(backends)('services signed in through another OpenID Connect provider on %s', (backend: Backend) => {
  let baseFournisseur: TestDatabase;
  let basePortail: TestDatabase;
  let fournisseur: App;
  let portail: App;
  let emetteur: string;
  let siteFournisseur: string;
  let port: number;
  let compte: { email: string; motDePasse: string };
  let jeton: string;

  const demarrerFournisseur = async () => {
    fournisseur = await demarrer(baseFournisseur, {
      siteUrl: siteFournisseur,
      oidcIssuer: emetteur,
      apiAudience: `${siteFournisseur}/api`,
    });
    await fournisseur.listen({ port, host: '127.0.0.1' });
  };

  beforeAll(async () => {
    // The embedded provider of one services instance, listening on a port of its own, is the
    // "external" provider of another instance, which has no account of its own.
    port = await portLibre();
    siteFournisseur = `http://127.0.0.1:${port}`;
    emetteur = `${siteFournisseur}/auth`;
    baseFournisseur = await createTestDatabase(backend);
    await demarrerFournisseur();

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
    jeton = (await connexionCommeLeSite(emetteur, siteFournisseur, compte)).access_token;
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

  it('answers 404 on the embedded provider and its account pages: the site signs in elsewhere', async () => {
    for (const url of [
      '/auth/.well-known/openid-configuration',
      '/auth/auth?client_id=frontend',
      '/inscription',
      '/mot-de-passe-oublie',
      '/changement-email?jeton=x',
    ]) {
      expect({ url, statut: (await portail.inject({ method: 'GET', url })).statusCode }).toEqual({ url, statut: 404 });
    }
    const deconnexion = await portail.inject({
      method: 'POST',
      url: '/auth/deconnexion',
      payload: 'client_id=frontend&refresh_token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(deconnexion.statusCode).toBe(404);
  });

  it('leaves the address and the password to the provider', async () => {
    const autorisation = { authorization: `Bearer ${jeton}` };
    const adresse = await portail.inject({
      method: 'PUT',
      url: '/api/utilisateurs/user',
      headers: autorisation,
      payload: { email: 'autre.adresse@exemple.fr', lastName: 'Dupont', firstName: 'Jeanne' },
    });
    expect(adresse.statusCode).toBe(400);
    expect(adresse.json().errors).toEqual([
      { field: 'body.email', message: 'Votre adresse e-mail se modifie auprès de votre fournisseur d’identité.' },
    ]);
    const motDePasse = await portail.inject({
      method: 'PUT',
      url: '/api/utilisateurs/user/mot_de_passe',
      headers: autorisation,
      payload: { motDePasseActuel: compte.motDePasse, nouveauMotDePasse: 'un tout autre cheval agrafe' },
    });
    expect(motDePasse.statusCode).toBe(400);
    expect(motDePasse.json().errors).toEqual([
      {
        field: 'body.motDePasseActuel',
        message: 'Votre mot de passe se modifie auprès de votre fournisseur d’identité.',
      },
    ]);
  });

  /** A token with the provider's own signing key (the issuer's database holds it), claims changed. */
  const signerAvecLaCleDuFournisseur = async (changes: JWTPayload) => {
    const cle = fournisseur.clesSignature[0]!;
    return new SignJWT({ ...decodeJwt(jeton), ...changes })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: cle.kid })
      .sign(await importJWK(cle, 'RS256'));
  };

  it('refuses the provider’s own key on a token of another issuer or audience, or an expired one', async () => {
    // The same key and claims are accepted: only the changed claim makes the refusals.
    expect((await moi(await signerAvecLaCleDuFournisseur({}))).statusCode).toBe(200);

    const autreEmetteur = await moi(await signerAvecLaCleDuFournisseur({ iss: 'https://ailleurs.exemple.fr/auth' }));
    expect(autreEmetteur.statusCode).toBe(401);
    expect(autreEmetteur.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(autreEmetteur.json()).toMatchObject({ message: "Jeton d'accès invalide." });

    const autreAudience = await moi(await signerAvecLaCleDuFournisseur({ aud: 'https://autre.exemple.fr/api' }));
    expect(autreAudience.statusCode).toBe(401);

    const maintenant = Math.floor(Date.now() / 1000);
    const expire = await moi(await signerAvecLaCleDuFournisseur({ iat: maintenant - 600, exp: maintenant - 300 }));
    expect(expire.statusCode).toBe(401);
    expect(expire.json()).toMatchObject({ message: 'Votre session a expiré : reconnectez-vous.' });
  });

  it('refuses an HMAC token whatever its secret, even under a kid the provider publishes', async () => {
    const kid = fournisseur.clesSignature[0]!.kid;
    const hmac = await new SignJWT(decodeJwt(jeton))
      .setProtectedHeader({ alg: 'HS256', kid })
      .sign(new TextEncoder().encode('un secret que personne ne connaît '.repeat(2)));
    expect((await moi(hmac)).statusCode).toBe(401);
  });

  it('picks up a rotation of the provider’s keys: a token under a new kid is verified with the new key', async () => {
    const cleAvant = decodeProtectedHeader(jeton).kid;
    // The services hold the provider's key set as it was (fetched for this token).
    expect((await moi(jeton)).statusCode).toBe(200);
    // The provider rotates: a new key, newest first, and a restart (as an operator would do).
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const nouvelle = { ...(await exportJWK(privateKey)), kid: 'cle-rotation', alg: 'RS256', use: 'sig' };
    await fournisseur.db.query(
      `INSERT INTO oidc_cles (kid, jwk, cree_le) VALUES ($1, $2, now() + interval '1 second')`,
      [nouvelle.kid, JSON.stringify(nouvelle)],
    );
    await fournisseur.close();
    await demarrerFournisseur();
    const suivant = (await connexionCommeLeSite(emetteur, siteFournisseur, compte)).access_token;
    expect(decodeProtectedHeader(suivant).kid).toBe('cle-rotation');
    expect(cleAvant).not.toBe('cle-rotation');

    // jose fetches the key set again for an unknown kid, no sooner than 30 s after its last fetch
    // (a flood of unknown kids cannot make it hammer the provider): the clock is moved past that.
    const horloge = Date.now.bind(Date);
    const espion = jest.spyOn(Date, 'now').mockImplementation(() => horloge() + 31_000);
    try {
      const reponse = await moi(suivant);
      expect(reponse.statusCode).toBe(200);
      expect(reponse.json()).toMatchObject({ email: compte.email });
    } finally {
      espion.mockRestore();
    }
    // The token under the old key stays valid until it expires: the provider still publishes it.
    expect((await moi(jeton)).statusCode).toBe(200);
  });

  it('deletes the account without a password of ours, and a later token starts a new one', async () => {
    const autre = await creerCompte(fournisseur);
    const premier = (await connexionCommeLeSite(emetteur, siteFournisseur, autre)).access_token;
    const id = (await moi(premier)).json<{ id: string }>().id;
    const suppression = await portail.inject({
      method: 'DELETE',
      url: '/api/utilisateurs/user',
      headers: { authorization: `Bearer ${premier}` },
      payload: { motDePasse: 'sans importance' },
    });
    expect(suppression.statusCode).toBe(204);
    const { rows } = await portail.db.query('SELECT 1 FROM utilisateurs_externes WHERE utilisateur_id = $1', [id]);
    expect(rows).toHaveLength(0);
    const ensuite = await moi(premier);
    expect(ensuite.statusCode).toBe(200);
    expect(ensuite.json<{ id: string }>().id).not.toBe(id);
  });

  it('never links a local account by an address the provider did not verify', async () => {
    const local = await createTestDatabase(backend);
    // Someone already holds that address here, with a password of ours (signed up before the
    // instance moved to the other provider).
    const avant = await demarrer(local, {});
    await creerCompte(avant, { email: compte.email });
    await avant.close();
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
