import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from './erreurs.js';

export { Nullable } from './communs.js';

export const formatsDiffusion = ['COURRIER', 'ELEC'] as const;
export type FormatDiffusion = (typeof formatsDiffusion)[number];

export const Prix = Type.Object(
  {
    devise: Type.Literal('EUR'),
    ht: Type.Number({ examples: [2.67] }),
    tva: Type.Number({ examples: [0.53] }),
    ttc: Type.Number({ examples: [3.2] }),
    ht_formate: Type.String({
      description: 'SPEC §9 : 2 décimales, virgule, espace des milliers.',
      examples: ['2,67'],
    }),
    tva_formate: Type.String({ examples: ['0,53'] }),
    ttc_formate: Type.String({ examples: ['1 234,50'] }),
  },
  { description: 'Montant en euros : nombres et textes au format français.' },
);
export type Prix = Static<typeof Prix>;

// Quantities and periods a person orders: beyond these a typing slip is far likelier than a need.
export const QUANTITE_MAX = 99;
export const FREQUENCE_MAX_MOIS = 12;
export const DUREE_MAX_MOIS = 36;

export const Periodicite = Type.Object(
  {
    frequence_mois: Type.Integer({ minimum: 1, maximum: FREQUENCE_MAX_MOIS, description: 'Un envoi tous les N mois.' }),
    duree_mois: Type.Integer({ minimum: 1, maximum: DUREE_MAX_MOIS, description: 'Multiple de frequence_mois.' }),
  },
  { additionalProperties: false },
);
export type Periodicite = Static<typeof Periodicite>;

export const Diffusion = Type.Object(
  {
    format_diffusion: Type.Enum(formatsDiffusion),
    quantite: Type.Integer({ minimum: 1, maximum: QUANTITE_MAX, examples: [1] }),
    periodicite: Type.Optional(Periodicite),
  },
  { additionalProperties: false },
);
export type Diffusion = Static<typeof Diffusion>;

export const Diffusions = Type.Array(Diffusion, {
  minItems: 1,
  maxItems: formatsDiffusion.length,
  description: 'Un élément par format (COURRIER, ELEC) ; periodicite pour le seul Kbis périodique.',
});

export const IdEntite = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: "Identifiant de l'entreprise dans le registre.",
  examples: [1],
  'x-error-message': 'doit être un identifiant (entier positif)',
});

export const UidInvite = Type.String({
  format: 'uuid',
  description: 'Identifiant du panier visiteur, généré et gardé par le navigateur.',
  examples: ['0b6f5d1e-8a4c-4c4e-9f0a-2d3b1c4e5f60'],
});

export const UidQuery = Type.Object(
  {
    uid_invite: Type.Optional(UidInvite),
  },
  { additionalProperties: false },
);
export type UidQuery = Static<typeof UidQuery>;

export const SirenSaisi = Type.String({
  pattern: '^[0-9 ]{9,11}$',
  'x-error-message': 'doit être composé de 9 chiffres',
  examples: ['552100554'],
});

export const erreurs = {
  400: ValidationErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
};
