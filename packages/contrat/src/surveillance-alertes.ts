import { Type, type Static } from 'typebox';

import { Nullable } from './commun/communs.js';
import { IdCompteClient } from './commun/comptes.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { Limit, Offset } from './commun/integers.js';

/**
 * Alerts of new révélations (issue 18 §2 « Alerts »): how each user hears of an account's
 * révélations by e-mail (one per révélation, or a daily digest, one-click unsubscribe per RFC 8058),
 * and the account's signed webhook. Rules: services/src/modules/surveillance/alertes/README.md.
 */
const tags = ['surveillance'];
const erreurs = { 400: ValidationErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const Instant = Type.String({ format: 'date-time' });
const ParamsCompte = Type.Object({ id_compte_client: IdCompteClient }, { additionalProperties: false });

export const modesAlerte = ['AUCUNE', 'IMMEDIATE', 'QUOTIDIENNE'] as const;
export type ModeAlerte = (typeof modesAlerte)[number];

const Mode = Type.Enum(modesAlerte, {
  description:
    'AUCUNE : pas de courriel ; IMMEDIATE : un courriel par révélation ; QUOTIDIENNE : un récapitulatif par jour (par défaut).',
  'x-error-message': 'doit valoir AUCUNE, IMMEDIATE ou QUOTIDIENNE',
  examples: ['QUOTIDIENNE'],
});

export const PreferencesAlertes = Type.Object({
  id_compte_client: Type.Integer(),
  mode: Mode,
  modifie_le: Nullable(Type.String({ format: 'date-time', description: 'null : jamais choisi, le mode par défaut.' })),
});
export type PreferencesAlertes = Static<typeof PreferencesAlertes>;

export const lecturePreferencesAlertesSchema = {
  summary: 'Comment l’utilisateur est prévenu des nouvelles révélations du compte client, par courriel',
  tags,
  params: ParamsCompte,
  response: { 200: PreferencesAlertes, ...erreurs },
};

export const modificationPreferencesAlertesSchema = {
  summary: 'Choisit le mode des alertes par courriel (AUCUNE, IMMEDIATE, QUOTIDIENNE)',
  tags,
  params: ParamsCompte,
  body: Type.Object({ mode: Mode }, { additionalProperties: false }),
  response: { 200: PreferencesAlertes, ...erreurs },
};

export const desabonnementSchema = {
  summary: 'Désabonnement en un clic (RFC 8058) : le lien signé des courriels d’alerte met le mode à AUCUNE',
  description:
    'Sans jeton d’accès : le jeton signé du lien List-Unsubscribe désigne l’utilisateur et le compte client. Corps attendu (facultatif) : List-Unsubscribe=One-Click.',
  tags,
  querystring: Type.Object(
    { jeton: Type.String({ minLength: 1, maxLength: 500, description: 'Jeton signé du lien de désabonnement.' }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ mode: Type.Literal('AUCUNE'), message: Type.String() }),
    400: ValidationErrorResponse,
  },
};

const UrlWebhook = Type.String({
  minLength: 1,
  maxLength: 2000,
  description:
    'Adresse https qui reçoit les révélations (http seulement pour localhost sur une instance locale ; adresses privées refusées sur une instance publiée).',
  examples: ['https://exemple.fr/greffeo/revelations'],
});

export const Webhook = Type.Object({
  id: Type.Integer(),
  id_compte_client: Type.Integer(),
  url: Type.String(),
  cree_le: Instant,
  modifie_le: Instant,
});
export type Webhook = Static<typeof Webhook>;

export const WebhookCree = Type.Intersect([
  Webhook,
  Type.Object({
    secret: Type.String({
      description:
        'Clé de signature HMAC-SHA256, montrée une seule fois : X-Greffeo-Signature vaut v1=<hex de HMAC(secret, "${X-Greffeo-Timestamp}.${corps}")>.',
    }),
  }),
]);

export const lectureWebhookSchema = {
  summary: 'Le webhook du compte client (sans son secret)',
  tags,
  params: ParamsCompte,
  response: { 200: Webhook, ...erreurs },
};

export const enregistrementWebhookSchema = {
  summary: 'Crée (201, avec le secret montré une seule fois) ou change l’adresse (200) du webhook du compte client',
  tags,
  params: ParamsCompte,
  body: Type.Object({ url: UrlWebhook }, { additionalProperties: false }),
  response: { 200: Webhook, 201: WebhookCree, ...erreurs },
};

export const suppressionWebhookSchema = {
  summary: 'Supprime le webhook du compte client et ses livraisons',
  tags,
  params: ParamsCompte,
  response: { 204: Type.Null(), ...erreurs },
};

export const statutsLivraison = ['EN_ATTENTE', 'LIVREE', 'ECHEC'] as const;

export const Livraison = Type.Object({
  id: Type.Integer(),
  id_revelation: Type.Integer(),
  statut: Type.Enum(statutsLivraison, {
    description: 'EN_ATTENTE (nouvel essai prévu), LIVREE (réponse 2xx), ECHEC (tentatives épuisées).',
  }),
  tentatives: Type.Integer(),
  code_http: Nullable(Type.Integer({ description: 'Code de la dernière réponse reçue.' })),
  derniere_erreur: Nullable(Type.String()),
  cree_le: Instant,
  derniere_tentative_le: Nullable(Instant),
  livree_le: Nullable(Instant),
});
export type Livraison = Static<typeof Livraison>;

export const livraisonsWebhookSchema = {
  summary: 'Les livraisons du webhook du compte client, les plus récentes d’abord',
  tags,
  params: ParamsCompte,
  querystring: Type.Object(
    { offset: Type.Optional(Offset(10_000)), limit: Type.Optional(Limit(20, 100)) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      total: Type.Integer(),
      offset: Type.Integer(),
      limit: Type.Integer(),
      livraisons: Type.Array(Livraison),
    }),
    ...erreurs,
  },
};
