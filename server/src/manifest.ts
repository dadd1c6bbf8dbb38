import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface Header {
  key: string;
  value: string;
}

export type Route =
  | { type: 'static'; path: string; filePath: string; headers: Header[] }
  | { type: 'function'; path: string; functionId: string; cache?: boolean }
  | { type: 'redirect'; path: string; toPath: string; status: number; ignoreCase?: boolean; headers: Header[] };

/** What our Gatsby adapter (plugins/gatsby-adapter-portal) wrote at the end of a build. */
export interface PortalManifest {
  version: 1;
  builtAt: string;
  trailingSlash: string;
  routes: Route[];
  headerRoutes: Array<{ path: string; headers: Header[] }>;
  functions: Array<{ functionId: string; name: string; pathToEntryPoint: string }>;
}

export const MANIFEST_FILE = path.join('.portal', 'routes.json');

export async function readManifest(releaseDir: string): Promise<PortalManifest> {
  const file = path.join(releaseDir, MANIFEST_FILE);
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `Aucun site construit dans ${releaseDir} (fichier ${MANIFEST_FILE} absent) : lancez « npm run build ».`,
    );
  }
  const manifest = JSON.parse(raw) as PortalManifest;
  if (manifest.version !== 1 || !Array.isArray(manifest.routes)) {
    throw new Error(`Manifeste de routes illisible : ${file}`);
  }
  return manifest;
}

/** A Gatsby route path (`/a/:b/*`) as a regular expression. */
export function routePattern(routePath: string, ignoreCase = false): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`, ignoreCase ? 'i' : '');
}

const isDynamic = (routePath: string) => routePath.includes('*') || routePath.includes('/:');

/**
 * Finds the route of a request path. Gatsby sorted the manifest by specificity, so the first
 * dynamic match wins; exact paths are looked up in a map first because most routes are static files.
 */
export class RouteTable {
  private readonly exact = new Map<string, Route>();
  /** Redirects declared with `ignoreCase`, keyed by their lower-cased path. */
  private readonly exactIgnoreCase = new Map<string, Route>();
  private readonly dynamic: Array<{ pattern: RegExp; route: Route }> = [];

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      const ignoreCase = route.type === 'redirect' && Boolean(route.ignoreCase);
      if (isDynamic(route.path)) {
        this.dynamic.push({ pattern: routePattern(route.path, ignoreCase), route });
      } else {
        const [map, key] = ignoreCase ? [this.exactIgnoreCase, route.path.toLowerCase()] : [this.exact, route.path];
        if (!map.has(key)) map.set(key, route);
      }
    }
  }

  match(pathname: string): Route | undefined {
    return (
      this.exact.get(pathname) ??
      this.exactIgnoreCase.get(pathname.toLowerCase()) ??
      this.dynamic.find(({ pattern }) => pattern.test(pathname))?.route
    );
  }

  get size(): number {
    return this.exact.size + this.exactIgnoreCase.size + this.dynamic.length;
  }
}
