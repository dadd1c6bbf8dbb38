/**
 * Every operation of the OpenAPI document, sent hostile input: malformed JSON, wrong types, huge and
 * negative numbers, 100 000-character strings, NUL bytes, bad percent-encoding, wrong content types,
 * with and without a valid access token. No answer may be a 5xx; a 4xx is JSON with a French
 * message, and a 400 about a field names it. The app is built once and reached through inject.
 */
import type { LightMyRequestResponse } from 'fastify';

import type { App } from '../src/app.js';
import { creerCompte, creerUtilisateur } from './fixtures/comptes-clients.js';
import { ajouterAuPanier, commander, createAppCommandes, elec, type AppCommandes } from './fixtures/commandes.js';
import { ids } from './fixtures/registre.js';
import { backends } from './helpers/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  /** Content type and schema of the body, when the operation takes one. */
  body: { contentType: string; schema: Schema } | undefined;
}

interface Attempt {
  label: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The field a 400 must name (`query.offset`, `body.diffusions.0.quantite`…). */
  field?: string;
}

const LONG = 'x'.repeat(100_000);
const BAD_PERCENT = '%E0%A4%A';

/** Raw values put in a path or query parameter (already URL-encoded where they need to be). */
const URL_VALUES: Array<[string, string]> = [
  ['wrong type', 'abc'],
  ['bigint overflow', '9223372036854775807'],
  ['huge', '99999999999999999999999999'],
  ['int overflow', '2147483648'],
  ['negative', '-1'],
  ['huge negative', '-9223372036854775809'],
  ['infinite', '1e400'],
  ['decimal', '1.5'],
  ['100 000 characters', LONG],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['bad percent-encoding', BAD_PERCENT],
];

/** Values put in a JSON body field, as JSON text (numbers beyond a double included). */
const JSON_VALUES: Array<[string, string]> = [
  ['wrong type (string)', '"abc"'],
  ['wrong type (object)', '{"a":1}'],
  ['wrong type (array)', '[1]'],
  ['null', 'null'],
  ['bigint overflow', '9223372036854775807'],
  ['huge', '1e308'],
  ['int overflow', '2147483648'],
  ['negative', '-1'],
  ['huge negative', '-9223372036854775809'],
  ['decimal', '1.5'],
  ['100 000 characters', JSON.stringify(LONG)],
  ['NUL', '"\\u0000"'],
  ['NUL inside', '"a\\u0000b"'],
];

/** Whole bodies that are not what a JSON route expects. */
const BODIES: Array<[string, string, string | Buffer]> = [
  ['truncated JSON', 'application/json', '{"a":'],
  ['empty JSON', 'application/json', ''],
  ['__proto__', 'application/json', '{"__proto__":{"x":1}}'],
  ['constructor.prototype', 'application/json', '{"constructor":{"prototype":{"x":1}}}'],
  ['JSON array', 'application/json', '[]'],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"x"'],
  ['JSON NUL string', 'application/json', '"\\u0000"'],
  ['JSON with a NUL key', 'application/json', '{"\\u0000":1}'],
  ['deeply nested JSON', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['bad UTF-8', 'application/json; charset=utf-8', Buffer.from('{"a":"\xff\xfe"}', 'latin1')],
  ['text', 'text/plain', 'x'],
  ['form', 'application/x-www-form-urlencoded', 'a=%00&b=%E0%A4%A'],
  ['tar', 'application/x-tar', 'x'],
  ['multipart', 'multipart/form-data; boundary=x', '--x--'],
];

// Every message has an accent or one of these words; none of the English of Fastify or Ajv.
const FRENCH =
  /[àâçéèêëîïôûùüœ]|\b(?:doit|est|n'|qu'|ne|de|du|des|la|le|les|une?|votre|requise?|introuvable|invalide|incorrect)\b/i;
const ENGLISH = /\b(?:must|should|is not|Unexpected|failed|error)\b/i;

const resolve = (schema: Schema): Schema => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return resolve(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {});
  return schema;
};

/** Body fields whose pattern no example shows. */
const KNOWN_FIELDS: Record<string, unknown> = { code_greffe: '7501', numero_affaire: '2020B01234' };

/** A value the schema accepts, as far as a schema alone can tell (examples first). */
function sample(raw: Schema, name?: string): unknown {
  if (name !== undefined && name in KNOWN_FIELDS) return KNOWN_FIELDS[name];
  const schema = resolve(raw);
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sample(schema.properties?.[name] ?? {}, name);
      return value;
    }
    default: {
      if (schema.format === 'uuid') return '0b6f5d1e-8a4c-4c4e-9f0a-2d3b1c4e5f60';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
      if (schema.format === 'email') return 'fuzz@exemple.fr';
      const minLength = Math.max(schema.minLength ?? 0, ...(schema.allOf ?? []).map((s) => s.minLength ?? 0));
      return 'Texte'.padEnd(minLength, 'e');
    }
  }
}

/** Paths of the fields of a body schema (nested objects and the first item of arrays). */
function fieldPaths(raw: Schema, prefix: string[] = [], depth = 0): string[][] {
  const schema = resolve(raw);
  const paths: string[][] = [];
  if (depth > 4) return paths;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    paths.push(path);
    const resolved = resolve(child);
    if (resolved.properties) paths.push(...fieldPaths(resolved, path, depth + 1));
    if (resolved.items) paths.push(...fieldPaths(resolved.items, [...path, '0'], depth + 1));
  }
  return paths;
}

/**
 * The JSON text of a sample of `schema` with the value at `path` replaced by the JSON text `json`;
 * an optional object on the way is filled with its own sample, so that only that value is wrong.
 */
function withField(schema: Schema, path: readonly string[], json: string): string {
  const marker = '\u0001FUZZ\u0001';
  const copy = sample(schema) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  let current = resolve(schema);
  for (let index = 0; index < path.length - 1; index++) {
    const segment = path[index] as string;
    current = resolve((/^\d+$/.test(segment) ? current.items : current.properties?.[segment]) ?? {});
    const next = target[segment];
    if (next === null || typeof next !== 'object') target[segment] = sample(current, segment);
    target = target[segment] as Record<string, unknown>;
  }
  target[path[path.length - 1] as string] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), json);
}

function operations(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      list.push({
        method: method.toUpperCase() as Method,
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      });
    }
  }
  return list;
}

/** What the run created, for parameters that must name it to get past the first checks. */
interface Existing {
  compte: number;
  reference: string;
  jour: string;
}

/** A valid value of a path or query parameter, for those whose pattern no example shows. */
function knownParameter(path: string, name: string, existing: Existing): string | undefined {
  switch (name) {
    case 'id':
      return /^\/api\/(?:comptes_clients|moyens_paiements|portefeuilles)\//.test(path)
        ? String(existing.compte)
        : undefined;
    case 'code':
      if (path.startsWith('/api/grilles_tarifaires')) return 'PUBLIC';
      return path.startsWith('/api/greffes') ? '7501' : undefined;
    case 'dep':
      return '75';
    case 'division':
      return '62';
    case 'numero_identification':
      return path === '/api/etablissements' ? '55210055400013' : '552100554';
    case 'reference':
      return existing.reference;
    case 'date_commande':
      return existing.jour;
    case 'numero':
      return 'F2026-000001';
    default:
      return undefined;
  }
}

/** Criteria without which a search answers 400 before reading anything. */
const EXTRA_QUERY: Record<string, Array<[string, string]>> = {
  '/api/recherche/entreprises_etablissements': [['phrase', 'alpha']],
  '/api/recherche/personnes': [['phrase', 'dupont']],
};

function attempts(operation: Operation, existing: Existing): Attempt[] {
  const { method } = operation;
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const value = (parameter: Parameter) =>
    encodeURIComponent(
      knownParameter(operation.path, parameter.name, existing) ?? String(sample(parameter.schema, parameter.name)),
    );
  const buildPath = (override?: [string, string]) =>
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (override && override[0] === name) return override[1];
      const parameter = pathParams.find((p) => p.name === name);
      return parameter ? value(parameter) : '1';
    });
  const baseQuery: Array<[string, string]> = [
    ...queryParams.filter((p) => p.required).map((p) => [p.name, value(p)] as [string, string]),
    ...(EXTRA_QUERY[operation.path] ?? []),
  ];
  const url = (path: string, query: Array<[string, string]>) =>
    query.length === 0 ? path : `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}`;
  const baseBody = operation.body ? JSON.stringify(sample(operation.body.schema)) : undefined;
  const json = operation.body?.contentType.includes('json') ?? false;
  const bodyHeaders = operation.body ? { 'content-type': operation.body.contentType } : undefined;
  const basePayload =
    operation.body && !json
      ? new URLSearchParams(sample(operation.body.schema) as Record<string, string>).toString()
      : baseBody;
  const base = { method, headers: bodyHeaders, payload: basePayload };

  const list: Attempt[] = [{ label: 'baseline', url: url(buildPath(), baseQuery), ...base }];
  for (const parameter of pathParams) {
    for (const [label, raw] of URL_VALUES) {
      list.push({
        label: `path ${parameter.name}: ${label}`,
        url: url(buildPath([parameter.name, raw]), baseQuery),
        field: `params.${parameter.name}`,
        ...base,
      });
    }
  }
  for (const parameter of queryParams) {
    for (const [label, raw] of URL_VALUES) {
      const query = [...baseQuery.filter(([name]) => name !== parameter.name), [parameter.name, raw]] as Array<
        [string, string]
      >;
      list.push({
        label: `query ${parameter.name}: ${label}`,
        url: url(buildPath(), query),
        field: `query.${parameter.name}`,
        ...base,
      });
    }
  }
  for (const [label, query] of [
    ['unknown NUL parameter', [['x', '%00']]],
    ['NUL parameter name', [['%00', '1']]],
    ['bad percent-encoding name', [[BAD_PERCENT, '1']]],
    ['bad percent-encoding value', [['x', BAD_PERCENT]]],
  ] as Array<[string, Array<[string, string]>]>) {
    list.push({ label: `query: ${label}`, url: url(buildPath(), [...baseQuery, ...query]), ...base });
  }
  list.push({ label: 'path: bad percent-encoding', url: `${buildPath()}/${BAD_PERCENT}`, ...base });

  if (operation.body) {
    const target = url(buildPath(), baseQuery);
    for (const [label, contentType, payload] of BODIES) {
      list.push({ label: `body: ${label}`, method, url: target, headers: { 'content-type': contentType }, payload });
    }
    if (json) {
      for (const path of fieldPaths(operation.body.schema)) {
        for (const [label, json] of JSON_VALUES) {
          list.push({
            label: `body ${path.join('.')}: ${label}`,
            method,
            url: target,
            headers: { 'content-type': 'application/json' },
            payload: withField(operation.body.schema, path, json),
            field: `body.${path.join('.')}`,
          });
        }
      }
    }
  } else if (method !== 'GET') {
    // A body where none is expected, of a type no route parses.
    list.push({
      label: 'unexpected body',
      url: url(buildPath(), baseQuery),
      method,
      headers: { 'content-type': 'application/x-tar' },
      payload: 'x',
    });
  }
  return list;
}

function problems(attempt: Attempt, response: LightMyRequestResponse, baselineValid: boolean): string[] {
  const found: string[] = [];
  const { statusCode } = response;
  if (statusCode >= 500) found.push(`HTTP ${statusCode} ${response.body.slice(0, 200)}`);
  if (statusCode < 400 || statusCode >= 500) return found;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    found.push(`HTTP ${statusCode} not JSON: ${String(response.headers['content-type'])}`);
    return found;
  }
  let body: { message?: unknown; errors?: Array<{ field?: unknown; message?: unknown }> };
  try {
    body = response.json();
  } catch {
    return [...found, `HTTP ${statusCode} unreadable JSON`];
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (!FRENCH.test(message) || ENGLISH.test(message)) found.push(`HTTP ${statusCode} not French: ${message}`);
  if (statusCode === 400 && Array.isArray(body.errors) && body.errors.length > 0) {
    for (const error of body.errors) {
      if (typeof error.field !== 'string' || !/^(?:params|query|body|headers)\b/.test(error.field))
        found.push(`field not named: ${JSON.stringify(error)}`);
      if (typeof error.message !== 'string' || !FRENCH.test(error.message))
        found.push(`field reason not French: ${JSON.stringify(error)}`);
    }
    // When the untouched request passes validation, a 400 about the changed field names it.
    const fields = body.errors.map((error) => String(error.field));
    const named = attempt.field;
    if (
      baselineValid &&
      named !== undefined &&
      !fields.some((field) => field === named || field.startsWith(`${named}.`) || named.startsWith(`${field}.`))
    )
      found.push(`400 does not name ${named}: ${fields.join(', ')}`);
  }
  return found;
}

describe.each(backends)('hostile input on every operation (%s)', (backend) => {
  let test: AppCommandes;
  let app: App;
  let jeton: { authorization: string };
  let existing: Existing;

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    app = test.app;
    const appelant = await creerUtilisateur(app);
    jeton = appelant.headers;
    const compte = (await creerCompte(app, appelant)).id;
    await ajouterAuPanier(app, appelant, { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] });
    const commande = await commander(app, appelant);
    existing = { compte, reference: commande.reference_commande, jour: commande.jour_commande };
  });
  afterAll(() => test.close());

  it('never answers 5xx, and answers 4xx in French JSON naming the field', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = operations(document);
    // The user's own deletion would end the run's token early: it goes last.
    list.sort(
      (a, b) =>
        Number(a.method === 'DELETE' && a.path === '/api/utilisateurs/user') -
        Number(b.method === 'DELETE' && b.path === '/api/utilisateurs/user'),
    );
    const failures: string[] = [];
    let requests = 0;
    for (const operation of list) {
      for (const headers of [{}, jeton]) {
        let baselineValid = false;
        for (const attempt of attempts(operation, existing)) {
          const response = await app.inject({
            method: attempt.method,
            url: attempt.url,
            headers: { ...attempt.headers, ...headers },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
          requests += 1;
          if (attempt.label === 'baseline') baselineValid = response.statusCode !== 400;
          const token = 'authorization' in headers ? 'with token' : 'without token';
          for (const problem of problems(attempt, response, baselineValid)) {
            failures.push(`${operation.method} ${operation.path} (${token}) ${attempt.label} → ${problem}`);
          }
        }
      }
    }
    console.info(`Fuzz (${backend}) : ${list.length} opérations, ${requests} requêtes`);
    expect(list.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 240_000);
});
