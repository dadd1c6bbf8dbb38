import type { Core } from '@strapi/strapi';
import { ensureCustomToken } from './custom-token';

export const EDITION_TOKEN_NAME = 'edition-actualites';

/**
 * Read, create and update actualités, nothing else: the publication bench and journey edit one
 * article; the preview journey creates a draft (`POST /api/actualites?status=draft`, which needs
 * `create`; without `status=draft` the REST API would publish it).
 */
const PERMISSIONS = [
  'api::actualite.actualite.find',
  'api::actualite.actualite.findOne',
  'api::actualite.actualite.create',
  'api::actualite.actualite.update',
];

/** The `edition-actualites` API token, key CMS_EDITION_TOKEN; none when the variable is absent. */
export function ensureEditionToken(strapi: Core.Strapi, key: string | null): Promise<void> {
  return ensureCustomToken(
    strapi,
    {
      name: EDITION_TOKEN_NAME,
      description: 'Écriture des actualités par l’API REST (mesure, parcours de publication et d’aperçu).',
      variable: 'CMS_EDITION_TOKEN',
      scope: 'lecture, création et modification des actualités',
      permissions: PERMISSIONS,
    },
    key,
  );
}
