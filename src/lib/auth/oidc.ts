/**
 * The OpenID Connect calls of the site (SPEC §7 « Sign-in and account service »): discovery,
 * authorization URL, code exchange, refresh and logout. The client `frontend` is public: no secret,
 * no Basic header (services/src/modules/identite/README.md).
 */
import type { KyInstance } from 'ky';
import { appel, ReponseInattendue } from '../api/erreurs';
import { http as httpDuSite, SANS_SESSION } from '../api/http';
import { routes } from '../api/routes';
import { CODE_CHALLENGE_METHOD } from './pkce';

export const CLIENT_ID = 'frontend';
export const SCOPE = 'profile';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  /** Seconds the refresh token (hence the session) lasts from now. */
  refresh_expires_in: number;
}

export interface OidcEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
}

const origin = () => window.location.origin;

/** The instance of a call: the site's, or a test's. */
const instance = async (http?: KyInstance): Promise<KyInstance> => http ?? httpDuSite();

/** The popup comes back to the home page of the site (SPEC §7 « redirect to the site origin »). */
export const redirectUri = (siteOrigin: string = origin()) => `${siteOrigin}/`;

let cachedEndpoints: Promise<OidcEndpoints> | null = null;

export function discover(http?: KyInstance, siteOrigin: string = origin()): Promise<OidcEndpoints> {
  cachedEndpoints ??= appel(async () => {
    const body: unknown = await (await instance(http)).get(`${siteOrigin}/${routes.discovery}`, SANS_SESSION).json();
    const record = (body ?? {}) as Record<string, unknown>;
    const { authorization_endpoint, token_endpoint } = record;
    if (typeof authorization_endpoint !== 'string' || typeof token_endpoint !== 'string')
      throw new ReponseInattendue(routes.discovery, 'points de terminaison manquants');
    return { authorization_endpoint, token_endpoint };
  }).catch((error: unknown) => {
    cachedEndpoints = null;
    throw error;
  });
  return cachedEndpoints;
}

/** For tests. */
export function forgetDiscovery(): void {
  cachedEndpoints = null;
}

export function authorizationUrl(
  endpoint: string,
  { state, codeChallenge, redirect }: { state: string; codeChallenge: string; redirect: string },
): string {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: SCOPE,
    state,
    redirect_uri: redirect,
    code_challenge: codeChallenge,
    code_challenge_method: CODE_CHALLENGE_METHOD,
  }).toString();
  return url.toString();
}

function toTokenSet(body: unknown): TokenSet {
  const { access_token, refresh_token, refresh_expires_in, expires_in } = (body ?? {}) as Record<string, unknown>;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string')
    throw new ReponseInattendue('token', 'jetons manquants');
  const lifetime = typeof refresh_expires_in === 'number' ? refresh_expires_in : expires_in;
  if (typeof lifetime !== 'number') throw new ReponseInattendue('token', 'durée de session manquante');
  return { access_token, refresh_token, refresh_expires_in: lifetime };
}

const postForm = (http: KyInstance | undefined, url: string, fields: Record<string, string>) =>
  appel(async () =>
    toTokenSet(await (await instance(http)).post(url, { ...SANS_SESSION, body: new URLSearchParams(fields) }).json()),
  );

export function exchangeCode(
  tokenEndpoint: string,
  { code, codeVerifier, redirect }: { code: string; codeVerifier: string; redirect: string },
  http?: KyInstance,
): Promise<TokenSet> {
  return postForm(http, tokenEndpoint, {
    code,
    code_verifier: codeVerifier,
    redirect_uri: redirect,
    client_id: CLIENT_ID,
    grant_type: 'authorization_code',
    scope: SCOPE,
  });
}

export function refreshTokens(tokenEndpoint: string, refreshToken: string, http?: KyInstance): Promise<TokenSet> {
  return postForm(http, tokenEndpoint, {
    client_id: CLIENT_ID,
    refresh_token: refreshToken,
    grant_type: 'refresh_token',
  });
}

/** Ends the provider session of this refresh token (`POST /auth/deconnexion`, 204). */
export async function endSession(
  refreshToken: string,
  http?: KyInstance,
  siteOrigin: string = origin(),
): Promise<void> {
  await appel(async () =>
    (await instance(http)).post(`${siteOrigin}/${routes.deconnexion}`, {
      ...SANS_SESSION,
      body: new URLSearchParams({ client_id: CLIENT_ID, refresh_token: refreshToken }),
    }),
  );
}
