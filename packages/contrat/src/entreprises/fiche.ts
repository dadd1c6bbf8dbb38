import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { IdParams } from '../commun/communs.js';
import { Documents, Exercice, Inscriptions, LIMIT_EVENEMENTS, ListeEvenements, Procedure } from './dossier.js';
import { Entreprise } from './entreprise.js';
import { Fonction } from './fonction.js';

export const Fiche = Type.Object({
  entreprise: Entreprise,
  dirigeants: Type.Array(Fonction, { description: 'Mandats en cours puis terminés.' }),
  commissaires_aux_comptes: Type.Array(Fonction),
  beneficiaires_effectifs: Type.Array(Fonction, { description: 'Mois et année de naissance seulement.' }),
  chiffres_cles: Type.Array(Exercice),
  procedures: Type.Array(Procedure),
  documents: Documents,
  inscriptions: Inscriptions,
  evenements: ListeEvenements,
});
export type Fiche = Static<typeof Fiche>;

export const ficheSchema = {
  summary: "Tout ce qu'affiche la page d'une entreprise",
  description:
    'Identité, siège, dirigeants, commissaires aux comptes, bénéficiaires effectifs, chiffres clés, procédures ' +
    "collectives, actes, comptes annuels, inscriptions et première page de l'historique " +
    `(${LIMIT_EVENEMENTS} événements), en une requête (rendu côté serveur).`,
  tags: ['entreprises'],
  params: IdParams,
  response: { 200: Fiche, 400: ValidationErrorResponse, 404: ErrorResponse },
};
