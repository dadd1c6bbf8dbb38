import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { buildApp } from '../../../app.js';
import { createAppCommandes, type AppCommandes } from '../../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../../tests/fixtures/registre.js';
import { certificatSceauDeTest } from '../../../../tests/fixtures/sceau.js';
import { client, evenement } from '../../../../tests/fixtures/surveillance.js';
import { backends } from '../../../../tests/helpers/test-app.js';
import { diffuserRevelations } from '../service/diffusion.js';
import { adresseInterdite, verifierUrlWebhook } from './adresses.js';
import { enregistrerAlertes } from './envoi.js';
import { TRAVAIL_QUOTIDIEN, TRAVAIL_WEBHOOK } from './travaux.js';

describe.each(backends)('webhooks on %s', (backend) => {
  let test: AppCommandes;
  let serveur: Server;
  let port: number;
  const recues: Array<{ headers: IncomingHttpHeaders; corps: string }> = [];
  const reponses: number[] = [];
  const appel = (method: 'GET' | 'PUT' | 'DELETE', url: string, qui?: Appelant, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: qui?.headers ?? {}, ...(payload ? { payload } : {}) });
  /** The queue's retry, without its back-off wait. */
  const relancer = async () => {
    await test.app.db.query(`UPDATE travaux SET executer_apres = now() WHERE type = $1 AND statut = 'EN_ATTENTE'`, [
      TRAVAIL_WEBHOOK,
    ]);
    await test.app.travaux.vider();
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    await test.app.db.query('DELETE FROM travaux WHERE type = $1', [TRAVAIL_QUOTIDIEN]);
    serveur = createServer((req, res) => {
      let corps = '';
      req.on('data', (d: Buffer) => (corps += d.toString()));
      req.on('end', () => {
        recues.push({ headers: req.headers, corps });
        res.statusCode = reponses.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((ok) => serveur.listen(0, '127.0.0.1', ok));
    port = (serveur.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((ok) => serveur.close(ok));
    await test.close();
  });

  it('delivers each révélation signed, retries a failing receiver, and lists the deliveries', async () => {
    const claire = await client(test.app, 'ABONNE');
    const bruno = await client(test.app, 'ABONNE', 'Bruno');
    expect((await appel('GET', `/webhooks/${claire.compte}`, claire.qui)).statusCode).toBe(404);
    const cree = await appel('PUT', `/webhooks/${claire.compte}`, claire.qui, { url: `http://localhost:${port}/hook` });
    expect(cree.statusCode).toBe(201);
    const { secret } = cree.json();
    expect(secret).toMatch(/^whsec_.{43}$/);
    const lu = (await appel('GET', `/webhooks/${claire.compte}`, claire.qui)).json();
    expect(lu).toMatchObject({ id_compte_client: claire.compte, url: `http://localhost:${port}/hook` });
    expect(lu.secret).toBeUndefined();
    const change = await appel('PUT', `/webhooks/${claire.compte}`, claire.qui, { url: `http://localhost:${port}/v2` });
    expect(change.statusCode).toBe(200);
    expect(change.json().secret).toBeUndefined();
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect(
        (await appel(method, `/webhooks/${bruno.compte}`, claire.qui, { url: 'https://exemple.fr' })).statusCode,
      ).toBe(404);
    expect((await appel('GET', `/webhooks/${claire.compte}/livraisons`, bruno.qui)).statusCode).toBe(404);
    expect((await appel('GET', `/webhooks/${claire.compte}`)).statusCode).toBe(401);

    await appel('PUT', `/alertes/${claire.compte}/preferences`, claire.qui, { mode: 'AUCUNE' });
    const surveillance = await test.app.inject({
      method: 'POST',
      url: '/api/surveillance',
      headers: claire.qui.headers,
      payload: { id_entreprise: ids.alpha, domaines: ['BIL'] },
    });
    expect(surveillance.statusCode).toBe(201);
    await evenement(test.app, ids.alpha, 'BIL');
    await diffuserRevelations(test.app.db);
    expect(await enregistrerAlertes(test.app.db)).toMatchObject({ livraisons: 1 });

    reponses.push(500);
    await test.app.travaux.vider();
    let livraisons = (await appel('GET', `/webhooks/${claire.compte}/livraisons`, claire.qui)).json();
    expect(livraisons).toMatchObject({ total: 1, offset: 0, limit: 20 });
    expect(livraisons.livraisons[0]).toMatchObject({
      statut: 'EN_ATTENTE',
      tentatives: 1,
      code_http: 500,
      derniere_erreur: 'Réponse HTTP 500',
      livree_le: null,
    });
    await relancer();
    livraisons = (await appel('GET', `/webhooks/${claire.compte}/livraisons`, claire.qui)).json();
    expect(livraisons.livraisons[0]).toMatchObject({
      statut: 'LIVREE',
      tentatives: 2,
      code_http: 200,
      derniere_erreur: null,
    });
    expect(recues).toHaveLength(2);

    const { headers, corps } = recues[1] as { headers: IncomingHttpHeaders; corps: string };
    expect(headers['content-type']).toBe('application/json');
    const horodatage = String(headers['x-greffeo-timestamp']);
    expect(Math.abs(Number(horodatage) - Date.now() / 1000)).toBeLessThan(60);
    const attendue = createHmac('sha256', secret).update(`${horodatage}.${corps}`).digest('hex');
    expect(headers['x-greffeo-signature']).toBe(`v1=${attendue}`);
    expect(createHmac('sha256', 'autre').update(`${horodatage}.${corps}`).digest('hex')).not.toBe(attendue);
    expect(JSON.parse(corps)).toMatchObject({
      type: 'revelation.nouvelle',
      revelation: {
        id: livraisons.livraisons[0].id_revelation,
        id_compte_client: claire.compte,
        type: 'BIL',
        entreprise: { siren: '552100554' },
        lien: 'http://localhost:8000/espace-personnel/mes-surveillances/mes-revelations',
      },
    });
    // Delivered: a replay sends nothing.
    await test.app.db.query('UPDATE curseur_alertes SET derniere_revelation_id = 0');
    expect(await enregistrerAlertes(test.app.db)).toMatchObject({ livraisons: 0 });
    await relancer();
    expect(recues).toHaveLength(2);

    // A receiver that keeps failing: given up after the last attempt.
    await evenement(test.app, ids.alpha, 'BIL');
    await diffuserRevelations(test.app.db);
    await enregistrerAlertes(test.app.db);
    await test.app.db.query(`UPDATE travaux SET max_tentatives = 2 WHERE type = $1 AND statut = 'EN_ATTENTE'`, [
      TRAVAIL_WEBHOOK,
    ]);
    reponses.push(503, 503);
    await test.app.travaux.vider();
    await relancer();
    const [echec] = (await appel('GET', `/webhooks/${claire.compte}/livraisons?limit=1`, claire.qui)).json().livraisons;
    expect(echec).toMatchObject({ statut: 'ECHEC', tentatives: 2, code_http: 503 });
    expect((await appel('GET', `/webhooks/${claire.compte}/livraisons?limit=0`, claire.qui)).statusCode).toBe(400);

    expect((await appel('DELETE', `/webhooks/${claire.compte}`, claire.qui)).statusCode).toBe(204);
    expect((await appel('GET', `/webhooks/${claire.compte}/livraisons`, claire.qui)).statusCode).toBe(404);
  });

  it('refuses addresses that are not https, or private ones on a published instance (400 naming url)', async () => {
    const claire = await client(test.app, 'ABONNE', 'Dora');
    for (const url of [
      'ftp://exemple.fr/x',
      'http://exemple.fr/x',
      'pas une adresse',
      'https://moi:secret@exemple.fr/',
    ]) {
      const reponse = await appel('PUT', `/webhooks/${claire.compte}`, claire.qui, { url });
      expect([url, reponse.statusCode]).toEqual([url, 400]);
      expect(reponse.json().errors[0].field).toBe('body.url');
    }

    // The same routes on a published instance (same database, SITE_URL public).
    await test.arreter();
    // A published instance seals its documents with a configured certificate, or does not start.
    const publiee = buildApp({
      ...test.database.config,
      siteUrl: 'https://greffeo.fr',
      sceauCertificatP12: await certificatSceauDeTest(),
      travauxActifs: false,
    });
    try {
      await publiee.ready();
      const urls = [
        `http://localhost:${port}/hook`,
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.1.2.3/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[fd00::1]/hook',
      ];
      for (const url of urls) {
        const reponse = await publiee.inject({
          method: 'PUT',
          url: `/api/webhooks/${claire.compte}`,
          headers: claire.qui.headers,
          payload: { url },
        });
        expect([url, reponse.statusCode]).toEqual([url, 400]);
        expect(reponse.json().errors[0]).toMatchObject({ field: 'body.url' });
      }
    } finally {
      await publiee.close();
      await test.redemarrer();
    }

    const publique = { publiee: true, resoudre: async () => ['93.184.216.34'] };
    await expect(verifierUrlWebhook('https://exemple.fr/hook', publique)).resolves.toBe('https://exemple.fr/hook');
    const rebond = { publiee: true, resoudre: async () => ['93.184.216.34', '192.168.1.10'] };
    await expect(verifierUrlWebhook('https://interne.exemple.fr/', rebond)).rejects.toThrow(/adresse privée ou locale/);
    for (const ip of ['::ffff:10.0.0.1', '100.64.0.1', '172.20.0.1', '0.0.0.0', 'fe80::1'])
      expect([ip, adresseInterdite(ip)]).toEqual([ip, true]);
    expect(adresseInterdite('2a00:1450:4007:80e::200e')).toBe(false);
  });
});
