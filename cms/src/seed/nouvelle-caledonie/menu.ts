import type { MenuEntrySeed, MenuSection } from '../menu';

/**
 * Header menu of a New Caledonia portal (REGION=NC): three sections, split by the site into four
 * columns. The portal sells no document of the Caledonian RCS (the DAE issues them) and files no
 * formality (the chambres consulaires take them since 1 January 2016, FACTS §6): those entries
 * explain where to turn.
 */

// The CFEs of the chambres consulaires take inscriptions, modifications and radiations (FACTS §6).
const CCI_NC = 'https://www.cci.nc';
const CMA_NC = 'https://www.cma.nc';

export const MENU_NC: Record<MenuSection, MenuEntrySeed[]> = {
  documents_officiels: [
    {
      title: 'Extrait Kbis calédonien',
      related: {
        titre: 'Extrait Kbis calédonien',
        titre_tuile: 'Comprendre le Kbis calédonien',
        path: '/kbis-documents/extrait-kbis-nouvelle-caledonie',
      },
      items: [
        {
          title: 'Qui délivre le Kbis ?',
          related: { path: '/kbis-documents/extrait-kbis-nouvelle-caledonie' },
        },
      ],
    },
    {
      title: 'RID et RIDET',
      related: {
        titre: 'RID et RIDET',
        titre_tuile: 'Lire un RID et un RIDET',
        path: '/kbis-documents/rid-et-ridet',
      },
      items: [
        {
          title: 'Trouver une entreprise par son RID ou son RIDET',
          related: { path: '/aides-et-tutoriels/trouver-une-entreprise-caledonienne' },
        },
      ],
    },
    {
      title: 'Le registre calédonien',
      related: {
        titre: 'RCS de Nouméa et numéro RIDET',
        path: '/actualites/nouvelle-caledonie-rcs-et-ridet',
      },
    },
    {
      title: 'Tous les documents',
      related: { titre: 'Kbis et documents officiels', path: '/kbis-documents' },
    },
  ],
  formalites: [
    {
      title: 'Formalités en Nouvelle-Calédonie',
      related: {
        titre: 'Formalités en Nouvelle-Calédonie',
        titre_formalite: 'À qui s’adresser',
        titre_tuile: 'Où déclarer une formalité',
        path: '/actualites/a-qui-s-adresser-en-nouvelle-caledonie',
      },
      items: [
        {
          title: 'Chambre de commerce et d’industrie',
          related: { titre_formalite: 'CCI de Nouvelle-Calédonie', externalLink: CCI_NC },
        },
        {
          title: 'Chambre de métiers et de l’artisanat',
          related: { titre_formalite: 'CMA de Nouvelle-Calédonie', externalLink: CMA_NC },
        },
      ],
    },
  ],
  services: [
    {
      title: 'Recherche avancée',
      related: {
        titre: 'Recherche avancée',
        titre_service: 'Recherche d’entreprises et de dirigeants',
        titre_tuile: 'Rechercher une entreprise',
        path: '/recherche-entreprise-dirigeant/recherche-avancee',
      },
      items: [
        {
          title: 'Par nom, RID ou RIDET',
          related: { titre_service: 'Recherche d’entreprises', path: '/services/recherche-entreprises-dirigeants' },
        },
      ],
    },
    {
      title: 'Entreprises de Nouvelle-Calédonie',
      related: {
        titre: 'Entreprises de Nouvelle-Calédonie',
        titre_service: 'Entreprises calédoniennes',
        path: '/recherche-par-departement/988',
      },
    },
    {
      title: 'Surveillance d’entreprises',
      related: {
        titre: 'Surveillance d’entreprises',
        titre_service: 'Surveillance',
        titre_tuile: 'Surveiller une entreprise',
        path: '/services/surveillance-entreprises',
      },
      items: [
        {
          title: 'Mon espace personnel',
          related: { titre_service: 'Espace personnel', path: '/espace-personnel' },
        },
      ],
    },
    {
      title: 'Tous les services',
      related: { titre: 'Services', path: '/services' },
    },
  ],
};
