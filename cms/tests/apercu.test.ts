import crypto from 'node:crypto';
import fs from 'node:fs';
import { freePort, startCms, type CmsProcess } from './helpers/cms-process';
import { makeTempDir, testVariables } from './helpers/test-env';
import { adminJwt, withToken } from './helpers/cms-client';
import { signerApercu } from '../src/preview/lien';

const APERCU_TOKEN = crypto.randomBytes(32).toString('hex');
const EDITION_TOKEN = crypto.randomBytes(32).toString('hex');
const SECRET = crypto.randomBytes(32).toString('hex');
const SITE_URL = 'http://portail.test:8000';

/** The portal's check (src/lib/contenu/apercu/signature.ts), written out so the test pins it. */
function verifie(url: URL): boolean {
  const [type, id, expire, signature] = ['type', 'id', 'expire', 'signature'].map((n) => url.searchParams.get(n) ?? '');
  const attendue = crypto.createHmac('sha256', SECRET).update(`${type}:${id}:${expire}`).digest('hex');
  const maintenant = Date.now() / 1000;
  return signature === attendue && Number(expire) > maintenant && Number(expire) <= maintenant + 3600;
}

it('signs as the portal checks: the vector its unit test pins too', () => {
  expect(signerApercu('secret-partage-entre-cms-et-portail', 'actualite', 'abc123', 1767225600)).toBe(
    'a5a7614ff4bb921479bb44202f574050503bb5f224dac3e62b2cc044281d1fdd',
  );
});

describe('the preview of drafts', () => {
  const tempDir = makeTempDir();
  let cms: CmsProcess;
  let jwt: string;
  let brouillon: string;

  const rest = (token: string, method: string, path: string, body?: unknown) =>
    withToken(`${cms.baseUrl}/api${path}`, token, method, body);

  const urlApercu = (uid: string, query: string) =>
    fetch(`${cms.baseUrl}/content-manager/preview/url/${uid}?${query}`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });

  beforeAll(async () => {
    const variables: Record<string, string> = {
      ...testVariables(tempDir, await freePort()),
      CMS_APERCU_TOKEN: APERCU_TOKEN,
      CMS_EDITION_TOKEN: EDITION_TOKEN,
      APERCU_SECRET: SECRET,
      SITE_URL,
    };
    cms = await startCms(variables);
    jwt = await adminJwt(cms, variables);
  });

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('creates the read-only preview token at start-up', () => {
    expect(cms.output()).toContain('Jeton d’API « apercu » : créé (lecture seule, brouillons compris)');
  });

  it('lets the edition token create a draft actualité that is not published', async () => {
    const reponse = await rest(EDITION_TOKEN, 'POST', '/actualites?status=draft', {
      data: {
        titre: 'Brouillon de test',
        slug: 'brouillon-de-test',
        date_publication: '2026-03-01',
        categorie: 'Essai',
        resume: 'Résumé du brouillon.',
        corps: 'Corps du **brouillon**.',
      },
    });
    expect(reponse.status).toBe(201);
    brouillon = ((await reponse.json()) as { data: { documentId: string } }).data.documentId;
    expect((await rest(APERCU_TOKEN, 'GET', `/actualites/${brouillon}`)).status).toBe(404);
  });

  it('lets the preview token read drafts of collection and single types', async () => {
    const reponse = await rest(APERCU_TOKEN, 'GET', `/actualites/${brouillon}?status=draft&populate=*`);
    expect(reponse.status).toBe(200);
    expect(((await reponse.json()) as { data: { titre: string } }).data.titre).toBe('Brouillon de test');
    expect((await rest(APERCU_TOKEN, 'GET', '/cgu-cgv?status=draft')).status).toBe(200);
    expect((await rest(APERCU_TOKEN, 'GET', '/dossiers-thematiques?status=draft')).status).toBe(200);
  });

  it('never lets the preview token write', async () => {
    const data = { data: { titre: 'Piraté' } };
    expect((await rest(APERCU_TOKEN, 'PUT', `/actualites/${brouillon}`, data)).status).toBe(403);
    expect((await rest(APERCU_TOKEN, 'POST', '/actualites', data)).status).toBe(403);
    // No REST route at all for these (405), and never a 2xx.
    expect([403, 405]).toContain((await rest(APERCU_TOKEN, 'DELETE', `/actualites/${brouillon}`)).status);
    expect([403, 405]).toContain((await rest(APERCU_TOKEN, 'PUT', '/cgu-cgv', data)).status);
    const relu = await rest(APERCU_TOKEN, 'GET', `/actualites/${brouillon}?status=draft`);
    expect(((await relu.json()) as { data: { titre: string } }).data.titre).toBe('Brouillon de test');
  });

  it('gives the « Aperçu » button a signed link to the portal’s preview page', async () => {
    const reponse = await urlApercu('api::actualite.actualite', `documentId=${brouillon}&status=draft`);
    expect(reponse.status).toBe(200);
    const url = new URL(((await reponse.json()) as { data: { url: string } }).data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/apercu`);
    expect(url.searchParams.get('type')).toBe('actualite');
    expect(url.searchParams.get('id')).toBe(brouillon);
    expect(verifie(url)).toBe(true);
    url.searchParams.set('id', `${brouillon}x`);
    expect(verifie(url)).toBe(false);
  });

  it('signs a single type with its document, and gives no link for types the portal does not show', async () => {
    const unique = await urlApercu('api::cgu-cgv.cgu-cgv', 'status=draft');
    const url = new URL(((await unique.json()) as { data: { url: string } }).data.url);
    expect(url.searchParams.get('type')).toBe('cgu-cgv');
    expect(verifie(url)).toBe(true);
    expect((await urlApercu('api::tarif.tarif', 'documentId=abc&status=draft')).status).toBe(204);
  });
});
