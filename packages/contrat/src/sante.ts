import { Type, type Static } from 'typebox';

const DatabaseKind = Type.Enum(['pglite', 'postgresql'], { description: 'Moteur utilisé.' });

export const HealthOk = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
  migrations: Type.Integer({ description: 'Nombre de migrations appliquées.' }),
  version: Type.String({ description: 'Version du paquet des services.' }),
});
export type HealthOk = Static<typeof HealthOk>;

export const HealthError = Type.Object({
  status: Type.Literal('error'),
  database: DatabaseKind,
  message: Type.String({ examples: ['La base de données ne répond pas.'] }),
});
export type HealthError = Static<typeof HealthError>;

export const healthSchema = {
  summary: 'État des services',
  description: 'Répond 503 quand la base de données ne répond pas (sonde de disponibilité).',
  tags: ['santé'],
  response: { 200: HealthOk, 503: HealthError },
};
