import { Type, type Static } from 'typebox';

import { DateIso, GreffeReference, Nullable } from './commun/communs.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { ID_BIGINT_MAX, Limit, Offset } from './commun/integers.js';
import { CodeGreffe } from './greffes.js';

/**
 * Court cases of the commercial courts (SPEC §2 « consulter une affaire », §7 « external case-search
 * service »). The kinds of case and the letter each takes in its roll number (numéro RG).
 */
export const NATURES_AFFAIRE = ['CONTENTIEUX', 'REFERE', 'INJONCTION_DE_PAYER', 'PROCEDURE_COLLECTIVE'] as const;
export type NatureAffaire = (typeof NATURES_AFFAIRE)[number];
export const LIBELLES_NATURE_AFFAIRE: Readonly<Record<NatureAffaire, string>> = {
  CONTENTIEUX: 'Contentieux',
  REFERE: 'Référé',
  INJONCTION_DE_PAYER: 'Injonction de payer',
  PROCEDURE_COLLECTIVE: 'Procédure collective',
};
export const LETTRES_RG: Readonly<Record<NatureAffaire, string>> = {
  CONTENTIEUX: 'F',
  REFERE: 'R',
  INJONCTION_DE_PAYER: 'I',
  PROCEDURE_COLLECTIVE: 'J',
};
/** A roll number: year, the letter of its kind, five digits (« 2024F00123 »). */
export const NUMERO_RG_PATTERN = '^[0-9]{4}[FRIJ][0-9]{5}$';

export const ETATS_AFFAIRE = ['EN_COURS', 'JUGEE', 'RADIEE', 'CLOSE'] as const;
export type EtatAffaire = (typeof ETATS_AFFAIRE)[number];
export const LIBELLES_ETAT_AFFAIRE: Readonly<Record<EtatAffaire, string>> = {
  EN_COURS: 'En cours',
  JUGEE: 'Jugée',
  RADIEE: 'Radiée du rôle',
  CLOSE: 'Clôturée',
};

export const ROLES_PARTIE = [
  'DEMANDEUR',
  'DEFENDEUR',
  'DEBITEUR',
  'MANDATAIRE_JUDICIAIRE',
  'ADMINISTRATEUR_JUDICIAIRE',
] as const;
export type RolePartie = (typeof ROLES_PARTIE)[number];
export const LIBELLES_ROLE_PARTIE: Readonly<Record<RolePartie, string>> = {
  DEMANDEUR: 'Demandeur',
  DEFENDEUR: 'Défendeur',
  DEBITEUR: 'Débiteur',
  MANDATAIRE_JUDICIAIRE: 'Mandataire judiciaire',
  ADMINISTRATEUR_JUDICIAIRE: 'Administrateur judiciaire',
};

export const TYPES_DECISION = ['JUGEMENT', 'ORDONNANCE'] as const;
export type TypeDecision = (typeof TYPES_DECISION)[number];

const Identifiant = Type.Integer({ minimum: 1, maximum: ID_BIGINT_MAX });

/** A party as the law lets it be shown: a natural person by name only, never an address. */
export const Partie = Type.Object({
  role: Type.Object({ code: Type.Enum(ROLES_PARTIE), libelle: Type.String() }),
  nom: Type.String({ examples: ['ALPHA SOLUTIONS', 'DURAND Pierre'] }),
  siren: Nullable(Type.String({ pattern: '^[0-9]{9}$' })),
  id_entite: Nullable(Identifiant),
  personne_physique: Type.Boolean(),
  avocat: Nullable(
    Type.String({ description: 'Cabinet qui représente la partie.', examples: ['SELARL Martin & Associés'] }),
  ),
});
export type Partie = Static<typeof Partie>;

export const Audience = Type.Object({
  date: DateIso,
  heure: Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$', examples: ['14:00'] }),
  chambre: Type.String({ examples: ['2e chambre'] }),
  objet: Type.String({ examples: ['Audience de plaidoiries'] }),
  issue: Nullable(Type.String({ description: 'Ce qui en est sorti (renvoi, mise en délibéré…).' })),
  a_venir: Type.Boolean({ description: 'Le jour de l’audience n’est pas encore passé.' }),
});
export type Audience = Static<typeof Audience>;

export const Decision = Type.Object({
  id: Identifiant,
  date: DateIso,
  type: Type.Object({ code: Type.Enum(TYPES_DECISION), libelle: Type.String() }),
  libelle: Type.String({ examples: ['Jugement condamnant au paiement'] }),
  dispositif: Type.String({ description: 'Ce que la juridiction décide (extrait du dispositif).' }),
});
export type Decision = Static<typeof Decision>;

const champsResume = {
  id: Identifiant,
  numero_rg: Type.String({ pattern: NUMERO_RG_PATTERN, examples: ['2024F00123'] }),
  greffe: GreffeReference,
  nature: Type.Object({ code: Type.Enum(NATURES_AFFAIRE), libelle: Type.String() }),
  etat: Type.Object({ code: Type.Enum(ETATS_AFFAIRE), libelle: Type.String() }),
  objet: Type.String({ examples: ['Paiement de factures'] }),
  date_introduction: DateIso,
  date_fin: Nullable(DateIso),
  parties: Type.Array(Partie),
  prochaine_audience: Nullable(Audience),
  personnes_physiques: Type.Boolean({
    description: 'Une partie au moins est une personne physique : la page n’est pas indexée.',
  }),
};

export const AffaireResume = Type.Object({
  ...champsResume,
  derniere_decision: Nullable(Decision),
});
export type AffaireResume = Static<typeof AffaireResume>;

export const Affaire = Type.Object({
  ...champsResume,
  chambre: Type.String({ examples: ['Chambre des procédures collectives'] }),
  audiences: Type.Array(Audience, { description: 'Passées et à venir, dans l’ordre.' }),
  decisions: Type.Array(Decision, { description: 'Dans l’ordre où elles ont été rendues.' }),
});
export type Affaire = Static<typeof Affaire>;

export const RechercheAffairesQuery = Type.Object(
  {
    code_greffe: Type.Optional(CodeGreffe),
    numero_rg: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'Numéro RG (année, lettre, cinq chiffres ; espaces et casse indifférents), avec le greffe.',
        examples: ['2024F00123'],
      }),
    ),
    nom: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 120,
        description: 'Nom d’une partie : chaque mot doit commencer un mot de son nom.',
        examples: ['alpha solutions'],
        'x-error-message': 'doit comporter de 2 à 120 caractères',
      }),
    ),
    siren: Type.Optional(
      Type.String({ maxLength: 20, description: 'SIREN d’une partie (espaces, points et tirets admis).' }),
    ),
    offset: Type.Optional(Offset(10_000)),
    limit: Type.Optional(Limit(20, 100)),
  },
  { additionalProperties: false },
);
export type RechercheAffairesQuery = Static<typeof RechercheAffairesQuery>;

export const ResultatAffaires = Type.Object({
  total: Type.Integer(),
  affaires: Type.Array(AffaireResume, { description: 'Les plus récentes d’abord.' }),
});
export type ResultatAffaires = Static<typeof ResultatAffaires>;

export const AffaireParams = Type.Object({ id: Identifiant });

const tags = ['affaires'];

export const rechercheAffairesSchema = {
  summary: 'Recherche d’affaires des juridictions commerciales',
  description:
    'Par greffe et numéro RG, par nom d’une partie ou par SIREN d’une partie (une seule de ces trois ' +
    'recherches) ; le greffe restreint aussi les deux dernières.',
  tags,
  querystring: RechercheAffairesQuery,
  response: { 200: ResultatAffaires, 400: ValidationErrorResponse, 429: ErrorResponse, 502: ErrorResponse },
};

export const lireAffaireSchema = {
  summary: 'Une affaire : parties, audiences passées et à venir, décisions',
  tags,
  params: AffaireParams,
  response: { 200: Affaire, 400: ValidationErrorResponse, 404: ErrorResponse, 502: ErrorResponse },
};
