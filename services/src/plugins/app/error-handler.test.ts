import { Type } from 'typebox';

import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-app.js';
import { buildApp, type App } from '../../app.js';
import { DomainError } from '../../domain-error.js';

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
