import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadSiteConfig } from './site-config';
import { mirrorUploads, type MediaNode } from './src/build/mirror-uploads';
import { cmsTypeDefs } from './src/build/cms-type-defs';
import { liensDesAides, resolveursAidesDocuments } from './src/build/aides-documents';
import { assertCmsReachable } from './src/build/cms-health';
import { pageDeLaRegion } from './src/lib/region';
import {
  CHEMIN_PLAN,
  construirePagesContenu,
  contextePlan,
  LiensCasses,
  liensCasses,
  robotsTxt,
  sitemapContenus,
  type PageDuSite,
} from './src/build/contenu';

const site = loadSiteConfig();

/** Internal links of the CMS content and menus, by page, kept from createPages for the check. */
let liensAVerifier = new Map<string, Set<string>>();

const gabarit = (nom: string) => path.resolve(`src/templates/${nom}.tsx`);

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

/**
 * A Caledonian build leaves out the pages of the mainland registry's services (greffes, cases,
 * pledges, formalities: src/lib/region.ts); the link check below then fails on any CMS link to them.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!pageDeLaRegion(page.path)) actions.deletePage(page);
};

/** CMS node types are declared so that a missing or empty CMS field never breaks the build. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(cmsTypeDefs);
};

/** The documents' definitions and specimens: their Markdown as sanitized HTML, their table as JSON. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(resolveursAidesDocuments(site.siteUrl));
};

/**
 * The content pages of SPEC §2, built from the CMS nodes: Markdown is rendered and sanitized here,
 * so each page's context is exactly what it shows (see src/lib/contenu/types.ts).
 */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType, getNode, reporter }) => {
  try {
    const fabrique = construirePagesContenu({ getNodesByType, getNode }, site.siteUrl, site.editeur);
    for (const { gabarit: nom, contexte } of fabrique.pages) {
      actions.createPage({ path: contexte.chemin, component: gabarit(nom), context: contexte });
    }
    liensAVerifier = fabrique.liens;
    for (const [origine, liens] of liensDesAides({ getNodesByType, getNode }, site.siteUrl)) {
      liensAVerifier.set(origine, liens);
    }
    reporter.info(`[portail] ${fabrique.pages.length} pages de contenu créées depuis le CMS`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

/** Runs after every other page exists (src/pages included): the plan du site lists what was built. */
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = ({ actions, getNodesByType }) => {
  const pages = getNodesByType('SitePage') as unknown as PageDuSite[];
  actions.createPage({ path: CHEMIN_PLAN, component: gabarit('plan-du-site'), context: contextePlan(pages) });
};

/** A link of the CMS that leads nowhere fails the build, naming the page and the link. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ getNodesByType, reporter }) => {
  const pages = getNodesByType('SitePage') as unknown as PageDuSite[];
  const casses = liensCasses(liensAVerifier, pages);
  if (casses.length > 0) reporter.panicOnBuild(new LiensCasses(casses).message);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter }) => {
  const publicDir = path.join(process.cwd(), 'public');
  const media = getNodesByType('STRAPI__MEDIA') as unknown as MediaNode[];
  const copied = await mirrorUploads(media, site.cmsUrl, publicDir);
  reporter.info(`[portail] ${copied} fichier(s) du CMS copiés dans public/uploads`);
  const pages = getNodesByType('SitePage') as unknown as PageDuSite[];
  await mkdir(path.join(publicDir, 'sitemaps'), { recursive: true });
  await writeFile(path.join(publicDir, 'sitemaps', 'contenus.xml'), sitemapContenus(pages, site.siteUrl));
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(site.siteUrl));
};
