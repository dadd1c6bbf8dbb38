import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { INT4_MAX } from '../commun/integers.js';
import { IdCompteClient, IdParams, LONGUEUR_LIBELLE, Nullable, TexteOuNull } from '../commun/comptes.js';

export const typesCompte = ['MEMBRE', 'ABONNE'] as const;
export type TypeCompte = (typeof typesCompte)[number];
export const typesProfil = ['PARTICULIER', 'PROFESSIONNEL'] as const;
export type TypeProfil = (typeof typesProfil)[number];
export const roles = ['ADMINISTRATEUR', 'UTILISATEUR'] as const;
export type Role = (typeof roles)[number];
export const positions = ['OUVERT', 'RADIE', 'INTERDIT', 'SUSPENDU'] as const;
export type Position = (typeof positions)[number];

/** SPEC §3 abonnements[0]: the billing address and contact of the account. */
export const AdresseFacturation = Type.Object({
  libelle_facturation: Nullable(Type.String()),
  contact_nom: Type.String({ examples: ['Martin'] }),
  contact_prenom: Type.String({ examples: ['Claire'] }),
  numero_voie_facturation: Type.String({ examples: ['12 rue de la Paix'] }),
  complement_adresse_facturation: Nullable(Type.String()),
  code_postal_facturation: Type.String({ examples: ['75002'] }),
  ville_facturation: Type.String({ examples: ['Paris'] }),
  pays_facturation: Type.String({ description: 'Code pays ISO 3166-1 alpha-2.', examples: ['FR'] }),
});
export type AdresseFacturation = Static<typeof AdresseFacturation>;

export const CompteClient = Type.Object({
  id: IdCompteClient,
  numero_client: Type.String({ examples: ['C100001'] }),
  type_compte: Type.Enum(typesCompte),
  type_profil: Type.Enum(typesProfil),
  siren: Nullable(Type.String({ examples: ['552100554'] })),
  version: Type.Integer({ minimum: 1, description: 'À renvoyer avec une modification (verrou optimiste).' }),
  grille_tarifaire: Type.String({ examples: ['PUBLIC'] }),
  denomination_sociale: Nullable(Type.String()),
  role_greffeo: Type.Enum(roles, { description: "Rôle de l'utilisateur connecté sur ce compte." }),
  tva_intra_communautaire: Nullable(Type.String({ examples: ['FR96552100554'] })),
  position: Type.Enum(positions, { description: 'RADIE, INTERDIT et SUSPENDU bloquent le compte.' }),
  libelle_courrier: Nullable(Type.String()),
  libelle_facturation: Nullable(Type.String()),
  offres_de_service: Type.String({ description: 'Codes séparés par des virgules ; 14 : offre standard du portail.' }),
  abonnements: Type.Array(AdresseFacturation, {
    description: "Adresse de facturation de la période d'abonnement en cours (ou de la dernière).",
  }),
  selectionne: Type.Boolean(),
});
export type CompteClient = Static<typeof CompteClient>;

export const CompteSelectionne = Type.Object({
  compte_client: CompteClient,
  habilitations: Type.String({
    description: "Habilitations de l'utilisateur sur ce compte, séparées par des virgules.",
    examples: ['COMMANDER,SURVEILLER,CONSULTER_FACTURES'],
  }),
});
export type CompteSelectionne = Static<typeof CompteSelectionne>;

const tags = ['comptes clients'];
const erreurs = { 401: ErrorResponse, 404: ErrorResponse };

export const listeSchema = {
  summary: "Comptes clients de l'utilisateur",
  tags,
  response: { 200: Type.Array(CompteClient), 401: ErrorResponse },
};

export const selectionneSchema = {
  summary: 'Compte client sélectionné',
  description: '404 « Aucun compte client sélectionné. » quand il n’y en a pas.',
  tags,
  response: { 200: CompteSelectionne, ...erreurs },
};

export const selectionnerSchema = {
  summary: 'Sélectionne un compte client',
  description: "Désélectionne les autres comptes de l'utilisateur, dans la même transaction.",
  tags,
  params: IdParams,
  response: { 200: CompteSelectionne, 400: ValidationErrorResponse, ...erreurs },
};

export const ModificationCompte = Type.Object(
  {
    id: IdCompteClient,
    version: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
    libelle_courrier: TexteOuNull({ max: LONGUEUR_LIBELLE, examples: ['SARL MARTIN'] }),
    libelle_facturation: TexteOuNull({ max: LONGUEUR_LIBELLE, examples: ['SARL MARTIN COMPTABILITE'] }),
  },
  { additionalProperties: false },
);
export type ModificationCompte = Static<typeof ModificationCompte>;

export const modificationSchema = {
  summary: 'Modifie les libellés du compte client',
  description:
    'Réservé aux administrateurs du compte (403). `version` est celle lue : si le compte a changé depuis, 409.',
  tags,
  params: IdParams,
  body: ModificationCompte,
  response: { 200: CompteClient, 400: ValidationErrorResponse, 403: ErrorResponse, 409: ErrorResponse, ...erreurs },
};
