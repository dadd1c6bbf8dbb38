/**
 * The one ky instance of the app (STYLE §6): JSON, no time-out (SPEC §7), the bearer access token
 * on every call, and on a 401 for an expired token (`WWW-Authenticate: Bearer error="invalid_token"`)
 * one token refresh, shared by every call that failed at the same time, then one retry (SPEC §4).
 * The session (src/app/session) plugs the tokens in through `setAuthBridge`.
 */
import type { KyInstance } from 'ky';

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

export interface HttpOptions {
  /** Origin the relative routes are resolved against; the page's own by default. */
  origin?: string;
  /** For tests: a stand-in for `fetch`. */
  fetch?: typeof fetch;
}

const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** Without the bearer header: discovery and the token, refresh and logout endpoints. */
export function createPublicHttp(ky: Ky, options: HttpOptions = {}): KyInstance {
  return ky.create({
    timeout: false,
    retry: 0,
    credentials: 'include',
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export function createHttp(ky: Ky, options: HttpOptions = {}): KyInstance {
  const instance: KyInstance = ky.create({
    prefixUrl: options.origin ?? pageOrigin(),
    timeout: false,
    retry: 0,
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [addBearer],
      afterResponse: [
        async (request, requestOptions, response) => {
          if (requestOptions.context.retried === true || !isExpiredTokenResponse(response)) return response;
          const token = await refreshOnce();
          if (!token) return response;
          return instance(request, { prefixUrl: '', context: { retried: true }, throwHttpErrors: false });
        },
      ],
    },
  });
  return instance;
}

let sharedHttp: Promise<KyInstance> | null = null;
let sharedPublicHttp: Promise<KyInstance> | null = null;

/** The app's instance, created on first use: ky is loaded with the first call, not with every page. */
export const http = (): Promise<KyInstance> => (sharedHttp ??= import('ky').then((m) => createHttp(m.default)));
export const publicHttp = (): Promise<KyInstance> =>
  (sharedPublicHttp ??= import('ky').then((m) => createPublicHttp(m.default)));
