import type { UID } from '@strapi/strapi';
import { CGU_CGV_NC } from './pages/cgu-cgv';
import { POLITIQUE_CONFIDENTIALITE_NC } from './pages/confidentialite';
import { PAGE_CONTACT_NC } from './pages/contact';
import { MENTIONS_LEGALES_NC } from './pages/mentions-legales';
import { QUI_SOMMES_NOUS_NC } from './pages/qui-sommes-nous';

/**
 * The fixed pages of a New Caledonia portal (REGION=NC), one single type each. No page-tarifs (no
 * Caledonian price grid is known) and no annuaire-arnaques-kbis: the portal sells no Kbis there.
 */
export const SINGLE_PAGES_NC: Array<{ uid: UID.ContentType; label: string; data: object }> = [
  { uid: 'api::qui-sommes-nous.qui-sommes-nous', label: 'page Qui sommes-nous', data: QUI_SOMMES_NOUS_NC },
  { uid: 'api::cgu-cgv.cgu-cgv', label: 'CGU et CGV', data: CGU_CGV_NC },
  {
    uid: 'api::politique-confidentialite.politique-confidentialite',
    label: 'politique de confidentialité',
    data: POLITIQUE_CONFIDENTIALITE_NC,
  },
  { uid: 'api::mentions-legales.mentions-legales', label: 'mentions légales', data: MENTIONS_LEGALES_NC },
  { uid: 'api::page-contact.page-contact', label: 'page de contact', data: PAGE_CONTACT_NC },
];
