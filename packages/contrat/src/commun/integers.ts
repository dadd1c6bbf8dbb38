import { Type, type TNumberOptions } from 'typebox';

/**
 * Integers sent by clients, the paging ones of every list first. Each has a maximum PostgreSQL can
 * take: a number the schema lets through goes to the database as it is, and one beyond `integer` or
 * `bigint` (`offset=9223372036854775807`, rounded up by JavaScript) failed the query with a 500
 * instead of a 400 naming the field. A parameter the client may leave out is wrapped in
 * `Type.Optional`: Ajv fills the default in and the OpenAPI document shows it as optional.
 */

/** Largest PostgreSQL `integer`. */
export const INT4_MAX = 2_147_483_647;

/** No list is that long: no offset needs to go further. */
export const OFFSET_MAX = INT4_MAX;

/**
 * Largest id of a `bigint` column a client may send: JSON numbers are exact up to 2^53 − 1, far
 * below the largest `bigint`.
 */
export const ID_BIGINT_MAX = Number.MAX_SAFE_INTEGER;

/** `offset` of a paged list: elements to skip, 0 by default, `maximum` at most. */
export const Offset = (maximum = OFFSET_MAX, options: TNumberOptions = {}) =>
  Type.Integer({ minimum: 0, maximum, default: 0, description: "Nombre d'éléments à sauter.", ...options });

/** `limit` of a paged list: `defaut` when absent, `maximum` at most. */
export const Limit = (defaut: number, maximum: number, options: TNumberOptions = {}) =>
  Type.Integer({
    minimum: 1,
    maximum,
    default: defaut,
    description: `Nombre d'éléments (${maximum} au plus).`,
    ...options,
  });

/** Keyset paging: the last id (a `bigint`) of the previous page, 0 for the first page. */
export const ApresId = (options: TNumberOptions = {}) =>
  Type.Integer({
    minimum: 0,
    maximum: ID_BIGINT_MAX,
    default: 0,
    description: 'Dernier id de la page précédente.',
    ...options,
  });
