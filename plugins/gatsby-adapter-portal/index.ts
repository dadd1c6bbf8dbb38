import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AdapterInit } from 'gatsby';

/** Where the portal server finds what Gatsby declared about the build (routes, headers, functions). */
export const MANIFEST_PATH = path.join('.portal', 'routes.json');

/**
 * Our own Gatsby adapter. Gatsby hands it the routes manifest (static files with their headers,
 * redirects, SSR routes served by the `ssr-engine` function) once a build succeeds; we write it
 * next to the build so the Fastify portal server can apply exactly what the site declared.
 */
const createAdapter: AdapterInit = () => ({
  name: 'gatsby-adapter-portal',
  config() {
    return {
      excludeDatastoreFromEngineFunction: false,
      supports: { pathPrefix: false, trailingSlash: ['never'] },
    };
  },
  cache: {
    restore() {
      return true;
    },
    store() {
      return undefined;
    },
  },
  adapt({ routesManifest, functionsManifest, headerRoutes, trailingSlash, reporter }) {
    const target = path.join(process.cwd(), MANIFEST_PATH);
    mkdirSync(path.dirname(target), { recursive: true });
    const manifest = {
      version: 1,
      builtAt: new Date().toISOString(),
      trailingSlash,
      routes: routesManifest,
      headerRoutes,
      functions: functionsManifest.map(({ functionId, name, pathToEntryPoint }) => ({
        functionId,
        name,
        pathToEntryPoint,
      })),
    };
    writeFileSync(target, JSON.stringify(manifest));
    reporter.info(
      `[portail] manifeste écrit : ${routesManifest.length} routes, ${functionsManifest.length} fonction(s) → ${MANIFEST_PATH}`,
    );
  },
});

export default createAdapter;
