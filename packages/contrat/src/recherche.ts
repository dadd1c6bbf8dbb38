import { Type, type Static } from 'typebox';

import { ValidationErrorResponse } from './commun/erreurs.js';
import { Limit, Offset } from './commun/integers.js';
import { Adresse, DateIso, Libelle, Nullable } from './commun/communs.js';
import { EtatEntreprise, EtatEtablissement } from './entreprises/index.js';

const tags = ['recherche'];

/** Page size and depth (README.md): 100 results at most, 10 000 reachable. */
export const LIMIT_MAX = 100;
export const PROFONDEUR_MAX = 10_000;
export const LIMIT_DEFAUT = 10;

const texte = (description: string) =>
  Type.Optional(
    Type.String({ maxLength: 200, description, 'x-error-message': 'doit être un texte de 200 caractères au plus' }),
  );

const limit = Type.Optional(
  Limit(LIMIT_DEFAUT, LIMIT_MAX, {
    description: `Nombre de résultats (${LIMIT_MAX} au plus).`,
    'x-error-message': `doit être un entier entre 1 et ${LIMIT_MAX}`,
  }),
);
const offset = Type.Optional(
  Offset(PROFONDEUR_MAX, {
    description: `Résultats à sauter ; offset + limit ne dépasse pas ${PROFONDEUR_MAX}.`,
    'x-error-message': `doit être un entier entre 0 et ${PROFONDEUR_MAX}`,
  }),
);

const enumeration = (valeurs: readonly string[], description: string) =>
  Type.Optional(
    Type.String({
      enum: [...valeurs],
      description,
      'x-error-message': `doit valoir ${valeurs.slice(0, -1).join(', ')} ou ${valeurs[valeurs.length - 1]}`,
    }),
  );

export const RechercheEntreprisesQuery = Type.Object(
  {
    phrase: texte(
      'Texte libre : nom, sigle, enseigne, mots dans n’importe quel ordre, suivis ou non d’une adresse (« 12 bd Haussmann ») et d’un lieu (commune, code postal, département), une adresse seule, des initiales, ou un SIREN/SIRET, un numéro de TVA intracommunautaire ou un numéro RNA (portail de Nouvelle-Calédonie : un RID ou un RIDET).',
    ),
    nom_entreprise: texte('Nom seul (dénomination, sigle, enseigne).'),
    numero_identification: Type.Optional(
      Type.String({
        maxLength: 40,
        description:
          'SIREN (9 chiffres), SIRET (14 chiffres), numéro de TVA intracommunautaire ou numéro RNA (W et 9 caractères), espaces, points ou tirets permis ; portail de Nouvelle-Calédonie : RID (7 chiffres) ou RIDET (« 1 236 165.002 »).',
        examples: ['552100554'],
      }),
    ),
    nic: Type.Optional(
      Type.String({
        pattern: '^\\s*([0-9]{5}|[0-9]{3})\\s*$',
        description:
          'NIC (5 chiffres) ; avec un SIREN, désigne un établissement. Portail de Nouvelle-Calédonie : le rang de l’établissement (3 chiffres) avec un RID.',
        'x-error-message': 'doit comporter 5 chiffres (NIC) ou 3 chiffres (rang RIDET)',
      }),
    ),
    activite: Type.Optional(
      Type.String({
        maxLength: 10,
        description: 'Division NAF (56) ou code NAF (56.10A ou 5610A).',
        examples: ['56', '56.10A'],
      }),
    ),
    critere_geographique: texte(
      'Département (75, 2A, 971), code postal, code commune INSEE ou nom de commune : l’un des établissements y est.',
    ),
    etat: enumeration(['ACTIVE', 'RADIEE'], 'ACTIVE ou RADIEE.'),
    statut: enumeration(
      ['A', 'B', 'C', 'D', 'I', 'NI', 'AC', 'INSEE', 'RIDET'],
      'Statut au registre (SPEC §9) ; RIDET : unité connue du seul RIDET (Nouvelle-Calédonie).',
    ),
    type_entite: enumeration(['ENTREPRISE', 'ETABLISSEMENT'], 'ENTREPRISE (par défaut) ou ETABLISSEMENT.'),
    tri: enumeration(['pertinence', 'denomination', 'creation'], 'pertinence (par défaut), denomination ou creation.'),
    boost: Type.Optional(
      Type.Boolean({ default: true, description: 'La taille compte dans le classement (par défaut).' }),
    ),
    limit,
    offset,
  },
  { additionalProperties: false },
);
export type RechercheEntreprisesQuery = Static<typeof RechercheEntreprisesQuery>;

export const RecherchePersonnesQuery = Type.Object(
  {
    phrase: texte('Noms et prénoms dans n’importe quel ordre, éventuellement une année de naissance.'),
    nom: texte('Nom de famille ou d’usage.'),
    prenom: texte('Prénom.'),
    annee_naissance: Type.Optional(
      Type.Integer({
        minimum: 1900,
        maximum: 2100,
        description: 'Année de naissance.',
        'x-error-message': 'doit être une année entre 1900 et l’année en cours',
      }),
    ),
    mois_naissance: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 12,
        description: 'Mois de naissance (1 à 12).',
        'x-error-message': 'doit être un mois entre 1 et 12',
      }),
    ),
    limit,
    offset,
  },
  { additionalProperties: false },
);
export type RecherchePersonnesQuery = Static<typeof RecherchePersonnesQuery>;

export const SuggestionsQuery = Type.Object(
  {
    q: Type.String({ maxLength: 200, description: 'Ce que le visiteur a tapé.' }),
  },
  { additionalProperties: false },
);

const Correspondance = Type.Enum(['IDENTIFIANT', 'EXACTE', 'MOTS', 'APPROCHEE'], {
  description: 'IDENTIFIANT (SIREN/SIRET), EXACTE (nom exact), MOTS (tous les mots), APPROCHEE (fautes corrigées).',
});

const Corrections = Type.Array(Type.Object({ mot: Type.String(), propositions: Type.Array(Type.String()) }));

const Dirigeant = Type.Object({
  qualite: Type.String(),
  personne_id: Nullable(Type.Integer()),
  nom: Nullable(Type.String()),
  prenoms: Nullable(Type.String()),
  denomination: Nullable(Type.String()),
});

const EntrepriseReference = Type.Object({
  id: Type.Integer(),
  siren: Type.String(),
  siren_formate: Type.String(),
  denomination: Type.String(),
  etat: EtatEntreprise,
});

/** An establishment of a company result in the place that restricted the search. */
const EtablissementLieu = Type.Object({
  id: Type.Integer(),
  siret: Type.String(),
  siege: Type.Boolean(),
  adresse: Adresse,
});

export const ResultatEntreprise = Type.Object({
  type: Type.Literal('ENTREPRISE'),
  ...EntrepriseReference.properties,
  sigle: Nullable(Type.String()),
  statut: Libelle,
  forme_juridique: Libelle,
  naf: Nullable(Libelle),
  adresse: Nullable(Adresse),
  nombre_etablissements: Type.Integer(),
  date_immatriculation: Nullable(DateIso),
  dirigeants: Type.Array(Dirigeant),
  correspondance: Correspondance,
  etablissements_lieu: Type.Array(EtablissementLieu, {
    maxItems: 3,
    description: 'Établissements dans le lieu de la recherche (siège d’abord, 3 au plus) ; vide sans lieu.',
  }),
});
export type ResultatEntreprise = Static<typeof ResultatEntreprise>;

export const ResultatEtablissement = Type.Object({
  type: Type.Literal('ETABLISSEMENT'),
  id: Type.Integer(),
  siret: Type.String(),
  siret_formate: Type.String(),
  nic: Type.String(),
  siege: Type.Boolean(),
  enseigne: Nullable(Type.String()),
  denomination_usuelle: Nullable(Type.String()),
  etat: EtatEtablissement,
  adresse: Adresse,
  naf: Nullable(Libelle),
  entreprise: Type.Object({ ...EntrepriseReference.properties, forme_juridique: Libelle }),
  correspondance: Correspondance,
});
export type ResultatEtablissement = Static<typeof ResultatEtablissement>;

const Page = {
  total: Type.Integer({ description: 'Résultats, comptés exactement jusqu’à 10 000.' }),
  total_exact: Type.Boolean({ description: 'false au-delà de 10 000 résultats.' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
  corrections: Corrections,
};

const Lieu = Type.Object(
  {
    libelle: Type.String({ examples: ['Lyon (69)', '69003', 'Rhône (69)'] }),
    origine: Type.Enum(['PHRASE', 'FILTRE']),
    applique: Type.Boolean({ description: 'false : le lieu de la phrase ne donnait rien, le nom seul est cherché.' }),
  },
  { description: 'Le lieu lu dans la phrase ou donné par critere_geographique ; null sans lieu.' },
);

export const ReponseEntreprises = Type.Object({
  ...Page,
  type_entite: Type.Enum(['ENTREPRISE', 'ETABLISSEMENT']),
  lieu: Nullable(Lieu),
  resultats: Type.Array(Type.Union([ResultatEntreprise, ResultatEtablissement])),
});
export type ReponseEntreprises = Static<typeof ReponseEntreprises>;

export const ResultatPersonne = Type.Object({
  id: Type.Integer(),
  nom: Type.String(),
  nom_usage: Nullable(Type.String()),
  prenoms: Type.String(),
  mois_naissance: Nullable(Type.Integer()),
  annee_naissance: Nullable(Type.Integer()),
  nationalite: Nullable(Type.String()),
  nombre_fonctions: Type.Integer(),
  fonctions: Type.Array(
    Type.Object({
      qualite: Type.String(),
      nature: Type.String(),
      actif: Type.Boolean(),
      entreprise: EntrepriseReference,
    }),
  ),
  correspondance: Correspondance,
});
export type ResultatPersonne = Static<typeof ResultatPersonne>;

export const ReponsePersonnes = Type.Object({ ...Page, resultats: Type.Array(ResultatPersonne) });
export type ReponsePersonnes = Static<typeof ReponsePersonnes>;

export const ReponseSuggestions = Type.Object({
  entreprises: Type.Array(
    Type.Object({
      ...EntrepriseReference.properties,
      code_postal: Nullable(Type.String()),
      commune: Nullable(Type.String()),
    }),
  ),
  dirigeants: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nom: Type.String(),
      prenoms: Type.String(),
      mois_naissance: Nullable(Type.Integer()),
      annee_naissance: Nullable(Type.Integer()),
      nombre_fonctions: Type.Integer(),
    }),
  ),
});
export type ReponseSuggestions = Static<typeof ReponseSuggestions>;

/** How a result matched: its identifier, its exact name, all the words, or approximately (typos). */
export type Correspondance = Static<typeof Correspondance>;
/** A word the service corrected (typo tolerance) and what it searched instead. */
export type Correction = Static<typeof Corrections>[number];
/** An officer shown under a company result (`personne_id` for a natural person, who has a page). */
export type DirigeantResume = Static<typeof Dirigeant>;
/** The place of a company search, and an establishment of a result in it. */
export type LieuRecherche = Static<typeof Lieu>;
export type EtablissementDuLieu = Static<typeof EtablissementLieu>;
/** The company an establishment result belongs to. */
export type EntrepriseDeEtablissement = Static<typeof EntrepriseReference>;
export type ResultatEntrepriseOuEtablissement = ReponseEntreprises['resultats'][number];
/** A mandate listed under a person result. */
export type FonctionDePersonneTrouvee = ResultatPersonne['fonctions'][number];
export type SuggestionEntreprise = ReponseSuggestions['entreprises'][number];
export type SuggestionDirigeant = ReponseSuggestions['dirigeants'][number];

const erreurs = { 400: ValidationErrorResponse };

export const rechercheEntreprisesSchema = {
  summary: 'Recherche d’entreprises ou d’établissements',
  description:
    'Classement : nom exact, puis tous les mots, puis fautes corrigées ; actives avant radiées ; puis taille.',
  tags,
  querystring: RechercheEntreprisesQuery,
  response: { 200: ReponseEntreprises, ...erreurs },
};

export const recherchePersonnesSchema = {
  summary: 'Recherche de dirigeants (personnes physiques)',
  tags,
  querystring: RecherchePersonnesQuery,
  response: { 200: ReponsePersonnes, ...erreurs },
};

export const suggestionsSchema = {
  summary: 'Suggestions de la barre de recherche',
  tags,
  querystring: SuggestionsQuery,
  response: { 200: ReponseSuggestions, ...erreurs },
};
