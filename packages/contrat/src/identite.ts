import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import {
  CARACTERES_SPECIAUX,
  limite,
  LONGUEUR_EMAIL,
  LONGUEUR_MAX_MOT_DE_PASSE,
  LONGUEUR_MIN_MOT_DE_PASSE,
  LONGUEUR_NOM,
  minimum,
  MOTIF_EMAIL,
  MOTIF_NOM,
} from './regles-identite.js';

const MESSAGE = 'x-error-message';

const Nom = Type.String({
  minLength: 1,
  maxLength: LONGUEUR_NOM,
  pattern: MOTIF_NOM,
  examples: ['Dupont'],
  [MESSAGE]: {
    minLength: 'Minimum 1 caractère requis.',
    maxLength: limite(LONGUEUR_NOM),
    pattern: CARACTERES_SPECIAUX,
  },
});

const Email = Type.String({
  maxLength: LONGUEUR_EMAIL,
  pattern: MOTIF_EMAIL,
  examples: ['jeanne.dupont@exemple.fr'],
  [MESSAGE]: { maxLength: limite(LONGUEUR_EMAIL), pattern: 'Adresse e-mail invalide.' },
});

/** SPEC §5: 38 characters (the second limit) for address lines and city, the postal standard. */
const LONGUEURS_ATTRIBUTS = {
  address: 38,
  additionalAddress: 38,
  zipCode: 10,
  city: 38,
  country: LONGUEUR_NOM,
  mobilePhone: 20,
  phone: 20,
} as const;
const MOTIFS_ATTRIBUTS: Partial<Record<keyof typeof LONGUEURS_ATTRIBUTS, string>> = {
  zipCode: '^[0-9A-Za-z -]*$',
  city: "^[\\p{L}\\p{M}0-9 '’.-]*$",
  country: "^[\\p{L}\\p{M} '’.-]*$",
  mobilePhone: '^[0-9 +().-]*$',
  phone: '^[0-9 +().-]*$',
};

const attribut = (nom: keyof typeof LONGUEURS_ATTRIBUTS) =>
  Type.Array(
    Type.String({
      maxLength: LONGUEURS_ATTRIBUTS[nom],
      ...(MOTIFS_ATTRIBUTS[nom] ? { pattern: MOTIFS_ATTRIBUTS[nom] } : {}),
      [MESSAGE]: { maxLength: limite(LONGUEURS_ATTRIBUTS[nom]), pattern: CARACTERES_SPECIAUX },
    }),
    { maxItems: 1, description: 'Une valeur au plus (SPEC §3 : la première est utilisée).' },
  );

const champsAttributs = {
  address: attribut('address'),
  additionalAddress: attribut('additionalAddress'),
  zipCode: attribut('zipCode'),
  city: attribut('city'),
  country: attribut('country'),
  mobilePhone: attribut('mobilePhone'),
  phone: attribut('phone'),
};

export const Attributs = Type.Object(champsAttributs, { description: 'Un attribut absent vaut [].' });

export const Utilisateur = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String({ description: 'Adresse de connexion.' }),
  lastName: Type.String(),
  firstName: Type.String(),
  attributes: Attributs,
  email_en_attente: Type.Union([Type.String(), Type.Null()], {
    description: 'Nouvelle adresse en attente de confirmation par le lien qui lui a été envoyé.',
  }),
  compte_de_test: Type.Boolean({ description: 'SPEC §5 : adresse d’un domaine de comptes de test.' }),
});
export type Utilisateur = Static<typeof Utilisateur>;

export const ModificationUtilisateur = Type.Object(
  {
    lastName: Nom,
    firstName: Nom,
    email: Email,
    attributes: Type.Optional(Type.Partial(Type.Object(champsAttributs))),
  },
  { additionalProperties: false },
);
export type ModificationUtilisateur = Static<typeof ModificationUtilisateur>;

const MotDePasse = Type.String({
  maxLength: LONGUEUR_MAX_MOT_DE_PASSE,
  [MESSAGE]: { maxLength: limite(LONGUEUR_MAX_MOT_DE_PASSE) },
});
const NouveauMotDePasse = Type.String({
  minLength: LONGUEUR_MIN_MOT_DE_PASSE,
  maxLength: LONGUEUR_MAX_MOT_DE_PASSE,
  [MESSAGE]: { minLength: minimum(LONGUEUR_MIN_MOT_DE_PASSE), maxLength: limite(LONGUEUR_MAX_MOT_DE_PASSE) },
});

export const ChangementMotDePasse = Type.Object(
  { motDePasseActuel: MotDePasse, nouveauMotDePasse: NouveauMotDePasse },
  { additionalProperties: false },
);

export const Suppression = Type.Object({ motDePasse: MotDePasse }, { additionalProperties: false });

const erreurs = { 400: ValidationErrorResponse, 401: ErrorResponse, 429: ErrorResponse };

export const lireSchema = {
  summary: 'Utilisateur connecté',
  tags: ['utilisateurs'],
  response: { 200: Utilisateur, 401: ErrorResponse },
};

export const modifierSchema = {
  summary: 'Modifier ses informations',
  description: 'Une nouvelle adresse e-mail ne s’applique qu’après confirmation par le lien qui lui est envoyé.',
  tags: ['utilisateurs'],
  body: ModificationUtilisateur,
  response: { 200: Utilisateur, ...erreurs },
};

export const motDePasseSchema = {
  summary: 'Changer de mot de passe',
  tags: ['utilisateurs'],
  body: ChangementMotDePasse,
  response: { 204: Type.Null(), ...erreurs },
};

export const supprimerSchema = {
  summary: 'Supprimer son compte',
  description:
    'Efface les données de la personne et révoque ses sessions ; les comptes clients restent, avec leurs commandes ' +
    'et factures. 409 quand les règles d’un compte client l’interdisent encore (abonnement payé en cours, seul ' +
    'administrateur d’un compte partagé) : rien n’est alors supprimé.',
  tags: ['utilisateurs'],
  body: Suppression,
  response: { 204: Type.Null(), 409: ErrorResponse, ...erreurs },
};
