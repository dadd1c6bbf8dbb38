/**
 * What the portal accepts as the address of a request, and the addresses it may send visitors to.
 * Pure functions: app.ts applies them before routing, before proxying and in its redirects.
 */

/**
 * The request target in origin form (`/path?query`). A client may send the absolute form
 * (`GET http://host/path HTTP/1.1`); Node hands it over as it is, and a redirect or a proxied
 * address built from it would point to the host it names. Anything else (`*`, garbage) is left
 * for the router to refuse.
 */
export function originForm(target: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A path that can only stay on this origin, for a Location header: browsers read `//host`,
 * `/\host` and `\\host` as another site, so any run of leading slashes and backslashes (plain or
 * percent-encoded, for a proxy in front that would decode them) becomes a single slash.
 */
export function sameOriginPath(path: string): string {
  const collapsed = path.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
  return collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
}

/**
 * The Location of a redirect declared by the site's manifest: an absolute http(s) URL is an
 * external redirect the site chose; anything else is a path of this origin. `query` (the
 * request's, `?…` or empty) is passed on unless the target has its own.
 */
export function declaredRedirectLocation(toPath: string, query: string): string {
  const target = /^https?:\/\//i.test(toPath) ? toPath : sameOriginPath(toPath);
  return target.includes('?') ? target : `${target}${query}`;
}

/** `decodeURIComponent` that says `null` instead of throwing on malformed percent-encoding. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * True when every name and value of the query string decodes (UTF-8 percent-encoding). Node and
 * the router keep a malformed query as it is; the proxy and the pages' engine decode it.
 */
export function isValidQuery(query: string): boolean {
  if (!query.includes('%')) return true;
  return query.split('&').every((part) => decodeComponent(part.replace(/\+/g, ' ')) !== null);
}

// Control characters (C0 and DEL), once decoded, belong to no page address.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * True when a path could be one of the site's pages: each segment decodes, holds no encoded
 * separator (`%2F`, `%5C`: `a%2Fb` would become two segments once the engine decodes it), no
 * backslash, no control character, and is not `.` or `..` once decoded.
 */
export function isPagePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => {
    if (segment.includes('\\') || /%2f|%5c/i.test(segment)) return false;
    const decoded = decodeComponent(segment);
    return decoded !== null && decoded !== '.' && decoded !== '..' && !CONTROL_CHARACTER.test(decoded);
  });
}

/**
 * True when a path may be handed to the services: it decodes, and takes no `..` step once
 * decoded (the rule @fastify/reply-from enforces by throwing, applied here first to answer it).
 */
export function isServicePath(pathname: string): boolean {
  const decoded = decodeComponent(pathname);
  return decoded !== null && decoded !== '..' && !decoded.includes('/..') && !decoded.includes('../');
}

/** Splits a request target (origin form) into its path and its query (`?…`, or '' without one). */
export function splitTarget(url: string): { pathname: string; query: string } {
  const index = url.indexOf('?');
  if (index < 0) return { pathname: url || '/', query: '' };
  return { pathname: url.slice(0, index) || '/', query: url.slice(index) };
}
