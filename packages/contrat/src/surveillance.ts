import { Type, type Static } from 'typebox';

import { Nullable } from './commun/communs.js';
import { IdCompteClient } from './commun/comptes.js';
import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { ID_BIGINT_MAX, INT4_MAX, Limit, Offset } from './commun/integers.js';

/**
 * Surveillance service (SPEC §7 « Surveillance service », §9 groups and notice types): watches of a
 * company or of a natural person, their révélations (registry events about what they watch) and the
 * favourites folders that group them. Routes and rules: services/src/modules/surveillance/README.md.
 */
const tags = ['surveillance'];
const erreurs = {
  400: ValidationErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const Instant = Type.String({ format: 'date-time' });
const Jour = (description: string) =>
  Type.String({
    format: 'date',
    'x-error-message': 'doit être une date AAAA-MM-JJ',
    description,
    examples: ['2026-03-02'],
  });

/** SPEC §9 surveillance groups. */
export const domainesSurveillance = [
  'RCS_BILAN_ACTES',
  'BIL',
  'ACT',
  'PROCEDURES_COLLECTIVES',
  'PRIVILEGES_ET_NANTISSEMENTS',
] as const;
export type DomaineSurveillance = (typeof domainesSurveillance)[number];
/** Registry event types (SPEC §9 notice types RCS, BIL, ACT, PN, and PCL for collective proceedings). */
export const typesEvenement = ['RCS', 'BIL', 'ACT', 'PCL', 'PN'] as const;
export type TypeEvenement = (typeof typesEvenement)[number];
export const etatsSurveillance = ['ACTIVE', 'TERMINEE'] as const;
export const motifsFin = ['RADIATION', 'SUPPRESSION'] as const;

const entier = (maximum: number, description: string) =>
  Type.Integer({
    minimum: 1,
    maximum,
    description,
    examples: [1],
    'x-error-message': 'doit être un identifiant (entier positif)',
  });
const IdGroupe = entier(INT4_MAX, 'Identifiant du groupe de favoris.');
const IdSurveillance = entier(INT4_MAX, 'Identifiant de la surveillance.');
const IdRevelation = entier(ID_BIGINT_MAX, 'Identifiant de la révélation.');
const IdEntreprise = entier(ID_BIGINT_MAX, "Identifiant de l'entreprise dans le registre.");
const IdPersonne = entier(ID_BIGINT_MAX, 'Identifiant de la personne physique.');

export const Domaines = Type.Array(Type.Enum(domainesSurveillance), {
  minItems: 1,
  maxItems: domainesSurveillance.length,
  uniqueItems: true,
  description: 'Groupes surveillés (SPEC §9), un au moins, sans doublon.',
  examples: [['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES']],
});

export const EntrepriseResume = Type.Object({
  id: Type.Integer(),
  siren: Type.String({ examples: ['552100554'] }),
  denomination: Type.String({ examples: ['ALPHA SOLUTIONS'] }),
  etat: Type.String({ examples: ['ACTIVE'] }),
});
const PersonneResume = Type.Object({
  id: Type.Integer(),
  nom: Type.String({ examples: ['DUPONT'] }),
  prenoms: Type.String({ examples: ['Jean'] }),
});
const GroupeResume = Type.Object({ id: Type.Integer(), libelle: Type.String() });

export const Surveillance = Type.Object({
  id: Type.Integer(),
  id_compte_client: Type.Integer(),
  entreprise: Nullable(EntrepriseResume),
  personne_physique: Nullable(PersonneResume),
  domaines: Type.Array(Type.Enum(domainesSurveillance)),
  types_evenement: Type.Array(Type.Enum(typesEvenement)),
  groupe_favoris: Nullable(GroupeResume),
  etat: Type.Enum(etatsSurveillance),
  date_fin: Nullable(Instant),
  motif_fin: Nullable(Type.Enum(motifsFin)),
  non_lues: Type.Integer({ description: 'Révélations non lues de cette surveillance.' }),
  cree_le: Instant,
});
export type Surveillance = Static<typeof Surveillance>;

const Valeurs = Nullable(Type.Object({}, { additionalProperties: true }));
export const Revelation = Type.Object({
  id: Type.Integer(),
  id_compte_client: Type.Integer(),
  id_surveillance: Type.Integer(),
  groupe_favoris_id: Nullable(Type.Integer()),
  type: Type.Enum(typesEvenement),
  nature: Type.String({ examples: ['NOMINATION_DIRIGEANT'] }),
  libelle: Type.String(),
  date_evenement: Type.String({ examples: ['2026-03-02'] }),
  entreprise: EntrepriseResume,
  personne_physique: Nullable(PersonneResume),
  avant: Valeurs,
  apres: Valeurs,
  lue_le: Nullable(Instant),
  cree_le: Instant,
});
export type Revelation = Static<typeof Revelation>;

const filtres = {
  type: Type.Optional(Type.Enum(typesEvenement, { description: "Type d'événement." })),
  du: Type.Optional(Jour("Date d'événement minimale (incluse).")),
  au: Type.Optional(Jour("Date d'événement maximale (incluse).")),
  lue: Type.Optional(Type.Boolean({ description: 'true : lues seulement ; false : non lues seulement.' })),
  offset: Offset(10_000),
  limit: Limit(10, 100),
};
const ListeRevelations = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  revelations: Type.Array(Revelation),
});
export type ListeRevelations = Static<typeof ListeRevelations>;

export const listeRevelationsSchema = {
  summary: 'Révélations du compte client sélectionné, les plus récentes d’abord',
  tags,
  querystring: Type.Object({ ...filtres, groupe_favoris_id: Type.Optional(IdGroupe) }, { additionalProperties: false }),
  response: { 200: ListeRevelations, ...erreurs },
};

export const revelationsGroupeSchema = {
  summary: 'Révélations des surveillances d’un groupe de favoris',
  tags,
  params: Type.Object({ id: IdGroupe }, { additionalProperties: false }),
  querystring: Type.Object(filtres, { additionalProperties: false }),
  response: { 200: ListeRevelations, ...erreurs },
};

export const EnAlerte = Type.Object({
  compteurs_actifs: Type.Boolean({
    description: 'false : compte autre qu’ABONNE ou position autre qu’OUVERT (SPEC §6), compteurs à zéro.',
  }),
  non_lues: Type.Integer({ description: 'Toutes les révélations non lues du compte.' }),
  sans_groupe: Type.Integer({ description: 'Non lues des surveillances hors de tout groupe.' }),
  groupes_favoris: Type.Array(Type.Object({ id: Type.Integer(), libelle: Type.String(), non_lues: Type.Integer() })),
});
export type EnAlerte = Static<typeof EnAlerte>;

export const enAlerteSchema = {
  summary: 'Compteurs de révélations non lues, en tout et par groupe de favoris',
  tags,
  response: { 200: EnAlerte, ...erreurs },
};

export const ParamsRevelation = Type.Object(
  { id_compte_client: IdCompteClient, id: IdRevelation },
  { additionalProperties: false },
);
export const lectureRevelationSchema = {
  summary: 'Marque une révélation lue ({ "lue": true }) ou non lue ({ "lue": false })',
  tags,
  params: ParamsRevelation,
  body: Type.Object({ lue: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: Revelation, ...erreurs },
};

export const marquageRevelationSchema = {
  summary: 'Marque une révélation lue (sans corps)',
  tags,
  params: ParamsRevelation,
  response: { 200: Revelation, ...erreurs },
};

const ListeSurveillances = Type.Object({ total: Type.Integer(), surveillances: Type.Array(Surveillance) });

export const surveillancesActivesSchema = {
  summary: 'Surveillances actives du compte client sélectionné',
  tags,
  response: { 200: ListeSurveillances, ...erreurs },
};

export const surveillancesGroupeSchema = {
  summary: 'Surveillances actives d’un groupe de favoris',
  tags,
  params: Type.Object({ id: IdGroupe }, { additionalProperties: false }),
  response: { 200: ListeSurveillances, ...erreurs },
};

export const CreationSurveillance = Type.Object(
  {
    siren: Type.Optional(
      Type.String({
        pattern: '^[0-9]{9}$',
        'x-error-message': 'doit être composé de 9 chiffres',
        examples: ['552100554'],
      }),
    ),
    id_entreprise: Type.Optional(IdEntreprise),
    id_personne_physique: Type.Optional(IdPersonne),
    domaines: Domaines,
    groupe_favoris_id: Type.Optional(Nullable(IdGroupe)),
  },
  {
    additionalProperties: false,
    description: 'Une cible et une seule : siren, id_entreprise ou id_personne_physique.',
  },
);
export type CreationSurveillance = Static<typeof CreationSurveillance>;

export const creationSurveillanceSchema = {
  summary: 'Ouvre une surveillance (gratuite) d’une entreprise ou d’une personne physique',
  tags,
  body: CreationSurveillance,
  response: { 201: Surveillance, ...erreurs },
};

export const ParamsSurveillance = Type.Object(
  { id_compte_client: IdCompteClient, id: IdSurveillance },
  { additionalProperties: false },
);
export const ModificationSurveillance = Type.Object(
  { domaines: Type.Optional(Domaines), groupe_favoris_id: Type.Optional(Nullable(IdGroupe)) },
  { additionalProperties: false },
);
export type ModificationSurveillance = Static<typeof ModificationSurveillance>;

export const modificationSurveillanceSchema = {
  summary: 'Change les domaines ou le groupe de favoris d’une surveillance active',
  tags,
  params: ParamsSurveillance,
  body: ModificationSurveillance,
  response: { 200: Surveillance, ...erreurs },
};

export const lectureSurveillanceSchema = {
  summary: 'Une surveillance du compte client, active ou terminée',
  tags,
  params: ParamsSurveillance,
  response: { 200: Surveillance, ...erreurs },
};

export const finSurveillanceSchema = {
  summary: 'Met fin à une surveillance (TERMINEE, motif SUPPRESSION) ; ses révélations restent lisibles',
  tags,
  params: ParamsSurveillance,
  response: { 200: Surveillance, ...erreurs },
};

export const GroupeFavoris = Type.Object({
  id: Type.Integer(),
  libelle: Type.String(),
  nombre_surveillances: Type.Integer({ description: 'Surveillances actives du groupe.' }),
  cree_le: Instant,
});
export type GroupeFavoris = Static<typeof GroupeFavoris>;

const Libelle = Type.String({
  minLength: 1,
  maxLength: 70,
  pattern: '\\S',
  'x-error-message': 'doit compter de 1 à 70 caractères',
  examples: ['Clients'],
});
const ParamsCompte = Type.Object({ id_compte_client: IdCompteClient }, { additionalProperties: false });
const ParamsGroupe = Type.Object({ id_compte_client: IdCompteClient, id: IdGroupe }, { additionalProperties: false });
const CorpsGroupe = Type.Object({ libelle: Libelle }, { additionalProperties: false });

export const listeGroupesSchema = {
  summary: 'Groupes de favoris du compte client',
  tags,
  params: ParamsCompte,
  response: { 200: Type.Object({ groupes_favoris: Type.Array(GroupeFavoris) }), ...erreurs },
};
export const creationGroupeSchema = {
  summary: 'Crée un groupe de favoris',
  tags,
  params: ParamsCompte,
  body: CorpsGroupe,
  response: { 201: GroupeFavoris, ...erreurs },
};
export const renommageGroupeSchema = {
  summary: 'Renomme un groupe de favoris',
  tags,
  params: ParamsGroupe,
  body: CorpsGroupe,
  response: { 200: GroupeFavoris, ...erreurs },
};
export const suppressionGroupeSchema = {
  summary: 'Supprime un groupe de favoris : ses surveillances n’ont plus de groupe',
  tags,
  params: ParamsGroupe,
  response: { 204: Type.Null(), ...erreurs },
};
