import type { RateLimitsConfig, ServerConfig } from '../config.js';
import { noPublication } from './publication.js';

const HIGH = { max: 1_000_000, windowMs: 60_000 };

/** Limits on (rate-limits.ts runs) but out of reach: only rate-limits.test.ts lowers them. */
export const unreachedRateLimits: RateLimitsConfig = {
  search: HIGH,
  suggestions: HIGH,
  downloads: HIGH,
  signUp: HIGH,
  passwordReset: HIGH,
  paymentNotifications: HIGH,
  redisUrl: null,
  redisPrefix: 'portail:limites:',
};

/**
 * The configuration of a portal server under test: silent, one SSR worker not warmed, no page
 * cache, no rebuilds, no metrics listener.
 */
export function testConfig(
  overrides: Pick<ServerConfig, 'servicesUrl' | 'releaseDir'> & Partial<ServerConfig>,
): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    siteUrl: 'http://localhost',
    cmsPublicUrl: 'http://cms.test',
    logLevel: 'silent',
    ssrWorkers: 1,
    rechauffageTours: 0,
    pageCacheBytes: 0,
    trustedProxies: [],
    publication: noPublication,
    rateLimits: unreachedRateLimits,
    metrics: { host: '127.0.0.1', port: null },
    observabilite: { traces: null, suiviErreurs: null },
    fournisseurOidc: null,
    ...overrides,
  };
}
