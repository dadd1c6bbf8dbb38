import type { MenuEntry, MenuSection, ShellData, ShellLink } from './types';

/** Realistic shell content for the unit tests (shape produced by use-shell-data at build time). */

const internal = (label: string, href: string): ShellLink => ({ label, href, external: false });

function entry(id: string, section: MenuSection, title: string, href: string | null, items: ShellLink[]): MenuEntry {
  return { id, section, title, link: href ? internal(title, href) : null, items };
}

export const menu: MenuEntry[] = [
  entry('doc-kbis', 'documents_officiels', 'Extrait Kbis', '/kbis-documents/extrait-kbis', [
    internal('Commander un extrait Kbis', '/kbis-documents/extrait-kbis'),
    internal('Kbis périodique', '/kbis-documents/kbis-periodique'),
  ]),
  entry('doc-comptes', 'documents_officiels', 'Comptes annuels', '/kbis-documents/comptes-annuels', [
    internal('Bilans et comptes de résultat', '/kbis-documents/comptes-annuels'),
  ]),
  entry('doc-actes', 'documents_officiels', 'Actes et statuts', null, [
    internal('Statuts à jour', '/kbis-documents/statuts'),
    internal('Procès-verbaux d’assemblée', '/kbis-documents/proces-verbaux'),
  ]),
  entry('doc-endettement', 'documents_officiels', 'État d’endettement', '/kbis-documents/etat-endettement', [
    internal('État d’endettement certifié', '/kbis-documents/etat-endettement'),
  ]),
  entry('doc-beneficiaires', 'documents_officiels', 'Bénéficiaires effectifs', null, [
    internal('Déclaration des bénéficiaires effectifs', '/kbis-documents/beneficiaires-effectifs'),
  ]),
  entry('doc-certificats', 'documents_officiels', 'Certificats', null, [
    internal('Certificat de non-faillite', '/kbis-documents/certificat-non-faillite'),
  ]),
  entry('for-creer', 'formalites', 'Créer une entreprise', '/formalites/creer-une-entreprise', [
    internal('Conditions d’accès', '/formalites/conditions-acces'),
    { label: 'Guichet unique des formalités', href: 'https://formalites.entreprises.gouv.fr', external: true },
  ]),
  entry('for-modifier', 'formalites', 'Modifier une entreprise', null, [
    internal('Transfert de siège', '/formalites/transfert-de-siege'),
  ]),
  entry('for-cesser', 'formalites', 'Cesser une activité', null, [
    internal('Dissolution et liquidation', '/formalites/dissolution'),
  ]),
  entry('for-depot', 'formalites', 'Dépôt des comptes annuels', null, [
    internal('Déposer vos comptes', '/formalites/depot-des-comptes'),
  ]),
  entry('for-guide', 'formalites', 'Guide des formalités', '/guide-des-formalites', []),
  entry('ser-suivi', 'services', 'Suivi des entreprises', null, [
    internal('Surveillance d’entreprises', '/services/surveillance'),
  ]),
  entry('ser-procedures', 'services', 'Procédures et sûretés', null, [
    internal('Consulter une affaire', '/services/consulter-une-affaire'),
    internal('Gages sans dépossession', '/services/recherche-gage-sans-depossession'),
  ]),
  entry('ser-outils', 'services', 'Outils professionnels', null, [
    internal('Portefeuille électronique', '/services/portefeuille'),
  ]),
  entry('ser-aide', 'services', 'Accompagnement', null, [internal('Aides et tutoriels', '/aides-et-tutoriels')]),
];

export const shellData: ShellData = {
  site: {
    siteName: 'Greffeo',
    tagline: 'Le registre du commerce et des sociétés, en ligne',
    description: 'Consultez les informations légales des entreprises et commandez vos documents officiels.',
    supportUrl: 'https://aide.greffeo.fr',
    contactUrl: 'https://aide.greffeo.fr/contact',
    copyright: '© 2025 Greffeo',
  },
  menu,
  footerGroups: [
    {
      id: 'informations',
      title: 'Informations',
      links: [
        internal('Qui sommes-nous ?', '/qui-sommes-nous'),
        internal('Actualités', '/actualites'),
        internal('Tarifs', '/tarifs'),
      ],
    },
    {
      id: 'rechercher',
      title: 'Rechercher',
      links: [
        internal('Recherche avancée', '/recherche-entreprise-dirigeant/recherche-avancee'),
        internal('Rechercher un greffe', '/rechercher-un-greffe'),
      ],
    },
    {
      id: 'legal',
      title: 'Informations Légales',
      links: [internal('Mentions légales', '/mentions-legales'), internal('CGU / CGV', '/cgu-cgv')],
    },
  ],
  socialLinks: [
    { id: 's1', network: 'facebook', label: 'Greffeo sur Facebook', url: 'https://www.facebook.com/greffeo' },
    { id: 's2', network: 'x', label: 'Greffeo sur X', url: 'https://x.com/greffeo' },
    { id: 's3', network: 'linkedin', label: 'Greffeo sur LinkedIn', url: 'https://www.linkedin.com/company/greffeo' },
    { id: 's4', network: 'youtube', label: 'Greffeo sur YouTube', url: 'https://www.youtube.com/@greffeo' },
    { id: 's5', network: 'instagram', label: 'Greffeo sur Instagram', url: 'https://www.instagram.com/greffeo' },
  ],
  partners: [
    {
      id: 'p1',
      name: 'Conseil national des greffiers',
      url: 'https://www.cngtc.fr',
      alt: 'Conseil national des greffiers des tribunaux de commerce',
      image: {
        layout: 'constrained',
        width: 160,
        height: 64,
        images: {
          fallback: { src: '/partenaires/cng.png', srcSet: '/partenaires/cng.png 160w', sizes: '160px' },
          sources: [],
        },
      },
    },
    {
      id: 'p2',
      name: 'Institut national de la propriété industrielle',
      url: 'https://www.inpi.fr',
      alt: '',
      image: null,
    },
  ],
};
