import { Type, type Static, type TSchema } from 'typebox';

import { ID_BIGINT_MAX } from './integers.js';

/** `T | null`, the way every optional datum of the registry is answered. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const DateIso = Type.String({ format: 'date', description: 'Date AAAA-MM-JJ.', examples: ['2019-03-15'] });

export const Libelle = Type.Object({
  code: Type.String(),
  libelle: Type.String(),
});
export type Libelle = Static<typeof Libelle>;

export const Capital = Type.Object({
  montant: Type.Number({ examples: [1500000] }),
  devise: Type.String({ examples: ['EUR'] }),
  variable: Type.Boolean(),
});
export type Capital = Static<typeof Capital>;

export const GreffeReference = Type.Object({
  code: Type.String({ examples: ['7501'] }),
  nom: Type.String({ examples: ['Paris'] }),
});
export type GreffeReference = Static<typeof GreffeReference>;

export const Adresse = Type.Object({
  lignes: Type.Array(Type.String(), { examples: [['12 RUE DE LA PAIX', 'BÂTIMENT B']] }),
  code_postal: Nullable(Type.String({ examples: ['75002'] })),
  commune: Nullable(Type.String({ description: 'Nom de la commune.', examples: ['PARIS'] })),
  commune_code: Nullable(Type.String({ description: 'Code INSEE de la commune.', examples: ['75102'] })),
  departement_code: Nullable(Type.String({ examples: ['75'] })),
  pays: Nullable(Type.String({ description: 'null pour la France.' })),
});
export type Adresse = Static<typeof Adresse>;

const positif = {
  minimum: 1,
  maximum: ID_BIGINT_MAX,
  'x-error-message': 'doit être un identifiant (entier positif)',
} as const;

/** An entity id in a path or a query (`{id}` of the portal's URLs). */
export const Identifiant = (description: string) => Type.Integer({ ...positif, description, examples: [1] });

export const IdParams = Type.Object({ id: Identifiant("Identifiant de l'entité.") });

// 9 or 14 digits, spaces allowed anywhere ("552 100 554 00013"); the Luhn
// key is checked by the service (numero-identification.ts).
export const NumeroIdentification = (description: string, nombres: '9|14' | '14') =>
  Type.String({
    pattern: nombres === '14' ? '^\\s*(?:[0-9]\\s*){14}$' : '^\\s*(?:(?:[0-9]\\s*){9}|(?:[0-9]\\s*){14})$',
    description,
    examples: nombres === '14' ? ['55210055400013'] : ['552100554', '552 100 554 00013'],
    'x-error-message':
      nombres === '14'
        ? 'doit comporter 14 chiffres (SIRET)'
        : 'doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET)',
  });

export const CODE_DEPARTEMENT_PATTERN = '^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-8]|98[4-9])$';
export const CodeDepartement = Type.String({
  pattern: CODE_DEPARTEMENT_PATTERN,
  description: 'Code de département INSEE (01 à 95, 2A, 2B, 971 à 978, 984 à 989).',
  examples: ['75', '2A', '971'],
  'x-error-message': 'doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989)',
});

export const Division = Type.String({
  pattern: '^[0-9]{2}$',
  description: "Division NAF (secteur d'activité) : 2 chiffres.",
  examples: ['62'],
  'x-error-message': 'doit être une division NAF de 2 chiffres',
});

export const CodeNaf = Type.String({
  pattern: '^[0-9]{2}\\.[0-9]{2}[A-Z]$',
  description: 'Sous-classe NAF rév. 2.',
  examples: ['62.01Z'],
  'x-error-message': 'doit être un code NAF de la forme 62.01Z',
});
