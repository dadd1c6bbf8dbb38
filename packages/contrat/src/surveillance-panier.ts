import { Type, type Static } from 'typebox';

import { Nullable } from './commun/communs.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { INT4_MAX } from './commun/integers.js';
import { Surveillance } from './surveillance.js';

/**
 * The legacy surveillance service's basket call (SPEC §7 « Legacy service: surveillance basket …
 * finishOrContinueSurveillance »): the watches put in the basket by POST paniers/surveillances
 * (SPEC §3 « siren to monitor ») are opened. Rules: services/src/modules/surveillance/README.md.
 */
const EntrepriseDuPanier = Type.Object({
  id: Type.Integer(),
  siren: Type.String({ examples: ['552100554'] }),
  denomination: Type.String({ examples: ['ALPHA SOLUTIONS'] }),
});

export const ValidationPanierSurveillance = Type.Object(
  {
    groupe_favoris_id: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 1,
          maximum: INT4_MAX,
          description: 'Groupe de favoris des surveillances ouvertes (aucun par défaut).',
          'x-error-message': 'doit être un identifiant (entier positif)',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type ValidationPanierSurveillance = Static<typeof ValidationPanierSurveillance>;

export const PanierSurveillanceValide = Type.Object({
  ouvertes: Type.Array(Surveillance, { description: 'Les surveillances ouvertes, retirées du panier.' }),
  deja_surveillees: Type.Array(EntrepriseDuPanier, {
    description: 'Entreprises déjà surveillées par le compte : retirées du panier, rien d’ouvert.',
  }),
  radiees: Type.Array(EntrepriseDuPanier, {
    description: 'Entreprises radiées depuis leur mise au panier : retirées du panier, rien d’ouvert.',
  }),
});
export type PanierSurveillanceValide = Static<typeof PanierSurveillanceValide>;

export const validationPanierSurveillanceSchema = {
  summary: 'Ouvre les surveillances mises au panier (appel historique finishOrContinueSurveillance)',
  description:
    'Toutes ou aucune : si le plafond du compte ne permet pas de les ouvrir toutes, 409 et le panier reste tel quel. ' +
    'Domaines : les groupes choisis à la mise au panier (RCS_BILAN_ACTES sans choix).',
  tags: ['surveillance'],
  body: ValidationPanierSurveillance,
  response: {
    200: PanierSurveillanceValide,
    400: ValidationErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  },
};
