import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { DateQuery, IdCompteClient, IdParams, Nullable, Texte, dateIso } from '../commun/comptes.js';

export const statutsAbonnement = ['GRATUIT', 'EN_ATTENTE_DE_PAIEMENT', 'PAYE', 'ANNULE'] as const;
export type StatutAbonnement = (typeof statutsAbonnement)[number];

export const Abonnement = Type.Object({
  id: Type.Integer(),
  compte_client_id: IdCompteClient,
  formule: Type.String({ description: 'MEMBRE (gratuit, sans fin) ou ANNUEL.', examples: ['ANNUEL'] }),
  date_debut: dateIso(),
  date_fin: Nullable(dateIso('Dernier jour inclus ; null pour une adhésion de membre.')),
  montant_ttc: Type.Number({ description: 'Euros TTC pour la période.', examples: [99] }),
  statut: Type.Enum(statutsAbonnement),
  resiliation_demandee_le: Nullable(dateIso()),
});
export type Abonnement = Static<typeof Abonnement>;

const tags = ['comptes clients'];
const erreurs = { 400: ValidationErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const abonnementSchema = {
  summary: "Période d'abonnement en vigueur à une date",
  description: "404 quand le compte n'en a aucune à cette date (ou n'est pas lié à l'utilisateur).",
  tags,
  params: IdParams,
  querystring: DateQuery,
  response: { 200: Abonnement, ...erreurs },
};

export const Suppression = Type.Object({
  supprimable: Type.Boolean(),
  date_effet: dateIso(
    "Date à laquelle l'accès serait supprimé : la date demandée, ou le premier jour possible quand une période payée court encore.",
  ),
  motifs: Type.Array(Type.String(), { description: 'Ce qui empêche la suppression (vide si supprimable).' }),
  consequences: Type.Array(Type.String(), { description: 'Ce que la suppression entraîne.' }),
});
export type Suppression = Static<typeof Suppression>;

export const suppressionSchema = {
  summary: "L'utilisateur peut-il supprimer son accès au compte à une date ?",
  tags,
  params: IdParams,
  querystring: DateQuery,
  response: { 200: Suppression, ...erreurs },
};

export const DemandeDesabonnement = Type.Object(
  { motif: Texte({ min: 1, max: 500, filtrer: false, examples: ["Je n'utilise plus le service."] }) },
  { additionalProperties: false },
);
export type DemandeDesabonnement = Static<typeof DemandeDesabonnement>;

export const desabonnementSchema = {
  summary: "Demande la fin de l'abonnement à son terme",
  description:
    "Compte ABONNE avec une période en vigueur aujourd'hui, administrateurs seulement. " +
    'Une deuxième demande renvoie la première, inchangée.',
  tags,
  params: IdParams,
  body: DemandeDesabonnement,
  response: { 200: Abonnement, 403: ErrorResponse, 409: ErrorResponse, ...erreurs },
};
