import type { Core } from '@strapi/strapi';

export const BUILD_TOKEN_NAME = 'gatsby-build';

interface StoredToken {
  id: number;
  accessKey: string;
  type: string;
}

/**
 * Makes sure the full-access API token used by the Gatsby build exists and that its
 * key is CMS_BUILD_TOKEN. Strapi only stores an HMAC of a key (plus an encrypted copy
 * for the admin panel), so the key is hashed and encrypted with Strapi's own services.
 */
export async function ensureBuildToken(strapi: Core.Strapi, buildToken: string): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api');
  const expectedHash = tokens.hash(buildToken);
  const stored = (await strapi.db.query('admin::api-token').findOne({
    select: ['id', 'accessKey', 'type'],
    where: { name: BUILD_TOKEN_NAME },
  })) as StoredToken | null;

  if (stored && stored.accessKey === expectedHash && stored.type === 'full-access') {
    strapi.log.info(`[amorçage] Jeton d’API « ${BUILD_TOKEN_NAME} » : déjà à jour.`);
    return;
  }

  // create() draws a random key; it is replaced just below by CMS_BUILD_TOKEN.
  const id =
    stored?.id ??
    (
      await tokens.create({
        name: BUILD_TOKEN_NAME,
        description: 'Lecture du contenu par la construction du site Gatsby (accès complet).',
        type: 'full-access',
        lifespan: null,
      })
    ).id;

  await strapi.db.query('admin::api-token').update({
    where: { id },
    data: {
      type: 'full-access',
      accessKey: expectedHash,
      encryptedKey: strapi.service('admin::encryption').encrypt(buildToken),
    },
  });
  strapi.log.info(
    stored
      ? `[amorçage] Jeton d’API « ${BUILD_TOKEN_NAME} » : clé mise à jour depuis CMS_BUILD_TOKEN.`
      : `[amorçage] Jeton d’API « ${BUILD_TOKEN_NAME} » : créé (accès complet).`,
  );
}
