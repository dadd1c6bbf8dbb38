import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { DateIso, GreffeReference, IdParams, Libelle, Nullable, NumeroIdentification } from '../commun/communs.js';
import { EntrepriseResume, EtablissementResume } from './resumes.js';

export const Etablissement = Type.Object({
  ...EtablissementResume.properties,
  activite: Nullable(
    Type.String({ description: 'Activité déclarée au registre.', examples: ['Conseil en systèmes informatiques'] }),
  ),
  origine_fonds: Nullable(Type.String({ examples: ['Création'] })),
  mode_exploitation: Nullable(Type.String({ examples: ['Exploitation directe'] })),
  tranche_effectifs: Nullable(Libelle),
  date_debut_activite: Nullable(DateIso),
  entreprise: EntrepriseResume,
  greffe: Nullable(GreffeReference),
});
export type Etablissement = Static<typeof Etablissement>;

const tags = ['entreprises'];
const erreurs = { 400: ValidationErrorResponse, 404: ErrorResponse };

export const getEtablissementSchema = {
  summary: "Fiche d'un établissement",
  tags,
  params: IdParams,
  response: { 200: Etablissement, ...erreurs },
};

export const EtablissementParSiretQuery = Type.Object(
  { numero_identification: NumeroIdentification('SIRET (14 chiffres), espaces permis.', '14') },
  { additionalProperties: false },
);

export const getEtablissementParSiretSchema = {
  summary: 'Établissement par SIRET',
  description: 'Les espaces sont ignorés ; la clé de contrôle (Luhn, exception La Poste) est vérifiée.',
  tags,
  querystring: EtablissementParSiretQuery,
  response: { 200: Etablissement, ...erreurs },
};
