/** Titles, introductions and SEO of the listing pages. */
export const RUBRIQUES = [
  {
    slug: 'actualites',
    titre: 'Actualités',
    introduction: 'Les nouveautés du registre du commerce et des sociétés, des formalités et du portail Greffeo.',
    seo_title: 'Actualités du registre et des formalités | Greffeo',
    seo_description:
      'Réformes, nouvelles démarches et évolutions du portail : les actualités utiles aux entreprises et à leurs conseils.',
  },
  {
    slug: 'aides-et-tutoriels',
    titre: 'Aides et tutoriels',
    introduction: 'Des fiches pas à pas pour rechercher une entreprise, commander un document et gérer votre compte.',
    seo_title: 'Aides et tutoriels | Greffeo',
    seo_description:
      'Guides pratiques pour utiliser Greffeo : recherche, commande de documents, surveillance, espace personnel.',
  },
  {
    slug: 'tutoriels-videos',
    titre: 'Tutoriels vidéos',
    introduction: 'Les principales fonctions du portail expliquées en quelques minutes.',
    seo_title: 'Tutoriels vidéos | Greffeo',
    seo_description:
      'Vidéos courtes pour prendre en main la recherche d’entreprises et la commande de documents sur Greffeo.',
  },
  {
    slug: 'dossiers-thematiques',
    titre: 'Dossiers thématiques',
    introduction:
      'Des dossiers de fond pour comprendre la vie juridique d’une entreprise, de sa création à sa cessation.',
    seo_title: 'Dossiers thématiques | Greffeo',
    seo_description:
      'Comprendre le registre du commerce, les documents légaux et les grandes étapes de la vie d’une entreprise.',
  },
  {
    slug: 'guide-des-formalites',
    titre: 'Guide des formalités',
    introduction: 'Les étapes, les pièces à préparer et les interlocuteurs de chaque formalité d’entreprise.',
    seo_title: 'Guide des formalités des entreprises | Greffeo',
    seo_description: 'Création, modification, cessation, dépôt des comptes : le guide des formalités des entreprises.',
  },
  {
    slug: 'formalites',
    titre: 'Formalités',
    introduction:
      'Depuis le 1er janvier 2023, les formalités de création, de modification et de cessation se déclarent en ligne sur le guichet unique des formalités des entreprises, opéré par l’INPI. Ces pages vous aident à les préparer.',
    seo_title: 'Formalités des entreprises | Greffeo',
    seo_description:
      'Créer, modifier, cesser une entreprise et déposer ses comptes : démarches, pièces et interlocuteurs.',
  },
  {
    slug: 'formalites-dgfip',
    titre: 'Formalités DGFiP',
    introduction: 'Les démarches fiscales qui accompagnent la vie d’une entreprise et de ses actes.',
    seo_title: 'Formalités fiscales des entreprises (DGFiP) | Greffeo',
    seo_description:
      'Enregistrement des actes et obligations fiscales déclaratives : ce qu’il faut savoir et où faire la démarche.',
  },
  {
    slug: 'services',
    titre: 'Services',
    introduction:
      'Recherche, surveillance d’entreprises et consultation d’informations judiciaires : les services du portail.',
    seo_title: 'Services | Greffeo',
    seo_description:
      'Surveillance d’entreprises, consultation d’affaires, recherche de gages sans dépossession et recherche d’entreprises.',
  },
  {
    slug: 'kbis-documents',
    titre: 'Kbis et documents officiels',
    introduction:
      'Extrait Kbis, statuts, comptes annuels, état d’endettement : ce que contient chaque document et à quoi il sert.',
    seo_title: 'Extrait Kbis et documents officiels | Greffeo',
    seo_description:
      'Commandez un extrait Kbis, des statuts, des comptes annuels ou un état d’endettement, et découvrez ce qu’ils contiennent.',
  },
  {
    slug: 'faq',
    titre: 'Questions fréquentes',
    introduction:
      'Les réponses aux questions les plus courantes sur les documents, les commandes, votre compte et vos données.',
    seo_title: 'FAQ : questions fréquentes | Greffeo',
    seo_description:
      'Kbis, commandes, paiement, compte, surveillance, données personnelles et formalités : les réponses à vos questions.',
  },
];
