import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { Limit, Offset } from '../commun/integers.js';
import {
  Capital,
  DateIso,
  GreffeReference,
  IdParams,
  Libelle,
  Nullable,
  NumeroIdentification,
} from '../commun/communs.js';
import { EtatEntreprise, EtatEtablissement, EtablissementResume } from './resumes.js';

export const Entreprise = Type.Object({
  id: Type.Integer({ examples: [1] }),
  siren: Type.String({ examples: ['552100554'] }),
  siren_formate: Type.String({ examples: ['552 100 554'] }),
  personne_physique: Type.Boolean({ description: 'Entrepreneur individuel.' }),
  denomination: Type.String({ examples: ['EXEMPLE INDUSTRIES'] }),
  sigle: Nullable(Type.String()),
  nom: Nullable(Type.String({ description: 'Entrepreneur individuel : nom.' })),
  prenoms: Nullable(Type.String({ description: 'Entrepreneur individuel : prénoms.' })),
  forme_juridique: Libelle,
  capital: Nullable(Capital),
  date_creation: Nullable(DateIso),
  date_immatriculation: Nullable(DateIso),
  date_debut_activite: Nullable(DateIso),
  date_radiation: Nullable(DateIso),
  date_fin_personne_morale: Nullable(DateIso),
  cloture_exercice: Nullable(Type.Object({ jour: Type.Integer(), mois: Type.Integer() })),
  etat: EtatEntreprise,
  statut: Libelle,
  greffe: Nullable(GreffeReference),
  numero_gestion: Nullable(Type.String({ examples: ['1955B12345'] })),
  numero_rcs: Nullable(Type.String({ examples: ['RCS Paris 552 100 554'] })),
  naf: Nullable(Libelle),
  secteur: Nullable(Libelle),
  tva_intracommunautaire: Nullable(Type.String({ examples: ['FR03552081317'] })),
  rna: Nullable(
    Type.String({
      description:
        'Association : numéro RNA (Répertoire national des associations), W et 9 caractères ; null sans numéro.',
      examples: ['W751234567'],
    }),
  ),
  tranche_effectifs: Nullable(Libelle),
  categorie_entreprise: Nullable(Type.Enum(['PME', 'ETI', 'GE'])),
  siege: Nullable(EtablissementResume),
  nombre_etablissements: Type.Integer(),
  nombre_etablissements_actifs: Type.Integer(),
  source: Type.Enum(['GENERATEUR', 'SIRENE']),
});
export type Entreprise = Static<typeof Entreprise>;

const tags = ['entreprises'];
const erreurs = { 400: ValidationErrorResponse, 404: ErrorResponse };

export const getEntrepriseSchema = {
  summary: "Fiche d'identité d'une entreprise",
  description: 'Unité légale (société ou entrepreneur individuel) avec son siège.',
  tags,
  params: IdParams,
  response: { 200: Entreprise, ...erreurs },
};

export const EntrepriseParNumeroQuery = Type.Object(
  {
    numero_identification: NumeroIdentification(
      "SIREN (9 chiffres) ou SIRET (14 chiffres) ; un SIRET désigne l'entreprise de l'établissement.",
      '9|14',
    ),
  },
  { additionalProperties: false },
);

export const getEntrepriseParNumeroSchema = {
  summary: 'Entreprise par SIREN ou SIRET',
  description: 'Les espaces sont ignorés ; la clé de contrôle (Luhn, exception La Poste) est vérifiée.',
  tags,
  querystring: EntrepriseParNumeroQuery,
  response: { 200: Entreprise, ...erreurs },
};

export const LIMIT_ETABLISSEMENTS = 10;

export const ListeEtablissementsQuery = Type.Object(
  {
    limit: Type.Optional(Limit(LIMIT_ETABLISSEMENTS, 100)),
    offset: Type.Optional(Offset()),
    etat: Type.Optional(EtatEtablissement),
  },
  { additionalProperties: false },
);
export type ListeEtablissementsQuery = Static<typeof ListeEtablissementsQuery>;

export const ListeEtablissements = Type.Object({
  total: Type.Integer({ description: "Établissements répondant au filtre d'état." }),
  total_actifs: Type.Integer(),
  etablissements: Type.Array(EtablissementResume),
});
export type ListeEtablissements = Static<typeof ListeEtablissements>;

export const listeEtablissementsSchema = {
  summary: "Établissements d'une entreprise",
  description: "Les actifs d'abord, le siège en tête, puis par SIRET.",
  tags,
  params: IdParams,
  querystring: ListeEtablissementsQuery,
  response: { 200: ListeEtablissements, ...erreurs },
};
