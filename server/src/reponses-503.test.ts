import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { testConfig } from './test-helpers/config.js';
import { makeRelease } from './test-helpers/release.js';

/**
 * A 503 is an answer to pass on, not a reason to ask again: reply-from asks a GET ten more times
 * by default, so while the services were down (bench/faults.mjs) every company page was rendered
 * eleven times (about 1.3 s instead of a few milliseconds) and the SSR workers fell behind the load,
 * until visitors got no answer at all.
 */
describe('503 answers of the SSR engine and of the services', () => {
  let releaseDir: string;
  let app: FastifyInstance;
  let services: Server;
  let servicesCalls = 0;

  beforeAll(async () => {
    // Like a registry page whose getServerData found the services down; `?compte` tells the renders.
    releaseDir = makeRelease({
      lambda: `let renders = 0;
       exports.default = async (req, res) => {
         if (req.query.compte) return res.status(200).send(String(renders));
         renders += 1;
         res.setHeader('cache-control', 'no-store');
         res.status(503).send('<h1>Une erreur est survenue</h1>');
       };`,
    });
    services = createServer((_request, response) => {
      servicesCalls += 1;
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 503, message: 'Le service s’arrête.' }));
    });
    await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
    const { port } = services.address() as AddressInfo;
    app = await buildServer(testConfig({ servicesUrl: `http://127.0.0.1:${port}`, releaseDir }), process.env);
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => services.close(resolve));
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('renders a page that answers 503 once per visitor', async () => {
    const page = await app.inject('/fiche-greffe/paris/7501');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Une erreur est survenue');
    expect((await app.inject('/fiche-greffe/paris/7501?compte=1')).body).toBe('1');
  });

  it('asks the services once when they answer 503', async () => {
    const answer = await app.inject('/api/greffes');
    expect(answer.statusCode).toBe(503);
    expect(servicesCalls).toBe(1);
  });
});
