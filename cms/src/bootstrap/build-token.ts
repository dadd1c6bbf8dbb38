import type { Core } from '@strapi/strapi';
import { findToken, storeKey } from './api-token';

export const BUILD_TOKEN_NAME = 'gatsby-build';

/**
 * Makes sure the full-access API token used by the Gatsby build exists and that its
 * key is CMS_BUILD_TOKEN; a stale token is updated in place.
 */
export async function ensureBuildToken(strapi: Core.Strapi, buildToken: string): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api');
  const stored = await findToken(strapi, BUILD_TOKEN_NAME);

  if (stored && stored.accessKey === tokens.hash(buildToken) && stored.type === 'full-access') {
    strapi.log.info(`[amorçage] Jeton d’API « ${BUILD_TOKEN_NAME} » : déjà à jour.`);
    return;
  }

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

  await storeKey(strapi, id, buildToken, { type: 'full-access' });
  strapi.log.info(
    stored
      ? `[amorçage] Jeton d’API « ${BUILD_TOKEN_NAME} » : clé mise à jour depuis CMS_BUILD_TOKEN.`
      : `[amorçage] Jeton d’API « ${BUILD_TOKEN_NAME} » : créé (accès complet).`,
  );
}
