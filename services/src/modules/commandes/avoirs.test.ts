import {
  ajouterAuPanier,
  commander,
  createAppCommandes,
  elec,
  notifier,
  ouvrirSessionCarte,
  type AppCommandes,
} from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';
import { commanderKbis, payerParPortefeuille, recharger } from '../../../tests/fixtures/kbis-periodiques.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';

const kbis = { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] };
const NUMERO_AVOIR = /^AV(\d{4})-(\d{6})$/;

describe.each(backends)('credit notes (avoirs) on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const get = (url: string, qui: Appelant = claire) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: qui.headers });
  const rang = (numero: string) => Number(NUMERO_AVOIR.exec(numero)?.[2]);

  /** An order of one Kbis (3,20 € TTC) with an open card session, then cancelled. */
  const commandeAnnulee = async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    const reference = (await commander(test.app, claire)).reference_commande;
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    const annulation = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/annulations`,
      headers: claire.headers,
    });
    expect(annulation.statusCode).toBe(200);
    return { reference, session };
  };
  /** The provider took the money anyway: its success notification arrives. */
  const paiementTardif = (session: string, evenement = `tard-${session}`) =>
    notifier(test.app, {
      id_evenement: evenement,
      id_session: session,
      statut: 'REUSSI',
      montant_centimes: 320,
      devise: 'EUR',
    });
  /** Every credit note issued so far, in number order. */
  const tousLesAvoirs = async () =>
    (await test.app.db.query<{ annee: number; rang: number }>('SELECT annee, rang FROM avoirs ORDER BY annee, rang'))
      .rows;
  const sansTrou = async () => {
    const avoirs = await tousLesAvoirs();
    avoirs.forEach((avoir, i) => expect(avoir.rang).toBe(i + 1));
    const { rows } = await test.app.db.query<{ dernier: number }>('SELECT dernier FROM compteurs_avoirs');
    expect(rows.reduce((somme, r) => somme + r.dernier, 0)).toBe(avoirs.length);
    return avoirs.length;
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
  });
  afterAll(() => test.close());

  it('issues one credit note with the next number for a card payment refunded on a cancelled order', async () => {
    const avant = await sansTrou();
    const { reference, session } = await commandeAnnulee();
    expect((await paiementTardif(session)).statusCode).toBe(200);
    // A replay refunds nothing more and issues no other credit note.
    await paiementTardif(session, `bis-${session}`);
    expect(await sansTrou()).toBe(avant + 1);

    const portefeuille = (await get(`/portefeuilles/${compte}`)).json();
    expect(portefeuille.mouvements).toHaveLength(1);
    const [mouvement] = portefeuille.mouvements;
    expect(mouvement).toMatchObject({
      type: 'REMBOURSEMENT',
      libelle: `Remboursement du paiement par carte de la commande ${reference}`,
      montant: { ttc: 3.2 },
      reference_commande: reference,
      numero_avoir: expect.stringMatching(NUMERO_AVOIR),
    });
    const numero = mouvement.numero_avoir as string;
    expect(rang(numero)).toBe(avant + 1);

    // Listed with the invoices, told apart, its amounts as deductions.
    const liste = (await get('/factures')).json();
    expect(liste).toEqual({
      total: 1,
      factures: [
        {
          type: 'AVOIR',
          numero,
          date_facture: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          reference_commande: reference,
          jour_commande: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          periode: null,
          moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE',
          montant: expect.objectContaining({ ht: -2.67, tva: -0.53, ttc: -3.2, ttc_formate: '-3,20' }),
          facture_creditee: null,
          motif: 'Commande annulée avant la réception de son paiement par carte',
        },
      ],
    });

    // Its PDF, for its owner only.
    const pdf = await get(`/factures/${numero}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${numero}.pdf"`);
    const texte = textePlat((await lirePdf(pdf.rawPayload)).texte);
    expect(texte).toContain(`N° ${numero}`);
    expect(texte).toContain(`(réf. ${session})`);
    expect(texte).toContain(`Commande ${reference}`);
    expect(texte).toContain('Total TTC -3,20 €');
    expect(texte).toContain('Montant remboursé 3,20 €');
    expect(texte).toContain('Greffeo');

    const paul = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, paul);
    const autre = await get(`/factures/${numero}`, paul);
    expect(autre.statusCode).toBe(404);
    expect(autre.json().message).toBe('Avoir introuvable.');
    expect((await get('/factures', paul)).json()).toEqual({ total: 0, factures: [] });
    // Without a token, nothing.
    expect((await test.app.inject({ method: 'GET', url: `/api/factures/${numero}` })).statusCode).toBe(401);
  });

  it('gives consecutive numbers to refunds made at the same time', async () => {
    const avant = await sansTrou();
    const commandes = [await commandeAnnulee(), await commandeAnnulee(), await commandeAnnulee()];
    const reponses = await Promise.all(commandes.map(({ session }) => paiementTardif(session)));
    expect(reponses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await sansTrou()).toBe(avant + 3);
    const numeros = (await get('/factures')).json().factures.map((f: { numero: string }) => f.numero) as string[];
    expect(numeros.map(rang).sort((a, b) => a - b)).toEqual([avant + 1, avant + 2, avant + 3]);
    const mouvements = (await get(`/portefeuilles/${compte}`)).json().mouvements as Array<{ numero_avoir: string }>;
    expect(mouvements.map((m) => m.numero_avoir).sort()).toEqual([...numeros].sort());
  });

  it('leaves no gap when a refund’s transaction fails after taking its number', async () => {
    const avant = await sansTrou();
    const { session } = await commandeAnnulee();
    // The wallet credit fails after the credit note was numbered and written: all is rolled back.
    await test.app.db.query(
      "ALTER TABLE portefeuille_mouvements ADD CONSTRAINT test_panne CHECK (type <> 'REMBOURSEMENT') NOT VALID",
    );
    try {
      expect((await paiementTardif(session)).statusCode).toBe(500);
    } finally {
      await test.app.db.query('ALTER TABLE portefeuille_mouvements DROP CONSTRAINT test_panne');
    }
    expect(await sansTrou()).toBe(avant);
    expect((await get('/factures')).json().total).toBe(0);
    // The provider sends it again: refunded now, with the number the failure gave back.
    expect((await paiementTardif(session)).statusCode).toBe(200);
    expect(await sansTrou()).toBe(avant + 1);
    const [avoir] = (await get('/factures')).json().factures;
    expect(rang(avoir.numero)).toBe(avant + 1);
  });

  it('issues a credit note of the order’s invoice when a periodic Kbis is cancelled', async () => {
    const avant = await sansTrou();
    await recharger(test.app, claire, compte, 50);
    const commande = await commanderKbis(test.app, claire, {
      id_entite: ids.alpha,
      format_diffusion: 'ELEC',
      quantite: 2,
      frequence_mois: 1,
      duree_mois: 3,
    });
    await payerParPortefeuille(test.app, claire, commande.reference_commande);
    const [abonnement] = (await get('/kbis_periodiques')).json().kbis_periodiques;
    const annulation = await test.app.inject({
      method: 'POST',
      url: `/api/kbis_periodiques/${abonnement.id}/annulations`,
      headers: claire.headers,
      payload: {},
    });
    expect(annulation.statusCode).toBe(200);
    expect(await sansTrou()).toBe(avant + 1);

    const [mouvement] = (await get(`/portefeuilles/${compte}`)).json().mouvements;
    expect(mouvement).toMatchObject({
      type: 'REMBOURSEMENT',
      libelle: 'Annulation du Kbis périodique ALPHA SOLUTIONS (2 envois)',
      // 2 issues × 2 copies × 3,20.
      montant: { ttc: 12.8 },
      numero_avoir: expect.stringMatching(NUMERO_AVOIR),
    });
    const { factures } = (await get('/factures')).json();
    const facture = factures.find((f: { type: string }) => f.type === 'FACTURE');
    expect(facture.reference_commande).toBe(commande.reference_commande);
    expect(factures[0]).toMatchObject({
      type: 'AVOIR',
      numero: mouvement.numero_avoir,
      reference_commande: commande.reference_commande,
      facture_creditee: facture.numero,
      montant: { ht: -10.68, ttc: -12.8, ttc_formate: '-12,80' },
    });
    const texte = (await lirePdf((await get(`/factures/${mouvement.numero_avoir}`)).rawPayload)).texte.replace(
      /\n/g,
      ' ',
    );
    expect(texte).toContain(`Avoir sur la facture ${facture.numero}`);
    expect(texte).toContain('Kbis périodique ALPHA SOLUTIONS électronique – 2 envois annulés');
  });
});
