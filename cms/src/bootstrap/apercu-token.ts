import type { Core } from '@strapi/strapi';
import { ensureCustomToken } from './custom-token';

export const APERCU_TOKEN_NAME = 'apercu';

/**
 * find (and findOne) of every api:: content type, nothing else: the portal's preview page reads
 * drafts (`?status=draft`, which Strapi allows to any token that may read) and must never write.
 * Computed from the registered types, so a type added later is readable after the next start.
 */
export function apercuPermissions(strapi: Core.Strapi): string[] {
  // A single type has no findOne action: Strapi refuses a token naming an unknown action.
  return Object.entries(strapi.contentTypes)
    .filter(([uid]) => uid.startsWith('api::'))
    .flatMap(([uid, type]) => (type.kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]))
    .sort();
}

/** The `apercu` API token, key CMS_APERCU_TOKEN; none when the variable is absent. */
export function ensureApercuToken(strapi: Core.Strapi, key: string | null): Promise<void> {
  return ensureCustomToken(
    strapi,
    {
      name: APERCU_TOKEN_NAME,
      description: 'Lecture des brouillons par la page d’aperçu du portail (/apercu), jamais d’écriture.',
      variable: 'CMS_APERCU_TOKEN',
      scope: 'lecture seule, brouillons compris',
      permissions: apercuPermissions(strapi),
    },
    key,
  );
}
