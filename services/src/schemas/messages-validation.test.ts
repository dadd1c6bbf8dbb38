import { frenchReason, toFieldErrors, validationErrorBody, type ValidationIssue } from './messages-validation.js';

function issue(keyword: string, params: Record<string, unknown> = {}, extra: Partial<ValidationIssue> = {}) {
  return { keyword, params, instancePath: '/champ', schemaPath: `#/properties/champ/${keyword}`, ...extra };
}

describe('French validation messages', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['type', { type: 'integer' }, 'doit être un entier'],
    ['type', { type: 'number' }, 'doit être un nombre'],
    ['type', { type: 'string' }, 'doit être une chaîne de caractères'],
    ['type', { type: 'boolean' }, 'doit être un booléen (true ou false)'],
    ['type', { type: 'array' }, 'doit être une liste'],
    ['type', { type: 'string,null' }, 'doit être une chaîne de caractères ou null'],
    ['minLength', { limit: 1 }, 'ne doit pas être vide'],
    ['minLength', { limit: 3 }, 'doit contenir au moins 3 caractères'],
    ['maxLength', { limit: 100 }, 'doit contenir au plus 100 caractères'],
    ['maxLength', { limit: 1 }, 'doit contenir au plus 1 caractère'],
    ['minimum', { limit: 0, comparison: '>=' }, 'doit être supérieur ou égal à 0'],
    ['maximum', { limit: 100, comparison: '<=' }, 'doit être inférieur ou égal à 100'],
    ['exclusiveMinimum', { limit: 0.5 }, 'doit être strictement supérieur à 0,5'],
    ['exclusiveMaximum', { limit: 10 }, 'doit être strictement inférieur à 10'],
    ['multipleOf', { multipleOf: 5 }, 'doit être un multiple de 5'],
    ['pattern', { pattern: '^[0-9]{9}$' }, "n'a pas le format attendu"],
    ['format', { format: 'email' }, 'doit être une adresse e-mail valide'],
    ['format', { format: 'date' }, 'doit être une date au format AAAA-MM-JJ'],
    ['format', { format: 'ipv6' }, "n'a pas le format attendu"],
    ['enum', { allowedValues: ['ACTIVE', 'RADIEE'] }, "doit valoir l'une des valeurs suivantes : ACTIVE, RADIEE"],
    ['const', { allowedValue: 'ENTREPRISE' }, 'doit valoir ENTREPRISE'],
    ['minItems', { limit: 1 }, 'doit contenir au moins 1 élément'],
    ['maxItems', { limit: 25 }, 'doit contenir au plus 25 éléments'],
    ['uniqueItems', { i: 1, j: 0 }, 'ne doit pas contenir de doublons'],
    ['required', { missingProperty: 'siren' }, 'est obligatoire'],
    ['additionalProperties', { additionalProperty: 'x' }, "n'est pas un champ accepté"],
    ['dependentRequired', {}, 'est invalide'],
  ])('explains the %s keyword (%j) in French', (keyword, params, expected) => {
    expect(frenchReason(issue(keyword, params))).toBe(expected);
  });

  it("prefers the schema's own x-error-message", () => {
    const parentSchema = {
      type: 'string',
      pattern: '^[0-9]{4}$',
      'x-error-message': 'doit être composé de 4 chiffres',
    };
    expect(frenchReason(issue('pattern', {}, { parentSchema }))).toBe('doit être composé de 4 chiffres');
  });

  it('takes the reason of the failing keyword when x-error-message has one per keyword', () => {
    const parentSchema = {
      type: 'string',
      maxLength: 70,
      pattern: '^[a-z]+$',
      'x-error-message': {
        maxLength: 'Limité à 70 caractères.',
        pattern: 'Les caractères spéciaux ne sont pas autorisés',
      },
    };
    expect(frenchReason(issue('maxLength', { limit: 70 }, { parentSchema }))).toBe('Limité à 70 caractères.');
    expect(frenchReason(issue('pattern', {}, { parentSchema }))).toBe('Les caractères spéciaux ne sont pas autorisés');
    expect(frenchReason(issue('type', { type: 'string' }, { parentSchema }))).toBe(
      'doit être une chaîne de caractères',
    );
  });

  it('lists the allowed values of a union of constants', () => {
    const parentSchema = { anyOf: [{ const: 'ENTREPRISE' }, { const: 'ETABLISSEMENT' }] };
    expect(frenchReason(issue('anyOf', {}, { parentSchema }))).toBe(
      "doit valoir l'une des valeurs suivantes : ENTREPRISE, ETABLISSEMENT",
    );
  });

  it('names the field with the request part, query string included as "query"', () => {
    const errors = toFieldErrors([issue('type', { type: 'integer' }, { instancePath: '/limit' })], 'querystring');
    expect(errors).toEqual([{ field: 'query.limit', message: 'doit être un entier' }]);
  });

  it('names a missing property after its parent object', () => {
    const missing = issue('required', { missingProperty: 'ville' }, { instancePath: '/adresse' });
    expect(toFieldErrors([missing], 'body')).toEqual([{ field: 'body.adresse.ville', message: 'est obligatoire' }]);
  });

  it('keeps only the verdict of a union, not why each alternative failed', () => {
    const union = '#/properties/etat/anyOf';
    const errors = toFieldErrors(
      [
        issue('const', { allowedValue: 'ACTIVE' }, { instancePath: '/etat', schemaPath: `${union}/0/const` }),
        issue('const', { allowedValue: 'RADIEE' }, { instancePath: '/etat', schemaPath: `${union}/1/const` }),
        issue('anyOf', {}, { instancePath: '/etat', schemaPath: union, parentSchema: {} }),
      ],
      'querystring',
    );
    expect(errors).toEqual([{ field: 'query.etat', message: "n'a pas une forme acceptée" }]);
  });

  it('summarises the errors in one French sentence', () => {
    const body = validationErrorBody([issue('maxLength', { limit: 100 }, { instancePath: '/phrase' })], 'querystring');
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Requête invalide : query.phrase doit contenir au plus 100 caractères.',
      errors: [{ field: 'query.phrase', message: 'doit contenir au plus 100 caractères' }],
    });
  });
});
