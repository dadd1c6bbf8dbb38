import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../commun/erreurs.js';
import { Nullable, Prix, formatsDiffusion } from '../commun/paniers.js';

export const Tarif = Type.Object({
  taux_tva: Type.Number({ examples: [20] }),
  valide_du: Type.String({ format: 'date' }),
  valide_au: Nullable(Type.String({ format: 'date', description: 'Dernier jour inclus ; null : sans fin connue.' })),
  source: Type.String({ description: "D'où vient le chiffre (FACTS §2.1)." }),
  date_source: Type.String({
    description: 'Date du chiffre telle que la source la donne.',
    examples: ['au 01/01/2025'],
  }),
  remarque: Nullable(Type.String()),
});

export const SousArticleSynthese = Type.Object({
  id_sous_article_catalogue: Type.String({ examples: ['KBIS_ELEC'] }),
  libelle: Type.String(),
  format_diffusion: Type.Enum(formatsDiffusion),
  prix: Nullable(Prix),
  tarif: Nullable(Tarif),
});

export const ArticleSynthese = Type.Object({
  id_article_catalogue: Type.String({ examples: ['KBIS'] }),
  type: Type.String({ examples: ['KBIS'] }),
  libelle: Type.String({ examples: ['Extrait Kbis'] }),
  code_produit: Nullable(Type.String({ examples: ['0057'] })),
  ancien_code_produit: Nullable(Type.String({ examples: ['RCS'] })),
  sous_articles: Type.Array(SousArticleSynthese),
});
export type ArticleSynthese = Static<typeof ArticleSynthese>;

export const SynthesesArticles = Type.Object({
  grille_tarifaire: Type.Object({ code: Type.String(), libelle: Type.String() }),
  date: Type.String({ format: 'date' }),
  articles: Type.Array(ArticleSynthese),
});
export type SynthesesArticles = Static<typeof SynthesesArticles>;

export const synthesesSchema = {
  summary: 'Articles du catalogue et leur prix en vigueur à une date dans une grille tarifaire',
  description: 'prix et tarif sont null pour un sous-article sans tarif à cette date (il ne peut pas être commandé).',
  tags: ['paniers'],
  params: Type.Object({
    code: Type.String({
      pattern: '^[A-Z0-9_]{1,30}$',
      'x-error-message': "n'est pas un code de grille tarifaire (lettres majuscules, chiffres, _)",
      examples: ['PUBLIC'],
    }),
  }),
  querystring: Type.Object(
    {
      date: Type.Optional(
        Type.String({ format: 'date', description: "AAAA-MM-JJ ; aujourd'hui (heure de Paris) par défaut." }),
      ),
    },
    { additionalProperties: false },
  ),
  response: { 200: SynthesesArticles, 400: ValidationErrorResponse, 404: ErrorResponse },
};
