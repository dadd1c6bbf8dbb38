import { Type, type Static } from 'typebox';

import { dateIso, LONGUEUR_LIBELLE, LONGUEUR_NOM, Texte } from './commun/comptes.js';
import { DateIso, GreffeReference, Nullable } from './commun/communs.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { ID_BIGINT_MAX, Limit, Offset } from './commun/integers.js';
import { CodeGreffe } from './greffes.js';

/**
 * The formalities register (SPEC §2 « formalités », §7 « formalities follow-up service »): the
 * dossiers the greffes received and the states each went through.
 */
export const TYPES_FORMALITE = [
  'IMMATRICULATION',
  'MODIFICATION',
  'CESSATION',
  'DEPOT_COMPTES',
  'INSCRIPTION_DGFIP',
] as const;
export type TypeFormalite = (typeof TYPES_FORMALITE)[number];
export const LIBELLES_TYPE_FORMALITE: Readonly<Record<TypeFormalite, string>> = {
  IMMATRICULATION: 'Immatriculation',
  MODIFICATION: 'Modification',
  CESSATION: 'Cessation d’activité',
  DEPOT_COMPTES: 'Dépôt des comptes annuels',
  INSCRIPTION_DGFIP: 'Inscription DGFiP',
};

/** The states in the order a dossier goes through them; REJETEE and INSCRITE end it. */
export const ETATS_FORMALITE = [
  'RECUE',
  'EN_COURS_INSTRUCTION',
  'EN_ATTENTE_REGULARISATION',
  'VALIDEE',
  'REJETEE',
  'INSCRITE',
] as const;
export type EtatFormalite = (typeof ETATS_FORMALITE)[number];
export const LIBELLES_ETAT_FORMALITE: Readonly<Record<EtatFormalite, string>> = {
  RECUE: 'Reçue',
  EN_COURS_INSTRUCTION: 'En cours d’instruction',
  EN_ATTENTE_REGULARISATION: 'En attente de régularisation',
  VALIDEE: 'Validée',
  REJETEE: 'Rejetée',
  INSCRITE: 'Inscrite',
};
/** The states that carry a reason (the regularisation asked, the ground of the rejection). */
export const ETATS_AVEC_MOTIF: readonly EtatFormalite[] = ['EN_ATTENTE_REGULARISATION', 'REJETEE'];
export const ETATS_FINAUX: readonly EtatFormalite[] = ['REJETEE', 'INSCRITE'];

/** Identifier of a dossier in the formalities application (mmbdId, identifiantFormalite). */
export const IDENTIFIANT_FORMALITE_PATTERN = '^[JD][0-9]{11}$';
/** A liasse number: the greffe's code, the year, six digits (« 75012026000123 »). */
export const NUMERO_LIASSE_PATTERN = '^[0-9A-Z]{4}[0-9]{10}$';

export const IdentifiantFormalite = Type.String({
  pattern: IDENTIFIANT_FORMALITE_PATTERN,
  'x-error-message': 'doit être un identifiant de formalité (J ou D suivi de 11 chiffres)',
  examples: ['J00012345678'],
});

export const EtapeFormalite = Type.Object({
  etat: Type.Enum(ETATS_FORMALITE),
  date: Type.String({ format: 'date-time' }),
  motif: Nullable(
    Type.String({ examples: ['Pièce manquante : attestation de parution dans un journal d’annonces légales'] }),
  ),
});
export type EtapeFormalite = Static<typeof EtapeFormalite>;

export const Formalite = Type.Object({
  identifiant: Type.String({ examples: ['J00012345678'] }),
  numero_liasse: Type.String({ examples: ['75012026000123'] }),
  reference_formaliste: Nullable(Type.String({ examples: ['CAB-DUPONT-2026-041'] })),
  type: Type.Enum(TYPES_FORMALITE),
  objet: Type.String({ examples: ['Transfert du siège social'] }),
  greffe: GreffeReference,
  entreprise: Type.Object({
    siren: Type.String({ pattern: '^[0-9]{9}$', examples: ['552100554'] }),
    denomination: Type.String({ description: 'Nom de l’entreprise au dépôt.', examples: ['BOULANGERIE MARTIN'] }),
    id_entite: Nullable(Type.Integer({ minimum: 1, maximum: ID_BIGINT_MAX })),
  }),
  date_depot: DateIso,
  etat: Type.Enum(ETATS_FORMALITE),
  motif: Nullable(Type.String()),
  date_etat: Type.String({ format: 'date-time' }),
  etapes: Type.Array(EtapeFormalite, { description: 'Les états successifs, du plus ancien au plus récent.' }),
});
export type Formalite = Static<typeof Formalite>;

/** How a dossier is in the account's mes-formalites: entered here, or followed after a search. */
export const ORIGINES_FORMALITE = ['DEPOSEE', 'SUIVIE'] as const;
export const FormaliteDuCompte = Type.Intersect([
  Formalite,
  Type.Object({
    origine: Type.Enum(ORIGINES_FORMALITE),
    documents: Type.Array(
      Type.Object({
        code: Type.Enum(['RECEPISSE'] as const),
        libelle: Type.String({ examples: ['Récépissé de dépôt'] }),
      }),
    ),
  }),
]);
export type FormaliteDuCompte = Static<typeof FormaliteDuCompte>;

/** SPEC §7: the follow-up call's parameters, by their names; empty ones are dropped by the caller. */
export const SuiviFormalitesQuery = Type.Object(
  {
    codeGreffe: Type.Optional(CodeGreffe),
    denomination: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 120,
        'x-error-message': 'doit comporter de 2 à 120 caractères',
        description: 'Nom de l’entreprise : chaque mot doit y figurer.',
      }),
    ),
    siren: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'SIREN (espaces, points et tirets admis).',
        examples: ['552 100 554'],
      }),
    ),
    numeroLiasseOrRefFormaliste: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 40,
        'x-error-message': 'doit comporter de 3 à 40 caractères',
        description: 'Numéro de liasse, identifiant de la formalité ou référence du formaliste.',
        examples: ['75012026000123'],
      }),
    ),
    offset: Type.Optional(Offset(10_000)),
    limit: Type.Optional(Limit(20, 100)),
  },
  { additionalProperties: false },
);
export type SuiviFormalitesQuery = Static<typeof SuiviFormalitesQuery>;

export const ResultatSuiviFormalites = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  formalites: Type.Array(Formalite),
});
export type ResultatSuiviFormalites = Static<typeof ResultatSuiviFormalites>;

const erreursPubliques = { 400: ValidationErrorResponse, 429: ErrorResponse };
const erreursCompte = { 400: ValidationErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['formalites'];

export const suiviFormalitesSchema = {
  summary: 'Suivi des formalités (public)',
  description:
    'Par numéro de liasse, identifiant ou référence du formaliste, par SIREN, ou par dénomination (au moins ' +
    'l’un des trois) ; codeGreffe restreint au greffe. Les dépôts les plus récents d’abord.',
  tags,
  querystring: SuiviFormalitesQuery,
  response: { 200: ResultatSuiviFormalites, ...erreursPubliques },
};

export const MesFormalitesQuery = Type.Object(
  {
    etat: Type.Optional(Type.Enum(ETATS_FORMALITE)),
    offset: Type.Optional(Offset(10_000)),
    limit: Type.Optional(Limit(20, 100)),
  },
  { additionalProperties: false },
);
export type MesFormalitesQuery = Static<typeof MesFormalitesQuery>;

export const listeFormalitesSchema = {
  summary: 'Formalités du compte client sélectionné (déposées ici ou suivies), les plus récentes d’abord',
  tags,
  querystring: MesFormalitesQuery,
  response: {
    200: Type.Object({
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
      /** Dossiers of the account per state, whatever the filter. */
      par_etat: Type.Record(Type.String(), Type.Integer()),
      formalites: Type.Array(FormaliteDuCompte),
    }),
    ...erreursCompte,
  },
};

const ParamsIdentifiant = Type.Object({ identifiant: IdentifiantFormalite }, { additionalProperties: false });

export const lectureFormaliteSchema = {
  summary: 'Une formalité du compte client sélectionné, avec ses étapes et ses documents',
  tags,
  params: ParamsIdentifiant,
  response: { 200: FormaliteDuCompte, ...erreursCompte },
};

export const recepisseFormaliteSchema = {
  summary: 'Récépissé de dépôt (PDF) d’une formalité du compte client sélectionné',
  tags,
  params: ParamsIdentifiant,
  produces: ['application/pdf'],
  response: { ...erreursCompte },
};

export const suivreFormaliteSchema = {
  summary: 'Ajoute une formalité trouvée par le suivi aux formalités du compte client sélectionné',
  tags,
  body: Type.Object({ identifiant: IdentifiantFormalite }, { additionalProperties: false }),
  response: { 201: FormaliteDuCompte, 200: FormaliteDuCompte, ...erreursCompte },
};

export const nePlusSuivreFormaliteSchema = {
  summary: 'Retire une formalité suivie des formalités du compte client sélectionné',
  tags,
  params: ParamsIdentifiant,
  response: { 204: Type.Null(), ...erreursCompte },
};

/** The tax office's inscription (SPEC §2 « entry form for a tax-office registry formality »). */
export const OPERATIONS_DGFIP = ['INSCRIPTION', 'RENOUVELLEMENT', 'RADIATION'] as const;
export type OperationDgfip = (typeof OPERATIONS_DGFIP)[number];
export const LIBELLES_OPERATION_DGFIP: Readonly<Record<OperationDgfip, string>> = {
  INSCRIPTION: 'Inscription du privilège du Trésor',
  RENOUVELLEMENT: 'Renouvellement de l’inscription du privilège du Trésor',
  RADIATION: 'Radiation de l’inscription du privilège du Trésor',
};
/** Largest amount the form takes, in euros. */
export const MONTANT_MAXIMUM_DGFIP = 1_000_000_000;

export const FormaliteDgfip = Type.Object(
  {
    operation: Type.Enum(OPERATIONS_DGFIP),
    siren: Type.String({
      maxLength: 20,
      description: 'SIREN du redevable, immatriculé au RCS (espaces, points et tirets admis).',
      examples: ['552 100 554'],
    }),
    service_impots: Texte({
      max: LONGUEUR_NOM,
      min: 2,
      description: 'Service des impôts des entreprises qui requiert l’inscription.',
      examples: ['SIE de Paris 2e'],
    }),
    impot: Texte({ max: LONGUEUR_NOM, min: 2, description: 'Impôt ou taxe en cause.', examples: ['TVA'] }),
    montant: Type.Number({
      exclusiveMinimum: 0,
      maximum: MONTANT_MAXIMUM_DGFIP,
      multipleOf: 0.01,
      description: 'Montant des sommes dues, en euros.',
      'x-error-message': 'doit être un montant positif en euros (deux décimales au plus)',
    }),
    date_exigibilite: dateIso('Date d’exigibilité des sommes, AAAA-MM-JJ, passée ou du jour.'),
    agent: Texte({ max: LONGUEUR_NOM, min: 2, description: 'Nom et prénom de l’agent.', examples: ['Claire Dubois'] }),
    reference_formaliste: Type.Optional(
      Texte({ max: LONGUEUR_LIBELLE, min: 1, description: 'Référence du service, reprise dans le suivi.' }),
    ),
  },
  { additionalProperties: false },
);
export type FormaliteDgfip = Static<typeof FormaliteDgfip>;

export const depotDgfipSchema = {
  summary: 'Dépose une formalité d’inscription DGFiP pour le compte client sélectionné',
  tags,
  body: FormaliteDgfip,
  response: { 201: FormaliteDuCompte, ...erreursCompte },
};

/** SPEC §8: the single-window origin check failed. */
export const MESSAGE_PROVENANCE_GUICHET_UNIQUE =
  'Une erreur est survenue lors de la validation de votre provenance du site guichet unique. Veuillez recommencer la procédure en vous rendant sur le site guichet unique ';

export const provenanceGuichetUniqueSchema = {
  summary: 'Vérifie le jeton d’un lien du guichet unique et donne la formalité qu’il désigne',
  description:
    'Le guichet unique signe ses liens (JWT HS256, clé partagée GUICHET_UNIQUE_SECRET, émetteur ' +
    '« guichet-unique », sujet l’identifiant de la formalité, expiration courte). Un jeton absent, faux, ' +
    'expiré ou qui ne désigne pas le dossier du lien : 400 avec le message de SPEC §8.',
  tags,
  body: Type.Object(
    { identifiant: IdentifiantFormalite, jeton: Type.String({ minLength: 1, maxLength: 4096 }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ identifiant: Type.String(), numero_liasse: Type.String() }),
    // The SPEC §8 message with no field for a refused token; the usual fields for a malformed body.
    400: ValidationErrorResponse,
    429: ErrorResponse,
  },
};
