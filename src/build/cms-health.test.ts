/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assertCmsReachable, CmsUnreachable } from './cms-health';

function listen(status: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.statusCode = status;
    res.end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('assertCmsReachable', () => {
  it('accepts a CMS whose health endpoint answers', async () => {
    const { server, url } = await listen(204);
    await expect(assertCmsReachable(url)).resolves.toBeUndefined();
    server.close();
  });

  it('stops the build with a clear French message when nothing listens', async () => {
    const { server, url } = await listen(204);
    server.close();
    const attempt = assertCmsReachable(url);
    await expect(attempt).rejects.toBeInstanceOf(CmsUnreachable);
    await expect(attempt).rejects.toThrow(
      `Le CMS ne répond pas à ${url}/_health (connexion refusée). La construction du site est interrompue ; la version déjà publiée reste en ligne.`,
    );
  });

  it('stops the build when the CMS answers an error', async () => {
    const { server, url } = await listen(503);
    await expect(assertCmsReachable(url)).rejects.toThrow(/réponse HTTP 503/);
    server.close();
  });
});

describe('assertCmsReachable when the CMS never answers', () => {
  it('says how long it waited', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await expect(assertCmsReachable(url, 200)).rejects.toThrow('(pas de réponse en 0,2 s)');
    server.closeAllConnections();
    server.close();
  });
});
