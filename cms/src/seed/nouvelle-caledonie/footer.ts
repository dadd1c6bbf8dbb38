import type { LinkSeed } from '../footer';

/** Footer link groups of a New Caledonia portal (REGION=NC); the social networks stay the French ones. */
export const FOOTER_GROUPS_NC: Array<{ title: string; links: LinkSeed[] }> = [
  {
    title: 'Informations',
    links: [
      { label: 'Qui sommes-nous', url: '/qui-sommes-nous' },
      { label: 'Actualités', url: '/actualites' },
      { label: 'Aides et tutoriels', url: '/aides-et-tutoriels' },
      { label: 'FAQ', url: '/faq' },
      { label: 'Nous contacter', url: '/contact-greffeo' },
    ],
  },
  {
    title: 'Rechercher',
    links: [
      { label: 'Recherche avancée', url: '/recherche-entreprise-dirigeant/recherche-avancee' },
      { label: 'Entreprises de Nouvelle-Calédonie', url: '/recherche-par-departement/988' },
      { label: 'Recherche par département', url: '/recherche-par-departement' },
      { label: 'Plan du site', url: '/plan-du-site' },
    ],
  },
  {
    title: 'Informations Légales',
    links: [
      { label: 'Conditions générales d’utilisation et de vente', url: '/cgu-cgv' },
      { label: 'Politique de confidentialité', url: '/politique-de-confidentialite-traitement-donnees-personnelles' },
      { label: 'Mentions légales', url: '/mentions-legales' },
    ],
  },
];
