/** Site information and home page seeded at first start of a New Caledonia portal (REGION=NC). */

export const SITE_INFORMATION_NC = {
  site_name: 'Greffeo',
  tagline: 'Les informations légales sur les entreprises calédoniennes, au même endroit',
  description:
    'Greffeo Nouvelle-Calédonie permet de rechercher une entreprise calédonienne par son nom, son RID ou son RIDET, de consulter les fiches des entreprises, de leurs établissements et de leurs dirigeants, et de suivre les entreprises qui vous intéressent depuis votre espace personnel.',
  support_url: 'https://aide.greffeo.fr',
  contact_url: 'https://aide.greffeo.fr/hc/fr/requests/new',
  copyright: '© Greffeo',
};

export const HOME_PAGE_NC = {
  title: 'Les informations officielles sur les entreprises de Nouvelle-Calédonie',
  intro:
    'Recherchez une entreprise calédonienne par son nom, son RID ou son RIDET, ou l’un de ses dirigeants, puis consultez sa fiche : numéro RCS, capital en francs CFP, établissements et dirigeants.',
  seo_title: 'Greffeo Nouvelle-Calédonie – Entreprises calédoniennes : RID, RIDET et RCS',
  seo_description:
    'Recherchez une entreprise de Nouvelle-Calédonie par son nom, son RID ou son RIDET, consultez sa fiche et suivez-la grâce à une surveillance.',
  tiles: [
    {
      title: 'Rechercher une entreprise',
      text: 'Par son nom, son RID (« 1 236 165 ») ou le RIDET de l’un de ses établissements (« 1 236 165.002 »), ou l’un de ses dirigeants.',
      link: {
        label: 'Ouvrir la recherche avancée',
        url: '/recherche-entreprise-dirigeant/recherche-avancee',
        external: false,
      },
    },
    {
      title: 'Entreprises de Nouvelle-Calédonie',
      text: 'Parcourez les entreprises qui ont leur siège en Nouvelle-Calédonie, ou ajoutez le nom d’une commune à votre recherche (« garage koné »).',
      link: { label: 'Voir les entreprises calédoniennes', url: '/recherche-par-departement/988', external: false },
    },
    {
      title: 'Surveillance d’entreprises',
      text: 'Suivez les entreprises qui vous intéressent depuis votre espace personnel.',
      link: { label: 'Surveiller une entreprise', url: '/services/surveillance-entreprises', external: false },
    },
    {
      title: 'Extrait Kbis calédonien',
      text: 'Qui le délivre, et pourquoi ce portail ne le vend pas : les extraits et les copies du RCS sont délivrés par la DAE.',
      link: {
        label: 'Comprendre le Kbis calédonien',
        url: '/kbis-documents/extrait-kbis-nouvelle-caledonie',
        external: false,
      },
    },
    {
      title: 'RID et RIDET',
      text: 'Les numéros de l’ISEE qui identifient une entreprise calédonienne et chacun de ses établissements.',
      link: { label: 'Lire un RID et un RIDET', url: '/kbis-documents/rid-et-ridet', external: false },
    },
  ],
};
