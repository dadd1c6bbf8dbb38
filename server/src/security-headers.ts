import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type ReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Header, PortalManifest } from './manifest.js';
import { splitTarget } from './request-target.js';

/**
 * One security-headers policy for every answer of the portal: its pages, files, errors and
 * redirects, and what it relays from the services, all written by one `onSend` hook. Helmet writes
 * the headers that never depend on the answer; the hook adds what does: the Content-Security-Policy
 * of an HTML page (hashes of its own inline scripts), HSTS over HTTPS only, the opener policy of the
 * sign-in popup's way and the CMS's preview frame. Documented in server/README.md.
 */

/**
 * Helmet's headers for every answer (nosniff, X-Frame-Options, Referrer-Policy, X-XSS-Protection:
 * 0…). Called from onSend rather than through @fastify/helmet's onRequest hook, which never runs for
 * an address Fastify refuses before routing (those answers would go without). Written on the raw
 * response: a header the answer sets itself (a service's, a page's) wins over it.
 */
const fixedHeaders = helmet({
  // Written once the body is known (SecurityHeaders.finish).
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});

/** HTTPS only: a browser that once reached the site over HTTPS never goes back to plain HTTP. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers this policy decides for the site: Gatsby declares its own defaults for some of them
 * (`referrer-policy: same-origin`, `x-xss-protection: 1; mode=block`…) and gatsby-config used to
 * declare HSTS for every page, whatever the scheme. They are taken out of the manifest when a
 * release is loaded, so that each answer carries one value, the policy's.
 */
const POLICY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-xss-protection',
]);

/**
 * Gatsby's defaults, which its engine also writes on every page it renders (the same it declares
 * for `/*` in the manifest): an engine's answer carrying one of these values has not chosen it, and
 * the policy's applies. A value of the page's own (/apercu's `no-referrer`) is kept.
 */
const GATSBY_DEFAULTS: ReadonlyArray<readonly [string, string]> = [
  ['referrer-policy', 'same-origin'],
  ['x-xss-protection', '1; mode=block'],
];

const withoutPolicyHeaders = (headers: readonly Header[]): Header[] =>
  headers.filter(({ key }) => !POLICY_HEADERS.has(key.toLowerCase()));

/** The manifest without the headers this policy decides (see POLICY_HEADERS). */
export function withoutManifestPolicyHeaders(manifest: PortalManifest): PortalManifest {
  return {
    ...manifest,
    headerRoutes: manifest.headerRoutes.map((route) => ({ ...route, headers: withoutPolicyHeaders(route.headers) })),
    routes: manifest.routes.map((route) =>
      route.type === 'function' ? route : { ...route, headers: withoutPolicyHeaders(route.headers) },
    ),
  };
}

/**
 * Script types a browser runs (HTML §4.12.1.1): none or empty, a JavaScript MIME type, `module`,
 * and the import maps and speculation rules CSP also governs. Any other type is a data block
 * (`application/ld+json`, `application/json`): never run, so never listed.
 */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * A `<script …>` start tag, its attributes, and its text up to the end tag (HTML's script data).
 * Whitespace is HTML's ASCII whitespace (tab, LF, FF, CR, space), as the tokenizer reads it.
 */
const SCRIPT = /<script(?=[\t\n\f\r />])([^>]*)>([\s\S]*?)<\/script[\t\n\f\r />]/gi;
const ATTRIBUTE = /([^\t\n\f\r "'>/=]+)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r "'=<>`]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, double ?? single ?? bare ?? '');
  }
  return found;
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts a browser would run in this HTML page:
 * Gatsby's script loader, chunk mapping and compilation hash, the page data of a page rendered
 * at the request, gatsby-plugin-image's loaders. Scripts with a `src` are allowed by `'self'`;
 * data blocks are skipped. The hash is of the text as the browser reads it: line breaks
 * normalised (HTML §13.2.3.5), UTF-8. Gatsby's output, with every `<` of its page data escaped
 * (src/app/scripts-en-ligne.tsx), needs no more than this scan; a script it read differently from
 * the browser would be refused, never allowed by mistake.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  return [...new Set(inlineScripts(html).map((script) => script.hash))].sort();
}

export interface InlineScript {
  /** The CSP source of its text: `'sha256-…'`. */
  hash: string;
  /** Its `id` attribute, if any (`gatsby-script-loader` carries a rendered page's data). */
  id: string | null;
}

/** The inline scripts a browser would run in this HTML page, in document order (see inlineScriptHashes). */
export function inlineScripts(html: string | Buffer): InlineScript[] {
  // A rendered page arrives as UTF-8 bytes: read as latin1, each byte is one character, so the
  // ASCII-only patterns below match exactly where they would in the decoded text, and the
  // script's bytes are hashed as they are (latin1 writes them back unchanged), which is the
  // UTF-8 text's hash. Decoding UTF-8 instead made the portal's heaviest step of a page (issue 24).
  const text = typeof html === 'string' ? html : html.toString('latin1');
  const encoding: BufferEncoding = typeof html === 'string' ? 'utf8' : 'latin1';
  const found: InlineScript[] = [];
  for (const [, attributeSource = '', code = ''] of text.matchAll(SCRIPT)) {
    const attrs = attributes(attributeSource);
    if (attrs.has('src')) continue;
    const type = (attrs.get('type') ?? '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    const normalised = code.replace(/\r\n?/g, '\n');
    found.push({
      hash: `'sha256-${createHash('sha256').update(normalised, encoding).digest('base64')}'`,
      id: attrs.get('id') ?? null,
    });
  }
  return found;
}

/**
 * Gatsby's script that carries the data of a page rendered at the request (`window.pageData`): the
 * only inline script whose text changes from one request to the next.
 */
export const PAGE_DATA_SCRIPT_ID = 'gatsby-script-loader';

/**
 * The hashes a page rendered at the request may run: the inline scripts the release's own HTML
 * files contain (chunk mapping, compilation hash, gatsby-plugin-image's loaders: the same text on
 * every page of a release), and the one page-data script Gatsby writes at the end of the body. A
 * rendered page is not trusted as a file of the build is: a `<script>` that slipped into it (from
 * the request or the registry) is not in the release and is refused. Were one written with the
 * page-data script's id, there would be two, and neither would be allowed: the page breaks rather
 * than runs it.
 */
export function renderedScriptHashes(html: string | Buffer, releaseScripts: ReadonlySet<string>): string[] {
  const scripts = inlineScripts(html);
  const pageData = scripts.filter((script) => script.id === PAGE_DATA_SCRIPT_ID);
  const allowed = new Set<string>();
  for (const script of scripts) {
    if (releaseScripts.has(script.hash)) allowed.add(script.hash);
    else if (pageData.length === 1 && script === pageData[0]) allowed.add(script.hash);
  }
  return [...allowed].sort();
}

/** Every `.html` file under `dir`. */
function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
}

export interface PolicyOptions {
  /** Origins besides the site's own that may serve images: the CMS's media (draft previews). */
  imageOrigins: readonly string[];
  /**
   * Origins besides the site's own the pages may call: another OpenID Connect provider
   * (GATSBY_OIDC_EMETTEUR), whose discovery and token endpoints the sign-in calls from the page.
   */
  connectOrigins?: readonly string[];
}

/** Where a page may be framed: nowhere, or by the CMS's editor (its preview of a draft). */
export type FrameAncestors = { kind: 'none' } | { kind: 'origins'; origins: readonly string[] };

/**
 * The Content-Security-Policy of an HTML page of the site, the only place it is written.
 * - scripts: the site's files and the page's own inline scripts by hash, never `'unsafe-inline'`
 *   (nor `'unsafe-hashes'`: an injected `onerror=` never runs);
 * - styles: emotion writes `<style>` elements and style attributes at run time, hence
 *   `'unsafe-inline'` for styles only;
 * - images: the site, `data:` URIs (placeholders, inline SVG) and the CMS's media;
 * - connections, forms, fonts and everything else: the site's origin; no plugins; `<base>` only to
 *   the site; framed by no one (the CMS's preview excepted).
 */
export function contentSecurityPolicy(
  options: PolicyOptions,
  scriptHashes: readonly string[],
  frameAncestors: FrameAncestors = { kind: 'none' },
): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...options.imageOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(options.connectOrigins ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(frameAncestors.kind === 'none' ? ["'none'"] : frameAncestors.origins)],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Answers that are not pages (JSON, files, redirects, XML): nothing may load from them and nothing
 * may frame them. An SVG or a relayed file opened on its own runs no script either.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The site's sign-in popup comes back to the home page with its code (src/lib/auth/oidc.ts). */
const SIGN_IN_CALLBACK = '/';
/** The draft preview, which the CMS's editor shows in a frame (Strapi 5 Preview). */
const PREVIEW = '/apercu';

/**
 * Paths the services answer (app.ts SERVICE_PATHS): their own headers win; the portal adds the
 * ones they lack, with `unsafe-none` as their opener policy (see `finish`).
 */
export type ServiceTarget = (pathname: string) => boolean;

const isHtml = (reply: FastifyReply) => /^\s*text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

export class SecurityHeaders {
  readonly options: PolicyOptions;
  private readonly cmsOrigin: string;
  /** Policies of the release's HTML files, by path: computed once per file and release. */
  private readonly files = new Map<string, string>();
  private filesOf: string | null = null;

  constructor(config: Pick<ServerConfig, 'cmsPublicUrl'> & Partial<Pick<ServerConfig, 'fournisseurOidc'>>) {
    this.cmsOrigin = new URL(config.cmsPublicUrl).origin;
    this.options = {
      imageOrigins: [this.cmsOrigin],
      connectOrigins: config.fournisseurOidc ? [new URL(config.fournisseurOidc).origin] : [],
    };
  }

  /** Hashes of the inline scripts of the release's HTML files, by public folder: read once per release. */
  private scriptsOf: { publicDir: string; hashes: ReadonlySet<string> } | null = null;

  /** The policy of an HTML page sent at `pathname` that allows `scriptHashes`. */
  private policy(scriptHashes: readonly string[], pathname: string): string {
    const frame: FrameAncestors =
      pathname === PREVIEW ? { kind: 'origins', origins: [this.cmsOrigin] } : { kind: 'none' };
    return contentSecurityPolicy(this.options, scriptHashes, frame);
  }

  /**
   * The inline scripts of the release whose files are in `publicDir` (see renderedScriptHashes).
   * Read at start and when a release goes live (app.ts), so that no visitor waits for it.
   */
  releaseScripts(publicDir: string): ReadonlySet<string> {
    if (this.scriptsOf?.publicDir !== publicDir) {
      const hashes = new Set<string>();
      for (const file of htmlFiles(publicDir))
        for (const { hash } of inlineScripts(readFileSync(file))) hashes.add(hash);
      this.scriptsOf = { publicDir, hashes };
    }
    return this.scriptsOf.hashes;
  }

  /** The policy of a page rendered at the request for the release in `publicDir`. */
  renderedPagePolicy(html: string | Buffer, pathname: string, publicDir: string): string {
    return this.policy(renderedScriptHashes(html, this.releaseScripts(publicDir)), pathname);
  }

  /**
   * The policy a server-rendered page is stored with in the page cache (app.ts keepPage), so that
   * a cached page is sent with the hashes of its own inline scripts; null for anything but a page
   * without a policy of its own.
   */
  storedPagePolicy(headers: Record<string, unknown>, body: Buffer, pathname: string, publicDir: string): string | null {
    if (headers['content-security-policy'] !== undefined) return null;
    if (!/^\s*text\/html\b/i.test(String(headers['content-type'] ?? ''))) return null;
    return this.renderedPagePolicy(body, pathname, publicDir);
  }

  /**
   * The policy of an HTML file of the release in `releaseDir`, read once: a release never changes
   * once published, and the next one starts a new memo.
   */
  filePolicy(releaseDir: string, file: string, html: Buffer, pathname: string): string {
    if (this.filesOf !== releaseDir) {
      this.files.clear();
      this.filesOf = releaseDir;
    }
    const key = `${pathname === PREVIEW ? 'apercu' : 'page'}\0${file}`;
    let policy = this.files.get(key);
    if (policy === undefined) {
      // A file of the build: all its inline scripts are the build's own.
      policy = this.policy(inlineScriptHashes(html), pathname);
      this.files.set(key, policy);
    }
    return policy;
  }

  /**
   * The policy headers an answer lacks, once its body is known; returns the body to send (a file
   * or a streamed page is read whole, to hash its inline scripts).
   */
  async finish(request: FastifyRequest, reply: FastifyReply, payload: unknown, isService: ServiceTarget) {
    const { pathname } = splitTarget(request.url);
    const service = isService(pathname);
    if (!service) {
      for (const [name, value] of GATSBY_DEFAULTS) if (reply.getHeader(name) === value) reply.removeHeader(name);
    }
    fixedHeaders(request.raw, reply.raw, () => undefined);

    // HTTPS as seen by the visitor: the socket, or X-Forwarded-Proto from a proxy of TRUSTED_PROXIES.
    if (request.protocol === 'https') {
      if (!reply.hasHeader('strict-transport-security')) reply.header('strict-transport-security', HSTS);
    } else {
      reply.removeHeader('strict-transport-security');
    }

    if (!reply.hasHeader('cross-origin-opener-policy')) {
      // Ordinary pages keep the popups they open (the sign-in window) and are cut from any window
      // that opens them. The identity pages say `unsafe-none` themselves; the provider's redirects
      // say nothing, and a stricter value on the popup's way would cut it from the site. The popup
      // comes back to the home page with its code: there too, any other value than the identity
      // pages' would put it in another browsing context group, and its opener would see it closed.
      const popupWay = service || pathname === SIGN_IN_CALLBACK;
      reply.header('cross-origin-opener-policy', popupWay ? 'unsafe-none' : 'same-origin-allow-popups');
    }
    if (!service && pathname === PREVIEW) reply.removeHeader('x-frame-options');

    // A service's own policy (identity pages, payment page) is stricter and fitted to its page; a
    // cached page carries the one computed from its body; a 304 leaves the stored one in place.
    if (reply.hasHeader('content-security-policy') || reply.statusCode === 304) return payload;
    if (!isHtml(reply)) {
      reply.header('content-security-policy', RESOURCE_POLICY);
      return payload;
    }
    if (service) {
      // HTML from the services without a policy of its own: nothing known about its scripts.
      reply.header('content-security-policy', contentSecurityPolicy(this.options, []));
      return payload;
    }
    if (reply.statusCode === 206) {
      // A part of a page: its scripts cannot be told; nothing inline is allowed.
      reply.header('content-security-policy', contentSecurityPolicy(this.options, []));
      return payload;
    }
    if (isStream(payload)) {
      const file = (payload as Partial<ReadStream>).path;
      const body = await readWhole(payload);
      const policy =
        typeof file === 'string'
          ? this.filePolicy(request.server.releases.current.dir, file, body, pathname)
          : this.renderedPagePolicy(body, pathname, request.server.releases.current.publicDir);
      reply.header('content-security-policy', policy);
      return body;
    }
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      reply.header(
        'content-security-policy',
        this.renderedPagePolicy(payload, pathname, request.server.releases.current.publicDir),
      );
    }
    return payload;
  }
}

/**
 * Errors Fastify raises before routing (a malformed address) are answered without any hook
 * (app.ts refuseBeforeRouting): the same headers, written before the answer is, for the JSON error
 * of /api or the site's `page`.
 */
export async function secureRefusalBeforeRouting(
  request: FastifyRequest,
  reply: FastifyReply,
  isService: ServiceTarget,
  page: string,
): Promise<void> {
  const { pathname } = splitTarget(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    reply.type('application/json; charset=utf-8');
    await request.server.securityHeaders.finish(request, reply, '', isService);
    return;
  }
  const release = request.server.releases.current;
  const file = path.join(release.publicDir, page);
  const html = await readFile(file).catch(() => null);
  reply.type('text/html; charset=utf-8');
  if (html) {
    reply.header(
      'content-security-policy',
      request.server.securityHeaders.filePolicy(release.dir, file, html, pathname),
    );
  }
  await request.server.securityHeaders.finish(request, reply, html ?? '', isService);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's security-headers policy (security-headers.ts). */
    securityHeaders: SecurityHeaders;
  }
}

/**
 * Registers the policy on the whole server. Call it before the compression plugin, so that its
 * hook sees bodies uncompressed.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'cmsPublicUrl'> & Partial<Pick<ServerConfig, 'fournisseurOidc'>>,
  isService: ServiceTarget,
): void {
  app.decorate('securityHeaders', new SecurityHeaders(config));
  app.addHook('onSend', async (request, reply, payload) =>
    app.securityHeaders.finish(request, reply, payload, isService),
  );
}
