import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { client } from '../../../tests/fixtures/surveillance.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { diffuserRevelations } from './index.js';

/** revelation/avis: the price before, one charge on consultation (wallet or monthly invoice), the text after. */
describe.each(backends)('surveillance notices on %s', (backend) => {
  let test: AppCommandes;
  let claire: { qui: Appelant; compte: number };
  const appel = (method: 'GET' | 'POST', url: string, qui: Appelant): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url: `/api${url}`, headers: qui.headers });
  const solde = async (compte: number) =>
    Number(
      (
        await test.app.db.query<{ s: number }>(
          'SELECT COALESCE(sum(montant_centimes), 0)::int AS s FROM portefeuille_mouvements WHERE compte_client_id = $1',
          [compte],
        )
      ).rows[0]?.s,
    );
  const charges = async (compte: number) => {
    const { rows } = await test.app.db.query<{ debits: number; lignes: number; consultations: number }>(
      `SELECT (SELECT count(*)::int FROM portefeuille_mouvements WHERE compte_client_id = $1 AND type = 'PAIEMENT') AS debits,
              (SELECT count(*)::int FROM lignes_facturation_differee WHERE compte_client_id = $1) AS lignes,
              (SELECT count(*)::int FROM consultations_avis WHERE compte_client_id = $1) AS consultations`,
      [compte],
    );
    return rows[0];
  };
  const recharger = (compte: number, centimes: number) =>
    test.app.db.query(
      `INSERT INTO portefeuille_mouvements (compte_client_id, type, libelle, montant_centimes)
       VALUES ($1, 'RECHARGEMENT', 'Rechargement de test', $2)`,
      [compte, centimes],
    );
  /** A watch of ALPHA, one registry event of `type`, fanned out: the révélation's id. */
  const revelation = async (qui: { qui: Appelant; compte: number }) => {
    await test.app.inject({
      method: 'POST',
      url: '/api/surveillance',
      headers: qui.qui.headers,
      payload: { id_entreprise: ids.alpha, domaines: ['RCS_BILAN_ACTES'] },
    });
    await test.app.db.query(
      `INSERT INTO evenements_registre (entreprise_id, date_evenement, type, nature, libelle, origine, avant, apres)
       VALUES ($1, '2026-03-02', 'RCS', $2, 'Transfert du siège social de Paris à Lyon', 'ACTIVITE', $3::jsonb, $4::jsonb)`,
      [
        ids.alpha,
        'TRANSFERT_SIEGE',
        JSON.stringify({ commune: 'PARIS', capital: 10000 }),
        JSON.stringify({ commune: 'LYON', capital: 50000 }),
      ],
    );
    await diffuserRevelations(test.app.db);
    const liste = (await appel('GET', '/revelation?lue=false', qui.qui)).json();
    return Number(liste.revelations[0].id);
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await client(test.app, 'ABONNE');
  });
  afterAll(() => test.close());

  it('tells the price from the price table before opening, and reading it charges nothing', async () => {
    const id = await revelation(claire);
    const tarif = (
      await test.app.db.query<{ ttc: string; source: string }>(
        `SELECT prix_ttc::text AS ttc, source FROM tarifs_avis_surveillance WHERE type_evenement = 'RCS'`,
      )
    ).rows[0];
    const avant = await appel('GET', `/revelation/avis/${claire.compte}/${id}`, claire.qui);
    expect(avant.statusCode).toBe(200);
    expect(avant.json()).toMatchObject({
      revelation: { id, lue_le: null },
      prix: { ttc_formate: String(tarif?.ttc).replace('.', ','), ht_formate: '1,30', tva_formate: '0,26' },
      source_prix: tarif?.source,
      consultee_le: null,
      mode_facturation: null,
      avis: null,
    });
    await appel('GET', `/revelation/avis/${claire.compte}/${id}`, claire.qui);
    expect(await charges(claire.compte)).toEqual({ debits: 0, lignes: 0, consultations: 0 });

    // The price is data: a newer row changes what the notice says it costs.
    await test.app.db.query(
      `INSERT INTO tarifs_avis_surveillance (grille_tarifaire, type_evenement, prix_ht, taux_tva, prix_ttc, valide_du, source, date_source)
       VALUES ('PUBLIC', 'RCS', 2.00, 20, 2.40, current_date, 'Tarif de test', 'test')`,
    );
    try {
      const nouveau = (await appel('GET', `/revelation/avis/${claire.compte}/${id}`, claire.qui)).json();
      expect(nouveau).toMatchObject({ prix: { ttc_formate: '2,40' }, source_prix: 'Tarif de test' });
    } finally {
      await test.app.db.query(`DELETE FROM tarifs_avis_surveillance WHERE source = 'Tarif de test'`);
    }
  });

  it('charges a consulted notice once to the wallet, even twice or concurrently, and marks it read', async () => {
    const id = await revelation(claire);
    await recharger(claire.compte, 1000);
    const [a, b] = await Promise.all([
      appel('POST', `/revelation/avis/${claire.compte}/${id}`, claire.qui),
      appel('POST', `/revelation/avis/${claire.compte}/${id}`, claire.qui),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const troisieme = await appel('POST', `/revelation/avis/${claire.compte}/${id}`, claire.qui);
    const lu = troisieme.json();
    expect(lu).toMatchObject({ mode_facturation: 'PORTEFEUILLE', prix: { ttc_formate: '1,56' } });
    expect(lu.consultee_le).toEqual(a.json().consultee_le);
    expect(lu.revelation.lue_le).not.toBeNull();
    expect(lu.avis.titre).toBe('Transfert du siège social');
    const texte = lu.avis.paragraphes.join('\n');
    expect(texte).toContain('ALPHA SOLUTIONS');
    expect(texte).toContain('PARIS → LYON');
    expect(texte).toContain('02/03/2026');
    expect(texte).toMatch(/Capital social : 10\s000\s€ → 50\s000\s€/);
    expect(lu.avis.greffe).toEqual(expect.objectContaining({ code: expect.stringMatching(/^\d{4}$/) }));
    expect(await solde(claire.compte)).toBe(1000 - 156);
    expect(await charges(claire.compte)).toEqual({ debits: 1, lignes: 0, consultations: 1 });
    // Reading it afterwards is free and gives the same notice.
    const relu = (await appel('GET', `/revelation/avis/${claire.compte}/${id}`, claire.qui)).json();
    expect(relu.avis).toEqual(lu.avis);
    expect(await solde(claire.compte)).toBe(1000 - 156);
  });

  it('puts the notice on the monthly deferred invoice when the wallet does not cover it', async () => {
    const id = await revelation(claire);
    await recharger(claire.compte, 100);
    const lu = (await appel('POST', `/revelation/avis/${claire.compte}/${id}`, claire.qui)).json();
    expect(lu.mode_facturation).toBe('FACTURE_MENSUELLE');
    await appel('POST', `/revelation/avis/${claire.compte}/${id}`, claire.qui);
    expect(await solde(claire.compte)).toBe(100);
    expect(await charges(claire.compte)).toEqual({ debits: 0, lignes: 1, consultations: 1 });
    const { rows } = await test.app.db.query<{ ttc: number; ht: number; libelle: string }>(
      'SELECT ttc_centimes::int AS ttc, ht_centimes::int AS ht, libelle FROM lignes_facturation_differee WHERE revelation_id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ ttc: 156, ht: 130 });
    expect(rows[0]?.libelle).toContain('ALPHA SOLUTIONS');

    // The 1st of next month: the account's monthly invoice carries the line.
    await test.app.db.query(
      "UPDATE travaux SET executer_apres = now() WHERE type = 'FACTURER_DIFFERE' AND cle LIKE $1",
      [`${claire.compte}:%`],
    );
    await test.app.travaux.vider();
    const factures = (await appel('GET', '/factures', claire.qui)).json();
    expect(factures.factures).toEqual([
      expect.objectContaining({ moyen_paiement: 'DIFFERE', montant: expect.objectContaining({ ttc_formate: '1,56' }) }),
    ]);
    const attachee = await test.app.db.query(
      'SELECT facture_id FROM lignes_facturation_differee WHERE revelation_id = $1 AND facture_id IS NOT NULL',
      [id],
    );
    expect(attachee.rows).toHaveLength(1);
  });

  it('answers 404 for another account or an unknown id, 400 naming the field, 403 for a blocked account', async () => {
    const id = await revelation(claire);
    const bruno = await client(test.app, 'ABONNE', 'Bruno');
    for (const methode of ['GET', 'POST'] as const) {
      for (const url of [
        `/revelation/avis/${bruno.compte}/${id}`,
        `/revelation/avis/${claire.compte}/${id}`,
        `/revelation/rapport/${claire.compte}/${id}`,
      ].slice(0, methode === 'POST' ? 2 : 3)) {
        const reponse = await appel(methode, url, bruno.qui);
        expect([methode, url, reponse.statusCode]).toEqual([methode, url, 404]);
        expect(reponse.body).not.toContain('ALPHA');
      }
    }
    expect((await appel('GET', `/revelation/avis/${claire.compte}/999999999`, claire.qui)).statusCode).toBe(404);
    expect((await appel('POST', `/revelation/avis/${claire.compte}/999999999`, claire.qui)).statusCode).toBe(404);
    const mauvais = await appel('GET', `/revelation/avis/${claire.compte}/abc`, claire.qui);
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json().errors[0].field).toBe('params.id');
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/revelation/avis/${claire.compte}/${id}` })).statusCode,
    ).toBe(401);
    expect(await charges(claire.compte)).toEqual({ debits: 0, lignes: 0, consultations: 0 });

    await test.app.db.query(`UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1`, [claire.compte]);
    const bloque = await appel('POST', `/revelation/avis/${claire.compte}/${id}`, claire.qui);
    expect(bloque.statusCode).toBe(403);
    expect((await appel('GET', `/revelation/avis/${claire.compte}/${id}`, claire.qui)).statusCode).toBe(200);
    expect(await charges(claire.compte)).toEqual({ debits: 0, lignes: 0, consultations: 0 });
  });
});
