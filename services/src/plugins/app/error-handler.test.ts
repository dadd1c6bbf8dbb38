import { Type } from 'typebox';

import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-app.js';
import { buildApp, type App } from '../../app.js';
import { DomainError } from '../../domain-error.js';
import { Offset } from '@portail/contrat/commun/integers';
import { ValidationErrorResponse } from '@portail/contrat/commun/erreurs';

class DossierVerrouille extends DomainError {
  readonly statusCode = 409;

  constructor(numero: string) {
    super('Ce dossier est en cours de modification.', { numero });
  }
}

// Error handling does not depend on the database engine: PGlite only.
describe('error handling', () => {
  let database: TestDatabase;
  let app: App;
  const logs: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = buildApp(
      { ...database.config, logLevel: 'info' },
      { logStream: { write: (line) => void logs.push(JSON.parse(line)) } },
    );
    // Routes that exist only to provoke each kind of error through the real app.
    app.register(
      async (essai) => {
        essai.get('/panne', async () => {
          throw new Error('relation "secrets" does not exist');
        });
        essai.get('/verrou', async () => {
          throw new DossierVerrouille('D-42');
        });
        essai.post(
          '/formulaire',
          {
            schema: {
              body: Type.Object({
                nom: Type.String({ minLength: 1, maxLength: 100 }),
                age: Type.Optional(Type.Integer({ minimum: 18 })),
              }),
            },
          },
          async () => ({ ok: true }),
        );
        // Like every route of the app: its 400 answer declared with the validation shape.
        essai.post(
          '/formulaire-declare',
          {
            schema: {
              body: Type.Object({ nom: Type.String({ maxLength: 100 }) }),
              response: { 200: Type.Object({ ok: Type.Boolean() }), 400: ValidationErrorResponse },
            },
          },
          async () => ({ ok: true }),
        );
        essai.get(
          '/liste',
          {
            schema: {
              querystring: Type.Object({ offset: Type.Optional(Offset()), q: Type.Optional(Type.String()) }),
              response: { 200: Type.Object({ offset: Type.Integer() }), 400: ValidationErrorResponse },
            },
          },
          async (request) => ({ offset: (request.query as { offset?: number }).offset ?? 0 }),
        );
      },
      { prefix: '/api/essai' },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers an unknown route with a French 404 in JSON', async () => {
    for (const url of ['/api/inconnu', '/nulle-part']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Ressource introuvable.' });
    }
  });

  it('hides an unexpected error behind a generic message and logs it once with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/essai/panne' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Une erreur est survenue.',
    });
    const errors = logs.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      reqId: response.headers['x-request-id'],
      err: { message: 'relation "secrets" does not exist' },
    });
  });

  it('answers a named domain error with its status and French message, its context kept for the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/essai/verrou' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Ce dossier est en cours de modification.',
    });
    expect(logs.find((line) => line.msg === 'DossierVerrouille')).toMatchObject({ context: { numero: 'D-42' } });
  });

  it('names each invalid body field with a French reason', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/essai/formulaire', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'body.nom', message: 'est obligatoire' }]);

    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/essai/formulaire',
      payload: { nom: 'x'.repeat(101) },
    });
    expect(tooLong.json().errors).toEqual([{ field: 'body.nom', message: 'doit contenir au plus 100 caractères' }]);

    const notInteger = await app.inject({
      method: 'POST',
      url: '/api/essai/formulaire',
      payload: { nom: 'A', age: 'dix' },
    });
    expect(notInteger.json()).toMatchObject({
      message: 'Requête invalide : body.age doit être un entier.',
      errors: [{ field: 'body.age', message: 'doit être un entier' }],
    });
  });

  it('answers malformed input in French without crashing', async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/essai/formulaire',
      headers: { 'content-type': 'application/json' },
      payload: '{"nom": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");

    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/essai/formulaire',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ nom: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Le contenu envoyé est trop volumineux.');

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/essai/formulaire',
      headers: { 'content-type': 'application/x-tar' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe("Le type de contenu envoyé n'est pas accepté.");

    const badUrl = await app.inject({ method: 'GET', url: '/api/greffes/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe("L'adresse demandée est invalide.");

    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers an unreadable body with a 400 of the validation shape on a route declaring it', async () => {
    // The 400 body used to lack `errors`: serializing it with the route's ValidationErrorResponse
    // failed, and Fastify answered its own English 500 FST_ERR_FAILED_ERROR_SERIALIZATION.
    const cases: Array<[string, string, string]> = [
      ['{"nom":', "Le corps de la requête n'est pas un JSON valide.", "n'est pas un JSON valide"],
      ['{"__proto__":{"x":1}}', "Le corps de la requête n'est pas un JSON valide.", "n'est pas un JSON valide"],
      ['', 'Le corps de la requête est vide alors que du JSON est annoncé.', 'est vide'],
    ];
    for (const [payload, message, reason] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/essai/formulaire-declare',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message,
        errors: [{ field: 'body', message: reason }],
      });
    }
  });

  it('refuses U+0000 in any part of a request, naming the field', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/essai/liste?q=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Requête invalide : query.q ne doit pas contenir de caractère nul (U+0000).',
      errors: [{ field: 'query.q', message: 'ne doit pas contenir de caractère nul (U+0000)' }],
    });

    const body = await app.inject({
      method: 'POST',
      url: '/api/essai/formulaire-declare',
      payload: { nom: 'A\u0000', autres: [{ 'clé\u0000': 1 }] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual([
      { field: 'body.nom', message: 'ne doit pas contenir de caractère nul (U+0000)' },
      { field: 'body.autres.0.clé\\u0000', message: 'ne doit pas contenir de caractère nul (U+0000)' },
    ]);
  });

  it('refuses a number Ajv coerced to Infinity, whose limits it then skips', async () => {
    for (const offset of ['1e400', 'Infinity', '-1e400']) {
      const response = await app.inject({ method: 'GET', url: `/api/essai/liste?offset=${offset}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'query.offset', message: expect.any(String) }]);
    }
    const huge = await app.inject({ method: 'GET', url: '/api/essai/liste?offset=9223372036854775807' });
    expect(huge.json().message).toBe('Requête invalide : query.offset doit être inférieur ou égal à 2147483647.');
    const infinite = await app.inject({ method: 'GET', url: '/api/essai/liste?offset=1e400' });
    expect(infinite.json().message).toBe('Requête invalide : query.offset doit être un nombre fini.');
  });

  it('reuses the request id sent by the portal server and replaces a malformed one', async () => {
    const forwarded = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'portail-123' },
    });
    expect(forwarded.headers['x-request-id']).toBe('portail-123');

    const malformed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\u00e9'.repeat(30) },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
