/**
 * Build-side configuration of the Gatsby site, read once and validated (STYLE.md §3).
 * Only gatsby-config.ts and gatsby-node.ts import it: nothing here may reach the browser,
 * in particular not the CMS token.
 */
import { lireIdentiteEditeur, VARIABLE_EDITEUR, type IdentiteEditeur } from '@portail/domaine';
export interface SiteConfig {
  cmsUrl: string;
  cmsBuildToken: string;
  region: 'FR' | 'NC';
  siteUrl: string;
  /** The publisher the legal notice names (PORTAIL_EDITEUR, shared with the invoices); null: none declared. */
  editeur: IdentiteEditeur | null;
}

export class SiteConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Configuration invalide : ${variable} ${reason}`);
    this.name = 'SiteConfigError';
  }
}

function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    throw new SiteConfigError(name, `doit être une URL http(s) (reçu « ${raw} »).`);
  }
}

export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const cmsBuildToken = env.CMS_BUILD_TOKEN?.trim() ?? '';
  if (cmsBuildToken.length < 32) {
    throw new SiteConfigError('CMS_BUILD_TOKEN', 'est manquant ou trop court (au moins 32 caractères).');
  }
  const region = env.GATSBY_REGION?.trim() || 'FR';
  if (region !== 'FR' && region !== 'NC') {
    throw new SiteConfigError('GATSBY_REGION', `doit valoir FR ou NC (reçu « ${region} »).`);
  }
  const siteUrl = readUrl(env, 'SITE_URL', 'http://localhost:8000');
  const { editeur, probleme } = lireIdentiteEditeur(env[VARIABLE_EDITEUR], siteUrl);
  if (probleme !== undefined)
    throw new SiteConfigError(VARIABLE_EDITEUR, probleme.slice(VARIABLE_EDITEUR.length).trim());
  return {
    cmsUrl: readUrl(env, 'CMS_URL', 'http://127.0.0.1:1337'),
    cmsBuildToken,
    region,
    siteUrl,
    editeur,
  };
}
