import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';

// The documentation does not depend on the database engine: PGlite only.
describe('OpenAPI documentation', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test.close());

  it('serves the interactive documentation at /api/docs', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('describes every route with its schemas at /api/docs/json', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/greffes', '/api/greffes/{code}']),
    );
    const detail = document.paths['/api/greffes/{code}'].get;
    expect(detail.parameters[0]).toMatchObject({ name: 'code', in: 'path', required: true });
    expect(Object.keys(detail.responses)).toEqual(['200', '400', '404']);
    expect(detail.responses['200'].content['application/json'].schema.properties).toHaveProperty('libelle_type');
  });

  it('leaves its own pages out of the API description', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });
});
