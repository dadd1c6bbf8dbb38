import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createAppCommandes, type AppCommandes } from '../../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../../tests/fixtures/registre.js';
import { client, evenement } from '../../../../tests/fixtures/surveillance.js';
import { backends } from '../../../../tests/helpers/test-app.js';
import { creerMessagerie, type Messagerie } from '../../../lib/courriels/messagerie.js';
import { ajouterTravail } from '../../travaux/index.js';
import { diffuserRevelations } from '../service/diffusion.js';
import { enregistrerAlertes, enregistrerQuotidiens, envoyerCourriels } from './envoi.js';
import { cleAlertes } from './jeton.js';
import { TRAVAIL_ALERTES, TRAVAIL_QUOTIDIEN } from './travaux.js';

describe.each(backends)('alert e-mails on %s', (backend) => {
  let test: AppCommandes;
  let messagerie: Messagerie;
  const appel = (method: 'GET' | 'POST' | 'PUT', url: string, qui?: Appelant, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: qui?.headers ?? {}, ...(payload ? { payload } : {}) });
  const courrielsDe = async (qui: Appelant) => (await messagerie.lister()).filter((c) => c.a === qui.email).reverse();
  /** What the fan-out job does, then the alerts' jobs it enqueues, as the worker would run them. */
  const diffuserEtAlerter = async () => {
    await diffuserRevelations(test.app.db);
    await ajouterTravail(test.app.db, { type: TRAVAIL_ALERTES });
    await test.app.travaux.vider();
  };
  const surveiller = async (qui: Appelant, entreprise: number) => {
    const r = await appel('POST', '/surveillance', qui, { id_entreprise: entreprise, domaines: ['RCS_BILAN_ACTES'] });
    expect(r.statusCode).toBe(201);
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    const { config } = test.app;
    messagerie = creerMessagerie({ smtpUrl: undefined, dossier: config.emailsDir, expediteur: config.emailExpediteur });
    // The digest job enqueued at start runs in its own test, on the day it names.
    await test.app.db.query('DELETE FROM travaux WHERE type = $1', [TRAVAIL_QUOTIDIEN]);
    await test.app.db.query(`UPDATE entreprises SET denomination = 'ALPHA & <FILS>' WHERE id = $1`, [ids.alpha]);
  });
  afterAll(() => test.close());

  it('sends one e-mail per révélation in IMMEDIATE mode, once, with the one-click unsubscribe headers', async () => {
    const claire = await client(test.app, 'ABONNE');
    await appel('PUT', `/alertes/${claire.compte}/preferences`, claire.qui, { mode: 'IMMEDIATE' });
    await surveiller(claire.qui, ids.alpha);
    await evenement(test.app, ids.alpha, 'BIL', { date: '2026-03-02' });
    await evenement(test.app, ids.alpha, 'ACT', { date: '2026-03-03' });
    await diffuserEtAlerter();

    const courriels = await courrielsDe(claire.qui);
    expect(courriels).toHaveLength(2);
    const [premier] = courriels;
    expect(premier?.sujet).toBe('Nouvelle révélation : ALPHA & <FILS>');
    expect(premier?.texte).toContain('ALPHA & <FILS> (SIREN 552100554) : Événement BIL, le 02/03/2026');
    expect(premier?.texte).toContain('http://localhost:8000/espace-personnel/mes-surveillances/mes-revelations');
    expect(premier?.html).toContain('ALPHA &amp; &lt;FILS&gt;');
    expect(premier?.html).not.toContain('<FILS>');
    expect(courriels[1]?.texte).toContain('Événement ACT, le 03/03/2026');
    expect(premier?.entetes?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8000\/api\/alertes\/desabonnement\?jeton=[^>]+>$/,
    );
    expect(premier?.entetes?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The body links to the site's page (it asks, then POSTs), with the same token as the header.
    const jetonEntete = /\?jeton=([^>]+)>$/.exec(premier?.entetes?.['List-Unsubscribe'] ?? '')?.[1];
    expect(jetonEntete).toBeDefined();
    const page = `http://localhost:8000/alertes/desabonnement?jeton=${jetonEntete}`;
    expect(premier?.texte).toMatch(/^Ne plus recevoir ces alertes\s: (\S+)$/m);
    expect(/^Ne plus recevoir ces alertes\s: (\S+)$/m.exec(premier?.texte ?? '')?.[1]).toBe(page);
    expect(premier?.html).toContain(`<a href="${page}">Ne plus recevoir ces alertes</a>`);
    expect(premier?.texte).not.toContain('/api/alertes/desabonnement');
    expect(premier?.html).not.toContain('/api/alertes/desabonnement');
    expect(premier?.texte).toContain('http://localhost:8000/espace-personnel/mes-surveillances#alertes');
    // Headers as sent, unfolded (RFC 5322 lets a long header continue on the next line).
    const eml = (await readFile(join(test.app.config.emailsDir, `${premier?.id}.eml`), 'utf8'))
      .replace(/\r\n/g, '\n')
      .replace(/\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain(`List-Unsubscribe: ${premier?.entetes?.['List-Unsubscribe']}\n`);

    // A replay (cursor set back, jobs run again) sends nothing twice.
    await test.app.db.query('UPDATE curseur_alertes SET derniere_revelation_id = 0');
    expect(await enregistrerAlertes(test.app.db)).toMatchObject({ courriels: 0 });
    await ajouterTravail(test.app.db, { type: TRAVAIL_ALERTES });
    await test.app.travaux.vider();
    expect(await courrielsDe(claire.qui)).toHaveLength(2);
  });

  it('after a failed sending, sends what was left and nothing twice', async () => {
    const dora = await client(test.app, 'ABONNE', 'Dora');
    await appel('PUT', `/alertes/${dora.compte}/preferences`, dora.qui, { mode: 'IMMEDIATE' });
    await surveiller(dora.qui, ids.gamma);
    for (const type of ['BIL', 'ACT', 'RCS'] as const) await evenement(test.app, ids.gamma, type);
    await diffuserRevelations(test.app.db);
    expect((await enregistrerAlertes(test.app.db)).courriels).toBe(3);
    let appels = 0;
    const enPanne: Messagerie = {
      ...messagerie,
      async envoyer(courriel) {
        appels += 1;
        if (appels === 2) throw new Error('Serveur SMTP injoignable');
        await messagerie.envoyer(courriel);
      },
    };
    const liens = { site: test.app.config.siteUrl, cle: cleAlertes(test.app.config) };
    await expect(envoyerCourriels(test.app.db, enPanne, liens)).rejects.toThrow('Serveur SMTP injoignable');
    expect(await courrielsDe(dora.qui)).toHaveLength(1);
    expect(await envoyerCourriels(test.app.db, messagerie, liens)).toBe(2);
    expect(await envoyerCourriels(test.app.db, messagerie, liens)).toBe(0);
    const sujets = (await courrielsDe(dora.qui)).map((c) => c.texte.match(/Événement (\w+)/)?.[1]);
    expect(sujets.sort()).toEqual(['ACT', 'BIL', 'RCS']);
  });

  it('groups a day’s révélations into one digest, once, and the next digest starts after it', async () => {
    const bruno = await client(test.app, 'ABONNE', 'Bruno'); // QUOTIDIENNE by default
    await surveiller(bruno.qui, ids.durand);
    for (const type of ['BIL', 'ACT', 'RCS'] as const) await evenement(test.app, ids.durand, type);
    await diffuserEtAlerter();
    expect(await courrielsDe(bruno.qui)).toHaveLength(0);

    await ajouterTravail(test.app.db, { type: TRAVAIL_QUOTIDIEN, cle: '2026-03-04', donnees: { jour: '2026-03-04' } });
    await test.app.travaux.vider();
    const [recapitulatif, ...autres] = await courrielsDe(bruno.qui);
    expect(autres).toHaveLength(0);
    expect(recapitulatif?.sujet).toBe('Vos révélations du 04/03/2026 : 3 nouvelles révélations');
    for (const type of ['BIL', 'ACT', 'RCS']) expect(recapitulatif?.texte).toContain(`Événement ${type}`);
    expect(recapitulatif?.entetes?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Replayed, or the next day without news: nothing.
    expect(await enregistrerQuotidiens(test.app.db, '2026-03-04')).toBe(0);
    expect(await enregistrerQuotidiens(test.app.db, '2026-03-05')).toBe(0);
    await evenement(test.app, ids.durand, 'RCS');
    await diffuserEtAlerter();
    expect(await enregistrerQuotidiens(test.app.db, '2026-03-05')).toBeGreaterThanOrEqual(1);
    await test.app.travaux.vider();
    await envoyerCourriels(test.app.db, messagerie, {
      site: test.app.config.siteUrl,
      cle: cleAlertes(test.app.config),
    });
    const courriels = await courrielsDe(bruno.qui);
    expect(courriels.map((c) => c.sujet)).toEqual([
      'Vos révélations du 04/03/2026 : 3 nouvelles révélations',
      'Vos révélations du 05/03/2026 : 1 nouvelle révélation',
    ]);
  });

  it('unsubscribes in one click with the signed link, and refuses a bad token', async () => {
    const emma = await client(test.app, 'ABONNE', 'Emma');
    await appel('PUT', `/alertes/${emma.compte}/preferences`, emma.qui, { mode: 'IMMEDIATE' });
    await surveiller(emma.qui, ids.alpha);
    await evenement(test.app, ids.alpha, 'BIL');
    await diffuserEtAlerter();
    const [courriel] = await courrielsDe(emma.qui);
    const lien = /<([^>]+)>/.exec(courriel?.entetes?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const url = new URL(lien);
    const jeton = url.searchParams.get('jeton') ?? '';

    for (const faux of [`${jeton.slice(0, -2)}AA`, 'nimporte-quoi', jeton.replace(String(emma.compte), '1')]) {
      const refus = await test.app.inject({
        method: 'POST',
        url: `/api/alertes/desabonnement?jeton=${encodeURIComponent(faux)}`,
      });
      expect(refus.statusCode).toBe(400);
      expect(refus.json().errors[0].field).toBe('query.jeton');
    }
    expect((await test.app.inject({ method: 'POST', url: '/api/alertes/desabonnement' })).statusCode).toBe(400);
    expect((await appel('GET', `/alertes/${emma.compte}/preferences`, emma.qui)).json().mode).toBe('IMMEDIATE');

    const reponse = await test.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(reponse.statusCode).toBe(200);
    expect(reponse.json()).toMatchObject({ mode: 'AUCUNE' });
    expect((await appel('GET', `/alertes/${emma.compte}/preferences`, emma.qui)).json().mode).toBe('AUCUNE');
    await evenement(test.app, ids.alpha, 'ACT');
    await diffuserEtAlerter();
    expect(await courrielsDe(emma.qui)).toHaveLength(1);
  });
});
