/**
 * Which parts of the shell a page shows (SPEC §2 "Shell behaviour").
 *
 * Rule: header and footer are shown on every page, including /post-connexion (header and footer)
 * and the 404 page (/404, /404/, /404.html). They are hidden on the technical pages only:
 * - the loading page `/chargement` (and anything under it), a transient screen shown while the
 *   sign-in popup exchange completes;
 * - the formalities forwarding pages under `/Lien/` (e.g. /Lien/mmbId/{mmbdId}), which immediately
 *   redirect to the formalities web application.
 * Paths are compared case-sensitively, as the site's routes are; query and hash are ignored.
 */
export interface ShellVisibility {
  header: boolean;
  footer: boolean;
}

const TECHNICAL_PAGE_PATTERNS: readonly RegExp[] = [/^\/chargement(\/|$)/, /^\/Lien\//];

function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

export function shellVisibility(path: string): ShellVisibility {
  const pathname = pathnameOf(path);
  const technical = TECHNICAL_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
  return { header: !technical, footer: !technical };
}
