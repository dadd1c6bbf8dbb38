import { Type, type Static } from 'typebox';

import { ErrorResponse, ValidationErrorResponse } from './commun/erreurs.js';
import { Limit, Offset } from './commun/integers.js';

export const typesGreffe = ['TC', 'TAE', 'TJ', 'TMC'] as const;
export type TypeGreffe = (typeof typesGreffe)[number];

export const libelles_type: Record<TypeGreffe, string> = {
  TC: 'Tribunal de commerce',
  TAE: 'Tribunal des activités économiques',
  TJ: 'Tribunal judiciaire (chambre commerciale)',
  TMC: 'Tribunal mixte de commerce',
};

export const CODE_GREFFE_PATTERN = '^[0-9]{4}$';
// 01–95 without 20 (Corsica is 2A and 2B), the overseas départements 971–974 and
// 976, and the overseas collectivities of the commune file (975, 977, 978,
// 984–989, New Caledonia 988 among them), as in the departements table.
export const CODE_DEPARTEMENT_PATTERN = '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-8]|98[4-9])$';

export const CodeGreffe = Type.String({
  pattern: CODE_GREFFE_PATTERN,
  description: 'Code greffe : 4 chiffres (les 2 premiers sont en général le département).',
  examples: ['7501'],
  'x-error-message': 'doit être composé de 4 chiffres',
});

export const CodeDepartement = Type.String({
  pattern: CODE_DEPARTEMENT_PATTERN,
  description: 'Code de département INSEE (01 à 95, 2A, 2B, 971 à 978, 984 à 989).',
  examples: ['75', '2A', '971', '988'],
  'x-error-message': 'doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989)',
});

export const Departement = Type.Object({
  code: CodeDepartement,
  nom: Type.String({ examples: ['Paris'] }),
});
export type Departement = Static<typeof Departement>;

export const Greffe = Type.Object({
  code: CodeGreffe,
  nom: Type.String({ description: 'Nom usuel du greffe.', examples: ['Paris'] }),
  type: Type.Enum(typesGreffe, {
    description:
      'TC tribunal de commerce, TAE tribunal des activités économiques, ' +
      'TJ chambre commerciale du tribunal judiciaire (Alsace-Moselle), TMC tribunal mixte de commerce (outre-mer).',
  }),
  libelle_type: Type.String({ examples: ['Tribunal des activités économiques'] }),
  ville: Type.String({ description: 'Ville du siège.', examples: ['Paris'] }),
  departement: Departement,
});
export type Greffe = Static<typeof Greffe>;

export const ListGreffesQuery = Type.Object(
  {
    departement: Type.Optional(CodeDepartement),
    recherche: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Nom de commune (début du nom, sans tenir compte des accents ni de la casse), code postal ' +
          '(ou son début) ou nom du greffe. Sans lettre ni chiffre, elle ne trouve rien.',
        examples: ['saint-etienne', '69003', 'Lille'],
      }),
    ),
  },
  { additionalProperties: false },
);
export type ListGreffesQuery = Static<typeof ListGreffesQuery>;

export const GreffeParams = Type.Object({ code: CodeGreffe });

export const listGreffesSchema = {
  summary: 'Liste des greffes',
  description:
    'Greffes tenant le RCS, triés par nom, éventuellement limités à un département ou à ceux dont le nom, ' +
    "le nom d'une commune du ressort ou un code postal du ressort répond à la recherche.",
  tags: ['greffes'],
  querystring: ListGreffesQuery,
  response: {
    200: Type.Object({ total: Type.Integer(), greffes: Type.Array(Greffe) }),
    400: ValidationErrorResponse,
  },
};

export const GreffeDetail = Type.Object({
  ...Greffe.properties,
  adresse: Type.Object({
    code_postal: Type.Union([Type.String({ examples: ['75001'] }), Type.Null()]),
    commune: Type.String({ description: 'Commune du siège.', examples: ['Paris'] }),
  }),
  nombre_communes: Type.Integer({ description: 'Communes de son ressort.' }),
  nombre_entreprises: Type.Integer({
    description: 'Entreprises actives immatriculées (comptes précalculés après chaque chargement du registre).',
  }),
});
export type GreffeDetail = Static<typeof GreffeDetail>;

export const getGreffeSchema = {
  summary: "Fiche d'un greffe",
  description: "Avec la commune de son siège, le nombre de communes de son ressort et d'entreprises actives.",
  tags: ['greffes'],
  params: GreffeParams,
  response: { 200: GreffeDetail, 400: ValidationErrorResponse, 404: ErrorResponse },
};

export const CommunesGreffeQuery = Type.Object(
  {
    limit: Type.Optional(Limit(100, 1000, { description: 'Nombre de communes (1000 au plus).' })),
    offset: Type.Optional(Offset()),
  },
  { additionalProperties: false },
);
export type CommunesGreffeQuery = Static<typeof CommunesGreffeQuery>;

export const CommuneDuRessort = Type.Object({
  code: Type.String({ description: 'Code INSEE.', examples: ['75056'] }),
  nom: Type.String({ examples: ['Paris'] }),
  codes_postaux: Type.Array(Type.String(), { examples: [['75001', '75002']] }),
});
export type CommuneDuRessort = Static<typeof CommuneDuRessort>;

export const communesGreffeSchema = {
  summary: "Communes du ressort d'un greffe",
  description: 'Triées par nom, accents ignorés.',
  tags: ['greffes'],
  params: GreffeParams,
  querystring: CommunesGreffeQuery,
  response: {
    200: Type.Object({ total: Type.Integer(), communes: Type.Array(CommuneDuRessort) }),
    400: ValidationErrorResponse,
    404: ErrorResponse,
  },
};
