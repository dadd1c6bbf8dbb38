import type { UID } from '@strapi/strapi';
import { ANNUAIRE_ARNAQUES } from './pages/arnaques-kbis';
import { CGU_CGV } from './pages/cgu-cgv';
import { POLITIQUE_CONFIDENTIALITE } from './pages/confidentialite';
import { PAGE_CONTACT } from './pages/contact';
import { MENTIONS_LEGALES } from './pages/mentions-legales';
import { QUI_SOMMES_NOUS } from './pages/qui-sommes-nous';
import { PAGE_TARIFS } from './pages/tarifs';

/** The fixed pages, one single type each. */
export const SINGLE_PAGES: Array<{ uid: UID.ContentType; label: string; data: object }> = [
  { uid: 'api::qui-sommes-nous.qui-sommes-nous', label: 'page Qui sommes-nous', data: QUI_SOMMES_NOUS },
  { uid: 'api::cgu-cgv.cgu-cgv', label: 'CGU et CGV', data: CGU_CGV },
  {
    uid: 'api::politique-confidentialite.politique-confidentialite',
    label: 'politique de confidentialité',
    data: POLITIQUE_CONFIDENTIALITE,
  },
  { uid: 'api::mentions-legales.mentions-legales', label: 'mentions légales', data: MENTIONS_LEGALES },
  { uid: 'api::page-contact.page-contact', label: 'page de contact', data: PAGE_CONTACT },
  {
    uid: 'api::annuaire-arnaques-kbis.annuaire-arnaques-kbis',
    label: 'annuaire des arnaques au Kbis',
    data: ANNUAIRE_ARNAQUES,
  },
  { uid: 'api::page-tarifs.page-tarifs', label: 'page des tarifs', data: PAGE_TARIFS },
];
