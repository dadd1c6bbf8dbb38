import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { Commande, PAGE } from './commandes.js';
import { LONGUEUR_LIBELLE, Texte } from './commun/comptes.js';
import { Diffusion, IdEntite, Nullable, Periodicite, Prix, formatsDiffusion } from './commun/paniers.js';

const tags = ['kbis périodiques'];
const erreurs = {
  400: ValidationErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const Instant = Type.String({ format: 'date-time' });
const Jour = Type.String({ description: 'AAAA-MM-JJ (jour français).', examples: ['2026-02-15'] });

export const statutsKbisPeriodique = ['ACTIF', 'TERMINE', 'ANNULE'] as const;
export type StatutKbisPeriodique = (typeof statutsKbisPeriodique)[number];
export const statutsEnvoi = ['PREVU', 'ENVOYE', 'ANNULE', 'ECHEC'] as const;
export type StatutEnvoi = (typeof statutsEnvoi)[number];

/** The basket's rules for a KBIS_PERIODIQUE diffusion, flattened: one format, one periodicity. */
export const CreationKbisPeriodique = Type.Object(
  {
    id_entite: IdEntite,
    format_diffusion: Type.Enum(formatsDiffusion),
    quantite: Diffusion.properties.quantite,
    frequence_mois: Periodicite.properties.frequence_mois,
    duree_mois: Periodicite.properties.duree_mois,
  },
  { additionalProperties: false },
);
export type CreationKbisPeriodique = Static<typeof CreationKbisPeriodique>;

const ligne = (examples: string[]) => Texte({ min: 1, max: LONGUEUR_LIBELLE, examples });

export const SaisieAdresse = Type.Object(
  {
    nom: ligne(['ALPHA SOLUTIONS']),
    numero_voie: ligne(['12 rue de la Paix']),
    complement: Type.Optional(Texte({ max: LONGUEUR_LIBELLE, examples: ['Bâtiment B'] })),
    code_postal: Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$',
      'x-error-message': "n'est pas un code postal valide",
      examples: ['75002'],
    }),
    ville: ligne(['Paris']),
    pays: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        'x-error-message': 'doit être un code pays de 2 lettres (FR)',
        description: 'ISO 3166-1 alpha-2 ; FR par défaut.',
        default: 'FR',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SaisieAdresse = Static<typeof SaisieAdresse>;

export const AdresseLivraison = Type.Object({
  nom: Type.String(),
  numero_voie: Type.String(),
  complement: Nullable(Type.String()),
  code_postal: Type.String(),
  ville: Type.String(),
  pays: Type.String({ examples: ['FR'] }),
});
export type AdresseLivraison = Static<typeof AdresseLivraison>;

/** Where the site downloads an issue: GET commandes/{reference_commande}/visualisations. */
const Origine = Type.Object({
  reference_commande: Type.String({ examples: ['CMD-2026-000001'] }),
  jour_commande: Jour,
  id_article: Type.Integer(),
});

export const Envoi = Type.Object({
  rang: Type.Integer({ minimum: 1 }),
  prevu_le: Jour,
  statut: Type.Enum(statutsEnvoi),
  libelle_statut: Type.String(),
  envoye_le: Nullable(Instant),
  /** ECHEC: when the queue gave the issue up (refunded to the wallet, the customer told). */
  echoue_le: Nullable(Instant),
  document: Nullable(
    Type.Object({
      id: Type.Integer({ description: 'id_document de commandes/{reference}/visualisations.' }),
      code_verification: Nullable(Type.String()),
      nom_fichier: Type.String(),
      emis_le: Instant,
    }),
  ),
  adresse_livraison: Nullable(AdresseLivraison),
});
export type Envoi = Static<typeof Envoi>;

export const KbisPeriodiqueResume = Type.Object({
  id: Type.Integer(),
  id_entite: Type.Integer(),
  siren: Type.String({ examples: ['552100554'] }),
  denomination: Type.String({ examples: ['ALPHA SOLUTIONS'] }),
  format_diffusion: Type.Enum(formatsDiffusion),
  quantite: Type.Integer(),
  periodicite: Type.Object({ frequence_mois: Type.Integer(), duree_mois: Type.Integer() }),
  nombre_envois: Type.Integer(),
  envois_effectues: Type.Integer(),
  prochain_envoi_le: Nullable(Jour),
  statut: Type.Enum(statutsKbisPeriodique),
  libelle_statut: Type.String(),
  date_debut: Jour,
  cree_le: Instant,
  prix_unitaire: Prix,
  montant: Prix,
  commande: Origine,
});
export type KbisPeriodiqueResume = Static<typeof KbisPeriodiqueResume>;

export const KbisPeriodique = Type.Object({
  ...KbisPeriodiqueResume.properties,
  adresse_livraison: Nullable(AdresseLivraison),
  email: Nullable(Type.String()),
  termine_le: Nullable(Instant),
  annule_le: Nullable(Instant),
  remboursement: Nullable(Prix),
  envois: Type.Array(Envoi),
});
export type KbisPeriodique = Static<typeof KbisPeriodique>;

const Params = Type.Object(
  {
    id: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      'x-error-message': 'doit être un identifiant (entier positif)',
    }),
  },
  { additionalProperties: false },
);

export const creationSchema = {
  summary: 'Commande un Kbis périodique (une commande d’un seul article, à payer comme les autres)',
  tags,
  body: CreationKbisPeriodique,
  response: { 201: Commande, ...erreurs },
};

export const listeSchema = {
  summary: 'Kbis périodiques du compte client sélectionné, les plus récents d’abord',
  tags,
  querystring: Type.Object(
    {
      ...PAGE,
      statut: Type.Optional(Type.Enum(statutsKbisPeriodique)),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
      kbis_periodiques: Type.Array(KbisPeriodiqueResume),
    }),
    ...erreurs,
  },
};

export const lectureSchema = {
  summary: 'Un Kbis périodique et ses envois',
  tags,
  params: Params,
  response: { 200: KbisPeriodique, ...erreurs },
};

export const envoisSchema = {
  summary: 'Les envois d’un Kbis périodique',
  tags,
  params: Params,
  response: { 200: Type.Object({ commande: Origine, envois: Type.Array(Envoi) }), ...erreurs },
};

export const adresseSchema = {
  summary: 'Change l’adresse des prochains envois d’un Kbis périodique par courrier',
  tags,
  params: Params,
  body: SaisieAdresse,
  response: { 200: KbisPeriodique, ...erreurs },
};

export const annulationSchema = {
  summary: 'Annule un Kbis périodique : les envois restants sont remboursés sur le portefeuille électronique',
  tags,
  params: Params,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  response: { 200: KbisPeriodique, ...erreurs },
};
