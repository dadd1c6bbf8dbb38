import http from 'node:http';

/**
 * Test stack only: a relay in front of the CMS that the publication journey can switch into a
 * failure mode, where every /api/* request (those the site build makes with its token) gets a
 * 500 while /_health still answers, as a CMS whose database went away would. The e2e stack's
 * CMS_URL points here, so the builds go through it; the CMS itself is untouched and nothing in
 * the production code knows about it. `POST /__relais/panne` and `POST /__relais/retablir`
 * switch the mode.
 */
export function startCmsRelay({ port, target }) {
  let broken = false;
  const targetUrl = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/__relais/panne') {
      broken = true;
      return response.writeHead(204).end();
    }
    if (request.method === 'POST' && request.url === '/__relais/retablir') {
      broken = false;
      return response.writeHead(204).end();
    }
    if (broken && request.url?.startsWith('/api/')) {
      response.writeHead(500, { 'content-type': 'application/json' });
      return response.end('{"error":{"status":500,"name":"InternalServerError","message":"Panne simulée"}}');
    }
    const upstream = http.request(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', () => {
      const close = () =>
        new Promise((done) => {
          server.close(done);
          server.closeAllConnections();
        });
      resolve({ close });
    });
  });
}
