/**
 * Child process hosting Gatsby's SSR engine of one release. Gatsby's engine changes the working
 * directory to the release and keeps global state, so each release gets its own process: the
 * portal server can swap releases atomically and survives an engine crash.
 *
 * argv[2] is the release directory. Once listening, the worker sends `{ type: 'ready', port }`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memoizeImmutableReads } from './immutable-reads.js';

type EngineResponse = ServerResponse & {
  status(code: number): EngineResponse;
  send(body: string | Buffer): void;
  json(body: unknown): void;
};
type EngineHandler = (req: IncomingMessage, res: EngineResponse) => Promise<void>;

const releaseDir = process.argv[2];
if (!releaseDir) {
  console.error('ssr-worker : dossier de la version manquant');
  process.exit(2);
}

// Before the engine loads (it copies fs.readFile): the static queries' results and the slices' data
// of a release never change, so they are read from disk and parsed once per worker.
memoizeImmutableReads(['sq', 'slice-data'].map((folder) => path.join(releaseDir, '.cache', 'page-ssr', folder)));

/**
 * Trace context of the render in progress: the `traceparent` and `tracestate` the portal server
 * put on the request it relayed here (packages/observabilite). The worker has no trace SDK of its
 * own; it hands these on, unchanged, to the calls the page's getServerData makes to the services,
 * so that they join the visitor's trace under the portal's span. Nothing is kept or added when the
 * portal sent none (traces off).
 */
const contexteTrace = new AsyncLocalStorage<Record<string, string>>();
const ENTETES_TRACE = ['traceparent', 'tracestate'] as const;

function entetesTraceRecus(req: IncomingMessage): Record<string, string> | null {
  const recus: Record<string, string> = {};
  for (const nom of ENTETES_TRACE) {
    const valeur = req.headers[nom];
    if (typeof valeur === 'string') recus[nom] = valeur;
  }
  return recus.traceparent === undefined ? null : recus;
}

/**
 * Before the engine loads (its HTTP client may keep `fetch` as it finds it): a fetch adding the
 * render's trace headers to calls to the services (SERVICES_URL, the address the site's
 * `services-client` reads) that carry none; every other call goes out as it is.
 */
function propagerTraceAuxServices(): void {
  const fetchNatif = globalThis.fetch;
  const brut = process.env.SERVICES_URL?.trim() || 'http://127.0.0.1:8010';
  let origineServices: string;
  try {
    origineServices = new URL(brut).origin;
  } catch {
    return;
  }
  globalThis.fetch = (input, init) => {
    const entetes = contexteTrace.getStore();
    if (!entetes) return fetchNatif(input, init);
    const adresse = input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
    let origine: string | null = null;
    try {
      origine = new URL(adresse).origin;
    } catch {
      // A relative address: not the services'.
    }
    const envoyes = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (origine !== origineServices || envoyes.has('traceparent')) return fetchNatif(input, init);
    for (const [nom, valeur] of Object.entries(entetes)) envoyes.set(nom, valeur);
    return fetchNatif(input, { ...init, headers: envoyes });
  };
}
propagerTraceAuxServices();

const requireFromRelease = createRequire(path.join(releaseDir, 'package.json'));
const handler = (requireFromRelease('./.cache/page-ssr/lambda.js') as { default: EngineHandler }).default;

/**
 * The page as bytes, encoded once. Handed a string, Node measures its UTF-8 length for
 * Content-Length, then encodes it again as it writes it; a page is React's output joined chunk by
 * chunk (a string of thousands of pieces, that each pass walks), about 100 kB with accents. Encoded
 * here, the render processes' CPU per company page fell from about 13 to 11.5 ms (README « Mesures »).
 */
const octets = (corps: string | Buffer): Buffer => (typeof corps === 'string' ? Buffer.from(corps, 'utf8') : corps);

/** Gives Node's response the small Express-like surface Gatsby's engine handler uses. */
function adapt(res: ServerResponse): EngineResponse {
  const engineRes = res as EngineResponse;
  engineRes.status = (code: number) => {
    res.statusCode = code;
    return engineRes;
  };
  engineRes.send = (body: string | Buffer) => {
    if (!res.hasHeader('content-type')) res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(octets(body));
  };
  engineRes.json = (body: unknown) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(octets(JSON.stringify(body)));
  };
  return engineRes;
}

/**
 * Gatsby's engine looks pages up by `req.url` as it is, so "/rechercher-un-greffe?q=agen" would
 * match no page (parameterised routes only matched because their matcher drops the query). Like
 * the HTTP layers Gatsby's adapters run behind, the worker hands it the path alone and the parsed
 * query in `req.query`, which getServerData receives as `query`.
 */
function splitQuery(req: IncomingMessage): IncomingMessage & { query: Record<string, string | string[]> } {
  const [pathname = '/', search = ''] = (req.url ?? '/').split('?', 2);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return Object.assign(req, { url: pathname, query });
}

function rendre(req: IncomingMessage, res: ServerResponse): void {
  handler(splitQuery(req), adapt(res)).catch((error: unknown) => {
    console.error('ssr-worker : échec du rendu', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}

const server = createServer((req, res) => {
  const entetes = entetesTraceRecus(req);
  if (entetes) contexteTrace.run(entetes, () => rendre(req, res));
  else rendre(req, res);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.send?.({ type: 'ready', port: address.port });
});

process.on('disconnect', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
