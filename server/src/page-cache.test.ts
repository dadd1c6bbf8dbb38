import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { testConfig } from './test-helpers/config.js';
import { PageCache, sharedLifetime } from './page-cache.js';
import { makeRelease } from './test-helpers/release.js';

describe('sharedLifetime', () => {
  it('gives s-maxage, else max-age, for a public answer', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' })).toBe(300);
    expect(sharedLifetime(200, { 'cache-control': 'max-age=60, s-maxage=10' })).toBe(10);
    expect(sharedLifetime(301, { 'cache-control': 'public, max-age=3600' })).toBe(3600);
    expect(sharedLifetime(404, { 'cache-control': 'public, max-age=300' })).toBe(300);
    expect(sharedLifetime(200, { 'cache-control': 'public', vary: 'Accept-Encoding' })).toBeNull();
  });

  it('refuses what a shared cache must not keep', () => {
    expect(sharedLifetime(200, {})).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'no-store' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'private, max-age=300' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'no-cache, max-age=300' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=0' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=abc' })).toBeNull();
    expect(sharedLifetime(503, { 'cache-control': 'public, max-age=300' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=300', 'set-cookie': 'a=b' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=300', vary: 'Accept-Encoding, Cookie' })).toBeNull();
  });
});

describe('PageCache', () => {
  const storable = { 'cache-control': 'public, max-age=10', 'content-type': 'text/html', connection: 'close' };

  it('keeps pages for their lifetime, without the per-connection headers', () => {
    let now = 1_000;
    const cache = new PageCache(1024, () => now);
    expect(cache.offer('/a', 200, storable, Buffer.from('A'))).toBe(true);
    expect(cache.get('/a')?.headers).toEqual({ 'cache-control': 'public, max-age=10', 'content-type': 'text/html' });
    now += 9_999;
    expect(cache.get('/a')?.body.toString()).toBe('A');
    now += 1;
    expect(cache.get('/a')).toBeNull();
    expect(cache.usedBytes).toBe(0);
  });

  it('drops the least recently used pages when full, and never stores an oversized one', () => {
    const cache = new PageCache(80);
    const page = (letter: string) => Buffer.from(letter.repeat(10));
    cache.offer('/a', 200, storable, page('a'));
    cache.offer('/b', 200, storable, page('b'));
    cache.offer('/c', 200, storable, page('c'));
    cache.get('/a');
    for (const key of ['/d', '/e', '/f', '/g', '/h', '/i']) cache.offer(key, 200, storable, page(key[1]!));
    expect(cache.usedBytes).toBeLessThanOrEqual(80);
    expect(cache.get('/a')).not.toBeNull();
    expect(cache.get('/b')).toBeNull();
    expect(cache.offer('/gros', 200, storable, Buffer.alloc(11))).toBe(false);
  });

  it('lets one render lead and the others wait for it, except for pages known not storable', async () => {
    let now = 0;
    const cache = new PageCache(1024, () => now);
    expect(cache.join('/a')).toBeNull();
    const settle = cache.lead('/a')!;
    expect(cache.lead('/a')).toBeNull();
    const waiting = cache.join('/a')!;
    let over = false;
    void waiting.then(() => (over = true));
    await Promise.resolve();
    expect(over).toBe(false);
    settle();
    settle();
    await waiting;
    expect(over).toBe(true);
    expect(cache.join('/a')).toBeNull();

    cache.markNotStorable('/prive');
    expect(cache.lead('/prive')).toBeNull();
    now += 60_001;
    expect(cache.lead('/prive')).not.toBeNull();
  });

  it('stores nothing when turned off', () => {
    const cache = new PageCache(0);
    expect(cache.offer('/a', 200, storable, Buffer.from('A'))).toBe(false);
    expect(cache.get('/a')).toBeNull();
  });
});

describe('portal server with its page cache', () => {
  let releaseDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Each render says its number; the query chooses the page's Cache-Control, cookie and size.
    releaseDir = makeRelease({
      lambda: `let renders = 0;
       exports.default = async (req, res) => {
         const numero = (renders += 1);
         if (req.query.lent) await new Promise((resolve) => setTimeout(resolve, 200));
         res.setHeader('cache-control', req.query.cc ?? 'public, max-age=300');
         if (req.query.cookie) res.setHeader('set-cookie', 'suivi=1');
         const page = 'rendu ' + process.pid + '-' + numero;
         res.status(req.query.absent ? 404 : 200).send(req.query.grand ? page + ' '.repeat(4096) : page);
       };`,
    });
    app = await buildServer(
      testConfig({ servicesUrl: 'http://127.0.0.1:9', releaseDir, pageCacheBytes: 1024 * 1024 }),
      process.env,
    );
  });

  afterAll(async () => {
    await app.close();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject(url);

  it('renders a storable page once and serves it again with its headers and age', async () => {
    const first = await get('/fiche-greffe/paris/7501');
    const again = await get('/fiche-greffe/paris/7501');
    expect(again.body).toBe(first.body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(again.headers['content-type']).toMatch(/^text\/html/);
    expect(again.headers['x-frame-options']).toBe('DENY');
    expect(again.headers.age).toBe('0');
    // Another query is another page.
    expect((await get('/fiche-greffe/paris/7501?page=2')).body).not.toBe(first.body);
    // Not found pages with a lifetime are kept as well, with their status.
    const absent = await get('/fiche-greffe/x/1?absent=1');
    expect(absent.statusCode).toBe(404);
    expect((await get('/fiche-greffe/x/1?absent=1')).body).toBe(absent.body);
  });

  it('renders every time what a shared cache must not keep', async () => {
    for (const query of ['cc=no-store', 'cc=private%2C%20max-age%3D60', 'cookie=1']) {
      const one = await get(`/fiche-greffe/paris/7501?${query}`);
      const two = await get(`/fiche-greffe/paris/7501?${query}`);
      expect(two.body).not.toBe(one.body);
    }
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/fiche-greffe/nice/0605?lent=1')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('never makes visitors of a page that cannot be stored wait for each other once it is known', async () => {
    const url = '/fiche-greffe/nice/0605?lent=1&cc=no-store';
    await get(url);
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(url)));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(3);
  });

  it('compresses a kept page like any other', async () => {
    const first = await get('/fiche-greffe/lyon/6901?grand=1');
    const compressed = await app.inject({
      url: '/fiche-greffe/lyon/6901?grand=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers.age).toBeDefined();
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('forgets every page when a new release goes live', async () => {
    const before = await get('/fiche-greffe/paris/7501');
    await app.reloadRelease();
    expect(app.pageCache.size).toBe(0);
    expect((await get('/fiche-greffe/paris/7501')).body).not.toBe(before.body);
  });
});
