import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from './site-config';
import { mirrorUploads, type MediaNode } from './src/build/mirror-uploads';
import { cmsTypeDefs } from './src/build/cms-type-defs';
import { assertCmsReachable } from './src/build/cms-health';

const site = loadSiteConfig();

/**
 * Fail fast, with a message an operator understands, when the CMS is unreachable: the build
 * stops before touching anything and the portal keeps serving the previous release.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  try {
    await assertCmsReachable(site.cmsUrl);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

/** CMS node types are declared so that a missing or empty CMS field never breaks the build. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(cmsTypeDefs);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter }) => {
  const media = getNodesByType('STRAPI__MEDIA') as unknown as MediaNode[];
  const copied = await mirrorUploads(media, site.cmsUrl, path.join(process.cwd(), 'public'));
  reporter.info(`[portail] ${copied} fichier(s) du CMS copiés dans public/uploads`);
};
