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

/**
 * A pool of `size` workers on a release whose engine is `lambda`, started before the describe's
 * tests and stopped after them (the release removed).
 */
function poolForTests(lambda: string, size: number): { pool(): SsrPool; releaseDir(): string } {
  const log = Fastify({ logger: false }).log;
  let releaseDir: string;
  let pool: SsrPool;
  beforeAll(async () => {
    releaseDir = makeRelease({ lambda });
    pool = await SsrPool.start(releaseDir, log, process.env, size);
  });
  afterAll(async () => {
    await pool.stop();
    rmSync(releaseDir, { recursive: true, force: true });
  });
  return { pool: () => pool, releaseDir: () => releaseDir };
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
  // An engine that says which process rendered, and takes its time when asked to.
  const running = poolForTests(
    `exports.default = async (req, res) => {
       if (req.query.lent) await new Promise((resolve) => setTimeout(resolve, 300));
       res.status(200).send(String(process.pid));
     };`,
    2,
  );

  it('hands concurrent requests to the least busy worker', async () => {
    expect(running.pool().size).toBe(2);
    const first = running.pool().acquire();
    const second = running.pool().acquire();
    expect(first && second).toBeTruthy();
    expect(first!.origin).not.toBe(second!.origin);
    const pids = await Promise.all([renderedBy(first!.origin, '?lent=1'), renderedBy(second!.origin, '?lent=1')]);
    expect(new Set(pids).size).toBe(2);
    first!.done();
    second!.done();
    // Given back: the next two leases again go to two different workers.
    const third = running.pool().acquire()!;
    const fourth = running.pool().acquire()!;
    expect(third.origin).not.toBe(fourth.origin);
    third.done();
    fourth.done();
  });

  it('keeps serving with the other worker while a dead one restarts', async () => {
    const lease = running.pool().acquire()!;
    const victim = await renderedBy(lease.origin);
    lease.done();
    process.kill(victim, 'SIGKILL');
    await waitFor(() => running.pool().alive === 1);
    for (let i = 0; i < 3; i += 1) {
      const next = running.pool().acquire()!;
      expect(await renderedBy(next.origin)).not.toBe(victim);
      next.done();
    }
    await waitFor(() => running.pool().alive === 2);
    const pids = new Set<number>();
    const leases = [running.pool().acquire()!, running.pool().acquire()!];
    for (const l of leases) pids.add(await renderedBy(l.origin));
    leases.forEach((l) => l.done());
    expect(pids.size).toBe(2);
    expect(pids.has(victim)).toBe(false);
  });

  it('lends no worker once stopped', async () => {
    const other = await SsrPool.start(running.releaseDir(), log, process.env, 1);
    await other.stop();
    expect(other.alive).toBe(0);
    expect(other.acquire()).toBeNull();
  });
});

describe('SSR worker answers', () => {
  // A page with accents and characters outside Latin-1, which the engine joins piece by piece as
  // React writes it (a string of thousands of pieces).
  const piece = '<p>Société n° — « Crème brûlée » ’</p>';
  const page = piece.repeat(3000);
  const data = { nom: 'Société Générale — « Ça »' };
  const running = poolForTests(
    `exports.default = async (req, res) => {
       if (req.url.endsWith('page-data.json')) return res.json(${JSON.stringify(data)});
       let html = '';
       for (let i = 0; i < 3000; i += 1) html += ${JSON.stringify(piece)};
       res.status(200).send(html);
     };`,
    1,
  );

  async function get(pathname: string): Promise<Response> {
    const lease = running.pool().acquire()!;
    try {
      const response = await fetch(`${lease.origin}${pathname}`);
      return response;
    } finally {
      lease.done();
    }
  }

  it('sends a page with its exact UTF-8 bytes and their length, as HTML', async () => {
    const response = await get('/fiche-greffe/paris/7501');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(page));
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(page);
  });

  it('sends page data as JSON the same way', async () => {
    const response = await get('/page-data/fiche-greffe/paris/7501/page-data.json');
    const texte = JSON.stringify(data);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(texte));
    expect(await response.text()).toBe(texte);
  });
});
