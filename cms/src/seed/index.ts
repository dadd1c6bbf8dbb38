import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import type { LinkSeed, SOCIAL_LINKS } from './footer';
import type { MenuEntrySeed, MenuSection } from './menu';
import type { PartnerSeed } from './partners';
import { renderWordmark } from './wordmark';

/** What the first start publishes of a region's navigation and home (src/seed/regions.ts chooses). */
export interface ContenuDeBase {
  siteInformation: object;
  homePage: object;
  footerGroups: Array<{ title: string; links: LinkSeed[] }>;
  socialLinks: typeof SOCIAL_LINKS;
  partners: PartnerSeed[];
  menu: Record<MenuSection, MenuEntrySeed[]>;
}

/**
 * Seeds the editorial content once, on a database without menu entries.
 *
 * As soon as one menu entry exists the seed never runs again, so editors' changes
 * are never overwritten. Each step also skips a type that already has content and
 * menu entries come last: a start interrupted half-way completes the seed at the
 * next start instead of duplicating it.
 */
export async function seedContent(strapi: Core.Strapi, base: ContenuDeBase): Promise<void> {
  if ((await countRows(strapi, 'api::menu-entry.menu-entry')) > 0) {
    strapi.log.info('[amorçage] Contenu : des entrées de menu existent déjà, pas d’amorçage.');
    return;
  }
  strapi.log.info('[amorçage] Contenu : base sans entrée de menu, création du contenu initial.');
  await seedStep(strapi, 'api::site-information.site-information', 'informations du site', () =>
    publish(strapi, 'api::site-information.site-information', base.siteInformation),
  );
  await seedStep(strapi, 'api::home-page.home-page', 'page d’accueil', () =>
    publish(strapi, 'api::home-page.home-page', base.homePage),
  );
  await seedStep(strapi, 'api::footer-link-group.footer-link-group', 'groupes de liens du pied de page', () =>
    publishAll(
      strapi,
      'api::footer-link-group.footer-link-group',
      base.footerGroups.map((group, index) => ({ ...group, order: index + 1 })),
    ),
  );
  await seedStep(strapi, 'api::social-link.social-link', 'réseaux sociaux', () =>
    publishAll(
      strapi,
      'api::social-link.social-link',
      base.socialLinks.map((link, index) => ({ ...link, order: index + 1 })),
    ),
  );
  await seedStep(strapi, 'api::partner-logo.partner-logo', 'logos partenaires', () =>
    seedPartners(strapi, base.partners),
  );
  await seedStep(strapi, 'api::menu-entry.menu-entry', 'entrées de menu', () =>
    publishAll(strapi, 'api::menu-entry.menu-entry', menuEntries(base.menu)),
  );
}

async function seedStep(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  label: string,
  create: () => Promise<number>,
): Promise<void> {
  if ((await countRows(strapi, uid)) > 0) {
    strapi.log.info(`[amorçage] Contenu : ${label}, contenu existant conservé, étape ignorée.`);
    return;
  }
  const created = await create();
  strapi.log.info(`[amorçage] Contenu : ${label}, ${created} ${created > 1 ? 'éléments publiés' : 'élément publié'}.`);
}

function countRows(strapi: Core.Strapi, uid: UID.ContentType): Promise<number> {
  // Counts drafts and published rows alike: any row means editors own this type.
  return strapi.db.query(uid).count();
}

async function publish(strapi: Core.Strapi, uid: UID.ContentType, data: object): Promise<number> {
  // Casts: without generated types Strapi cannot type the data of our own content types.
  await strapi.documents(uid).create({ data: data as never, status: 'published' });
  return 1;
}

async function publishAll(strapi: Core.Strapi, uid: UID.ContentType, entries: object[]): Promise<number> {
  for (const data of entries) await publish(strapi, uid, data);
  return entries.length;
}

function menuEntries(menu: ContenuDeBase['menu']): object[] {
  return (Object.entries(menu) as Array<[MenuSection, (typeof menu)[MenuSection]]>).flatMap(([section, entries]) =>
    entries.map((entry, index) => ({
      title: entry.title,
      order: index + 1,
      additionalFields: { menu_section: section },
      related: entry.related,
      items: entry.items ?? [],
    })),
  );
}

async function seedPartners(strapi: Core.Strapi, partners: PartnerSeed[]): Promise<number> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'greffeo-logos-'));
  try {
    for (const [index, partner] of partners.entries()) {
      const logoId = await uploadWordmark(strapi, partner, workDir);
      await publish(strapi, 'api::partner-logo.partner-logo', {
        name: partner.name,
        url: partner.url,
        alt: partner.alt,
        logo: logoId,
        order: index + 1,
      });
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
  return partners.length;
}

/** Stores the wordmark through the upload plugin so it gets its responsive formats. */
async function uploadWordmark(strapi: Core.Strapi, partner: PartnerSeed, workDir: string): Promise<number> {
  const png = await renderWordmark(partner.shortName, partner.name);
  const filepath = path.join(workDir, partner.fileName);
  await fs.writeFile(filepath, png);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: partner.fileName, alternativeText: partner.alt, caption: partner.name } },
      files: { filepath, originalFilename: partner.fileName, mimetype: 'image/png', size: png.length },
    });
  return file.id;
}
