/**
 * The one ky instance of the site (STYLE §6), for every service call, in the browser and in
 * getServerData: JSON, no time-out (SPEC §7), no retry, the bearer access token on every call, and
 * on a 401 for an expired token (`WWW-Authenticate: Bearer error="invalid_token"`) one token
 * refresh, shared by every call that failed at the same time, then one retry (SPEC §4).
 * The session (src/app/session) plugs the tokens in through `setAuthBridge`.
 *
 * Calls that differ say so with ky's per-request options, never with another instance: the
 * presets below (`SANS_SESSION`, `SANS_RAFRAICHISSEMENT`, `COTE_SERVEUR`) and the `context` the
 * hooks read (`ContexteAppel`).
 */
import type { KyInstance, Options } from 'ky';

type Ky = typeof import('ky').default;

export interface AuthBridge {
  /** The current access token, or null for a visitor. */
  accessToken(): string | null;
  /** Refreshes the tokens; the new access token, or null when the session is over. */
  refresh(): Promise<string | null>;
}

const NO_AUTH: AuthBridge = { accessToken: () => null, refresh: () => Promise.resolve(null) };
let bridge: AuthBridge = NO_AUTH;
let refreshing: Promise<string | null> | null = null;

/** Installs the session's bridge; the returned function removes it. */
export function setAuthBridge(next: AuthBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = NO_AUTH;
  };
}

/** beforeRequest hook: the session's bearer access token, when there is one (SPEC §7). */
export function addBearer(request: Request): void {
  const token = bridge.accessToken();
  if (token) request.headers.set('authorization', `Bearer ${token}`);
}

/** One refresh at a time: concurrent callers share the pending one. */
export function refreshOnce(): Promise<string | null> {
  refreshing ??= bridge.refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export function isExpiredTokenResponse(response: Response): boolean {
  if (response.status !== 401) return false;
  const challenge = response.headers.get('www-authenticate') ?? '';
  return /^Bearer\b/i.test(challenge) && /error="?invalid_token"?/i.test(challenge);
}

/** What a call does with the session, read by the hooks from ky's `context`. */
export interface ContexteAppel {
  /** Sends the session's bearer access token (default true). */
  jeton?: boolean;
  /** Refreshes an expired token and retries once (default true). */
  rafraichir?: boolean;
  /** Set on the one retry after a refresh. */
  retried?: boolean;
}

const contexte = (options: { context: Record<string, unknown> }) => options.context as ContexteAppel;

/**
 * The OpenID Connect calls (discovery, token, refresh, logout): absolute addresses, the provider's
 * cookies, no bearer and no refresh.
 */
export const SANS_SESSION = {
  prefix: '',
  credentials: 'include',
  context: { jeton: false, rafraichir: false } satisfies ContexteAppel,
} as const satisfies Options;

/** The bearer when signed in, but a refused token is not refreshed (search needs no account). */
export const SANS_RAFRAICHISSEMENT = {
  context: { rafraichir: false } satisfies ContexteAppel,
} as const satisfies Options;

/** getServerData: the services' own address (given per call), 5 s at most, never a visitor's token. */
export const COTE_SERVEUR = {
  timeout: 5_000,
  throwHttpErrors: false,
  context: { jeton: false, rafraichir: false } satisfies ContexteAppel,
} as const satisfies Options;

export interface HttpOptions {
  /** Origin the relative routes are resolved against; the page's own by default. */
  origin?: string;
  /** For tests: a stand-in for `fetch`. */
  fetch?: typeof fetch;
}

/** The page's origin (http://localhost when rendered on the server: those calls give their own). */
export const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export function createHttp(ky: Ky, options: HttpOptions = {}): KyInstance {
  const instance: KyInstance = ky.create({
    prefix: options.origin ?? pageOrigin(),
    timeout: false,
    retry: 0,
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request, options: requestOptions }) => {
          if (contexte(requestOptions).jeton !== false) addBearer(request);
        },
      ],
      afterResponse: [
        async ({ request, options: requestOptions, response }) => {
          const { retried, rafraichir } = contexte(requestOptions);
          if (retried === true || rafraichir === false || !isExpiredTokenResponse(response)) return response;
          const token = await refreshOnce();
          if (!token) return response;
          return instance(request, { prefix: '', context: { retried: true }, throwHttpErrors: false });
        },
      ],
    },
  });
  return instance;
}

let sharedHttp: Promise<KyInstance> | null = null;

/** The site's instance, created on first use: ky is loaded with the first call, not with every page. */
export const http = (): Promise<KyInstance> => (sharedHttp ??= import('ky').then((m) => createHttp(m.default)));
