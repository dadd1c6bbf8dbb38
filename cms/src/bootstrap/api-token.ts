import type { Core } from '@strapi/strapi';

/** Shared by the bootstraps of the build token and of the custom tokens. */
export interface StoredToken {
  id: number;
  accessKey: string;
  type: string;
  permissions?: Array<{ action: string }>;
}

/** The API token named `name` (with its permissions when asked), or null. */
export async function findToken(
  strapi: Core.Strapi,
  name: string,
  withPermissions = false,
): Promise<StoredToken | null> {
  return (await strapi.db.query('admin::api-token').findOne({
    select: ['id', 'accessKey', 'type'],
    where: { name },
    ...(withPermissions ? { populate: ['permissions'] } : {}),
  })) as StoredToken | null;
}

/**
 * Gives token `id` the key of its variable, replacing the random one create() drew. Strapi only
 * stores an HMAC of a key (plus an encrypted copy for the admin panel), so the key is hashed and
 * encrypted with Strapi's own services. `data`: other columns to set in the same write.
 */
export async function storeKey(strapi: Core.Strapi, id: number, key: string, data: object = {}): Promise<void> {
  await strapi.db.query('admin::api-token').update({
    where: { id },
    data: {
      ...data,
      accessKey: strapi.service('admin::api-token-content-api').hash(key),
      encryptedKey: strapi.service('admin::encryption').encrypt(key),
    },
  });
}
