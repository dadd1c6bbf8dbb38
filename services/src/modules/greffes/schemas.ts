import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from '../../plugins/app/error-schemas.js';

export const typesGreffe = ['TC', 'TAE', 'TJ', 'TMC'] as const;
export type TypeGreffe = (typeof typesGreffe)[number];

export const libellesType: Record<TypeGreffe, string> = {
  TC: 'Tribunal de commerce',
  TAE: 'Tribunal des activités économiques',
  TJ: 'Tribunal judiciaire (chambre commerciale)',
  TMC: 'Tribunal mixte de commerce',
};

export const CODE_GREFFE_PATTERN = '^[0-9]{4}$';
// 01–95 without 20 (Corsica is 2A and 2B), then the overseas 971–974 and 976.
export const CODE_DEPARTEMENT_PATTERN = '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-46])$';

export const CodeGreffe = Type.String({
  pattern: CODE_GREFFE_PATTERN,
  description: 'Code greffe : 4 chiffres (les 2 premiers sont en général le département).',
  examples: ['7501'],
  'x-error-message': 'doit être composé de 4 chiffres',
});

export const CodeDepartement = Type.String({
  pattern: CODE_DEPARTEMENT_PATTERN,
  description: 'Code de département INSEE (01 à 95, 2A, 2B, 971 à 974, 976).',
  examples: ['75', '2A', '971'],
  'x-error-message': 'doit être un code de département (01 à 95, 2A, 2B, 971 à 974 ou 976)',
});

export const Departement = Type.Object({
  code: CodeDepartement,
  nom: Type.String({ examples: ['Paris'] }),
});

export const Greffe = Type.Object({
  code: CodeGreffe,
  nom: Type.String({ description: 'Nom usuel du greffe.', examples: ['Paris'] }),
  type: Type.Enum(typesGreffe, {
    description:
      'TC tribunal de commerce, TAE tribunal des activités économiques, ' +
      'TJ chambre commerciale du tribunal judiciaire (Alsace-Moselle), TMC tribunal mixte de commerce (outre-mer).',
  }),
  libelleType: Type.String({ examples: ['Tribunal des activités économiques'] }),
  ville: Type.String({ description: 'Ville du siège.', examples: ['Paris'] }),
  departement: Departement,
});
export type Greffe = Static<typeof Greffe>;

export const ListGreffesQuery = Type.Object(
  { departement: Type.Optional(CodeDepartement) },
  { additionalProperties: false },
);
export type ListGreffesQuery = Static<typeof ListGreffesQuery>;

export const GreffeParams = Type.Object({ code: CodeGreffe });

export const listGreffesSchema = {
  summary: 'Liste des greffes',
  description: 'Greffes tenant le RCS, triés par nom, éventuellement limités à un département.',
  tags: ['greffes'],
  querystring: ListGreffesQuery,
  response: {
    200: Type.Object({ total: Type.Integer(), greffes: Type.Array(Greffe) }),
    400: ValidationErrorResponse,
  },
};

export const getGreffeSchema = {
  summary: "Fiche d'un greffe",
  tags: ['greffes'],
  params: GreffeParams,
  response: { 200: Greffe, 400: ValidationErrorResponse, 404: ErrorResponse },
};
