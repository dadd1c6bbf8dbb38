import { Type, type Static } from 'typebox';

import { DateIso, GreffeReference, Nullable } from './commun/communs.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { ID_BIGINT_MAX, Limit, Offset } from './commun/integers.js';
import { CodeGreffe } from './greffes.js';

/**
 * The register of non-possessory pledges (gages sans dépossession) kept by the greffes: categories of
 * the pledged goods fixed by the arrêté du 1er février 2007, numbered 1 to 17.
 */
export const CATEGORIES_GAGE: Readonly<Record<number, string>> = {
  1: 'Animaux',
  2: 'Horlogerie et bijoux',
  3: 'Instruments de musique',
  4: 'Matériels, mobiliers et produits à usage professionnel non visés dans les autres catégories',
  5: 'Matériels à usage non professionnel autres qu’informatiques',
  6: 'Matériels liés au sport',
  7: 'Matériels informatiques et accessoires',
  8: 'Meubles meublants',
  9: 'Meubles incorporels autres que les parts sociales',
  10: 'Monnaies',
  11: 'Objets d’art, de collection ou d’antiquité',
  12: 'Parts sociales',
  13: 'Produits de l’édition, de la presse et d’autres industries graphiques',
  14: 'Produits liquides non comestibles',
  15: 'Produits textiles',
  16: 'Produits alimentaires',
  17: 'Autres',
};
export const NOMBRE_CATEGORIES_GAGE = 17;

/** An inscription keeps its effect five years from its date, or from its last renewal (décret 2006-1804, art. 7). */
export const DUREE_EFFET_GAGE_ANNEES = 5;

export const ETATS_GAGE = ['EN_VIGUEUR', 'RADIE', 'PERIME'] as const;
export type EtatGage = (typeof ETATS_GAGE)[number];
export const LIBELLES_ETAT_GAGE: Readonly<Record<EtatGage, string>> = {
  EN_VIGUEUR: 'En vigueur',
  RADIE: 'Radié',
  PERIME: 'Effet expiré',
};

export const NATURES_MENTION_GAGE = ['INSCRIPTION', 'MODIFICATION', 'RENOUVELLEMENT', 'RADIATION'] as const;
export type NatureMentionGage = (typeof NATURES_MENTION_GAGE)[number];

/** Longest name searched; the words after the tenth are ignored. */
export const LONGUEUR_NOM_GAGE = 120;

export const Constituant = Type.Object({
  nom: Type.String({
    description: 'Dénomination de la personne morale, ou nom et prénoms de la personne physique.',
    examples: ['BOULANGERIE MARTIN'],
  }),
  siren: Nullable(Type.String({ pattern: '^[0-9]{9}$', examples: ['552100554'] })),
  id_entite: Nullable(
    Type.Integer({ minimum: 1, maximum: ID_BIGINT_MAX, description: 'Entreprise du registre, quand il la connaît.' }),
  ),
  personne_physique: Type.Boolean(),
});
export type Constituant = Static<typeof Constituant>;

export const MentionGage = Type.Object({
  date: DateIso,
  nature: Type.Enum(NATURES_MENTION_GAGE),
  libelle: Type.String({ examples: ['Renouvellement de l’inscription pour cinq ans'] }),
});
export type MentionGage = Static<typeof MentionGage>;

export const InscriptionGage = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: ID_BIGINT_MAX }),
  numero: Type.String({ description: 'Numéro d’ordre donné par le greffe.', examples: ['2024G00042'] }),
  greffe: GreffeReference,
  constituant: Constituant,
  creancier: Type.String({ examples: ['Crédit Agricole'] }),
  categorie: Type.Object({
    code: Type.Integer({ minimum: 1, maximum: NOMBRE_CATEGORIES_GAGE }),
    libelle: Type.String({ examples: ['Matériels informatiques et accessoires'] }),
  }),
  description: Type.String({ description: 'Désignation des biens gagés.', examples: ['Trois serveurs Dell R750'] }),
  montant: Type.Number({ description: 'Montant de la créance garantie, en euros.', examples: [45000] }),
  date_inscription: DateIso,
  date_fin_effet: DateIso,
  etat: Type.Enum(ETATS_GAGE),
  date_radiation: Nullable(DateIso),
  mentions: Type.Array(MentionGage, { description: 'Inscription, modifications, renouvellements et radiation.' }),
});
export type InscriptionGage = Static<typeof InscriptionGage>;

const nomRecherche = Type.String({
  minLength: 2,
  maxLength: LONGUEUR_NOM_GAGE,
  description: 'Nom du constituant (dénomination, ou nom de la personne physique) : chaque mot doit y figurer.',
  examples: ['martin'],
  'x-error-message': `doit comporter de 2 à ${LONGUEUR_NOM_GAGE} caractères`,
});

export const RechercheGagesQuery = Type.Object(
  {
    siren: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'SIREN du constituant (espaces, points et tirets admis).',
        examples: ['552 100 554'],
      }),
    ),
    nom: Type.Optional(nomRecherche),
    code_greffe: Type.Optional(CodeGreffe),
    radies: Type.Optional(
      Type.Boolean({ default: false, description: 'Inclure les inscriptions radiées ou dont l’effet a expiré.' }),
    ),
    offset: Type.Optional(Offset(10_000)),
    limit: Type.Optional(Limit(20, 100)),
  },
  { additionalProperties: false },
);
export type RechercheGagesQuery = Static<typeof RechercheGagesQuery>;

export const CriteresGages = Type.Object({
  siren: Type.Optional(Type.String({ pattern: '^[0-9]{9}$' })),
  nom: Type.Optional(Type.String()),
  code_greffe: Type.Optional(Type.String()),
});
export type CriteresGages = Static<typeof CriteresGages>;

export const ResultatGages = Type.Object({
  criteres: CriteresGages,
  greffe: Nullable(GreffeReference),
  a_la_date: DateIso,
  total: Type.Integer({ description: 'Inscriptions qui répondent aux critères.' }),
  en_vigueur: Type.Integer({ description: 'Parmi elles, celles en vigueur à la date.' }),
  inscriptions: Type.Array(InscriptionGage),
});
export type ResultatGages = Static<typeof ResultatGages>;

const erreurs = { 400: ValidationErrorResponse, 429: ErrorResponse };

export const rechercheGagesSchema = {
  summary: 'Recherche dans le registre des gages sans dépossession',
  description:
    'Par SIREN ou par nom du constituant (l’un des deux), éventuellement au greffe donné. Inscriptions en ' +
    'vigueur seulement, sauf `radies=true` ; les plus récentes d’abord.',
  tags: ['gages'],
  querystring: RechercheGagesQuery,
  response: { 200: ResultatGages, ...erreurs },
};
