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

/**
 * Another OpenID Connect provider (Keycloak…), chosen when the site is built: GATSBY_OIDC_EMETTEUR
 * (its issuer), GATSBY_OIDC_CLIENT_ID (the site's public client there), GATSBY_OIDC_PORTEE (the
 * scopes, `openid profile email` by default). Each `process.env.GATSBY_…` is written out in full:
 * Gatsby replaces those exact expressions at build time. Unset: the embedded provider, through the
 * portal's own `/auth`.
 */
export interface FournisseurOidc {
  /** The discovery document's address. */
  decouverte: (siteOrigin: string) => string;
  clientId: string;
  portee: string;
  /** Whether sign-out posts to the provider's end_session_endpoint (Keycloak's form) or to /auth/deconnexion. */
  externe: boolean;
}

export function fournisseurOidc(
  emetteur: string | undefined = process.env.GATSBY_OIDC_EMETTEUR,
  clientId: string | undefined = process.env.GATSBY_OIDC_CLIENT_ID,
  portee: string | undefined = process.env.GATSBY_OIDC_PORTEE,
): FournisseurOidc {
  if (!emetteur) {
    return {
      decouverte: (siteOrigin) => `${siteOrigin}/${routes.discovery}`,
      clientId: 'frontend',
      portee: 'profile',
      externe: false,
    };
  }
  const base = emetteur.replace(/\/+$/, '');
  return {
    decouverte: () => `${base}/.well-known/openid-configuration`,
    clientId: clientId || 'frontend',
    portee: portee || 'openid profile email',
    externe: true,
  };
}

const FOURNISSEUR = fournisseurOidc();
export const CLIENT_ID = FOURNISSEUR.clientId;
export const SCOPE = FOURNISSEUR.portee;
/**
 * Signed in at another provider: accounts are created there (its sign-in page offers it), and the
 * address and the password are changed there; the services refuse both (identity README).
 */
export const FOURNISSEUR_EXTERNE = FOURNISSEUR.externe;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  /** Seconds the refresh token (hence the session) lasts from now. */
  refresh_expires_in: number;
}

export interface OidcEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
  /** The provider's sign-out endpoint (another provider only). */
  end_session_endpoint?: string;
}

const origin = () => window.location.origin;

/** The instance of a call: the site's, or a test's. */
const instance = async (http?: KyInstance): Promise<KyInstance> => http ?? httpDuSite();

/** The popup comes back to the home page of the site (SPEC §7 « redirect to the site origin »). */
export const redirectUri = (siteOrigin: string = origin()) => `${siteOrigin}/`;

let cachedEndpoints: Promise<OidcEndpoints> | null = null;

export function discover(
  http?: KyInstance,
  siteOrigin: string = origin(),
  fournisseur: FournisseurOidc = FOURNISSEUR,
): Promise<OidcEndpoints> {
  cachedEndpoints ??= appel(async () => {
    const body: unknown = await (
      await instance(http)
    )
      .get(fournisseur.decouverte(siteOrigin), {
        ...SANS_SESSION,
        credentials: fournisseur.externe ? 'omit' : 'include',
      })
      .json();
    const record = (body ?? {}) as Record<string, unknown>;
    const { authorization_endpoint, token_endpoint, end_session_endpoint } = record;
    if (typeof authorization_endpoint !== 'string' || typeof token_endpoint !== 'string')
      throw new ReponseInattendue(routes.discovery, 'points de terminaison manquants');
    return {
      authorization_endpoint,
      token_endpoint,
      ...(fournisseur.externe && typeof end_session_endpoint === 'string' ? { end_session_endpoint } : {}),
    };
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

/**
 * Ends the provider session of this refresh token: `POST /auth/deconnexion` (204) for the embedded
 * provider, the same form posted to another provider's end_session_endpoint (Keycloak's logout).
 */
export async function endSession(
  refreshToken: string,
  http?: KyInstance,
  siteOrigin: string = origin(),
  fournisseur: FournisseurOidc = FOURNISSEUR,
): Promise<void> {
  const adresse = fournisseur.externe
    ? (await discover(http, siteOrigin, fournisseur)).end_session_endpoint
    : `${siteOrigin}/${routes.deconnexion}`;
  if (adresse === undefined) return;
  await appel(async () =>
    (await instance(http)).post(adresse, {
      ...SANS_SESSION,
      body: new URLSearchParams({ client_id: fournisseur.clientId, refresh_token: refreshToken }),
    }),
  );
}
