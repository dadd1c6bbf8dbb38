import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { buildServer } from './app.js';
import { loadConfig } from './config.js';
import { testConfig } from './test-helpers/config.js';
import { demarrerPortail, type PortailDeTest } from './test-helpers/portail.js';
import { rawRequest } from './test-helpers/raw-http.js';
import { makeRelease } from './test-helpers/release.js';
import { contentSecurityPolicy, inlineScriptHashes, RESOURCE_POLICY } from './security-headers.js';

const CMS = 'http://cms.test';

/**
 * The scripts a browser runs inline, read by a real HTML parser (jsdom, spec-compliant), with the
 * hashes CSP expects: the scan under test must find exactly these.
 */
function hashesOfRunnableScripts(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const hashes = new Set<string>();
  for (const script of document.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
    if (script.hasAttribute('src') || !['', 'module', 'text/javascript'].includes(type)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(script.textContent ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes].sort();
}

function directives(policy: string | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name = '', ...values] = directive.trim().split(/\s+/);
    if (name) found.set(name, values);
  }
  return found;
}

const scriptSources = (policy: string | undefined) =>
  (directives(policy).get('script-src') ?? []).filter((source) => source.startsWith("'sha256-")).sort();

/** A page laid out as Gatsby writes it: loader scripts, an image loader in the body, data blocks. */
const GATSBY_PAGE = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>
<style data-emotion="css x">.x{color:red}</style>
<script type="module">const e="undefined"!=typeof HTMLImageElement;e&&document.body.addEventListener("load",(()=>{}),!0);</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Greffeo"}</script>
</head><body><div id="___gatsby"><h1>Accueil</h1>${'<p>Le registre du commerce et des sociétés.</p>'.repeat(40)}
<script type="module">const t="undefined"!=typeof HTMLImageElement;if(t){document.querySelectorAll("img[data-main-image]")}</script>
</div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script><script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-0123abcd.js\\"]}";
          </script>
<script>window.___webpackCompilationHash="1106e3c6";</script><script src="/app-0123abcd.js" async></script></body></html>`;

/**
 * The engine of the test release renders a page whose inline page data carries the visitor's
 * query, as Gatsby does for pages rendered at each request (escaped as src/app/scripts-en-ligne.tsx
 * does); storable by the page cache except /apercu. Like Gatsby's engine, it writes Gatsby's default
 * security headers on every page, which /apercu overrides with its own referrer policy.
 */
const PAGE_ENGINE = `exports.default = async (req, res) => {
  const path = req.url.split('?')[0];
  const data = JSON.stringify({ path, q: req.query.q ?? null }).replace(/</g, '\\\\u003c');
  res.setHeader('cache-control', path === '/apercu' ? 'no-store' : 'public, max-age=300');
  res.setHeader('x-xss-protection', '1; mode=block');
  res.setHeader('referrer-policy', 'same-origin');
  if (path === '/apercu') res.setHeader('referrer-policy', 'no-referrer');
  // ?injecte=un: a script that slipped into the rendering; ?injecte=deux: one posing as the page data.
  const injected = req.query.injecte === 'un' ? '<script>alert(1)</script>'
    : req.query.injecte === 'deux' ? '<script id="gatsby-script-loader">alert(2)</script>' : '';
  res.status(200).send('<!DOCTYPE html><html><head><title>SSR</title></head><body><div id="___gatsby"><h1>'
    + path + '</h1>' + injected + '</div><script id="gatsby-script-loader">window.pageData=' + data
    + ';</script><script>window.___webpackCompilationHash="1106e3c6";</script>'
    + '<script src="/app-0123abcd.js" async></script></body></html>');
};`;

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** What Gatsby declares by default, and the HSTS gatsby-config used to declare for every path. */
const GATSBY_HEADERS = [
  { key: 'x-xss-protection', value: '1; mode=block' },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'same-origin' },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' },
];

function release(): string {
  const dir = makeRelease({
    lambda: PAGE_ENGINE,
    routes: [
      { type: 'function', path: '/apercu', functionId: 'ssr-engine' },
      { type: 'function', path: '/rechercher-un-greffe', functionId: 'ssr-engine' },
      {
        type: 'static',
        path: '/actualites',
        filePath: 'public/actualites.html',
        headers: [{ key: 'cache-control', value: 'public, max-age=0, must-revalidate' }, ...GATSBY_HEADERS],
      },
      { type: 'static', path: '/logo.svg', filePath: 'public/logo.svg', headers: GATSBY_HEADERS },
    ],
  });
  writeFileSync(path.join(dir, 'public/index.html'), GATSBY_PAGE);
  writeFileSync(
    path.join(dir, 'public/actualites.html'),
    GATSBY_PAGE.replace('window.pagePath="/"', 'window.pagePath="/actualites"'),
  );
  writeFileSync(
    path.join(dir, 'public/404.html'),
    GATSBY_PAGE.replace('<h1>Accueil</h1>', '<h1>Page introuvable</h1>'),
  );
  writeFileSync(
    path.join(dir, 'public/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  return dir;
}

/** Fake services: the identity pages and the payment page with their own, stricter policy. */
function services(): FastifyInstance {
  const app = Fastify();
  const ownPolicy = "default-src 'none'; script-src 'self'; form-action 'self' http://localhost";
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/identite/connexion', async (_request, reply) =>
    reply
      .header('content-security-policy', ownPolicy)
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send('<h1>Connexion</h1>'),
  );
  app.get('/api/paiements/sandbox/s1', async (_request, reply) =>
    reply.header('content-security-policy', ownPolicy).type('text/html; charset=utf-8').send('<h1>Paiement</h1>'),
  );
  app.get('/auth/auth', async (_request, reply) => reply.redirect('/auth/interaction/abc', 303));
  app.get('/api/commandes/c1/documents/kbis', async (_request, reply) =>
    reply.type('application/pdf').header('content-disposition', 'attachment; filename="kbis.pdf"').send('%PDF-1.7'),
  );
  app.get('/inscription', async (_request, reply) => reply.type('text/html').send('<h1>Créer un compte</h1>'));
  return app;
}

/** The raw header lines of an answer, as the browser receives them (duplicates included). */
function rawHeaders(port: number, target: string, headers: Record<string, string> = {}): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: target, headers }, (response) => {
      const pairs: string[][] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        pairs.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
      }
      response.resume();
      response.on('end', () => resolve(pairs));
    }).on('error', reject);
  });
}

describe('contentSecurityPolicy', () => {
  it('allows inline scripts by hash only, images from the CMS, and no framing', () => {
    const policy = directives(contentSecurityPolicy({ imageOrigins: [CMS] }, ["'sha256-abc='"]));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', CMS]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the pages call another OpenID Connect provider the site signs in with, and nothing else', () => {
    const policy = directives(
      contentSecurityPolicy({ imageOrigins: [], connectOrigins: ['https://sso.exemple.fr'] }, []),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://sso.exemple.fr']);
    expect(loadConfig({ GATSBY_OIDC_EMETTEUR: 'https://sso.exemple.fr/realms/greffeo' }).fournisseurOidc).toBe(
      'https://sso.exemple.fr/realms/greffeo',
    );
    expect(loadConfig({}).fournisseurOidc).toBeNull();
  });

  it('lets only the given origins frame a page', () => {
    const policy = contentSecurityPolicy({ imageOrigins: [] }, [], { kind: 'origins', origins: [CMS] });
    expect(directives(policy).get('frame-ancestors')).toEqual([CMS]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs inline, as a spec-compliant parser reads them', () => {
    const hashes = inlineScriptHashes(GATSBY_PAGE);
    expect(hashes).toHaveLength(5);
    expect(hashes).toEqual(hashesOfRunnableScripts(GATSBY_PAGE));
  });

  it('skips data blocks and external scripts, and reads line breaks as the browser does', () => {
    const page = [
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="application/json" id="x">{}</script>',
      "<script src='/a.js'></script>",
      '<SCRIPT TYPE="text/javascript">a()\r\nb()</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(page)).toEqual(hashesOfRunnableScripts(page));
    expect(inlineScriptHashes(page)).toEqual([`'sha256-${createHash('sha256').update('a()\nb()').digest('base64')}'`]);
  });

  it('hashes the UTF-8 text of a script whatever it holds, from the bytes as from the text', () => {
    const texte = 'window.pageData={"nom":"Société « Œuvre » — 10 €","ville":"Łódź"};\r\nf("日本")';
    const page = `<p>Déjà vu</p><script id="gatsby-script-loader">${texte}</script><script>é()</script>`;
    const attendus = [texte.replace('\r\n', '\n'), 'é()']
      .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`)
      .sort();
    expect(inlineScriptHashes(page)).toEqual(attendus);
    expect(inlineScriptHashes(Buffer.from(page, 'utf8'))).toEqual(attendus);
  });
});

describe('security headers of the portal', () => {
  let portail: PortailDeTest;
  let app: FastifyInstance;

  beforeAll(async () => {
    portail = await demarrerPortail(services(), release(), { pageCacheBytes: 1024 * 1024 });
    app = portail.app;
  });

  afterAll(async () => portail.close());

  /** The headers every answer carries, whoever wrote it. */
  function expectCommonHeaders(headers: Record<string, unknown>, where: string): void {
    expect({ where, nosniff: headers['x-content-type-options'] }).toEqual({ where, nosniff: 'nosniff' });
    expect({ where, csp: typeof headers['content-security-policy'] }).toEqual({ where, csp: 'string' });
    expect({ where, xss: headers['x-xss-protection'] }).toEqual({ where, xss: '0' });
    expect({ where, hsts: headers['strict-transport-security'] }).toEqual({ where, hsts: undefined });
  }

  it('gives a static page the hashes of its own inline scripts, never unsafe-inline', async () => {
    for (const url of ['/', '/actualites']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      const html = gunzipSync(response.rawPayload).toString('utf8');
      const policy = response.headers['content-security-policy'] as string;
      expect(scriptSources(policy)).toEqual(hashesOfRunnableScripts(html));
      expect(scriptSources(policy)).toHaveLength(5);
      expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives(policy).get('script-src')).not.toContain("'unsafe-hashes'");
      expectCommonHeaders(response.headers, url);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // Declared by the site, not the policy's: kept.
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('gives each page rendered at the request the hash of its own page data', async () => {
    const first = await app.inject('/fiche-greffe/paris/7501?q=%3C%2Fscript%3E');
    const second = await app.inject('/rechercher-un-greffe?q=dupont');
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(scriptSources(response.headers['content-security-policy'] as string)).toEqual(
        hashesOfRunnableScripts(response.body),
      );
      // Its page data, and the compilation hash the release's files also carry.
      expect(scriptSources(response.headers['content-security-policy'] as string)).toHaveLength(2);
      expectCommonHeaders(response.headers, response.body);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it("refuses an inline script of a rendered page that is neither the release's nor its page data", async () => {
    const compilationHash = hashOf('window.___webpackCompilationHash="1106e3c6";');
    const injected = await app.inject('/rechercher-un-greffe?injecte=un');
    const runnable = hashesOfRunnableScripts(injected.body);
    expect(runnable).toContain(hashOf('alert(1)'));
    expect(scriptSources(injected.headers['content-security-policy'] as string)).toEqual(
      runnable.filter((hash) => hash !== hashOf('alert(1)')),
    );
    // Two scripts with the page data's id: neither is allowed, the release's scripts still are.
    const posing = await app.inject('/rechercher-un-greffe?injecte=deux');
    expect(hashesOfRunnableScripts(posing.body)).toContain(hashOf('alert(2)'));
    expect(scriptSources(posing.headers['content-security-policy'] as string)).toEqual([compilationHash]);
  });

  it('keeps a cached page with its own policy and sends it with it', async () => {
    const url = '/fiche-greffe/lyon/6901?q=cache';
    const rendered = await app.inject(url);
    const stored = app.pageCache.get(`${app.releases.current.version.id}\0${url}`);
    expect(stored?.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    const cached = await app.inject(url);
    expect(cached.headers.age).toBeDefined();
    expect(cached.body).toBe(rendered.body);
    expect(cached.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    expect(cached.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(scriptSources(cached.headers['content-security-policy'] as string)).toEqual(
      hashesOfRunnableScripts(cached.body),
    );
  });

  it('puts a policy on error pages, redirects, files and relayed answers', async () => {
    const notFound = await app.inject('/nulle-part');
    expect(notFound.statusCode).toBe(404);
    expect(scriptSources(notFound.headers['content-security-policy'] as string)).toEqual(
      hashesOfRunnableScripts(notFound.body),
    );
    const badQuery = await app.inject('/rechercher-un-greffe?q=%E0%A4%A');
    expect(badQuery.statusCode).toBe(400);
    expect(scriptSources(badQuery.headers['content-security-policy'] as string)).toEqual(
      hashesOfRunnableScripts(badQuery.body),
    );
    const checks: Array<[string, number]> = [
      ['/nulle-part', 404],
      ['/rechercher-un-greffe?q=%E0%A4%A', 400],
      // Refused by Fastify before routing.
      ['/fiche-greffe/paris%E0%A4%A/7501', 404],
      ['/fiche-greffe/paris/7501/', 301],
      ['/ancienne', 301],
      ['/app-0123abcd.js', 200],
      ['/logo.svg', 200],
      ['/api/health', 200],
      ['/api/nulle-part', 404],
      ['/api/commandes/c1/documents/kbis', 200],
      ['/auth/auth', 303],
      ['/inscription', 200],
      ['/sitemap.xml', 503],
      ['/_portail/publication', 200],
    ];
    for (const [url, status] of checks) {
      const response = await app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expectCommonHeaders(response.headers, url);
    }
    for (const url of ['/app-0123abcd.js', '/logo.svg', '/api/health', '/ancienne']) {
      expect((await app.inject(url)).headers['content-security-policy']).toBe(RESOURCE_POLICY);
    }
    // A request Node's parser refuses is answered on the socket, without Fastify.
    const unparsable = await rawRequest(portail.port, '/a b c');
    expect(unparsable.status).toBe(400);
    expect(unparsable.headers['x-content-type-options']).toBe('nosniff');
    expect(unparsable.headers['content-security-policy']).toBe(RESOURCE_POLICY);
    // HTML from the services without a policy of its own: no inline script at all.
    expect(scriptSources((await app.inject('/inscription')).headers['content-security-policy'] as string)).toEqual([]);
  });

  it('leaves a 304 without a policy, so the browser keeps the stored one', async () => {
    const first = await app.inject('/actualites');
    const again = await app.inject({ url: '/actualites', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps the policy and the headers the services write for their own pages, and adds the others', async () => {
    for (const url of ['/identite/connexion', '/api/paiements/sandbox/s1']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; script-src 'self'; form-action 'self' http://localhost",
      );
      expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect((await app.inject('/identite/connexion')).headers['referrer-policy']).toBe('same-origin');
  });

  it('keeps the sign-in popup in reach of the page that opened it', async () => {
    // Ordinary pages keep their popups; the popup's whole way (provider, then the home page where it
    // comes back with its code) must not ask for another browsing context group.
    expect((await app.inject('/actualites')).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await app.inject('/fiche-greffe/paris/7501')).headers['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    for (const url of ['/?code=abc&state=xyz', '/auth/auth', '/api/health']) {
      expect({ url, coop: (await app.inject(url)).headers['cross-origin-opener-policy'] }).toEqual({
        url,
        coop: 'unsafe-none',
      });
    }
  });

  it('lets the CMS editor alone frame the draft preview', async () => {
    const preview = await app.inject('/apercu');
    expect(preview.statusCode).toBe(200);
    expect(directives(preview.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual([CMS]);
    expect(preview.headers['x-frame-options']).toBeUndefined();
    // The page's own, stricter referrer policy.
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    expect(scriptSources(preview.headers['content-security-policy'] as string)).toEqual(
      hashesOfRunnableScripts(preview.body),
    );
  });

  it('sends each header once, the policy value only', async () => {
    for (const url of ['/actualites', '/fiche-greffe/paris/7501', '/logo.svg', '/identite/connexion', '/nulle-part']) {
      const pairs = await rawHeaders(portail.port, url);
      const names = pairs.map(([name]) => name);
      expect({ url, duplicates: names.filter((name, i) => names.indexOf(name) !== i) }).toEqual({
        url,
        duplicates: [],
      });
      const value = (name: string) => pairs.find(([key]) => key === name)?.[1];
      expect(value('strict-transport-security')).toBeUndefined();
      expect(value('x-xss-protection')).toBe('0');
    }
    const declared = await rawHeaders(portail.port, '/actualites');
    expect(declared.find(([name]) => name === 'referrer-policy')?.[1]).toBe('strict-origin-when-cross-origin');
    expect(declared.find(([name]) => name === 'permissions-policy')?.[1]).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
  });

  it('sends HSTS only over HTTPS, as said by a trusted proxy', async () => {
    // Anyone may write X-Forwarded-Proto: without TRUSTED_PROXIES it is not believed.
    const claimed = await app.inject({ url: '/actualites', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const releaseDir = release();
    const behindProxy = await buildServer(
      testConfig({ servicesUrl: 'http://127.0.0.1:9', releaseDir, trustedProxies: ['127.0.0.1'] }),
      process.env,
    );
    try {
      for (const url of ['/actualites', '/fiche-greffe/paris/7501', '/api/health', '/app-0123abcd.js']) {
        const https = await behindProxy.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect({ url, hsts: https.headers['strict-transport-security'] }).toEqual({
          url,
          hsts: 'max-age=31536000; includeSubDomains',
        });
        const http = await behindProxy.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
        expect({ url, hsts: http.headers['strict-transport-security'] }).toEqual({ url, hsts: undefined });
      }
    } finally {
      await behindProxy.close();
      rmSync(releaseDir, { recursive: true, force: true });
    }
  });
});
