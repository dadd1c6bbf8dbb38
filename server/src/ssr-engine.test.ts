import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { SsrPool } from './ssr-engine.js';
import { makeRelease } from './test-helpers/release.js';

/** GET on a worker: its answer is the pid of the process that rendered it. */
async function renderedBy(origin: string, query = ''): Promise<number> {
  const response = await fetch(`${origin}/fiche-greffe/paris/7501${query}`);
  expect(response.status).toBe(200);
  return Number(await response.text());
}

async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition jamais remplie');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SSR worker pool', () => {
  const log = Fastify({ logger: false }).log;
  let releaseDir: string;
  let pool: SsrPool;

  beforeAll(async () => {
    // An engine that says which process rendered, and takes its time when asked to.
    releaseDir = makeRelease({
      lambda: `exports.default = async (req, res) => {
         if (req.query.lent) await new Promise((resolve) => setTimeout(resolve, 300));
         res.status(200).send(String(process.pid));
       };`,
    });
    pool = await SsrPool.start(releaseDir, log, process.env, 2);
  });

  afterAll(async () => {
    await pool.stop();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('hands concurrent requests to the least busy worker', async () => {
    expect(pool.size).toBe(2);
    const first = pool.acquire();
    const second = pool.acquire();
    expect(first && second).toBeTruthy();
    expect(first!.origin).not.toBe(second!.origin);
    const pids = await Promise.all([renderedBy(first!.origin, '?lent=1'), renderedBy(second!.origin, '?lent=1')]);
    expect(new Set(pids).size).toBe(2);
    first!.done();
    second!.done();
    // Given back: the next two leases again go to two different workers.
    const third = pool.acquire()!;
    const fourth = pool.acquire()!;
    expect(third.origin).not.toBe(fourth.origin);
    third.done();
    fourth.done();
  });

  it('keeps serving with the other worker while a dead one restarts', async () => {
    const lease = pool.acquire()!;
    const victim = await renderedBy(lease.origin);
    lease.done();
    process.kill(victim, 'SIGKILL');
    await waitFor(() => pool.alive === 1);
    for (let i = 0; i < 3; i += 1) {
      const next = pool.acquire()!;
      expect(await renderedBy(next.origin)).not.toBe(victim);
      next.done();
    }
    await waitFor(() => pool.alive === 2);
    const pids = new Set<number>();
    const leases = [pool.acquire()!, pool.acquire()!];
    for (const l of leases) pids.add(await renderedBy(l.origin));
    leases.forEach((l) => l.done());
    expect(pids.size).toBe(2);
    expect(pids.has(victim)).toBe(false);
  });

  it('lends no worker once stopped', async () => {
    const other = await SsrPool.start(releaseDir, log, process.env, 1);
    await other.stop();
    expect(other.alive).toBe(0);
    expect(other.acquire()).toBeNull();
  });
});

describe('SSR worker answers', () => {
  const log = Fastify({ logger: false }).log;
  let releaseDir: string;
  let pool: SsrPool;
  // A page joined piece by piece as React writes it, with accents and characters outside Latin-1.
  const page = Array.from({ length: 3000 }, (_, i) => `<p>Société n° ${i} — « Crème brûlée » ’</p>`).join('');

  beforeAll(async () => {
    releaseDir = makeRelease({
      lambda: `exports.default = async (req, res) => {
         if (req.url.endsWith('page-data.json')) return res.json({ nom: 'Société Générale — « Ça »' });
         let html = '';
         for (let i = 0; i < 3000; i += 1) html += '<p>Société n° ' + i + ' — « Crème brûlée » ’</p>';
         res.status(200).send(html);
       };`,
    });
    pool = await SsrPool.start(releaseDir, log, process.env, 1);
  });

  afterAll(async () => {
    await pool.stop();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('sends the page encoded once in UTF-8, its length in bytes, as HTML', async () => {
    const lease = pool.acquire()!;
    try {
      const response = await fetch(`${lease.origin}/fiche-greffe/paris/7501`);
      const octets = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(page));
      expect(octets.toString('utf8')).toBe(page);
    } finally {
      lease.done();
    }
  });

  it('sends page data as JSON the same way', async () => {
    const lease = pool.acquire()!;
    try {
      const response = await fetch(`${lease.origin}/page-data/fiche-greffe/paris/7501/page-data.json`);
      const texte = JSON.stringify({ nom: 'Société Générale — « Ça »' });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(texte));
      expect(await response.text()).toBe(texte);
    } finally {
      lease.done();
    }
  });
});
