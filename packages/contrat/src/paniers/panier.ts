import { Type, type Static } from 'typebox';

import { Nullable, Prix, formatsDiffusion } from '../commun/paniers.js';

export const groupesSurveillance = [
  'RCS_BILAN_ACTES',
  'BIL',
  'ACT',
  'PROCEDURES_COLLECTIVES',
  'PRIVILEGES_ET_NANTISSEMENTS',
] as const;

/** What an article is about beyond its company; only the fields of its kind are present. */
export const Donnees = Type.Object({
  id_document: Type.Optional(Type.Integer()),
  siren: Type.Optional(Type.String()),
  nom: Type.Optional(Type.String()),
  departement: Type.Optional(Type.String()),
  numero_affaire: Type.Optional(Type.String()),
  code_greffe: Type.Optional(Type.String()),
  id_affaire: Type.Optional(Type.Integer()),
  id_decision: Type.Optional(Type.Integer()),
  groupes: Type.Optional(Type.Array(Type.Enum(groupesSurveillance))),
});
export type Donnees = Static<typeof Donnees>;

export const SousArticle = Type.Object({
  id: Type.Integer(),
  id_sous_article_catalogue: Type.String({ examples: ['KBIS_ELEC'] }),
  format_diffusion: Type.Enum(formatsDiffusion),
  payload: Type.String({
    description:
      'JSON : {"diffusions":[{"format_diffusion","quantite","periodicite":{"frequence_mois","duree_mois"}}]}',
    examples: ['{"diffusions":[{"format_diffusion":"ELEC","quantite":1}]}'],
  }),
  nombre_envois: Type.Integer({ description: 'duree_mois / frequence_mois pour un Kbis périodique, 1 sinon.' }),
  prix_unitaire: Prix,
  montant: Prix,
});

export const Article = Type.Object({
  id: Type.Integer(),
  id_article_catalogue: Type.String({ examples: ['KBIS'] }),
  type: Type.String({ examples: ['KBIS'] }),
  libelle: Type.String({ examples: ['Extrait Kbis'] }),
  id_entite: Nullable(Type.Integer()),
  donnees: Donnees,
  diffusion_courrier: Type.Boolean(),
  diffusion_electronique: Type.Boolean(),
  sous_articles: Type.Array(SousArticle),
  montant: Prix,
});
export type Article = Static<typeof Article>;

export const Regroupement = Type.Object({
  id_entite: Nullable(Type.Integer({ description: 'null : articles sans entreprise du registre.' })),
  siren: Nullable(Type.String({ examples: ['552100554'] })),
  denomination: Nullable(Type.String({ examples: ['ALPHA SOLUTIONS'] })),
  articles: Type.Array(Article),
  montant: Prix,
});
export type Regroupement = Static<typeof Regroupement>;

export const Panier = Type.Object({
  id: Nullable(Type.Integer({ description: "null tant que rien n'a été mis dans le panier." })),
  uid_invite: Nullable(Type.String({ format: 'uuid' })),
  grille_tarifaire: Type.String({ examples: ['PUBLIC'] }),
  date_tarif: Type.String({ format: 'date', description: 'Les prix sont ceux en vigueur ce jour (Paris).' }),
  nombre_articles: Type.Integer(),
  prix_devises: Prix,
  regroupements: Type.Array(Regroupement),
});
export type Panier = Static<typeof Panier>;
