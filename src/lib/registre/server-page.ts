/**
 * getServerData results shared by the entity pages: the same statuses and cache headers
 * everywhere, so a CDN can keep found pages and redirects, and never keeps an outage.
 */
import { ReponseInattendue, ServicesUnavailable } from '../api/erreurs';

export type Loaded<T> = { state: 'found'; data: T } | { state: 'not-found' } | { state: 'unavailable' };

export interface ServerResult<T> {
  status: number;
  headers: Record<string, string>;
  props: Loaded<T>;
}

export const found = <T>(data: T): ServerResult<T> => ({
  status: 200,
  headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' },
  props: { state: 'found', data },
});

export const notFound = <T>(): ServerResult<T> => ({
  status: 404,
  headers: { 'cache-control': 'public, max-age=300' },
  props: { state: 'not-found' },
});

/** 301 to the canonical path; the props are never rendered. */
export const redirect = <T>(location: string): ServerResult<T> => ({
  status: 301,
  headers: { location, 'cache-control': 'public, max-age=3600' },
  props: { state: 'not-found' },
});

/**
 * Runs a page's loader; an outage of the services (or a payload the page cannot trust) gives
 * status 503 and the error screen, and is logged with the page's name.
 */
export async function load<T>(page: string, loader: () => Promise<ServerResult<T>>): Promise<ServerResult<T>> {
  try {
    return await loader();
  } catch (error) {
    if (!(error instanceof ServicesUnavailable) && !(error instanceof ReponseInattendue)) throw error;
    console.error(`[${page}] ${error.message}`, error.cause ?? '');
    return { status: 503, headers: { 'cache-control': 'no-store' }, props: { state: 'unavailable' } };
  }
}

/**
 * A query parameter of the request. Gatsby fills `query` only when the HTTP layer parsed it, and
 * the portal's SSR worker is plain Node, so the raw URL (page or page-data request) is read too.
 */
export function queryParam(props: { query?: Record<string, unknown>; url?: string }, name: string): string | undefined {
  const value = props.query?.[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  try {
    return new URL(props.url ?? '', 'http://portail.invalid').searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}
