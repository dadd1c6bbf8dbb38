import type { Region } from '@portail/domaine';
import type { ContenuDeBase } from './index';
import type { DonneesReference } from './editorial/reference';
import type { DossierContenus } from './markdown/contenus-dir';
import { DEFINITIONS } from './donnees/definitions';
import { FAQ_THEMES } from './donnees/faq';
import { FORMALITES, TYPES_FORMALITES } from './donnees/formalites';
import { FORMALITES_DGFIP } from './donnees/formalites-dgfip';
import { KBIS_DOCUMENTS } from './donnees/kbis-documents';
import { SINGLE_PAGES } from './donnees/pages';
import { RUBRIQUES } from './donnees/rubriques';
import { SERVICES } from './donnees/services';
import { SPECIMENS } from './donnees/specimens';
import { TARIFS } from './donnees/tarifs';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './footer';
import { MENU } from './menu';
import { HOME_PAGE, SITE_INFORMATION } from './pages';
import { PARTNERS } from './partners';
import { HOME_PAGE_NC, SITE_INFORMATION_NC } from './nouvelle-caledonie/accueil';
import { FAQ_THEMES_NC } from './nouvelle-caledonie/faq';
import { FOOTER_GROUPS_NC } from './nouvelle-caledonie/footer';
import { KBIS_DOCUMENTS_NC } from './nouvelle-caledonie/kbis-documents';
import { MENU_NC } from './nouvelle-caledonie/menu';
import { SINGLE_PAGES_NC } from './nouvelle-caledonie/pages';
import { PARTNERS_NC } from './nouvelle-caledonie/partenaires';
import { RUBRIQUES_NC } from './nouvelle-caledonie/rubriques';
import { SERVICES_NC } from './nouvelle-caledonie/services';

/**
 * What the CMS of a region's portal seeds (REGION, src/env.ts): each region's portal runs its own
 * CMS, with its own database. New Caledonia's holds its own navigation, home, legal pages, FAQ and
 * articles (src/seed/nouvelle-caledonie, src/seed/contenus-nc) and none of the mainland's guides,
 * formalities or regulated prices: its RCS is the DAE's and its price grid is not known (FACTS §6).
 */
export interface ContenusRegion {
  base: ContenuDeBase;
  reference: DonneesReference;
  /** The Markdown folder shipped beside src/seed (shippedContentDir). */
  dossier: DossierContenus;
}

/** Mainland France's: src/seed/donnees, the navigation and home beside it, src/seed/contenus. */
const FRANCE: ContenusRegion = {
  base: {
    siteInformation: SITE_INFORMATION,
    homePage: HOME_PAGE,
    footerGroups: FOOTER_GROUPS,
    socialLinks: SOCIAL_LINKS,
    partners: PARTNERS,
    menu: MENU,
  },
  reference: {
    pages: SINGLE_PAGES,
    rubriques: RUBRIQUES,
    kbisDocuments: KBIS_DOCUMENTS,
    tarifs: TARIFS,
    faq: FAQ_THEMES,
    typesFormalites: TYPES_FORMALITES,
    formalites: FORMALITES,
    formalitesDgfip: FORMALITES_DGFIP,
    services: SERVICES,
    definitions: DEFINITIONS,
    specimens: SPECIMENS,
  },
  dossier: 'contenus',
};

const NOUVELLE_CALEDONIE: ContenusRegion = {
  base: {
    siteInformation: SITE_INFORMATION_NC,
    homePage: HOME_PAGE_NC,
    footerGroups: FOOTER_GROUPS_NC,
    socialLinks: SOCIAL_LINKS,
    partners: PARTNERS_NC,
    menu: MENU_NC,
  },
  reference: {
    pages: SINGLE_PAGES_NC,
    rubriques: RUBRIQUES_NC,
    kbisDocuments: KBIS_DOCUMENTS_NC,
    tarifs: [],
    faq: FAQ_THEMES_NC,
    typesFormalites: [],
    formalites: [],
    formalitesDgfip: [],
    services: SERVICES_NC,
    definitions: [],
    specimens: [],
  },
  dossier: 'contenus-nc',
};

export function contenusDeRegion(region: Region): ContenusRegion {
  return region === 'NC' ? NOUVELLE_CALEDONIE : FRANCE;
}
