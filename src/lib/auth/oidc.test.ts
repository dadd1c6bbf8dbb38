/**
 * @jest-environment node
 */
import ky from 'ky';
import { createHttp } from '../api/http';
import { fetchEnregistre } from '../../test/fetch-enregistre';
import {
  authorizationUrl,
  CLIENT_ID,
  discover,
  endSession,
  exchangeCode,
  forgetDiscovery,
  fournisseurOidc,
  refreshTokens,
} from './oidc';

const ORIGIN = 'http://portail.test';
const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function httpAvec(reponse: (requete: Request) => Response) {
  const { fetch, appels } = fetchEnregistre(reponse);
  return { http: createHttp(ky, { fetch }), appels };
}

const JETONS = { access_token: 'a.b.c', refresh_token: 'r1', refresh_expires_in: 1800, token_type: 'Bearer' };

describe('OpenID Connect calls', () => {
  beforeEach(forgetDiscovery);

  it('reads the endpoints from the discovery document', async () => {
    const { http, appels } = httpAvec(() =>
      json(200, { authorization_endpoint: `${ORIGIN}/auth/auth`, token_endpoint: `${ORIGIN}/auth/token` }),
    );
    await expect(discover(http, ORIGIN)).resolves.toEqual({
      authorization_endpoint: `${ORIGIN}/auth/auth`,
      token_endpoint: `${ORIGIN}/auth/token`,
    });
    expect(appels[0]?.url).toBe(`${ORIGIN}/auth/.well-known/openid-configuration`);
  });

  it('builds the authorization URL of the public client frontend with PKCE S256', () => {
    const url = new URL(
      authorizationUrl(`${ORIGIN}/auth/auth`, { state: 'etat', codeChallenge: 'defi', redirect: `${ORIGIN}/` }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'frontend',
      response_type: 'code',
      scope: 'profile',
      state: 'etat',
      redirect_uri: `${ORIGIN}/`,
      code_challenge: 'defi',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code with a form POST, credentials included, without any secret', async () => {
    const { http, appels } = httpAvec(() => json(200, JETONS));
    const jetons = await exchangeCode(
      `${ORIGIN}/auth/token`,
      { code: 'CODE', codeVerifier: 'V'.repeat(128), redirect: `${ORIGIN}/` },
      http,
    );
    expect(jetons).toEqual({ access_token: 'a.b.c', refresh_token: 'r1', refresh_expires_in: 1800 });
    const requete = appels[0] as Request;
    expect(requete.method).toBe('POST');
    expect(requete.credentials).toBe('include');
    expect(requete.headers.get('authorization')).toBeNull();
    expect(requete.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await requete.text()))).toEqual({
      code: 'CODE',
      code_verifier: 'V'.repeat(128),
      redirect_uri: `${ORIGIN}/`,
      client_id: CLIENT_ID,
      grant_type: 'authorization_code',
      scope: 'profile',
    });
  });

  it('refreshes with client_id, refresh_token and grant_type refresh_token', async () => {
    const { http, appels } = httpAvec(() => json(200, { ...JETONS, refresh_token: 'r2' }));
    await expect(refreshTokens(`${ORIGIN}/auth/token`, 'r1', http)).resolves.toMatchObject({ refresh_token: 'r2' });
    expect(Object.fromEntries(new URLSearchParams(await (appels[0] as Request).text()))).toEqual({
      client_id: 'frontend',
      refresh_token: 'r1',
      grant_type: 'refresh_token',
    });
  });

  it('logs out with a form POST to /auth/deconnexion and reports a refusal', async () => {
    const { http, appels } = httpAvec(() => new Response(null, { status: 204 }));
    await endSession('r1', http, ORIGIN);
    expect(appels[0]?.url).toBe(`${ORIGIN}/auth/deconnexion`);
    expect(await (appels[0] as Request).text()).toBe('client_id=frontend&refresh_token=r1');
    const refus = httpAvec(() => json(500, { message: 'panne' }));
    await expect(endSession('r1', refus.http, ORIGIN)).rejects.toMatchObject({
      name: 'ErreurApi',
      status: 500,
      message: 'Une erreur est survenue.',
    });
  });

  it('uses another provider when the build names one: its discovery, scopes, client and sign-out endpoint', async () => {
    expect(fournisseurOidc(undefined, 'x', 'y')).toMatchObject({
      clientId: 'frontend',
      portee: 'profile',
      externe: false,
    });
    const keycloak = fournisseurOidc('https://sso.exemple.fr/realms/greffeo/', 'portail');
    expect(keycloak).toMatchObject({ clientId: 'portail', portee: 'openid profile email', externe: true });
    const base = 'https://sso.exemple.fr/realms/greffeo/protocol/openid-connect';
    const { http, appels } = httpAvec((requete) =>
      requete.url.endsWith('/.well-known/openid-configuration')
        ? json(200, {
            authorization_endpoint: `${base}/auth`,
            token_endpoint: `${base}/token`,
            end_session_endpoint: `${base}/logout`,
          })
        : new Response(null, { status: 204 }),
    );
    await expect(discover(http, ORIGIN, keycloak)).resolves.toEqual({
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      end_session_endpoint: `${base}/logout`,
    });
    expect(appels[0]?.url).toBe('https://sso.exemple.fr/realms/greffeo/.well-known/openid-configuration');
    // No cookie of the portal goes to another provider's discovery.
    expect((appels[0] as Request).credentials).toBe('omit');
    await endSession('r1', http, ORIGIN, keycloak);
    const deconnexion = appels.at(-1) as Request;
    expect(deconnexion.url).toBe(`${base}/logout`);
    expect(await deconnexion.text()).toBe('client_id=portail&refresh_token=r1');
  });
});
