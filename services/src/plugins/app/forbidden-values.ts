import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { CUSTOM_MESSAGE_KEYWORD } from '@portail/contrat/commun/messages';
import { type ValidationIssue } from '../../schemas/messages-validation.js';

export const NUL_MESSAGE = 'ne doit pas contenir de caractère nul (U+0000)';
export const NON_FINITE_MESSAGE = 'doit être un nombre fini';

const NUL = '\u0000';

// A request holding more than this many forbidden values is refused at its first ones.
const MAX_REPORTED = 10;

type Part = 'params' | 'querystring' | 'body';

const PARTS: ReadonlyArray<readonly [Part, (request: FastifyRequest) => unknown]> = [
  ['params', (request) => request.params],
  ['querystring', (request) => request.query],
  ['body', (request) => request.body],
];

/** JSON Pointer of a path, "~" and "/" escaped. */
const pointer = (path: readonly string[]) =>
  path.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/**
 * The paths of the values, or property names (U+0000 spelled out), of a parsed request part that
 * `forbidden` refuses. Walked without recursion, so a deeply nested body cannot overflow the stack.
 */
export function forbiddenPaths(value: unknown, forbidden: (leaf: unknown) => boolean): string[][] {
  const found: string[][] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined && found.length < MAX_REPORTED; next = pending.pop()) {
    const { value: current, path } = next;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], path: [...path, String(index)] });
      }
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current).reverse()) {
        if (forbidden(key)) found.push([...path, key.replaceAll(NUL, '\\u0000')]);
        else pending.push({ value: child, path: [...path, key] });
      }
    } else if (forbidden(current)) {
      found.push(path);
    }
  }
  return found;
}

export const holdsNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes(NUL);
export const isNonFinite = (leaf: unknown) => typeof leaf === 'number' && !Number.isFinite(leaf);

/** Refused like a schema violation: the error handler answers 400 naming each field. */
export class ForbiddenValueError extends Error {
  readonly statusCode = 400;
  readonly validation: ValidationIssue[];

  constructor(
    paths: readonly string[][],
    readonly validationContext: Part,
    reason: string,
  ) {
    super(`${validationContext} : ${reason}`);
    this.name = 'ForbiddenValueError';
    this.validation = paths.map((path) => ({
      keyword: CUSTOM_MESSAGE_KEYWORD,
      instancePath: pointer(path),
      schemaPath: '#',
      params: {},
      parentSchema: { [CUSTOM_MESSAGE_KEYWORD]: reason },
    }));
  }
}

function refuse(request: FastifyRequest, forbidden: (leaf: unknown) => boolean, reason: string) {
  for (const [part, read] of PARTS) {
    const paths = forbiddenPaths(read(request), forbidden);
    if (paths.length > 0) throw new ForbiddenValueError(paths, part, reason);
  }
}

/**
 * Values the schemas let through but PostgreSQL refuses, which failed their query with a 500.
 * Checked once for every route here rather than by a rule repeated on each field:
 * - U+0000 in any text (PostgreSQL refuses it in `text` and `jsonb`), before validation;
 * - a non-finite number, after validation: Ajv turns a query or path value such as `1e400` or
 *   `Infinity` into Infinity when it coerces it to a number, and then skips `minimum` and
 *   `maximum` (ajv-validator/ajv#2212). A JSON body cannot bring one: Ajv refuses it there.
 */
export default fp(
  async function forbiddenValues(fastify) {
    fastify.addHook('preValidation', async (request) => refuse(request, holdsNul, NUL_MESSAGE));
    fastify.addHook('preHandler', async (request) => refuse(request, isNonFinite, NON_FINITE_MESSAGE));
  },
  { name: 'forbidden-values' },
);
