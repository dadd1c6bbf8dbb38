import type { Db, Queryable } from '../../db/index.js';
import { DomainError } from '../../domain-error.js';
import { departements } from './reference/departements.js';
import { greffes as greffesReference } from './reference/greffes.js';
import { findGreffeByCode, findGreffes, upsertDepartements, upsertGreffes, type GreffeRow } from './repository.js';
import { libellesType, type Greffe, type ListGreffesQuery } from './schemas.js';

export class GreffeNotFound extends DomainError {
  readonly statusCode = 404;

  constructor(code: string) {
    super('Greffe introuvable.', { code });
  }
}

function toGreffe(row: GreffeRow): Greffe {
  return {
    code: row.code,
    nom: row.nom,
    type: row.type,
    libelleType: libellesType[row.type],
    ville: row.ville,
    departement: { code: row.departement_code, nom: row.departement_nom },
  };
}

export async function listGreffes(db: Queryable, query: ListGreffesQuery): Promise<Greffe[]> {
  return (await findGreffes(db, query)).map(toGreffe);
}

export async function getGreffe(db: Queryable, code: string): Promise<Greffe> {
  const row = await findGreffeByCode(db, code);
  if (row === undefined) throw new GreffeNotFound(code);
  return toGreffe(row);
}

/** Brings the reference tables in line with ./reference; returns how many rows changed. */
export function loadReferentielGreffes(db: Db): Promise<number> {
  return db.transaction(
    async (tx) => (await upsertDepartements(db, departements, tx)) + (await upsertGreffes(db, greffesReference, tx)),
  );
}
