import {
  ajouterAuPanier,
  commander,
  createAppCommandes,
  elec,
  notifier,
  ouvrirSessionCarte,
  payerSurLaPage,
  type AppCommandes,
} from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';

const kbis = { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] };

describe.each(backends)('paiements on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const get = (url: string, qui: Appelant = claire) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: qui.headers });
  const commande = async (reference: string) => (await get(`/commandes/${reference}`)).json();
  const nouvelleCommande = async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    return (await commander(test.app, claire)).reference_commande;
  };
  const compter = async (table: string, where = 'true', params: unknown[] = []) =>
    (await test.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)).rows[0]
      ?.n;

  /** The card payment of `reference` came back to the wallet, once, and nothing else moved. */
  const attendreRemboursementUnique = async (reference: string) => {
    const portefeuille = (await get(`/portefeuilles/${compte}`)).json();
    expect(portefeuille.solde.ttc).toBe(3.2);
    expect(portefeuille.mouvements).toEqual([
      expect.objectContaining({
        type: 'REMBOURSEMENT',
        libelle: `Remboursement du paiement par carte de la commande ${reference}`,
        numero_avoir: expect.stringMatching(/^AV\d{4}-\d{6}$/),
      }),
    ]);
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
  });
  afterAll(() => test.close());

  it('pays by card on the sandbox page: signed notification, then fulfilment, invoice and documents', async () => {
    const reference = await nouvelleCommande();
    const session = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'CARTE_BANCAIRE' },
    });
    expect(session.statusCode).toBe(201);
    const { id_session, url_paiement, statut } = session.json();
    expect(statut).toBe('OUVERTE');
    expect(url_paiement).toBe(`${test.app.config.siteUrl}/api/paiements/sandbox/${id_session}`);

    const page = await test.app.inject({ method: 'GET', url: `/api/paiements/sandbox/${id_session}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Montant à payer\u00a0: <strong>3,20&nbsp;€</strong>');
    expect(page.body).toContain('4242 4242 4242 4242');

    const retour = await payerSurLaPage(test.app, id_session);
    expect(retour.statusCode).toBe(303);
    const jour = (await commande(reference)).jour_commande;
    expect(retour.headers.location).toBe(
      `${test.app.config.siteUrl}/espace-personnel/mes-commandes/commande?reference_commande=${reference}&date_commande=${jour}&paiement=reussi`,
    );
    // Nothing is paid until the provider's notification arrives (a job of the queue).
    expect((await commande(reference)).statut).toBe('A_PAYER');
    await test.app.travaux.vider();
    const livree = await commande(reference);
    expect(livree).toMatchObject({
      statut: 'LIVREE',
      moyen_paiement: 'CARTE_BANCAIRE',
      paiements: [{ statut: 'REUSSIE' }],
    });
    expect(livree.facture.numero).toMatch(/^F\d{4}-\d{6}$/);
    const [document] = livree.regroupements[0].articles[0].documents;
    expect(document).toMatchObject({ type: 'KBIS', nom_fichier: expect.stringMatching(/\.pdf$/) });
    expect(document.code_verification).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // The delivered Kbis is sealed; the verification finds it exactly as issued, its seal intact.
    const pdf = await test.app.inject({
      method: 'GET',
      url: `/api/commandes/${reference}/visualisations?date_commande=${jour}&id_article=${livree.regroupements[0].articles[0].id}`,
      headers: claire.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/ByteRange \[0 \d+ \d+ \d+/);
    const verifier = (corps: Buffer, code = document.code_verification) =>
      test.app.inject({
        method: 'POST',
        url: `/api/verifications/${code}/document`,
        headers: { 'content-type': 'application/pdf' },
        payload: corps,
      });
    const verdict = await verifier(pdf.rawPayload);
    expect(verdict.statusCode).toBe(200);
    expect(verdict.json()).toMatchObject({
      identique: true,
      cachet: { etat: 'INTACT', titulaire: 'Greffeo — cachet de démonstration' },
      message: 'Ce fichier est exactement le document délivré, et son cachet électronique est intact.',
    });
    const fiche = (
      await test.app.inject({ method: 'GET', url: `/api/verifications/${document.code_verification}` })
    ).json();
    expect(fiche.document.empreinte_sha256).toBe(verdict.json().empreinte_sha256);
    const altere = Buffer.from(pdf.rawPayload);
    altere[altere.indexOf('/Type /Page') + 2] = 'X'.charCodeAt(0);
    expect((await verifier(altere)).json()).toMatchObject({
      identique: false,
      cachet: { etat: 'ROMPU' },
      message:
        'Ce fichier n’est pas le document délivré : il a été modifié depuis sa délivrance, son cachet électronique est rompu.',
    });
    const nonPdf = await verifier(Buffer.from('bonjour'));
    expect(nonPdf.statusCode).toBe(400);
    expect(nonPdf.json().message).toBe(
      'Le fichier envoyé n’est pas un document PDF lisible : envoyez le fichier PDF reçu, tel quel.',
    );
    expect((await verifier(pdf.rawPayload, 'ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);

    // The user is told by e-mail, with the order's page.
    const courriels = (await test.app.inject({ method: 'GET', url: '/api/dev/courriels' })).json<
      Array<{ a: string; sujet: string; liens: string[] }>
    >();
    const courriel = courriels.find((c) => c.a === claire.email);
    expect(courriel?.sujet).toBe(`Vos documents sont disponibles – commande ${reference}`);
    expect(courriel?.liens).toContain(
      `${test.app.config.siteUrl}/espace-personnel/mes-commandes/commande?reference_commande=${reference}&date_commande=${jour}`,
    );

    // The page of a finished session says so and cannot pay again.
    expect((await payerSurLaPage(test.app, id_session)).statusCode).toBe(409);
  });

  it('records a refused card and lets the order be paid again', async () => {
    const reference = await nouvelleCommande();
    const refusee = await ouvrirSessionCarte(test.app, claire, reference);
    const retour = await payerSurLaPage(test.app, refusee, '4000 0000 0000 0002');
    expect(retour.headers.location).toContain('paiement=refuse');
    await test.app.travaux.vider();
    expect(await commande(reference)).toMatchObject({ statut: 'A_PAYER', paiements: [{ statut: 'REFUSEE' }] });
    const seconde = await ouvrirSessionCarte(test.app, claire, reference);
    await payerSurLaPage(test.app, seconde);
    await test.app.travaux.vider();
    expect((await commande(reference)).statut).toBe('LIVREE');
  });

  it('asks for a confirmation with the 3220 card, then follows the decision', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    const page = await payerSurLaPage(test.app, session, '4000000000003220');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer le paiement');
    expect((await commande(reference)).paiements[0].statut).toBe('OUVERTE');
    const decision = await test.app.inject({
      method: 'POST',
      url: `/api/paiements/sandbox/${session}/confirmation`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=confirmer',
    });
    expect(decision.statusCode).toBe(303);
    await test.app.travaux.vider();
    expect((await commande(reference)).statut).toBe('LIVREE');
  });

  it('shows French errors on the card form and keeps the session open', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    const page = await test.app.inject({
      method: 'POST',
      url: `/api/paiements/sandbox/${session}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'numero=4242424242424241&expiration=01/20&cryptogramme=12',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Ce numéro de carte n’est pas valide.');
    expect(page.body).toContain('Cette carte est expirée.');
    expect(page.body).toContain('Le cryptogramme doit compter 3 chiffres.');
    expect(await compter('paiements_sandbox_evenements', 'session_id = $1', [session])).toBe(0);
  });

  it('pays exactly once: a replayed notification changes nothing', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    const corps = {
      id_evenement: `evt-${session}`,
      id_session: session,
      statut: 'REUSSI',
      montant_centimes: 320,
      devise: 'EUR',
    };
    const premiere = await notifier(test.app, corps);
    expect(premiere.statusCode).toBe(200);
    expect(premiere.json()).toEqual({ recue: true, deja_traitee: false });
    const rejouee = await notifier(test.app, corps);
    expect(rejouee.statusCode).toBe(200);
    expect(rejouee.json()).toEqual({ recue: true, deja_traitee: true });
    // Another event for the same session (a provider retry with a new id) changes nothing either.
    expect((await notifier(test.app, { ...corps, id_evenement: `autre-${session}` })).json().deja_traitee).toBe(true);
    await test.app.travaux.vider();
    expect(await compter('factures f JOIN commandes c ON c.id = f.commande_id', 'c.reference = $1', [reference])).toBe(
      1,
    );
    expect(
      await compter(
        'travaux',
        "type = 'LIVRER_COMMANDE' AND cle = (SELECT id::text FROM commandes WHERE reference = $1)",
        [reference],
      ),
    ).toBe(1);
  });

  it('refuses forged, stale, unknown and mismatched notifications, and logs nothing as paid', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    const corps = {
      id_evenement: `faux-${session}`,
      id_session: session,
      statut: 'REUSSI',
      montant_centimes: 320,
      devise: 'EUR',
    };
    const forgee = await notifier(test.app, corps, {
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forgee.statusCode).toBe(400);
    expect(forgee.json().message).toBe('Notification de paiement refusée : signature invalide.');
    expect((await notifier(test.app, corps, { signature: '' })).statusCode).toBe(400);
    const { signer, cleNotifications } = await import('./sandbox/signature.js');
    const ancienne = signer(cleNotifications(test.app.config), JSON.stringify(corps), Date.now() - 3_600_000);
    const perimee = await notifier(test.app, corps, { signature: ancienne });
    expect(perimee.json().message).toBe('Notification de paiement refusée : notification trop ancienne.');
    const montant = await notifier(test.app, { ...corps, montant_centimes: 1 });
    expect(montant.statusCode).toBe(400);
    expect(montant.json().message).toBe('Notification de paiement refusée : montant différent de celui de la session.');
    const inconnue = await notifier(test.app, { ...corps, id_session: '00000000-0000-4000-8000-000000000000' });
    expect(inconnue.statusCode).toBe(400);
    const illisible = await notifier(test.app, { ...corps, statut: 'PEUT_ETRE' });
    expect(illisible.statusCode).toBe(400);
    expect(await compter('paiements_notifications', 'session_id = $1', [session])).toBe(0);
    expect(await commande(reference)).toMatchObject({ statut: 'A_PAYER', paiements: [{ statut: 'OUVERTE' }] });
    // The genuine one is still accepted afterwards: refusals left nothing behind.
    expect((await notifier(test.app, corps)).json()).toEqual({ recue: true, deja_traitee: false });
  });

  it('refunds to the wallet a second successful payment of the same order', async () => {
    const reference = await nouvelleCommande();
    const premiere = await ouvrirSessionCarte(test.app, claire, reference);
    const seconde = await ouvrirSessionCarte(test.app, claire, reference).catch(() => undefined);
    expect(seconde).toBeDefined();
    const corps = (session: string) => ({
      id_evenement: `e-${session}`,
      id_session: session,
      statut: 'REUSSI',
      montant_centimes: 320,
      devise: 'EUR',
    });
    await notifier(test.app, corps(premiere));
    await notifier(test.app, corps(seconde as string));
    const { rows } = await test.app.db.query<{ a_rembourser: boolean }>(
      'SELECT a_rembourser FROM paiements_sessions WHERE id = $1::uuid',
      [seconde],
    );
    expect(rows[0]?.a_rembourser).toBe(true);
    await attendreRemboursementUnique(reference);
    // A replay of that notification refunds nothing more.
    await notifier(test.app, { ...corps(seconde as string), id_evenement: `bis-${seconde as string}` });
    expect((await get(`/portefeuilles/${compte}`)).json().solde.ttc).toBe(3.2);
    expect(
      await compter(
        'travaux',
        "type = 'LIVRER_COMMANDE' AND cle = (SELECT id::text FROM commandes WHERE reference = $1)",
        [reference],
      ),
    ).toBe(1);
  });

  it('refuses to cancel an order whose card payment the provider has accepted, which then pays it', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    expect((await payerSurLaPage(test.app, session)).statusCode).toBe(303);
    // The provider said yes; its notification is still in the queue.
    const annulation = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/annulations`,
      headers: claire.headers,
    });
    expect(annulation.statusCode).toBe(409);
    expect(annulation.json().message).toBe(
      'Le paiement par carte de cette commande vient d’être accepté : elle ne peut plus être annulée.',
    );
    await test.app.travaux.vider();
    expect(await commande(reference)).toMatchObject({ statut: 'LIVREE', paiements: [{ statut: 'REUSSIE' }] });
  });

  it('cancels an order whose card page is still open, and that page can no longer pay', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    const annulation = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/annulations`,
      headers: claire.headers,
    });
    expect(annulation.statusCode).toBe(200);
    const page = await payerSurLaPage(test.app, session);
    expect(page.headers.location ?? '').not.toContain('paiement=reussi');
    expect(await compter('paiements_sandbox_evenements', 'session_id = $1::uuid', [session])).toBe(0);
    expect(await commande(reference)).toMatchObject({ statut: 'ANNULEE', paiements: [{ statut: 'REFUSEE' }] });
  });

  it('records and refunds to the wallet a card payment that arrives for a cancelled order', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    await test.app.inject({ method: 'POST', url: `/api/commandes/${reference}/annulations`, headers: claire.headers });
    // A provider that took the money anyway (its page was already submitted): the notification says so.
    const reponse = await notifier(test.app, {
      id_evenement: `tard-${session}`,
      id_session: session,
      statut: 'REUSSI',
      montant_centimes: 320,
      devise: 'EUR',
    });
    expect(reponse.json()).toEqual({ recue: true, deja_traitee: false });
    expect(await commande(reference)).toMatchObject({ statut: 'ANNULEE', paiements: [{ statut: 'REUSSIE' }] });
    await attendreRemboursementUnique(reference);
  });

  it('never loses a card payment when the order is cancelled while it is made', async () => {
    // Paying on the provider's page and cancelling at the same moment, 8 times: whatever wins, the
    // money the provider took either pays the order or comes back to the wallet.
    for (let i = 0; i < 8; i += 1) {
      const reference = await nouvelleCommande();
      const session = await ouvrirSessionCarte(test.app, claire, reference);
      const [page] = await Promise.all([
        payerSurLaPage(test.app, session),
        test.app.inject({ method: 'POST', url: `/api/commandes/${reference}/annulations`, headers: claire.headers }),
      ]);
      await test.app.travaux.vider();
      const pris =
        (await compter('paiements_sandbox_evenements', "session_id = $1::uuid AND statut = 'REUSSI'", [session])) === 1;
      expect(page.headers.location?.includes('paiement=reussi') ?? false).toBe(pris);
      const { statut } = await commande(reference);
      const rembourse = await compter('portefeuille_mouvements', "type = 'REMBOURSEMENT' AND session_id = $1::uuid", [
        session,
      ]);
      if (pris) expect(statut === 'LIVREE' || rembourse === 1).toBe(true);
      else expect({ statut, rembourse }).toEqual({ statut: 'ANNULEE', rembourse: 0 });
    }
  });

  it('recovers at restart an order paid just before a crash', async () => {
    const reference = await nouvelleCommande();
    const session = await ouvrirSessionCarte(test.app, claire, reference);
    await notifier(test.app, {
      id_evenement: `c-${session}`,
      id_session: session,
      statut: 'REUSSI',
      montant_centimes: 320,
      devise: 'EUR',
    });
    // The order is paid, its fulfilment job written, and the process stops before running it.
    expect((await commande(reference)).statut).toBe('PAYEE');
    // A worker had taken the job and died with it: its lock is still held.
    await test.app.db.query(
      "UPDATE travaux SET statut = 'EN_COURS', tentatives = 1, verrouille_jusqu_a = now() - interval '1 second' WHERE type = 'LIVRER_COMMANDE' AND statut = 'EN_ATTENTE'",
    );
    await test.arreter();
    await test.redemarrer({ travauxActifs: true });
    let statut = '';
    for (let i = 0; i < 200 && statut !== 'LIVREE'; i += 1) {
      statut = (await commande(reference)).statut;
      if (statut !== 'LIVREE') await new Promise((r) => setTimeout(r, 50));
    }
    expect(statut).toBe('LIVREE');
    await test.arreter();
    await test.redemarrer();
  });

  it('numbers invoices without gaps, even when a fulfilment fails and is retried', async () => {
    // Whatever earlier tests left in the queue runs first: this test takes the next job itself.
    await test.app.travaux.vider();
    const references = [await nouvelleCommande(), await nouvelleCommande()];
    for (const reference of references) {
      const session = await ouvrirSessionCarte(test.app, claire, reference);
      await notifier(test.app, {
        id_evenement: `n-${session}`,
        id_session: session,
        statut: 'REUSSI',
        montant_centimes: 320,
        devise: 'EUR',
      });
    }
    // The first fulfilment fails after taking its number (the company vanished from a join): rolled back.
    await test.app.db.query('ALTER TABLE documents_emis ADD CONSTRAINT test_panne CHECK (false) NOT VALID');
    await test.app.travaux.executerUn();
    await test.app.db.query('ALTER TABLE documents_emis DROP CONSTRAINT test_panne');
    expect(
      await compter('travaux', "type = 'LIVRER_COMMANDE' AND statut = 'EN_ATTENTE' AND derniere_erreur IS NOT NULL"),
    ).toBe(1);
    await test.app.db.query("UPDATE travaux SET executer_apres = now() WHERE type = 'LIVRER_COMMANDE'");
    await test.app.travaux.vider();
    const { rows } = await test.app.db.query<{ annee: number; rang: number }>(
      'SELECT annee, rang FROM factures ORDER BY annee, rang',
    );
    rows.forEach((row, i) => expect(row.rang).toBe(i + 1));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const factures = (await get('/factures')).json();
    expect(factures.total).toBe(2);
    expect(factures.factures[0]).toMatchObject({ moyen_paiement: 'CARTE_BANCAIRE', montant: { ttc_formate: '3,20' } });
    const pdf = await get(`/factures/${factures.factures[0].numero}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const autre = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, autre);
    expect((await get(`/factures/${factures.factures[0].numero}`, autre)).statusCode).toBe(404);
  });

  describe('electronic wallet', () => {
    it('is topped up by card, then pays an order at once', async () => {
      const vide = (await get(`/portefeuilles/${compte}`)).json();
      expect(vide).toMatchObject({ solde: { ttc: 0, ttc_formate: '0,00' }, mouvements: [] });
      const moyens = (await get(`/moyens_paiements/${compte}`)).json();
      expect(moyens.moyens).toEqual([
        { code: 'CARTE_BANCAIRE', libelle: 'Carte bancaire', disponible: true },
        {
          code: 'PORTEFEUILLE_ELECTRONIQUE',
          libelle: 'Portefeuille électronique',
          disponible: false,
          raison: 'Votre portefeuille électronique est vide : rechargez-le pour l’utiliser.',
        },
        {
          code: 'DIFFERE',
          libelle: 'Paiement différé (facturation mensuelle)',
          disponible: false,
          raison: 'Le paiement différé n’est pas ouvert pour ce compte.',
        },
      ]);

      const reference = await nouvelleCommande();
      const sansSolde = await test.app.inject({
        method: 'POST',
        url: `/api/commandes/${reference}/paiements/sessions`,
        headers: claire.headers,
        payload: { moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' },
      });
      expect(sansSolde.statusCode).toBe(400);
      expect(sansSolde.json().errors).toEqual([
        { field: 'body.moyen_paiement', message: 'Le solde de votre portefeuille électronique est insuffisant.' },
      ]);

      const rechargement = await test.app.inject({
        method: 'POST',
        url: `/api/portefeuilles/${compte}/rechargements`,
        headers: claire.headers,
        payload: { montant: 20 },
      });
      expect(rechargement.statusCode).toBe(201);
      const retour = await payerSurLaPage(test.app, rechargement.json().id_session);
      expect(retour.headers.location).toBe(
        `${test.app.config.siteUrl}/espace-personnel/portefeuille-electronique-details?paiement=reussi`,
      );
      await test.app.travaux.vider();
      expect((await get(`/portefeuilles/${compte}`)).json().solde.ttc).toBe(20);

      const paiement = await test.app.inject({
        method: 'POST',
        url: `/api/commandes/${reference}/paiements/sessions`,
        headers: claire.headers,
        payload: { moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' },
      });
      expect(paiement.statusCode).toBe(201);
      expect(paiement.json()).toMatchObject({ statut: 'REUSSIE', url_paiement: null });
      const portefeuille = (await get(`/portefeuilles/${compte}`)).json();
      expect(portefeuille.solde.ttc_formate).toBe('16,80');
      expect(
        portefeuille.mouvements.map((m: { type: string; montant: { ttc: number } }) => [m.type, m.montant.ttc]),
      ).toEqual([
        ['PAIEMENT', -3.2],
        ['RECHARGEMENT', 20],
      ]);
      await test.app.travaux.vider();
      expect((await commande(reference)).statut).toBe('LIVREE');
      // Paid once: a second attempt finds it paid.
      const encore = await test.app.inject({
        method: 'POST',
        url: `/api/commandes/${reference}/paiements/sessions`,
        headers: claire.headers,
        payload: { moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' },
      });
      expect(encore.statusCode).toBe(409);
      expect((await get(`/portefeuilles/${compte}`)).json().solde.ttc).toBe(16.8);
    });

    it('refuses top-ups out of bounds, and wallets of other accounts', async () => {
      for (const montant of [5, 5000.01, 12.345, -1]) {
        const reponse = await test.app.inject({
          method: 'POST',
          url: `/api/portefeuilles/${compte}/rechargements`,
          headers: claire.headers,
          payload: { montant },
        });
        expect(reponse.statusCode).toBe(400);
        expect(reponse.json().errors[0].field).toBe('body.montant');
      }
      const paul = await creerUtilisateur(test.app, 'Paul');
      await creerCompte(test.app, paul);
      expect((await get(`/portefeuilles/${compte}`, paul)).statusCode).toBe(404);
      expect((await get(`/moyens_paiements/${compte}`, paul)).statusCode).toBe(404);
      expect((await get(`/moyens_paiements/${compte}/intitules`, paul)).statusCode).toBe(404);
    });
  });

  it('pays by deferred billing only when the account allows it, and invoices it monthly', async () => {
    const reference = await nouvelleCommande();
    const payer = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/commandes/${reference}/paiements/sessions`,
        headers: claire.headers,
        payload: { moyen_paiement: 'DIFFERE' },
      });
    const ferme = await payer();
    expect(ferme.statusCode).toBe(400);
    expect(ferme.json().errors[0].message).toBe('Le paiement différé n’est pas ouvert pour ce compte.');
    await test.app.db.query('UPDATE comptes_clients SET paiement_differe = true WHERE id = $1', [compte]);
    expect((await payer()).statusCode).toBe(201);
    await test.app.travaux.vider();
    expect(await commande(reference)).toMatchObject({ statut: 'LIVREE', moyen_paiement: 'DIFFERE', facture: null });
    // A second deferred order of the month joins the same monthly invoice.
    const seconde = await nouvelleCommande();
    await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${seconde}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'DIFFERE' },
    });
    await test.app.travaux.vider();
    const { rows } = await test.app.db.query<{ executer_apres: Date; n: number }>(
      "SELECT executer_apres, count(*) OVER ()::int AS n FROM travaux WHERE type = 'FACTURER_DIFFERE' AND cle LIKE $1",
      [`${compte}:%`],
    );
    expect(rows[0]?.n).toBe(1);
    const echeance = new Date(rows[0]?.executer_apres as Date);
    expect(echeance.getUTCDate()).toBe(1);
    expect(echeance.getTime()).toBeGreaterThan(Date.now());
    // The 1st of next month comes.
    await test.app.db.query("UPDATE travaux SET executer_apres = now() WHERE type = 'FACTURER_DIFFERE'");
    await test.app.travaux.vider();
    const premiere = await commande(reference);
    expect(premiere.facture?.numero).toMatch(/^F\d{4}-\d{6}$/);
    expect((await commande(seconde)).facture).toEqual(premiere.facture);
    const factures = (await get('/factures')).json();
    expect(factures.factures).toEqual([
      expect.objectContaining({
        numero: premiere.facture.numero,
        moyen_paiement: 'DIFFERE',
        reference_commande: null,
        montant: expect.objectContaining({ ttc_formate: '6,40' }),
      }),
    ]);
    const autre = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'CARTE_BANCAIRE' },
    });
    expect(autre.statusCode).toBe(409);
    expect(autre.json().message).toBe('Cette commande est déjà payée.');
  });

  it('lists every SPEC §9 payment means label', async () => {
    const intitules = (await get(`/moyens_paiements/${compte}/intitules`)).json();
    expect(Object.keys(intitules)).toEqual([
      'CARTE_BANCAIRE',
      'CARTE_BLEUE',
      'PORTEFEUILLE_ELECTRONIQUE',
      'VIREMENT',
      'CARTE_PREPAYEE',
      'DIFFERE',
      'PORTEFEUILLE_COMPTE_PROVISIONNE',
      'INTERNET_PLUS',
      'INTERNET_PLUS_PRO',
      'PRELEVEMENT_BANCAIRE',
    ]);
    const reference = await nouvelleCommande();
    const virement = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'VIREMENT' },
    });
    expect(virement.statusCode).toBe(400);
    expect(virement.json().errors[0]).toEqual({
      field: 'body.moyen_paiement',
      message: 'Ce moyen de paiement n’est pas proposé.',
    });
  });
});
