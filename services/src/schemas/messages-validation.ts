import type { FieldError, ValidationErrorResponse } from '@portail/contrat/commun/erreurs';
import { CUSTOM_MESSAGE_KEYWORD } from '@portail/contrat/commun/messages';

/** An Ajv error as Fastify hands it over (Ajv runs with `verbose`, hence `parentSchema`). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
}

const PARTS: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

const TYPE_NOUNS: Record<string, string> = {
  integer: 'un entier',
  number: 'un nombre',
  string: 'une chaîne de caractères',
  boolean: 'un booléen (true ou false)',
  array: 'une liste',
  object: 'un objet',
  null: 'null',
};

const FORMATS: Record<string, string> = {
  email: 'doit être une adresse e-mail valide',
  date: 'doit être une date au format AAAA-MM-JJ',
  'date-time': 'doit être une date et une heure au format ISO 8601',
  time: 'doit être une heure au format HH:MM:SS',
  uuid: 'doit être un identifiant UUID',
  uri: 'doit être une URL',
  url: 'doit être une URL',
};

const plural = (count: unknown, noun: string) => `${String(count)} ${noun}${Number(count) > 1 ? 's' : ''}`;
const number = (value: unknown) => String(value).replace('.', ',');
const quoted = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function frenchReason(issue: ValidationIssue): string {
  const { keyword, params } = issue;
  const parent = (issue.parentSchema ?? {}) as Record<string, unknown>;
  const declared = parent[CUSTOM_MESSAGE_KEYWORD];
  const custom =
    declared !== null && typeof declared === 'object' ? (declared as Record<string, unknown>)[keyword] : declared;
  if (typeof custom === 'string' && keyword !== 'required' && keyword !== 'additionalProperties') return custom;

  switch (keyword) {
    case 'required':
      return 'est obligatoire';
    case 'additionalProperties':
      return "n'est pas un champ accepté";
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return `doit être ${types.map((type) => TYPE_NOUNS[String(type)] ?? String(type)).join(' ou ')}`;
    }
    case 'minLength':
      return params.limit === 1
        ? 'ne doit pas être vide'
        : `doit contenir au moins ${plural(params.limit, 'caractère')}`;
    case 'maxLength':
      return `doit contenir au plus ${plural(params.limit, 'caractère')}`;
    case 'minimum':
      return `doit être supérieur ou égal à ${number(params.limit)}`;
    case 'maximum':
      return `doit être inférieur ou égal à ${number(params.limit)}`;
    case 'exclusiveMinimum':
      return `doit être strictement supérieur à ${number(params.limit)}`;
    case 'exclusiveMaximum':
      return `doit être strictement inférieur à ${number(params.limit)}`;
    case 'multipleOf':
      return `doit être un multiple de ${number(params.multipleOf)}`;
    case 'pattern':
      return "n'a pas le format attendu";
    case 'format':
      return FORMATS[String(params.format)] ?? "n'a pas le format attendu";
    case 'enum':
      return `doit valoir l'une des valeurs suivantes : ${(params.allowedValues as unknown[]).map(quoted).join(', ')}`;
    case 'const':
      return `doit valoir ${quoted(params.allowedValue)}`;
    case 'anyOf':
    case 'oneOf': {
      const branches = (parent[keyword] ?? []) as Array<Record<string, unknown>>;
      if (branches.length > 0 && branches.every((branch) => 'const' in branch)) {
        return `doit valoir l'une des valeurs suivantes : ${branches.map((branch) => quoted(branch.const)).join(', ')}`;
      }
      return "n'a pas une forme acceptée";
    }
    case 'minItems':
      return `doit contenir au moins ${plural(params.limit, 'élément')}`;
    case 'maxItems':
      return `doit contenir au plus ${plural(params.limit, 'élément')}`;
    case 'uniqueItems':
      return 'ne doit pas contenir de doublons';
    default:
      return 'est invalide';
  }
}

function fieldName(part: string, issue: ValidationIssue): string {
  // JSON Pointer segments, "~1" and "~0" being the escaped "/" and "~".
  const segments = issue.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required') segments.push(String(issue.params.missingProperty));
  if (issue.keyword === 'additionalProperties') segments.push(String(issue.params.additionalProperty));
  return [PARTS[part] ?? part, ...segments].join('.');
}

/** One entry per field, in the order Ajv found them. */
export function toFieldErrors(issues: readonly ValidationIssue[], part: string): FieldError[] {
  // For anyOf/oneOf Ajv first says why each alternative failed, then reports
  // the union itself: only the union's verdict makes sense to a user.
  const unions = issues.filter((issue) => issue.keyword === 'anyOf' || issue.keyword === 'oneOf');
  const relevant = issues.filter(
    (issue) => !unions.some((union) => issue.schemaPath.startsWith(`${union.schemaPath}/`)),
  );
  const byField = new Map<string, string>();
  for (const issue of relevant) {
    const field = fieldName(part, issue);
    if (!byField.has(field)) byField.set(field, frenchReason(issue));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

export function validationErrorBody(issues: readonly ValidationIssue[], part: string): ValidationErrorResponse {
  const errors = toFieldErrors(issues, part);
  const summary = errors.map(({ field, message }) => `${field} ${message}`).join(' ; ');
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: errors.length > 0 ? `Requête invalide : ${summary}.` : 'Requête invalide.',
    errors,
  };
}
