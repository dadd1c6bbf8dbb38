import { access, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readManifest, RouteTable, type Header, type PortalManifest } from './manifest.js';
import { withoutManifestPolicyHeaders } from './security-headers.js';
import { rechauffer, type OptionsRechauffage } from './rechauffage.js';
import { SsrPool, type ObservateurDesMoteurs } from './ssr-engine.js';

/** One built version of the site: its files, its routes and, if it has SSR pages, its SSR workers. */
export interface Release {
  dir: string;
  /** `<dir>/public`: the files served as they are. */
  publicDir: string;
  manifest: PortalManifest;
  routes: RouteTable;
  /**
   * Headers Gatsby declares for every path (gatsby-config `headers`), less the security headers the
   * portal's policy decides (security-headers.ts).
   */
  baseHeaders: Header[];
  /** The SSR workers of the release; null when it has no SSR page. */
  engines: SsrPool | null;
  /** Id and date written by scripts/lib/site-release.mjs, shown on the publication status page. */
  version: { id: string; publishedAt: string | null };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** A release published by our scripts says who it is; a bare build folder is named after itself. */
async function readVersion(dir: string, builtAt: string | undefined): Promise<Release['version']> {
  try {
    const info = JSON.parse(await readFile(path.join(dir, '.portal', 'release.json'), 'utf8')) as {
      id?: unknown;
      publishedAt?: unknown;
    };
    if (typeof info.id === 'string') {
      return { id: info.id, publishedAt: typeof info.publishedAt === 'string' ? info.publishedAt : null };
    }
  } catch {
    // no release.json: fall back below
  }
  return { id: path.basename(dir), publishedAt: builtAt ?? null };
}

export async function loadRelease(
  dir: string,
  log: FastifyBaseLogger,
  env: NodeJS.ProcessEnv,
  ssrWorkers: number,
  observateur: ObservateurDesMoteurs | null = null,
  rechauffage: OptionsRechauffage | null = null,
): Promise<Release> {
  const realDir = await realpath(dir).catch(() => {
    throw new Error(`Aucun site construit dans ${dir} : lancez « npm run build ».`);
  });
  // The security headers Gatsby declares are the portal's policy's to decide (security-headers.ts).
  const manifest = withoutManifestPolicyHeaders(await readManifest(realDir));
  const needsEngine = manifest.routes.some((r) => r.type === 'function' && r.functionId === 'ssr-engine');
  let engines: SsrPool | null = null;
  if (needsEngine) {
    if (!(await exists(path.join(realDir, '.cache', 'page-ssr', 'lambda.js')))) {
      throw new Error(`La version ${realDir} déclare des pages SSR mais son moteur est absent.`);
    }
    engines = await SsrPool.start(realDir, log, env, ssrWorkers, observateur);
  }
  const routes = new RouteTable(manifest.routes);
  // Before the release is handed out: its first visitors get warm workers (rechauffage.ts).
  if (engines && rechauffage) await rechauffer(engines.origins, routes, rechauffage, log);
  const baseHeaders = manifest.headerRoutes
    .filter((h) => h.path === '/*')
    .flatMap((h) => h.headers)
    .filter((h) => h.key !== 'cache-control');
  log.info(
    { dir: realDir, routes: manifest.routes.length, builtAt: manifest.builtAt, ssrWorkers: engines?.size ?? 0 },
    'version du site chargée',
  );
  return {
    dir: realDir,
    publicDir: path.join(realDir, 'public'),
    manifest,
    routes,
    baseHeaders,
    engines,
    version: await readVersion(realDir, manifest.builtAt),
  };
}

/**
 * Holds the release being served. `swap` loads the new release completely (engine started)
 * before switching, so requests never see a half-loaded site; then the old engine stops.
 */
export class ReleaseHolder {
  private release: Release | null = null;
  private closing = false;
  /** Swaps run one after the other: a SIGHUP and a rebuild must not load two releases at once. */
  private swapping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly env: NodeJS.ProcessEnv,
    private readonly ssrWorkers: number,
    /** Told when an SSR worker dies and is started again (the metrics); null: nobody. */
    private readonly observateur: ObservateurDesMoteurs | null = null,
    /** How a release's workers are warmed before it goes live; null: they are not. */
    private readonly rechauffage: OptionsRechauffage | null = null,
  ) {}

  get current(): Release {
    if (!this.release) throw new Error('Aucune version du site chargée.');
    return this.release;
  }

  swap(dir: string): Promise<Release> {
    const result = this.swapping.then(() => this.load(dir));
    this.swapping = result.catch(() => undefined);
    return result;
  }

  private async load(dir: string): Promise<Release> {
    const next = await loadRelease(dir, this.log, this.env, this.ssrWorkers, this.observateur, this.rechauffage);
    if (this.closing) {
      await next.engines?.stop();
      throw new Error('Le serveur s’arrête : version non chargée.');
    }
    const previous = this.release;
    this.release = next;
    await previous?.engines?.stop();
    return next;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.release?.engines?.stop();
  }
}
