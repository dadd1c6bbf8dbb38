import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort, startCms, type CmsProcess } from './helpers/cms-process';
import { makeTempDir, testVariables } from './helpers/test-env';
import { adminJwt, withToken } from './helpers/cms-client';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const MODEL = 'api::actualite.actualite';
const SECRET = crypto.randomBytes(32).toString('hex');
const EDITION_TOKEN = crypto.randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The portal's side of the protocol, written out here so that the test pins it down. */
function verify({ headers, body }: Received): boolean {
  const timestamp = String(headers['x-greffeo-timestamp']);
  const expected = crypto.createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  return (
    headers['x-greffeo-signature'] === `sha256=${expected}` && Math.abs(Date.now() / 1000 - Number(timestamp)) < 60
  );
}

describe('the rebuild webhook sent to the portal', () => {
  const tempDir = makeTempDir();
  const received: Received[] = [];
  let portal: http.Server;
  let cms: CmsProcess;
  let jwt: string;
  let documentId: string;

  /** Waits for one more request after an action, then checks that no second one follows. */
  async function oneRequestAfter(action: () => Promise<Response>): Promise<Record<string, unknown>> {
    const before = received.length;
    const response = await action();
    expect(response.status).toBeLessThan(300);
    const deadline = Date.now() + 10_000;
    while (received.length === before && Date.now() < deadline) await sleep(100);
    await sleep(2_000); // longer than the CMS's debounce: a second request would have left by now
    expect(received.length - before).toBe(1);
    const request = received[received.length - 1]!;
    expect(verify(request)).toBe(true);
    return JSON.parse(request.body) as Record<string, unknown>;
  }

  const contentManager = (method: string, path: string, body?: unknown) =>
    withToken(`${cms.baseUrl}/content-manager/collection-types/${MODEL}/${documentId}${path}`, jwt, method, body);

  const rest = (method: string, path: string, body?: unknown) =>
    withToken(`${cms.baseUrl}/api${path}`, EDITION_TOKEN, method, body);

  beforeAll(async () => {
    portal = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(202, { 'content-type': 'application/json' }).end('{"statut":"demarree"}');
      });
    });
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    const variables: Record<string, string> = {
      ...testVariables(tempDir, await freePort()),
      PORTAIL_REBUILD_URL: `http://127.0.0.1:${(portal.address() as AddressInfo).port}/_portail/reconstruction`,
      PORTAIL_WEBHOOK_SECRET: SECRET,
      CMS_EDITION_TOKEN: EDITION_TOKEN,
    };
    cms = await startCms(variables);
    jwt = await adminJwt(cms, variables);
  });

  afterAll(async () => {
    await cms?.stop();
    await new Promise((resolve) => portal?.close(resolve));
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('says nothing about the content seeded at start-up', async () => {
    await sleep(2_000);
    expect(received).toHaveLength(0);
    expect(cms.output()).toContain('Jeton d’API « edition-actualites » : créé');
  });

  it('lets the edition token read and update actualités, and nothing else', async () => {
    const list = await rest('GET', '/actualites?pagination[pageSize]=1');
    expect(list.status).toBe(200);
    documentId = ((await list.json()) as { data: Array<{ documentId: string }> }).data[0]!.documentId;
    expect((await rest('GET', '/pages')).status).toBe(403);
  });

  it('sends one signed request when a published entry is updated through the API', async () => {
    const event = await oneRequestAfter(() =>
      rest('PUT', `/actualites/${documentId}`, { data: { titre: 'Titre modifié' } }),
    );
    expect(event).toEqual({ evenement: 'mise-a-jour', modele: MODEL, id: documentId, date: expect.any(String) });
  });

  it('sends one signed request when an entry is unpublished in the admin panel', async () => {
    const event = await oneRequestAfter(() => contentManager('POST', '/actions/unpublish', {}));
    expect(event).toMatchObject({ evenement: 'depublication', modele: MODEL, id: documentId });
  });

  it('sends nothing when a draft is saved, since the site does not change', async () => {
    const before = received.length;
    expect((await contentManager('PUT', '', { titre: 'Brouillon en cours' })).status).toBe(200);
    await sleep(2_000);
    expect(received.length).toBe(before);
  });

  it('sends one signed request when an entry is published in the admin panel', async () => {
    const event = await oneRequestAfter(() => contentManager('POST', '/actions/publish', {}));
    expect(event).toMatchObject({ evenement: 'publication', modele: MODEL, id: documentId });
  });

  it('sends one signed request when an entry is deleted', async () => {
    const event = await oneRequestAfter(() => contentManager('DELETE', ''));
    expect(event).toMatchObject({ evenement: 'suppression', modele: MODEL, id: documentId });
  });
});
