/** Footer link groups and social networks seeded at first start. */

export interface LinkSeed {
  label: string;
  url: string;
  external?: boolean;
}

export const FOOTER_GROUPS: Array<{ title: string; links: LinkSeed[] }> = [
  {
    title: 'Informations',
    links: [
      { label: 'Qui sommes-nous', url: '/qui-sommes-nous' },
      { label: 'Actualités', url: '/actualites' },
      { label: 'Aides et tutoriels', url: '/aides-et-tutoriels' },
      { label: 'Tutoriels vidéos', url: '/tutoriels-videos' },
      { label: 'Tarifs', url: '/tarifs' },
      { label: 'FAQ', url: '/faq' },
      { label: 'Nous contacter', url: '/contact-greffeo' },
    ],
  },
  {
    title: 'Rechercher',
    links: [
      { label: 'Recherche avancée', url: '/recherche-entreprise-dirigeant/recherche-avancee' },
      { label: 'Recherche par département', url: '/recherche-par-departement' },
      { label: 'Rechercher un greffe', url: '/rechercher-un-greffe' },
      { label: 'Plan du site', url: '/plan-du-site' },
    ],
  },
  {
    title: 'Informations Légales',
    links: [
      { label: 'Conditions générales d’utilisation et de vente', url: '/cgu-cgv' },
      { label: 'Politique de confidentialité', url: '/politique-de-confidentialite-traitement-donnees-personnelles' },
      { label: 'Mentions légales', url: '/mentions-legales' },
      { label: 'Annuaire des arnaques au Kbis', url: '/annuaire-arnaques-kbis' },
    ],
  },
];

export type SocialNetwork = 'facebook' | 'x' | 'linkedin' | 'youtube' | 'instagram';

export const SOCIAL_LINKS: Array<{ network: SocialNetwork; label: string; url: string }> = [
  { network: 'facebook', label: 'Greffeo sur Facebook', url: 'https://www.facebook.com/greffeo' },
  { network: 'x', label: 'Greffeo sur X', url: 'https://x.com/greffeo' },
  { network: 'linkedin', label: 'Greffeo sur LinkedIn', url: 'https://www.linkedin.com/company/greffeo' },
  { network: 'youtube', label: 'Greffeo sur YouTube', url: 'https://www.youtube.com/@greffeo' },
  { network: 'instagram', label: 'Greffeo sur Instagram', url: 'https://www.instagram.com/greffeo' },
];
