import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.js';
import type { ServerConfig } from '../config.js';
import { testConfig } from './config.js';
import { portOf } from './raw-http.js';

export interface PortailDeTest {
  app: FastifyInstance;
  /** The port the portal listens on (127.0.0.1), for raw HTTP requests. */
  port: number;
  /** Closes the portal (and its kept connections), the fake services, and removes the release. */
  close(): Promise<void>;
}

/**
 * A real portal server listening on a free port, in front of `services` (a Fastify instance the
 * test has given its routes; started here) and serving the release in `releaseDir`.
 */
export async function demarrerPortail(
  services: FastifyInstance,
  releaseDir: string,
  overrides: Partial<ServerConfig> = {},
): Promise<PortailDeTest> {
  const servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });
  const app = await buildServer(testConfig({ servicesUrl, releaseDir, ...overrides }), process.env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: portOf(app),
    async close() {
      app.server.closeAllConnections();
      await app.close();
      await services.close();
      rmSync(releaseDir, { recursive: true, force: true });
    },
  };
}
