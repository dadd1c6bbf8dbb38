import * as oidc from 'openid-client';
import { decodeJwt, decodeProtectedHeader } from 'jose';

import { buildApp, type App } from '../../app.js';
import {
  clientFrontend,
  creerCompte,
  demarrerConnexion,
  Navigateur,
  seConnecter,
  terminerConnexion,
} from '../../../tests/helpers/identite.js';
import { backends, createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-app.js';

describe.each(backends)('OpenID Connect provider on %s', (backend) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    app = buildApp(database.config);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('publishes its discovery document with the public endpoints under /auth', async () => {
    const reponse = await app.inject({ method: 'GET', url: '/auth/.well-known/openid-configuration' });
    expect(reponse.statusCode).toBe(200);
    const site = app.config.siteUrl;
    expect(reponse.json()).toMatchObject({
      issuer: `${site}/auth`,
      authorization_endpoint: `${site}/auth/auth`,
      token_endpoint: `${site}/auth/token`,
      jwks_uri: `${site}/auth/jwks`,
      userinfo_endpoint: `${site}/auth/me`,
      end_session_endpoint: `${site}/auth/session/end`,
      revocation_endpoint: `${site}/auth/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
  });

  it('names the public endpoints whatever host the request reached, even through the portal', async () => {
    const reponse = await app.inject({
      method: 'GET',
      url: '/auth/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:8010', 'x-forwarded-host': 'ailleurs.example', 'x-forwarded-proto': 'https' },
    });
    expect(reponse.json().token_endpoint).toBe(`${app.config.siteUrl}/auth/token`);
  });

  it('signs in with the code flow and PKCE, and its access token is accepted by the API', async () => {
    const compte = await creerCompte(app);
    const { jetons } = await seConnecter(app, compte);

    expect(jetons.token_type.toLowerCase()).toBe('bearer');
    expect(jetons.expires_in).toBe(300);
    expect(typeof jetons.refresh_token).toBe('string');
    expect(jetons.refresh_expires_in).toBe(1800);
    expect(decodeProtectedHeader(jetons.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const charge = decodeJwt(jetons.access_token);
    expect(charge).toMatchObject({
      iss: app.config.oidcIssuer,
      aud: app.config.apiAudience,
      preferred_username: compte.email,
      client_id: 'frontend',
      scope: 'profile',
    });
    expect((charge.exp as number) - (charge.iat as number)).toBe(300);

    const appelant = await app.verifierJeton(jetons.access_token);
    expect(appelant).toEqual({ id: charge.sub, email: compte.email, clientId: 'frontend', grantId: charge.gid });
    const moi = await app.inject({
      method: 'GET',
      url: '/api/utilisateurs/user',
      headers: { authorization: `Bearer ${jetons.access_token}` },
    });
    expect(moi.statusCode).toBe(200);
    expect(moi.json()).toMatchObject({ id: charge.sub, email: compte.email });
  });

  it('shows a French sign-in page without COOP same-origin and with a strict CSP', async () => {
    const navigateur = new Navigateur(app);
    const debut = await demarrerConnexion(app, navigateur);
    expect(debut.interaction).toMatch(/^\/auth\/interaction\/[\w-]+$/);
    const page = await navigateur.aller(debut.interaction);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cross-origin-opener-policy']).not.toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<label for="champ-email">Adresse e-mail</label>');
    expect(page.body).toContain('Mot de passe oublié\u00a0?');
    expect(page.body).toMatch(
      /<a href="\/inscription" data-inscription data-origine="http:\/\/localhost:8000">Créer un compte<\/a>/,
    );
  });

  it('rotates the refresh token: the new one works, the old one no longer does', async () => {
    const { client, jetons } = await seConnecter(app, await creerCompte(app));
    const suivants = await oidc.refreshTokenGrant(client, jetons.refresh_token as string);
    expect(suivants.refresh_token).not.toBe(jetons.refresh_token);
    expect(suivants.refresh_expires_in).toBe(1800);
    expect(decodeJwt(suivants.access_token).preferred_username).toBe(decodeJwt(jetons.access_token).preferred_username);

    await expect(oidc.refreshTokenGrant(client, jetons.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // Reuse of a rotated token is taken as theft: the whole grant goes, the new token with it.
    await expect(oidc.refreshTokenGrant(client, suivants.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it.each([
    ['without a code challenge', {}],
    ['with the plain method', { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }],
  ])('refuses an authorization request %s', async (_cas, pkce) => {
    const client = await clientFrontend(app);
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: `${app.config.siteUrl}/`,
      scope: 'profile',
      ...pkce,
    });
    const reponse = await new Navigateur(app).aller(url.href);
    // The redirect URI is valid, so the error goes back to the site as the protocol wants.
    expect(reponse.statusCode).toBe(303);
    const retour = new URL(String(reponse.headers.location));
    expect(retour.origin + retour.pathname).toBe(`${app.config.siteUrl}/`);
    expect(retour.searchParams.get('error')).toBe('invalid_request');
    expect(retour.searchParams.get('code')).toBeNull();
  });

  it('keeps to oidc-provider 9’s defaults: GET authorization only, lax session cookie, 401 userinfo', async () => {
    const client = await clientFrontend(app);
    const parametres = {
      redirect_uri: `${app.config.siteUrl}/`,
      scope: 'profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    };
    const url = oidc.buildAuthorizationUrl(client, parametres);
    // The site opens the authorization endpoint in its popup (GET); a POST is no longer served.
    const parPost = await new Navigateur(app).aller(url.pathname, {
      formulaire: Object.fromEntries(url.searchParams),
    });
    expect(parPost.statusCode).toBe(404);

    // The sign-in is a top-level navigation of the site's own origin: SameSite=Lax keeps it.
    const compte = await creerCompte(app);
    const navigateur = new Navigateur(app);
    const debut = await demarrerConnexion(app, navigateur);
    const formulaire = await navigateur.aller(`${debut.interaction}/login`, { formulaire: compte });
    const retour = await navigateur.aller(String(formulaire.headers.location));
    const cookies = [retour.headers['set-cookie'] ?? []].flat();
    expect(cookies.find((c) => c.startsWith('_session='))).toMatch(/; samesite=lax/i);
    // No response of the sign-in may cut the popup from its opener (the site reads its address).
    for (const reponse of [formulaire, retour]) {
      expect(reponse.headers['cross-origin-opener-policy']).not.toBe('same-origin');
    }

    const userinfo = await app.inject({ method: 'GET', url: '/auth/me' });
    expect(userinfo.statusCode).toBe(401);
  });

  it('refuses a code exchange without the right verifier', async () => {
    const navigateur = new Navigateur(app);
    const compte = await creerCompte(app);
    const debut = await demarrerConnexion(app, navigateur);
    await expect(
      terminerConnexion(app, navigateur, { ...debut, verificateur: oidc.randomPKCECodeVerifier() }, compte),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('signs out with /auth/deconnexion: the grant is revoked and the next sign-in asks for the password', async () => {
    const compte = await creerCompte(app);
    const { navigateur, client, jetons } = await seConnecter(app, compte);
    expect(decodeJwt(jetons.access_token).gid).toEqual(expect.any(String));

    // While the provider session lives, a new authorization needs no password.
    const silencieuse = await demarrerConnexion(app, navigateur);
    expect(silencieuse.interaction).toMatch(/^http:\/\/localhost:8000\/\?code=/);

    const deconnexion = await app.inject({
      method: 'POST',
      url: '/auth/deconnexion',
      payload: new URLSearchParams({ client_id: 'frontend', refresh_token: jetons.refresh_token as string }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(deconnexion.statusCode).toBe(204);
    await expect(oidc.refreshTokenGrant(client, jetons.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // The access token lives on for reading (5 minutes at most), but changes nothing any more.
    const autorisation = { authorization: `Bearer ${jetons.access_token}` };
    expect((await app.inject({ method: 'GET', url: '/api/utilisateurs/user', headers: autorisation })).statusCode).toBe(
      200,
    );
    const modification = await app.inject({
      method: 'PUT',
      url: '/api/utilisateurs/user',
      headers: autorisation,
      payload: { lastName: 'Durand', firstName: 'Jeanne', email: compte.email },
    });
    expect(modification.statusCode).toBe(401);
    expect(modification.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(modification.json().message).toBe('Votre session a pris fin : reconnectez-vous.');
    const apres = await demarrerConnexion(app, navigateur);
    expect(apres.interaction).toMatch(/^\/auth\/interaction\//);
  });

  it('answers 400 invalid_grant to a deconnexion with a token that is not the client’s', async () => {
    const reponse = await app.inject({
      method: 'POST',
      url: '/auth/deconnexion',
      payload: 'client_id=frontend&refresh_token=inconnu',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json()).toEqual({ error: 'invalid_grant', message: 'Jeton de rafraîchissement invalide.' });
  });

  it('keeps sessions and refresh tokens across a restart of the services', async () => {
    const { jetons } = await seConnecter(app, await creerCompte(app));
    await app.close();
    app = buildApp(database.config);
    await app.ready();
    const client = await clientFrontend(app);
    const suivants = await oidc.refreshTokenGrant(client, jetons.refresh_token as string);
    expect(await app.verifierJeton(suivants.access_token)).toMatchObject({ clientId: 'frontend' });
  });
});
