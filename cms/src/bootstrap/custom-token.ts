import type { Core } from '@strapi/strapi';
import { findToken, storeKey } from './api-token';

export interface CustomToken {
  name: string;
  description: string;
  /** Variable holding the key, named in the logs. */
  variable: string;
  /** What the token may do, said in the log line (« lecture seule des brouillons »). */
  scope: string;
  permissions: string[];
}

/**
 * Keeps a custom API token in line with its variable: exactly `permissions`, or no token at all
 * when the key is absent. Anything different (key, type, permissions widened in the admin panel)
 * is revoked and recreated rather than patched.
 */
export async function ensureCustomToken(strapi: Core.Strapi, token: CustomToken, key: string | null): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api');
  const stored = await findToken(strapi, token.name, true);

  if (!key) {
    if (stored) {
      await tokens.revoke(stored.id);
      strapi.log.info(`[amorçage] Jeton d’API « ${token.name} » : supprimé (${token.variable} absente).`);
    }
    return;
  }
  const actions = (stored?.permissions ?? []).map((p) => p.action).sort();
  if (
    stored &&
    stored.accessKey === tokens.hash(key) &&
    stored.type === 'custom' &&
    actions.join() === [...token.permissions].sort().join()
  ) {
    strapi.log.info(`[amorçage] Jeton d’API « ${token.name} » : déjà à jour.`);
    return;
  }
  if (stored) await tokens.revoke(stored.id);
  const { id } = await tokens.create({
    name: token.name,
    description: token.description,
    type: 'custom',
    lifespan: null,
    permissions: token.permissions,
  });
  await storeKey(strapi, id, key);
  strapi.log.info(`[amorçage] Jeton d’API « ${token.name} » : créé (${token.scope}).`);
}
