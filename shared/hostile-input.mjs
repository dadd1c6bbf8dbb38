// Hostile input for every operation of an OpenAPI document: shared by the services' fuzzer
// (services/tests/fuzz.test.ts, through app.inject), their authorization test and the portal's
// (e2e/securite/fuzz-portail.spec.ts, over HTTP). Plain JavaScript with its types beside it
// (hostile-input.d.mts): the services (Node ESM) and the site's journeys (bundler resolution) are two
// TypeScript projects that cannot import each other's sources, and both read a .mjs module as it is.

export const LONG = 'x'.repeat(100_000);
export const BAD_PERCENT = '%E0%A4%A';

/** Raw values put in a path or query parameter (already URL-encoded where they need to be). */
export const URL_VALUES = [
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
export const JSON_VALUES = [
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
export const BODIES = [
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
export const FRENCH =
  /[àâçéèêëîïôûùüœ]|\b(?:doit|est|n'|qu'|ne|de|du|des|la|le|les|une?|votre|requise?|introuvable|invalide|incorrect)\b/i;
export const ENGLISH = /\b(?:must|should|is not|Unexpected|failed|error)\b/i;

export const resolve = (schema) => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return resolve(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {});
  return schema;
};

/** Body fields whose pattern no example shows. */
const KNOWN_FIELDS = { code_greffe: '7501', numero_affaire: '2020B01234' };

/** A value the schema accepts, as far as a schema alone can tell (examples first). */
export function sample(raw, name) {
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
      const value = {};
      for (const field of schema.required ?? []) value[field] = sample(schema.properties?.[field] ?? {}, field);
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
export function fieldPaths(raw, prefix = [], depth = 0) {
  const schema = resolve(raw);
  const paths = [];
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
export function withField(schema, path, json) {
  const marker = '\u0001FUZZ\u0001';
  const copy = sample(schema);
  let target = copy;
  let current = resolve(schema);
  for (let index = 0; index < path.length - 1; index++) {
    const segment = path[index];
    current = resolve((/^\d+$/.test(segment) ? current.items : current.properties?.[segment]) ?? {});
    const next = target[segment];
    if (next === null || typeof next !== 'object') target[segment] = sample(current, segment);
    target = target[segment];
  }
  target[path[path.length - 1]] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), json);
}

/** Every operation of the document, with its parameters, body and security requirement. */
export function operations(document) {
  const list = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = operation.requestBody?.content;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
        security: operation.security,
      });
    }
  }
  return list;
}

/**
 * The hostile requests for one operation; `known` gives the values a sample cannot guess, `values`
 * narrows the lists (the portal's fuzzer sends fewer, over HTTP).
 */
export function attempts(operation, known = {}, values = {}) {
  const urlValues = values.url ?? URL_VALUES;
  const jsonValues = values.json ?? JSON_VALUES;
  const bodies = values.bodies ?? BODIES;
  const { method } = operation;
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const value = (parameter) =>
    encodeURIComponent(
      known.parameter?.(operation.path, parameter.name) ?? String(sample(parameter.schema, parameter.name)),
    );
  const buildPath = (override) =>
    operation.path.replace(/\{([^}]+)\}/g, (_, name) => {
      if (override && override[0] === name) return override[1];
      const parameter = pathParams.find((p) => p.name === name);
      return parameter ? value(parameter) : '1';
    });
  const baseQuery = [
    ...queryParams.filter((p) => p.required).map((p) => [p.name, value(p)]),
    ...(known.query?.(operation.path) ?? []),
  ];
  const url = (path, query) => (query.length === 0 ? path : `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}`);
  const baseBody = operation.body ? JSON.stringify(sample(operation.body.schema)) : undefined;
  const json = operation.body?.contentType.includes('json') ?? false;
  const bodyHeaders = operation.body ? { 'content-type': operation.body.contentType } : undefined;
  const basePayload =
    operation.body && !json ? new URLSearchParams(sample(operation.body.schema)).toString() : baseBody;
  const base = { method, headers: bodyHeaders, payload: basePayload };

  const list = [{ label: 'baseline', url: url(buildPath(), baseQuery), ...base }];
  for (const parameter of pathParams) {
    for (const [label, raw] of urlValues) {
      list.push({
        label: `path ${parameter.name}: ${label}`,
        url: url(buildPath([parameter.name, raw]), baseQuery),
        field: `params.${parameter.name}`,
        ...base,
      });
    }
  }
  for (const parameter of queryParams) {
    for (const [label, raw] of urlValues) {
      const query = [...baseQuery.filter(([name]) => name !== parameter.name), [parameter.name, raw]];
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
  ]) {
    list.push({ label: `query: ${label}`, url: url(buildPath(), [...baseQuery, ...query]), ...base });
  }
  list.push({ label: 'path: bad percent-encoding', url: `${buildPath()}/${BAD_PERCENT}`, ...base });

  if (operation.body) {
    const target = url(buildPath(), baseQuery);
    for (const [label, contentType, payload] of bodies) {
      list.push({ label: `body: ${label}`, method, url: target, headers: { 'content-type': contentType }, payload });
    }
    if (json) {
      for (const path of fieldPaths(operation.body.schema)) {
        for (const [label, text] of jsonValues) {
          list.push({
            label: `body ${path.join('.')}: ${label}`,
            method,
            url: target,
            headers: { 'content-type': 'application/json' },
            payload: withField(operation.body.schema, path, text),
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

/**
 * What is wrong with an answer: a 5xx; a 4xx that is not JSON with a French message; a 400 whose
 * errors do not name their field in French, or (when the untouched request passed validation) do not
 * name the field the attempt changed.
 */
export function problems(attempt, answer, baselineValid) {
  const found = [];
  const { statusCode, contentType, body: text } = answer;
  if (statusCode >= 500) found.push(`HTTP ${statusCode} ${text.slice(0, 200)}`);
  if (statusCode < 400 || statusCode >= 500) return found;
  if (!String(contentType ?? '').includes('application/json')) {
    found.push(`HTTP ${statusCode} not JSON: ${String(contentType)}`);
    return found;
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return [...found, `HTTP ${statusCode} unreadable JSON`];
  }
  const message = typeof body?.message === 'string' ? body.message : '';
  if (!FRENCH.test(message) || ENGLISH.test(message)) found.push(`HTTP ${statusCode} not French: ${message}`);
  if (statusCode === 400 && Array.isArray(body.errors) && body.errors.length > 0) {
    for (const error of body.errors) {
      if (typeof error.field !== 'string' || !/^(?:params|query|body|headers)\b/.test(error.field))
        found.push(`field not named: ${JSON.stringify(error)}`);
      if (typeof error.message !== 'string' || !FRENCH.test(error.message))
        found.push(`field reason not French: ${JSON.stringify(error)}`);
    }
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
