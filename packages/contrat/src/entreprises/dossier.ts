import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { DateIso, GreffeReference, IdParams, Identifiant, Nullable } from '../commun/communs.js';
import { Limit, Offset } from '../commun/integers.js';

export const Exercice = Type.Object({
  date_cloture: DateIso,
  duree_mois: Type.Integer({ examples: [12] }),
  chiffre_affaires: Nullable(Type.Number({ examples: [1250000] })),
  resultat: Nullable(Type.Number({ examples: [84000] })),
  effectif: Nullable(Type.Integer({ examples: [14] })),
  confidentiel: Type.Boolean({ description: 'Comptes déposés avec déclaration de confidentialité.' }),
});
export type Exercice = Static<typeof Exercice>;

export const Procedure = Type.Object({
  id: Type.Integer(),
  type: Type.String({ examples: ['REDRESSEMENT_JUDICIAIRE'] }),
  libelle: Type.String({ examples: ['Redressement judiciaire'] }),
  date_ouverture: DateIso,
  date_cloture: Nullable(DateIso),
  en_cours: Type.Boolean(),
  greffe: Nullable(GreffeReference),
  jugements: Type.Array(
    Type.Object({
      date: DateIso,
      nature: Type.String({ examples: ["Jugement d'ouverture"] }),
      complement: Nullable(Type.String()),
    }),
  ),
});
export type Procedure = Static<typeof Procedure>;

export const Document = Type.Object({
  id: Type.Integer(),
  categorie: Type.Enum(['ACTE', 'COMPTES_ANNUELS', 'BENEFICIAIRES_EFFECTIFS']),
  type: Type.String({ examples: ['Statuts mis à jour', 'COMPLETS'] }),
  libelle: Type.String({ examples: ['Statuts mis à jour', 'Comptes annuels complets'] }),
  date_document: DateIso,
  date_depot: DateIso,
  numero_depot: Nullable(Type.String()),
  confidentialite: Type.Enum(['PUBLIC', 'COMPTE_RESULTAT_CONFIDENTIEL', 'CONFIDENTIEL']),
});
export type Document = Static<typeof Document>;

export const Documents = Type.Object({ actes: Type.Array(Document), comptes_annuels: Type.Array(Document) });
export type Documents = Static<typeof Documents>;

/** The categories of the registry's inscriptions (privilèges, nantissements, protêts…), FACTS §4. */
export const CODES_INSCRIPTION = [
  'PRIVILEGE_TRESOR',
  'PRIVILEGE_SECURITE_SOCIALE',
  'NANTISSEMENT_FONDS_COMMERCE',
  'NANTISSEMENT_OUTILLAGE_MATERIEL',
  'NANTISSEMENT_PARTS_SOCIALES',
  'CREDIT_BAIL',
  'CLAUSE_RESERVE_PROPRIETE',
  'PROTET',
  'WARRANT',
] as const;
export const CategorieInscription = Type.Enum(CODES_INSCRIPTION);
export type CategorieInscription = Static<typeof CategorieInscription>;

export const Inscriptions = Type.Object({
  total: Type.Integer({ description: 'Inscriptions non radiées.' }),
  categories: Type.Array(
    Type.Object({
      categorie: Type.String({ examples: ['NANTISSEMENT_FONDS_COMMERCE'] }),
      libelle: Type.String({ examples: ['Nantissements du fonds de commerce'] }),
      nombre: Type.Integer(),
    }),
  ),
});
export type Inscriptions = Static<typeof Inscriptions>;

/** The registry's kinds of events: RCS, comptes annuels (bilans), actes, privilèges et nantissements, procédures collectives. */
export const TYPES_EVENEMENT = ['RCS', 'BIL', 'ACT', 'PN', 'PCL'] as const;
export const TypeEvenement = Type.Enum(TYPES_EVENEMENT, {
  description:
    'RCS : registre du commerce et des sociétés ; BIL : comptes annuels ; ACT : actes ; ' +
    'PN : privilèges et nantissements ; PCL : procédures collectives.',
});
export type TypeEvenement = Static<typeof TypeEvenement>;

/** The fields a change replaced or wrote, keyed by field; null when the event changes no field. */
const ValeursEvenement = Nullable(
  Type.Record(Type.String(), Type.Unknown(), {
    description: "Champs modifiés et leurs valeurs (objet JSON), null si l'événement ne modifie aucun champ.",
    examples: [{ capital: 10000 }],
  }),
);

/** A dated event of the registry on a company (`evenements_registre`). */
export const Evenement = Type.Object({
  id: Type.Integer(),
  date: DateIso,
  type: TypeEvenement,
  nature: Type.String({ examples: ['MODIFICATION', 'DEPOT_COMPTES', 'JUGEMENT'] }),
  libelle: Type.String({ examples: ['Augmentation du capital social'] }),
  avant: ValeursEvenement,
  apres: ValeursEvenement,
});
export type Evenement = Static<typeof Evenement>;

/** Events of a page when `limit` is absent, and the first page the fiche carries. */
export const LIMIT_EVENEMENTS = 20;

export const ListeEvenementsQuery = Type.Object(
  { limit: Type.Optional(Limit(LIMIT_EVENEMENTS, 100)), offset: Type.Optional(Offset()) },
  { additionalProperties: false },
);
export type ListeEvenementsQuery = Static<typeof ListeEvenementsQuery>;

export const ListeEvenements = Type.Object({
  total: Type.Integer({ description: "Événements de l'entreprise au registre." }),
  evenements: Type.Array(Evenement),
});
export type ListeEvenements = Static<typeof ListeEvenements>;

const tags = ['entreprises'];
const erreurs = { 400: ValidationErrorResponse, 404: ErrorResponse };

export const chiffresClesSchema = {
  summary: "Chiffres clés d'une entreprise",
  description: 'Les trois derniers exercices, du plus récent au plus ancien.',
  tags,
  params: IdParams,
  response: { 200: Type.Object({ exercices: Type.Array(Exercice) }), ...erreurs },
};

const ParEntrepriseQuery = Type.Object(
  { id_entreprise: Identifiant("Identifiant de l'entreprise.") },
  { additionalProperties: false },
);

export const proceduresSchema = {
  summary: "Procédures collectives d'une entreprise",
  description: "Avec leurs jugements, la plus récente d'abord.",
  tags,
  querystring: ParEntrepriseQuery,
  response: { 200: Type.Object({ procedures: Type.Array(Procedure) }), ...erreurs },
};

export const documentsSchema = {
  summary: "Actes et comptes annuels déposés d'une entreprise",
  description: 'Du plus récent au plus ancien.',
  tags,
  params: IdParams,
  response: { 200: Documents, ...erreurs },
};

export const DocumentsBeneficiairesQuery = Type.Object(
  {
    id_entreprise: Identifiant("Identifiant de l'entreprise."),
    type_document: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Nature de la déclaration (type du document).' }),
    ),
  },
  { additionalProperties: false },
);

export const documentsBeneficiairesSchema = {
  summary: "Déclarations des bénéficiaires effectifs d'une entreprise",
  description: "Du plus récent au plus ancien, éventuellement d'un seul type.",
  tags,
  querystring: DocumentsBeneficiairesQuery,
  response: { 200: Type.Object({ documents: Type.Array(Document) }), ...erreurs },
};

export const evenementsSchema = {
  summary: "Historique d'une entreprise au registre",
  description:
    'Les événements datés du registre (immatriculation, modifications, dépôts, inscriptions, jugements), ' +
    `du plus récent au plus ancien, par pages (${LIMIT_EVENEMENTS} par défaut, 100 au plus).`,
  tags,
  params: IdParams,
  querystring: ListeEvenementsQuery,
  response: { 200: ListeEvenements, ...erreurs },
};

export const inscriptionsSchema = {
  summary: "Inscriptions (privilèges et nantissements) d'une entreprise",
  description: 'Inscriptions non radiées, comptées par catégorie.',
  tags,
  params: IdParams,
  response: { 200: Inscriptions, ...erreurs },
};
