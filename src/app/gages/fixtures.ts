/** Sample answers of the register of non-possessory pledges for the tests (never imported by the app). */
import type { InscriptionGage, ResultatGages } from '@portail/contrat/gages';
import type { Greffe } from '@portail/contrat/greffes';
import type { SynthesesArticles } from '@portail/contrat/paniers';
import { prixFixture } from '../../lib/api/fixtures-panier';

export const SIREN_ALPHA = '552100554';

export function inscriptionFixture(surcharge: Partial<InscriptionGage> = {}): InscriptionGage {
  return {
    id: 41,
    numero: '2024G00042',
    greffe: { code: '7501', nom: 'Paris' },
    constituant: { nom: 'ALPHA SOLUTIONS', siren: SIREN_ALPHA, id_entite: 12, personne_physique: false },
    creancier: 'Crédit Agricole',
    categorie: { code: 7, libelle: 'Matériels informatiques et accessoires' },
    description: 'Trois serveurs Dell R750',
    montant: 45000,
    date_inscription: '2024-03-12',
    date_fin_effet: '2029-03-12',
    etat: 'EN_VIGUEUR',
    date_radiation: null,
    mentions: [
      { date: '2024-03-12', nature: 'INSCRIPTION', libelle: 'Inscription du gage' },
      { date: '2025-06-02', nature: 'MODIFICATION', libelle: 'Modification du montant de la créance garantie' },
    ],
    ...surcharge,
  };
}

/** Two inscriptions of ALPHA SOLUTIONS in force at every greffe; a sole trader's struck-off one is not listed. */
export function resultatFixture(surcharge: Partial<ResultatGages> = {}): ResultatGages {
  return {
    criteres: { siren: SIREN_ALPHA },
    greffe: null,
    a_la_date: '2026-11-25',
    total: 2,
    en_vigueur: 2,
    inscriptions: [
      inscriptionFixture(),
      inscriptionFixture({
        id: 42,
        numero: '2021G00007',
        greffe: { code: '6901', nom: 'Lyon' },
        creancier: 'Banque Populaire',
        categorie: {
          code: 4,
          libelle: 'Matériels, mobiliers et produits à usage professionnel non visés dans les autres catégories',
        },
        description: 'Four à sole rotative',
        montant: 37000.5,
        date_inscription: '2021-09-30',
        date_fin_effet: '2026-12-31',
        mentions: [
          { date: '2021-09-30', nature: 'INSCRIPTION', libelle: 'Inscription du gage' },
          { date: '2026-09-29', nature: 'RENOUVELLEMENT', libelle: 'Renouvellement de l’inscription pour cinq ans' },
        ],
      }),
    ],
    ...surcharge,
  };
}

/** A struck-off inscription of a sole trader unknown to the registry (no SIREN, no page). */
export const inscriptionRadieeFixture = (): InscriptionGage =>
  inscriptionFixture({
    id: 43,
    numero: '2019G00311',
    constituant: { nom: 'MARTIN Paul', siren: null, id_entite: null, personne_physique: true },
    etat: 'RADIE',
    date_radiation: '2022-01-15',
    date_fin_effet: '2024-05-20',
    mentions: [
      { date: '2019-05-20', nature: 'INSCRIPTION', libelle: 'Inscription du gage' },
      { date: '2022-01-15', nature: 'RADIATION', libelle: 'Radiation totale' },
    ],
  });

export const GREFFES: { total: number; greffes: Greffe[] } = {
  total: 3,
  greffes: [
    {
      code: '6901',
      nom: 'Lyon',
      type: 'TC',
      libelle_type: 'Tribunal de commerce',
      ville: 'Lyon',
      departement: { code: '69', nom: 'Rhône' },
    },
    {
      code: '7501',
      nom: 'Paris',
      type: 'TAE',
      libelle_type: 'Tribunal des activités économiques',
      ville: 'Paris',
      departement: { code: '75', nom: 'Paris' },
    },
    {
      code: '1301',
      nom: 'Marseille',
      type: 'TC',
      libelle_type: 'Tribunal de commerce',
      ville: 'Marseille',
      departement: { code: '13', nom: 'Bouches-du-Rhône' },
    },
  ],
};

/** The public grid's synthèse of the certificate: electronic and posted. */
export const SYNTHESES: SynthesesArticles = {
  grille_tarifaire: { code: 'PUBLIC', libelle: 'Public' },
  date: '2026-11-25',
  articles: [
    {
      id_article_catalogue: 'KBIS',
      type: 'KBIS',
      libelle: 'Extrait Kbis',
      code_produit: null,
      ancien_code_produit: null,
      sous_articles: [],
    },
    {
      id_article_catalogue: 'ETAT_GAGES',
      type: 'ETAT_GAGES',
      libelle: 'État des inscriptions de gages sans dépossession',
      code_produit: null,
      ancien_code_produit: null,
      sous_articles: [
        {
          id_sous_article_catalogue: 'ETAT_GAGES_ELEC',
          libelle: 'Électronique',
          format_diffusion: 'ELEC',
          prix: prixFixture('49,14', '40,95', '8,19'),
          tarif: null,
        },
        {
          id_sous_article_catalogue: 'ETAT_GAGES_COURRIER',
          libelle: 'Courrier',
          format_diffusion: 'COURRIER',
          prix: prixFixture('49,91', '41,59', '8,32'),
          tarif: null,
        },
      ],
    },
  ],
};
