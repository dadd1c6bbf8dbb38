import type { PublicationConfig } from '../config.js';

/** Servers under test that never rebuild: no secret, so the webhook answers 503. */
export const noPublication: PublicationConfig = {
  webhookSecret: null,
  buildScript: '/nulle/part/build-site.mjs',
  buildTimeoutMs: 60_000,
};
