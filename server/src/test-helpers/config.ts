import type { ServerConfig } from '../config.js';
import { noPublication } from './publication.js';

/** The configuration of a portal server under test: silent, one SSR worker, no page cache, no rebuilds. */
export function testConfig(
  overrides: Pick<ServerConfig, 'servicesUrl' | 'releaseDir'> & Partial<ServerConfig>,
): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    siteUrl: 'http://localhost',
    logLevel: 'silent',
    ssrWorkers: 1,
    pageCacheBytes: 0,
    trustedProxies: [],
    publication: noPublication,
    ...overrides,
  };
}
