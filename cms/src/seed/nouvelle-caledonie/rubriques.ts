import type { RUBRIQUES } from '../donnees/rubriques';

/** Titles, introductions and SEO of the listing pages of the Caledonian portal. */
export const RUBRIQUES_NC: typeof RUBRIQUES = [
  {
    slug: 'actualites',
    titre: 'Actualités',
    introduction: 'Les repères du registre du commerce et des sociétés de Nouvelle-Calédonie et du répertoire RIDET.',
    seo_title: 'Actualités du registre calédonien | Greffeo',
    seo_description:
      'RCS de Nouvelle-Calédonie, RIDET de l’ISEE, identifiants des entreprises : les actualités utiles aux entreprises calédoniennes et à leurs partenaires.',
  },
  {
    slug: 'aides-et-tutoriels',
    titre: 'Aides et tutoriels',
    introduction: 'Des fiches pas à pas pour trouver une entreprise calédonienne, lire sa fiche et la surveiller.',
    seo_title: 'Aides et tutoriels | Greffeo',
    seo_description:
      'Guides pratiques pour utiliser Greffeo en Nouvelle-Calédonie : recherche par nom, RID ou RIDET, fiche entreprise, surveillance.',
  },
  {
    slug: 'services',
    titre: 'Services',
    introduction: 'Ce que le portail propose pour les entreprises du registre calédonien.',
    seo_title: 'Services | Greffeo',
    seo_description: 'Recherche d’entreprises et de dirigeants calédoniens, surveillance d’entreprises.',
  },
  {
    slug: 'kbis-documents',
    titre: 'Kbis et documents officiels',
    introduction:
      'Ce qu’atteste un extrait Kbis du registre calédonien, et à qui le demander : la Direction des affaires économiques.',
    seo_title: 'Kbis et documents officiels en Nouvelle-Calédonie | Greffeo',
    seo_description:
      'L’extrait Kbis du RCS de Nouvelle-Calédonie, délivré par la Direction des affaires économiques, et les identifiants RID et RIDET.',
  },
  {
    slug: 'faq',
    titre: 'Questions fréquentes',
    introduction: 'Les réponses aux questions les plus courantes sur le portail calédonien.',
    seo_title: 'Questions fréquentes | Greffeo',
    seo_description: 'Recherche, fiche entreprise, RID et RIDET, compte et surveillance : les questions fréquentes.',
  },
];
