/** Header menu seeded at first start: three sections, split by the site into four columns. */

export type MenuSection = 'documents_officiels' | 'formalites' | 'services';

export interface Related {
  titre?: string;
  titre_formalite?: string;
  titre_service?: string;
  titre_tuile?: string;
  externalLink?: string;
  path?: string;
}

export interface MenuEntrySeed {
  title: string;
  related: Related;
  items?: Array<{ title: string; related: Related }>;
}

// Since 1 January 2023 company formalities are filed on the guichet unique.
const GUICHET_UNIQUE = 'https://formalites.entreprises.gouv.fr';

export const MENU: Record<MenuSection, MenuEntrySeed[]> = {
  documents_officiels: [
    {
      title: 'Extrait Kbis',
      related: {
        titre: 'Extrait Kbis',
        titre_tuile: 'Commander un extrait Kbis',
        path: '/kbis-documents/extrait-kbis',
      },
      items: [
        { title: 'Commander un extrait Kbis', related: { path: '/kbis-documents/extrait-kbis' } },
        { title: 'Durée de validité d’un Kbis', related: { path: '/kbis-documents/validite-extrait-kbis' } },
      ],
    },
    {
      title: 'Comptes annuels',
      related: {
        titre: 'Comptes annuels',
        titre_tuile: 'Consulter les comptes annuels',
        path: '/kbis-documents/comptes-annuels',
      },
      items: [
        { title: 'Bilans et comptes de résultat', related: { path: '/kbis-documents/comptes-annuels' } },
        { title: 'Comptes déclarés confidentiels', related: { path: '/kbis-documents/comptes-annuels-confidentiels' } },
      ],
    },
    {
      title: 'Actes et statuts',
      related: {
        titre: 'Actes et statuts',
        titre_tuile: 'Obtenir les statuts d’une société',
        path: '/kbis-documents/actes-et-statuts',
      },
      items: [
        { title: 'Statuts à jour', related: { path: '/kbis-documents/statuts-a-jour' } },
        { title: 'Procès-verbaux d’assemblée', related: { path: '/kbis-documents/proces-verbaux-assemblee' } },
      ],
    },
    {
      title: 'État d’endettement',
      related: {
        titre: 'État d’endettement',
        titre_tuile: 'Vérifier l’endettement d’une entreprise',
        path: '/kbis-documents/etat-endettement',
      },
      items: [
        {
          title: 'Privilèges et nantissements inscrits',
          related: { path: '/kbis-documents/privileges-et-nantissements' },
        },
      ],
    },
    {
      title: 'Kbis périodique',
      related: {
        titre: 'Kbis périodique',
        titre_tuile: 'Recevoir un Kbis chaque mois',
        path: '/kbis-documents/kbis-periodique',
      },
    },
    {
      title: 'Certificat de non-faillite',
      related: { titre: 'Certificat de non-faillite', path: '/kbis-documents/certificat-non-faillite' },
    },
    {
      title: 'Tous les documents officiels',
      related: { titre: 'Kbis et documents officiels', path: '/kbis-documents/' },
    },
  ],
  formalites: [
    {
      title: 'Créer une entreprise',
      related: {
        titre: 'Créer une entreprise',
        titre_formalite: 'Création d’entreprise',
        titre_tuile: 'Créer son entreprise',
        path: '/formalites/creer-une-entreprise',
        externalLink: GUICHET_UNIQUE,
      },
      items: [
        {
          title: 'Choisir sa forme juridique',
          related: { titre_formalite: 'Formes juridiques', path: '/formalites/choisir-forme-juridique' },
        },
        {
          title: 'Immatriculer une société',
          related: { titre_formalite: 'Immatriculation', path: '/formalites/immatriculer-une-societe' },
        },
      ],
    },
    {
      title: 'Modifier une entreprise',
      related: {
        titre: 'Modifier une entreprise',
        titre_formalite: 'Modification d’entreprise',
        titre_tuile: 'Déclarer une modification',
        path: '/formalites/modifier-une-entreprise',
        externalLink: GUICHET_UNIQUE,
      },
      items: [
        {
          title: 'Transférer le siège social',
          related: { titre_formalite: 'Transfert de siège', path: '/formalites/transfert-siege-social' },
        },
        {
          title: 'Changer de dirigeant',
          related: { titre_formalite: 'Changement de dirigeant', path: '/formalites/changement-dirigeant' },
        },
      ],
    },
    {
      title: 'Cesser une activité',
      related: {
        titre: 'Cesser une activité',
        titre_formalite: 'Cessation d’activité',
        path: '/formalites/cesser-une-activite',
        externalLink: GUICHET_UNIQUE,
      },
      items: [
        {
          title: 'Dissolution et liquidation',
          related: { titre_formalite: 'Dissolution', path: '/formalites/dissolution-liquidation' },
        },
      ],
    },
    {
      title: 'Déposer les comptes annuels',
      related: {
        titre: 'Dépôt des comptes annuels',
        titre_formalite: 'Dépôt des comptes',
        path: '/formalites/depot-des-comptes-annuels',
      },
    },
    {
      title: 'Formalités DGFiP',
      related: {
        titre: 'Formalités DGFiP',
        titre_formalite: 'Formalités auprès de la DGFiP',
        path: '/formalites-dgfip',
      },
      items: [
        {
          title: 'Enregistrement des actes',
          related: { titre_formalite: 'Enregistrement', path: '/formalites-dgfip/enregistrement-des-actes' },
        },
        {
          title: 'Saisir une inscription du privilège du Trésor',
          related: { titre_formalite: 'Saisie DGFiP', path: '/formalites-dgfip/saisie-inscription' },
        },
      ],
    },
    {
      title: 'Suivre une formalité',
      related: {
        titre: 'Suivre une formalité',
        titre_formalite: 'Suivi des formalités',
        titre_tuile: 'Suivre une formalité',
        path: '/formalites/suivi-formalite',
      },
      items: [
        {
          title: 'Conditions d’accès',
          related: { titre_formalite: 'Conditions d’accès', path: '/formalites/conditions-d-acces' },
        },
        {
          title: 'Étapes préalables',
          related: { titre_formalite: 'Étapes préalables', path: '/formalites/etapes-prealables' },
        },
      ],
    },
    {
      title: 'Formulaires à télécharger',
      related: {
        titre: 'Formulaires à télécharger',
        titre_formalite: 'Formulaires',
        path: '/formalites/telecharger-formulaires-formalites-entreprise/',
      },
    },
    {
      title: 'Guide des formalités',
      related: {
        titre: 'Guide des formalités',
        titre_formalite: 'Guide',
        titre_tuile: 'Le guide des formalités',
        path: '/guide-des-formalites',
      },
    },
  ],
  services: [
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
          title: 'Mes surveillances',
          related: { titre_service: 'Mes surveillances', path: '/espace-personnel/mes-surveillances' },
        },
      ],
    },
    {
      title: 'Consulter une affaire',
      related: {
        titre: 'Consulter une affaire',
        titre_service: 'Affaires au tribunal de commerce',
        path: '/services/consulter-une-affaire',
      },
    },
    {
      title: 'Recherche de gage sans dépossession',
      related: {
        titre: 'Recherche de gage sans dépossession',
        titre_service: 'Gages sans dépossession',
        path: '/services/recherche-gage-sans-depossession',
      },
    },
    {
      title: 'Rechercher un greffe',
      related: {
        titre: 'Rechercher un greffe',
        titre_service: 'Annuaire des greffes',
        titre_tuile: 'Trouver son greffe',
        path: '/rechercher-un-greffe',
      },
    },
    {
      title: 'Recherche par département',
      related: {
        titre: 'Recherche par département',
        titre_service: 'Entreprises par département',
        path: '/recherche-par-departement',
      },
    },
    {
      title: 'Recherche avancée',
      related: {
        titre: 'Recherche avancée',
        titre_service: 'Recherche d’entreprises et de dirigeants',
        path: '/recherche-entreprise-dirigeant/recherche-avancee',
      },
    },
    {
      title: 'Tarifs',
      related: { titre: 'Tarifs', titre_service: 'Tarifs des documents et services', path: '/tarifs' },
    },
    {
      title: 'Tous les services',
      related: { titre: 'Services', path: '/services' },
    },
  ],
};
