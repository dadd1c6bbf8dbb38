import { Type, type Static } from 'typebox';

import { LONGUEUR_NOM, Texte } from '../commun/comptes.js';
import { CodeDepartement } from '../commun/communs.js';
import { ErrorResponse } from '../commun/erreurs.js';
import { ID_BIGINT_MAX } from '../commun/integers.js';
import { LONGUEUR_NOM_GAGE } from '../gages.js';
import { CodeGreffe } from '../greffes.js';
import { Diffusions, IdEntite, SirenSaisi, UidInvite, UidQuery, erreurs } from '../commun/paniers.js';
import { Panier, groupesSurveillance } from './panier.js';

const corps = <T extends Parameters<typeof Type.Object>[0]>(proprietes: T) =>
  Type.Object(proprietes, { additionalProperties: false });

export const AjoutArticle = corps({
  id_article_catalogue: Type.String({ maxLength: 40, examples: ['KBIS'] }),
  id_entite: IdEntite,
  id_document: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ID_BIGINT_MAX,
      description: 'Comptes annuels ou acte précis de cette entreprise (facultatif).',
    }),
  ),
  diffusions: Diffusions,
});
export type AjoutArticle = Static<typeof AjoutArticle>;

export const AjoutEtatEndettement = corps({ id_entite: IdEntite, diffusions: Diffusions });
export type AjoutEtatEndettement = Static<typeof AjoutEtatEndettement>;

export const AjoutDebiteur = corps({ siren: SirenSaisi, diffusions: Diffusions });
export type AjoutDebiteur = Static<typeof AjoutDebiteur>;

export const AjoutDebiteurApproche = corps({
  nom: Texte({
    min: 1,
    max: LONGUEUR_NOM,
    description: 'Nom ou dénomination du débiteur.',
    examples: ['MARTIN BOULANGERIE'],
  }),
  departement: CodeDepartement,
  diffusions: Diffusions,
});
export type AjoutDebiteurApproche = Static<typeof AjoutDebiteurApproche>;

export const AjoutAffaire = corps({
  code_greffe: Type.String({ pattern: '^[0-9]{4}$', 'x-error-message': 'doit être un code greffe de 4 chiffres' }),
  numero_affaire: Type.String({
    pattern: '^[0-9A-Z][0-9A-Z/ -]{3,29}$',
    'x-error-message': "n'est pas un numéro d'affaire (4 à 30 chiffres, lettres majuscules, / ou -)",
    examples: ['2024J00123'],
  }),
  id_entite: Type.Optional(IdEntite),
  id_decision: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ID_BIGINT_MAX,
      description: 'Décision de l’affaire dont la copie est demandée (par défaut la dernière rendue).',
    }),
  ),
  diffusions: Diffusions,
});
export type AjoutAffaire = Static<typeof AjoutAffaire>;

export const AjoutEtatGages = corps({
  siren: Type.Optional(SirenSaisi),
  nom: Type.Optional(
    Texte({ min: 2, max: LONGUEUR_NOM_GAGE, description: 'Nom du constituant.', examples: ['MARTIN BOULANGERIE'] }),
  ),
  code_greffe: Type.Optional(CodeGreffe),
  diffusions: Diffusions,
});
export type AjoutEtatGages = Static<typeof AjoutEtatGages>;

export const AjoutSurveillance = corps({
  id_entite: IdEntite,
  groupes: Type.Array(Type.Enum(groupesSurveillance), { minItems: 1, uniqueItems: true }),
});
export type AjoutSurveillance = Static<typeof AjoutSurveillance>;

export const ModificationArticle = corps({ diffusions: Diffusions });

export const Connexion = corps({
  uid_invite: UidInvite,
  uid_grille_tarifaire: Type.String({ maxLength: 30, examples: ['PUBLIC'] }),
});
export type Connexion = Static<typeof Connexion>;

const tags = ['paniers'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const ecriture = { 201: Panier, ...erreurs };

export const lirePanierSchema = {
  summary: 'Panier du visiteur (uid_invite) ou de l’utilisateur connecté (compte client sélectionné)',
  tags,
  querystring: Type.Object(
    { uid_invite: Type.Optional(UidInvite), id_entite: Type.Optional(IdEntite) },
    { additionalProperties: false },
  ),
  response: { 200: Panier, ...erreurs },
};

const ajout = (summary: string, body: object) => ({ summary, tags, querystring: UidQuery, body, response: ecriture });

export const ajoutArticleSchema = ajout('Ajoute un article pour une entreprise du registre', AjoutArticle);
export const ajoutEtatEndettementSchema = ajout(
  "Ajoute l'état d'endettement certifié d'une entreprise",
  AjoutEtatEndettement,
);
export const ajoutDebiteurSchema = ajout(
  "Ajoute l'état d'endettement d'un débiteur désigné par son SIREN",
  AjoutDebiteur,
);
export const ajoutDebiteurApprocheSchema = ajout(
  "Ajoute l'état d'endettement d'un débiteur sans SIREN (nom et département)",
  AjoutDebiteurApproche,
);
export const ajoutAffaireSchema = ajout("Ajoute la copie d'un jugement d'une affaire", AjoutAffaire);

export const ajoutEtatGagesSchema = ajout(
  'Ajoute l’état des inscriptions de gages sans dépossession d’un constituant (SIREN ou nom, greffe facultatif)',
  AjoutEtatGages,
);

export const ajoutSurveillanceSchema = {
  summary: 'Ajoute la surveillance d’une entreprise (utilisateur connecté)',
  tags,
  body: AjoutSurveillance,
  response: { 201: Panier, ...erreurs },
};

export const modificationArticleSchema = {
  summary: "Remplace les diffusions d'un article du panier",
  tags,
  params: IdParams,
  querystring: UidQuery,
  body: ModificationArticle,
  response: { 200: Panier, ...erreurs },
};

export const suppressionArticleSchema = {
  summary: 'Retire un article du panier',
  tags,
  params: IdParams,
  querystring: UidQuery,
  response: { 200: Panier, ...erreurs },
};

export const connexionSchema = {
  summary: 'Verse le panier visiteur dans celui de l’utilisateur à la connexion',
  tags,
  body: Connexion,
  response: { 200: Panier, ...erreurs, 401: ErrorResponse },
};
