import { request } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { SERVICES_BODY_LIMIT } from './app.js';
import { demarrerPortail } from './test-helpers/portail.js';
import { makeRelease } from './test-helpers/release.js';

interface Answer {
  status: number;
  body: string;
}

/**
 * POSTs a JSON body of about `size` bytes to the portal, announced (Content-Length) or chunked,
 * written while the other side may already have answered; rejects if no answer comes in 5 s.
 */
function postBig(port: number, path: string, size: number, { chunked = false } = {}): Promise<Answer> {
  const body = Buffer.from(JSON.stringify({ lignes: 'x'.repeat(size) }));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = body.length;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: text });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('aucune réponse du portail en 5 s'));
    }, 5_000);
    // Writing may fail once the portal has answered and closed: the answer is what matters.
    req.on('error', () => undefined);
    for (let offset = 0; offset < body.length; offset += 64 * 1024)
      req.write(body.subarray(offset, offset + 64 * 1024));
    req.end();
  });
}

describe('bodies forwarded to the services', () => {
  let releaseDir: string;
  let services: FastifyInstance;
  let app: FastifyInstance;
  let port: number;
  let close: () => Promise<void>;
  const received: string[] = [];

  beforeAll(async () => {
    releaseDir = makeRelease();
    // Like the services: Fastify's 1 Mio limit, a 413 sent as soon as Content-Length says more.
    services = Fastify();
    services.addHook('onRequest', async (request) => {
      received.push(request.url);
    });
    services.post('/api/commandes', async () => ({ reference: 'C-1' }));
    services.post('/api/petit', { bodyLimit: 1024 }, async () => ({ ok: true }));
    services.post('/api/corps', async (request) => ({
      length: request.headers['content-length'],
      type: request.headers['content-type'] ?? null,
    }));
    services.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Services that drop the connection as soon as a request arrives, before reading its body.
    services.post(
      '/api/coupure',
      {
        onRequest: async (request) => {
          request.raw.socket.destroy();
        },
      },
      async () => ({ jamais: true }),
    );
    ({ app, port, close } = await demarrerPortail(services, releaseDir));
  });

  afterAll(() => close());

  beforeEach(() => {
    received.length = 0;
  });

  it('answers a body over the services’ limit with their 413 and French message, without forwarding it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await postBig(port, '/api/commandes', 2 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Le contenu envoyé est trop volumineux.',
      });
    }
    expect(received).toEqual([]);
  });

  it('counts the bytes of a chunked body too', async () => {
    const answer = await postBig(port, '/api/commandes', 2 * 1024 * 1024, { chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('Le contenu envoyé est trop volumineux.');
    expect(received).toEqual([]);
  });

  it('forwards a body up to the limit', async () => {
    const answer = await postBig(port, '/api/commandes', SERVICES_BODY_LIMIT - 1024);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ reference: 'C-1' });
  });

  it('always answers when the services refuse a body early and close', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await postBig(port, '/api/petit', 512 * 1024);
      // The services' own 413, or 503 if the connection broke first: an answer either way.
      expect([413, 503]).toContain(answer.status);
    }
  });

  it('answers 503 in French when the services drop the connection while a body is sent', async () => {
    const answer = await postBig(port, '/api/coupure', 256 * 1024);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body).message).toMatch(/momentanément indisponible/);
  });

  it('forwards bodies byte for byte, with their content type, empty ones included', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/corps',
      headers: { 'content-type': 'text/plain' },
      payload: 'é',
    });
    expect(text.json()).toEqual({ length: '2', type: 'text/plain' });
    const empty = await app.inject({ method: 'POST', url: '/api/corps' });
    expect(empty.json()).toEqual({ length: '0', type: null });
  });
});
