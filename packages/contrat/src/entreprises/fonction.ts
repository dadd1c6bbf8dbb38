import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { Limit, Offset } from '../commun/integers.js';
import { DateIso, IdParams, Identifiant, Nullable } from '../commun/communs.js';
import { EntrepriseResume, EtatEntreprise } from './resumes.js';

export const naturesFonction = ['DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES', 'BENEFICIAIRE_EFFECTIF'] as const;
export type NatureFonction = (typeof naturesFonction)[number];

/** What may be published of a natural person: never the day nor the place of birth. */
export const PersonnePubliee = Type.Object({
  type: Type.Literal('PHYSIQUE'),
  id: Type.Integer({ examples: [7] }),
  nom: Type.String({ examples: ['DUPONT'] }),
  nom_usage: Nullable(Type.String()),
  prenoms: Type.String({ examples: ['Marie Claire'] }),
  mois_naissance: Nullable(Type.Integer({ minimum: 1, maximum: 12, examples: [4] })),
  annee_naissance: Nullable(Type.Integer({ examples: [1971] })),
  nationalite: Nullable(Type.String({ examples: ['Française'] })),
});
export type PersonnePubliee = Static<typeof PersonnePubliee>;

export const PersonneMorale = Type.Object({
  type: Type.Literal('MORALE'),
  entreprise_id: Nullable(Type.Integer({ description: 'Quand la personne morale est au registre.' })),
  siren: Nullable(Type.String({ examples: ['552081317'] })),
  denomination: Type.String({ examples: ['AUDIT ET ASSOCIES'] }),
  representant: Nullable(PersonnePubliee),
});
export type PersonneMorale = Static<typeof PersonneMorale>;

const proprietesFonction = {
  id: Type.Integer(),
  nature: Type.Enum(naturesFonction),
  qualite: Type.String({ examples: ['Président'] }),
  date_debut: Nullable(DateIso),
  date_fin: Nullable(DateIso),
  actif: Type.Boolean({ description: 'Mandat en cours (sans date de fin, ou fin à venir).' }),
  modalites_controle: Nullable(Type.String({ description: 'Bénéficiaire effectif : modalités du contrôle.' })),
  pourcentage_capital: Nullable(Type.Number({ examples: [60] })),
  pourcentage_votes: Nullable(Type.Number({ examples: [60] })),
};

export const Fonction = Type.Object({
  ...proprietesFonction,
  personne: Type.Union([PersonnePubliee, PersonneMorale]),
});
export type Fonction = Static<typeof Fonction>;

export const FonctionDePersonne = Type.Object({ ...proprietesFonction, entreprise: EntrepriseResume });
export type FonctionDePersonne = Static<typeof FonctionDePersonne>;

export const PersonnePhysique = Type.Object({
  ...PersonnePubliee.properties,
  nombre_mandats: Type.Integer(),
  nombre_mandats_actifs: Type.Integer(),
});
export type PersonnePhysique = Static<typeof PersonnePhysique>;

const tags = ['entreprises'];
const erreurs = { 400: ValidationErrorResponse, 404: ErrorResponse };
const NATURE = naturesFonction.join('|');

export const NATURES_PAR_DEFAUT = 'BENEFICIAIRE_EFFECTIF';
export const LIMIT_FONCTIONS = 25;

export const FonctionsEntrepriseQuery = Type.Object(
  {
    filtre_natures: Type.Optional(
      Type.String({
        pattern: `^(${NATURE})(,(${NATURE}))*$`,
        default: NATURES_PAR_DEFAUT,
        description: 'Natures séparées par des virgules.',
        examples: ['DIRIGEANT,COMMISSAIRE_AUX_COMPTES'],
        'x-error-message': `doit être une liste de natures séparées par des virgules (${naturesFonction.join(', ')})`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const fonctionsEntrepriseSchema = {
  summary: "Dirigeants, commissaires aux comptes ou bénéficiaires effectifs d'une entreprise",
  description: "Mandats en cours d'abord, puis les mandats terminés du plus récent au plus ancien.",
  tags,
  params: IdParams,
  querystring: FonctionsEntrepriseQuery,
  response: { 200: Type.Object({ fonctions: Type.Array(Fonction) }), ...erreurs },
};

export const FonctionsPersonneQuery = Type.Object(
  {
    id_personne: Identifiant('Identifiant de la personne physique.'),
    limit: Type.Optional(Limit(LIMIT_FONCTIONS, 100)),
    offset: Type.Optional(Offset()),
    type_entreprise: Type.Optional(EtatEntreprise),
  },
  { additionalProperties: false },
);
export type FonctionsPersonneQuery = Static<typeof FonctionsPersonneQuery>;

export const fonctionsPersonneSchema = {
  summary: "Mandats d'une personne physique",
  description: "Mandats en cours d'abord ; type_entreprise limite aux entreprises actives ou radiées.",
  tags,
  querystring: FonctionsPersonneQuery,
  response: {
    200: Type.Object({ total: Type.Integer(), fonctions: Type.Array(FonctionDePersonne) }),
    ...erreurs,
  },
};

export const personnePhysiqueSchema = {
  summary: 'Personne physique',
  description: "Seuls le mois et l'année de naissance sont publiés.",
  tags,
  params: IdParams,
  response: { 200: PersonnePhysique, ...erreurs },
};
