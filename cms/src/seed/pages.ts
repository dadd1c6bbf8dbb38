/** Site information and home page seeded at first start. */

export const SITE_INFORMATION = {
  site_name: 'Greffeo',
  tagline: 'Les informations légales sur les entreprises, au même endroit',
  description:
    'Greffeo permet de rechercher une entreprise, un dirigeant ou un greffe, de commander les documents issus du registre du commerce et des sociétés (extrait Kbis, comptes annuels, actes et statuts, état d’endettement) et de suivre les formalités des entreprises.',
  support_url: 'https://aide.greffeo.fr',
  contact_url: 'https://aide.greffeo.fr/hc/fr/requests/new',
  copyright: '© Greffeo',
};

export const HOME_PAGE = {
  title: 'Toutes les informations officielles sur les entreprises',
  intro:
    'Recherchez une entreprise par son nom, son numéro SIREN ou l’un de ses dirigeants, puis commandez en ligne les documents déposés au registre du commerce et des sociétés.',
  seo_title: 'Greffeo – Extrait Kbis, comptes annuels et informations sur les entreprises',
  seo_description:
    'Commandez un extrait Kbis, consultez les comptes annuels et les statuts, surveillez des entreprises et trouvez le greffe compétent.',
  tiles: [
    {
      title: 'Extrait Kbis',
      text: 'La carte d’identité d’une entreprise immatriculée au registre du commerce et des sociétés.',
      link: { label: 'Commander un extrait Kbis', url: '/kbis-documents/extrait-kbis', external: false },
    },
    {
      title: 'Comptes annuels',
      text: 'Bilans et comptes de résultat déposés au greffe, pour les exercices disponibles.',
      link: { label: 'Consulter les comptes annuels', url: '/kbis-documents/comptes-annuels', external: false },
    },
    {
      title: 'Surveillance d’entreprises',
      text: 'Soyez averti des changements publiés sur les entreprises qui vous intéressent.',
      link: { label: 'Surveiller une entreprise', url: '/services/surveillance-entreprises', external: false },
    },
    {
      title: 'Formalités',
      text: 'Création, modification, cessation : les étapes et les documents à préparer.',
      link: { label: 'Voir les formalités', url: '/formalites', external: false },
    },
    {
      title: 'Rechercher un greffe',
      text: 'Trouvez le greffe compétent pour une commune et ses coordonnées.',
      link: { label: 'Trouver un greffe', url: '/rechercher-un-greffe', external: false },
    },
  ],
};
