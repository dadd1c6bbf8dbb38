import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import type { ServerConfig } from './config.js';
import { testConfig } from './test-helpers/config.js';
import { portOf, rawRequest } from './test-helpers/raw-http.js';
import { makeRelease } from './test-helpers/release.js';

/** What the services believe (services/src/modules/identite/pages/requete.ts): the last entry. */
const lastEntry = (header: string) =>
  header
    .split(',')
    .at(-1)
    ?.trim()
    .replace(/^::ffff:/, '');

describe('the visitor address given to the services', () => {
  let releaseDir: string;
  let services: FastifyInstance;
  let servicesUrl: string;
  const started: FastifyInstance[] = [];

  beforeAll(async () => {
    releaseDir = makeRelease();
    services = Fastify();
    services.all('/*', async (request) => ({
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
      forwardedProto: request.headers['x-forwarded-proto'] ?? null,
      forwardedHost: request.headers['x-forwarded-host'] ?? null,
    }));
    servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const app of started) await app.close();
    await services.close();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  async function portal(overrides: Partial<ServerConfig> = {}): Promise<number> {
    const app = await buildServer(testConfig({ servicesUrl, releaseDir, ...overrides }), process.env);
    started.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return portOf(app);
  }

  it('trusts no proxy by default: the socket address is the last entry, whatever the visitor claims', async () => {
    const port = await portal();
    const response = await rawRequest(port, '/auth/interaction/abc/login', {
      method: 'POST',
      headers: {
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'content-length': '0',
      },
    });
    const seen = JSON.parse(response.body) as { forwardedFor: string; forwardedProto: string; forwardedHost: string };
    expect(lastEntry(seen.forwardedFor)).toBe('127.0.0.1');
    expect(seen.forwardedFor).not.toContain('1.2.3.4');
    expect(seen.forwardedProto).toBe('http');
    expect(seen.forwardedHost).toBe('portail.test');
  });

  it('believes X-Forwarded-For from a trusted proxy, and only up to the first untrusted hop', async () => {
    const port = await portal({ trustedProxies: ['127.0.0.1'] });
    const direct = await rawRequest(port, '/api/x', { headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(lastEntry(JSON.parse(direct.body).forwardedFor)).toBe('1.2.3.4');
    // The visitor behind the trusted proxy wrote 6.6.6.6 itself: the proxy saw 1.2.3.4.
    const chain = await rawRequest(port, '/api/x', { headers: { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' } });
    const seen = JSON.parse(chain.body) as { forwardedFor: string };
    expect(lastEntry(seen.forwardedFor)).toBe('1.2.3.4');
    expect(seen.forwardedFor).not.toContain('6.6.6.6');
  });

  it('accepts CIDR ranges, and believes nothing from a peer outside them', async () => {
    const trusted = await portal({ trustedProxies: ['10.0.0.0/8', '127.0.0.0/8'] });
    const inRange = await rawRequest(trusted, '/api/x', { headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(lastEntry(JSON.parse(inRange.body).forwardedFor)).toBe('1.2.3.4');
    const other = await portal({ trustedProxies: ['10.0.0.1'] });
    const outside = await rawRequest(other, '/api/x', { headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(lastEntry(JSON.parse(outside.body).forwardedFor)).toBe('127.0.0.1');
  });
});
