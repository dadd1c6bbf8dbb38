import type { Db, Queryable } from '../../db/index.js';
import { DomainError } from '../../domain-error.js';
import { DEPARTEMENTS_REFERENCE as departements, type Region } from '@portail/domaine';
import { greffes as greffesReference } from './reference/greffes.js';
import { normaliserNom } from '../../lib/normaliser.js';
import {
  findCommunesDuRessort,
  findGreffeByCode,
  findGreffeDetail,
  findGreffes,
  upsertDepartements,
  upsertGreffes,
  type GreffeFilter,
  type GreffeRow,
} from './repository.js';
import {
  libelles_type,
  type CommuneDuRessort,
  type CommunesGreffeQuery,
  type Greffe,
  type GreffeDetail,
  type ListGreffesQuery,
} from '@portail/contrat/greffes';

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
    libelle_type: libelles_type[row.type],
    ville: row.ville,
    departement: { code: row.departement_code, nom: row.departement_nom },
  };
}

/**
 * A search is a postal code (or its start) when it is digits only, a name
 * otherwise; null when it has neither letters nor digits (it finds nothing).
 */
function filter(query: ListGreffesQuery, region: Region): GreffeFilter | null {
  const { departement, recherche } = query;
  if (recherche === undefined) return { region, departement };
  const digits = recherche.replace(/\s+/g, '');
  if (/^[0-9]{1,5}$/.test(digits)) return { region, departement, code_postal: digits };
  const nom = normaliserNom(recherche);
  return nom === '' ? null : { region, departement, nom };
}

/** The greffes of the portal's region (none in New Caledonia), by name. */
export async function listGreffes(db: Queryable, query: ListGreffesQuery, region: Region): Promise<Greffe[]> {
  const filtre = filter(query, region);
  return filtre === null ? [] : (await findGreffes(db, filtre)).map(toGreffe);
}

export async function getGreffe(db: Queryable, code: string): Promise<GreffeDetail> {
  const row = await findGreffeDetail(db, code);
  if (row === undefined) throw new GreffeNotFound(code);
  return {
    ...toGreffe(row),
    adresse: { code_postal: row.siege_code_postal, commune: row.siege_commune ?? row.ville },
    nombre_communes: row.nombre_communes,
    nombre_entreprises: row.nombre_entreprises,
  };
}

export async function listCommunes(
  db: Queryable,
  code: string,
  page: CommunesGreffeQuery,
): Promise<{ total: number; communes: CommuneDuRessort[] }> {
  const [greffe, { total, communes }] = await Promise.all([
    findGreffeByCode(db, code),
    findCommunesDuRessort(db, code, { limit: page.limit ?? 100, offset: page.offset ?? 0 }),
  ]);
  if (greffe === undefined) throw new GreffeNotFound(code);
  return { total, communes: communes.map((c) => ({ code: c.code, nom: c.nom, codes_postaux: c.codes_postaux })) };
}

/** Brings the reference tables in line with ./reference; returns how many rows changed. */
export function loadReferentielGreffes(db: Db): Promise<number> {
  return db.transaction(
    async (tx) => (await upsertDepartements(db, departements, tx)) + (await upsertGreffes(db, greffesReference, tx)),
  );
}
