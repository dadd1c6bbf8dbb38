import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import {
  ajouterAuPanier,
  commander,
  createAppCommandes,
  elec,
  type AppCommandes,
} from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { aujourdhui } from '@portail/domaine';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';
import { ajouterMois } from './service/calendrier.js';
import {
  commanderKbis,
  contenuDocument,
  courrielsDe,
  empreinteDocument,
  jourDeLEnvoi,
  payerParCarte,
  sha256,
  travailEnvoi,
} from '../../../tests/fixtures/kbis-periodiques.js';

const CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

describe.each(backends)('periodic Kbis issues on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const get = (url: string, qui: Appelant = claire) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: qui.headers });
  const detail = async (id: number) => (await get(`/kbis_periodiques/${id}`)).json();
  /** The only subscription of claire's account. */
  const seul = async () => {
    const liste = (await get('/kbis_periodiques')).json();
    expect(liste.total).toBe(1);
    return liste.kbis_periodiques[0];
  };

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
  });
  afterAll(() => test.close());

  it('orders directly, opens the subscription once paid with issue 1 sent, then sends each issue on its day until TERMINE', async () => {
    // The basket is not involved: what is in it stays there.
    await ajouterAuPanier(test.app, claire, { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] });
    const commande = await commanderKbis(test.app, claire, {
      id_entite: ids.alpha,
      format_diffusion: 'ELEC',
      quantite: 2,
      frequence_mois: 4,
      duree_mois: 12,
    });
    expect(commande).toMatchObject({
      statut: 'A_PAYER',
      nombre_articles: 1,
      // 3 issues × 2 copies × 3,20 (a Kbis électronique).
      montant: { ttc: 19.2, ht: 16.02 },
      regroupements: [
        {
          id_entite: ids.alpha,
          siren: '552100554',
          denomination: 'ALPHA SOLUTIONS',
          articles: [
            {
              type: 'KBIS_PERIODIQUE',
              libelle: 'Extrait Kbis délivré périodiquement',
              sous_articles: [
                {
                  id_sous_article_catalogue: 'KBIS_PERIODIQUE_ELEC',
                  format_diffusion: 'ELEC',
                  quantite: 2,
                  nombre_envois: 3,
                  periodicite: { frequence_mois: 4, duree_mois: 12 },
                  prix_unitaire: { ttc: 3.2 },
                  montant: { ttc: 19.2 },
                },
              ],
            },
          ],
        },
      ],
    });
    expect((await get('/paniers')).json().nombre_articles).toBe(1);
    // Nothing until it is paid.
    expect((await get('/kbis_periodiques')).json()).toEqual({ total: 0, offset: 0, limit: 10, kbis_periodiques: [] });

    await payerParCarte(test.app, claire, commande.reference_commande);
    const debut = aujourdhui();
    const resume = await seul();
    const idArticle = commande.regroupements[0]?.articles[0]?.id;
    expect(resume).toMatchObject({
      id_entite: ids.alpha,
      siren: '552100554',
      denomination: 'ALPHA SOLUTIONS',
      format_diffusion: 'ELEC',
      quantite: 2,
      periodicite: { frequence_mois: 4, duree_mois: 12 },
      nombre_envois: 3,
      envois_effectues: 1,
      prochain_envoi_le: ajouterMois(debut, 4),
      statut: 'ACTIF',
      libelle_statut: 'En cours',
      date_debut: debut,
      prix_unitaire: { ttc: 3.2 },
      montant: { ttc: 19.2 },
      commande: {
        reference_commande: commande.reference_commande,
        jour_commande: commande.jour_commande,
        id_article: idArticle,
      },
    });
    const id: number = resume.id;
    const ouvert = await detail(id);
    expect(ouvert).toMatchObject({
      email: claire.email,
      adresse_livraison: null,
      remboursement: null,
      annule_le: null,
      termine_le: null,
    });
    expect(ouvert.envois).toMatchObject([
      { rang: 1, prevu_le: debut, statut: 'ENVOYE', libelle_statut: 'Envoyé', adresse_livraison: null },
      {
        rang: 2,
        prevu_le: ajouterMois(debut, 4),
        statut: 'PREVU',
        libelle_statut: 'Prévu',
        envoye_le: null,
        document: null,
      },
      { rang: 3, prevu_le: ajouterMois(debut, 8), statut: 'PREVU', envoye_le: null, document: null },
    ]);
    // Issue 1 is the document the fulfilment produced for the order.
    const livree = (await get(`/commandes/${commande.reference_commande}`)).json();
    expect(livree.statut).toBe('LIVREE');
    const [documentLivre] = livree.regroupements[0].articles[0].documents;
    const premier = ouvert.envois[0].document;
    expect(premier).toMatchObject({ id: documentLivre.id, code_verification: documentLivre.code_verification });
    expect(premier.code_verification).toMatch(CODE);
    const verification = await test.app.inject({
      method: 'GET',
      url: `/api/verifications/${premier.code_verification}`,
    });
    expect(verification.json().document).toMatchObject({ type: 'KBIS_PERIODIQUE', entreprise: { siren: '552100554' } });
    // Issue 2 waits in the queue for its day (05:00 UTC); issue 3 is not enqueued yet.
    expect(await travailEnvoi(test.app, id, 2)).toEqual({
      statut: 'EN_ATTENTE',
      executer_apres: new Date(`${ajouterMois(debut, 4)}T05:00:00Z`),
    });
    expect(await travailEnvoi(test.app, id, 3)).toBeUndefined();
    // Issue 1 was e-mailed with its PDF.
    const [courriel1] = await courrielsDe(test.app, claire);
    expect(courriel1?.sujet).toBe('Votre extrait Kbis ALPHA SOLUTIONS (envoi 1 sur 3)');
    expect(courriel1?.texte).toContain(`Code de vérification : ${premier.code_verification}`);
    expect(courriel1?.pieces_jointes).toEqual([
      { nom: premier.nom_fichier, type: 'application/pdf', taille: documentLivre.taille },
    ]);

    await jourDeLEnvoi(test.app, id, 2);
    const apres2 = await detail(id);
    expect(apres2).toMatchObject({ statut: 'ACTIF', envois_effectues: 2, prochain_envoi_le: ajouterMois(debut, 8) });
    const second = apres2.envois[1];
    expect(second).toMatchObject({
      rang: 2,
      statut: 'ENVOYE',
      document: { code_verification: expect.stringMatching(CODE) },
    });
    expect(second.document.id).not.toBe(premier.id);
    expect(second.document.code_verification).not.toBe(premier.code_verification);
    const courriels = await courrielsDe(test.app, claire);
    expect(courriels).toHaveLength(2);
    expect(courriels[1]).toMatchObject({
      sujet: 'Votre extrait Kbis ALPHA SOLUTIONS (envoi 2 sur 3)',
      pieces_jointes: [{ nom: second.document.nom_fichier, type: 'application/pdf', taille: expect.any(Number) }],
    });
    expect(courriels[1]?.html).toContain(second.document.code_verification);
    // The message as sent (kept as .eml without SMTP) carries the PDF itself.
    const eml = await readFile(join(test.app.config.emailsDir, `${courriels[1]?.id}.eml`), 'utf8');
    expect(eml).toContain('Content-Type: application/pdf');
    expect(eml).toContain(`filename=${second.document.nom_fichier}`);
    // The site downloads each issue through the order's documents.
    const visualisation = (idDocument?: number) =>
      get(
        `/commandes/${commande.reference_commande}/visualisations?date_commande=${commande.jour_commande}&id_article=${idArticle}` +
          (idDocument === undefined ? '' : `&id_document=${idDocument}`),
      );
    const pdf2 = await visualisation(second.document.id);
    expect(pdf2.statusCode).toBe(200);
    expect(pdf2.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf2.rawPayload)).toBe(await empreinteDocument(test.app, second.document.id));
    expect(sha256((await visualisation()).rawPayload)).toBe(await empreinteDocument(test.app, premier.id));
    expect((await visualisation(2_147_483_647)).statusCode).toBe(404);
    // The next issue is enqueued by this one.
    expect((await travailEnvoi(test.app, id, 3))?.executer_apres).toEqual(
      new Date(`${ajouterMois(debut, 8)}T05:00:00Z`),
    );

    // A restart between issues: the job waits in the database and the new instance sends it.
    await test.arreter();
    await test.redemarrer();
    await jourDeLEnvoi(test.app, id, 3);
    const fini = await detail(id);
    expect(fini).toMatchObject({
      statut: 'TERMINE',
      libelle_statut: 'Terminé',
      envois_effectues: 3,
      prochain_envoi_le: null,
      termine_le: expect.any(String),
    });
    expect(fini.envois.map((e: { statut: string }) => e.statut)).toEqual(['ENVOYE', 'ENVOYE', 'ENVOYE']);
    expect(new Set(fini.envois.map((e: { document: { id: number } }) => e.document.id)).size).toBe(3);
    expect(await travailEnvoi(test.app, id, 4)).toBeUndefined();
    expect(await courrielsDe(test.app, claire)).toHaveLength(3);
    const documents = (await get(`/commandes/${commande.reference_commande}`)).json().regroupements[0].articles[0]
      .documents;
    expect(documents).toHaveLength(3);
    // The envois route says the same, with where to download them.
    const envois = (await get(`/kbis_periodiques/${id}/envois`)).json();
    expect(envois).toEqual({ commande: fini.commande, envois: fini.envois });
  });

  it('still issues the Kbis of a company struck off meanwhile, saying so', async () => {
    const commande = await commanderKbis(test.app, claire, {
      id_entite: ids.gamma,
      format_diffusion: 'ELEC',
      quantite: 1,
      frequence_mois: 1,
      duree_mois: 2,
    });
    await payerParCarte(test.app, claire, commande.reference_commande);
    const { id } = await seul();
    await test.app.db.query("UPDATE entreprises SET etat = 'RADIEE', date_radiation = '2026-01-15' WHERE id = $1", [
      ids.gamma,
    ]);
    try {
      await jourDeLEnvoi(test.app, id, 2);
    } finally {
      await test.app.db.query("UPDATE entreprises SET etat = 'ACTIVE', date_radiation = NULL WHERE id = $1", [
        ids.gamma,
      ]);
    }
    const fini = await detail(id);
    expect(fini.statut).toBe('TERMINE');
    const [avant, apres] = await Promise.all(
      fini.envois.map(
        async (e: { document: { id: number } }) =>
          (await lirePdf(await contenuDocument(test.app, e.document.id))).texte,
      ),
    );
    expect(avant).not.toContain('radiée');
    expect(textePlat(apres)).toContain('Personne morale radiée du registre du commerce et des sociétés le 15/01/2026');
  });

  it('records an issue the queue gives up on as not delivered, refunds it, tells the customer, and goes on', async () => {
    const commande = await commanderKbis(test.app, claire, {
      id_entite: ids.alpha,
      format_diffusion: 'ELEC',
      quantite: 2,
      frequence_mois: 1,
      duree_mois: 3,
    });
    await payerParCarte(test.app, claire, commande.reference_commande);
    const { id } = await seul();
    const portefeuille = async () => (await get(`/portefeuilles/${compte}`)).json();
    const soldeAvant = (await portefeuille()).solde.ttc as number;
    // The company can no longer get a Kbis (now known from SIRENE only): issue 2 fails at each attempt.
    const { rows } = await test.app.db.query<{ source: string }>('SELECT source FROM entreprises WHERE id = $1', [
      ids.alpha,
    ]);
    const source = rows[0]!.source;
    await test.app.db.query("UPDATE entreprises SET source = 'SIRENE' WHERE id = $1", [ids.alpha]);
    try {
      await test.app.db.query(
        "UPDATE travaux SET max_tentatives = 2 WHERE type = 'ENVOYER_KBIS_PERIODIQUE' AND cle = $1",
        [`${id}:2`],
      );
      await jourDeLEnvoi(test.app, id, 2);
      // First attempt failed: retried later, nothing settled yet.
      expect((await travailEnvoi(test.app, id, 2))?.statut).toBe('EN_ATTENTE');
      expect((await detail(id)).envois[1]).toMatchObject({ statut: 'PREVU', echoue_le: null });
      await jourDeLEnvoi(test.app, id, 2);
    } finally {
      await test.app.db.query('UPDATE entreprises SET source = $2 WHERE id = $1', [ids.alpha, source]);
    }
    expect((await travailEnvoi(test.app, id, 2))?.statut).toBe('ECHEC');
    const apres = await detail(id);
    expect(apres).toMatchObject({ statut: 'ACTIF', envois_effectues: 1 });
    expect(apres.envois[1]).toMatchObject({
      rang: 2,
      statut: 'ECHEC',
      libelle_statut: 'Non délivré (remboursé)',
      envoye_le: null,
      echoue_le: expect.any(String),
      document: null,
    });
    // Its price (2 copies × 3,20) went back to the wallet.
    const apresEchec = await portefeuille();
    expect(apresEchec.solde.ttc).toBeCloseTo(soldeAvant + 6.4, 2);
    expect(apresEchec.mouvements[0]).toMatchObject({
      type: 'REMBOURSEMENT',
      libelle: 'Kbis périodique ALPHA SOLUTIONS : envoi 2 non délivré',
      montant: { ttc: 6.4 },
      reference_commande: commande.reference_commande,
      // With its credit note, listed with the invoices.
      numero_avoir: expect.stringMatching(/^AV\d{4}-\d{6}$/),
    });
    expect(
      await test.app.db.query('SELECT 1 FROM avoirs WHERE numero = $1 AND ttc_centimes = 640', [
        apresEchec.mouvements[0].numero_avoir,
      ]),
    ).toMatchObject({ rows: [{}] });
    // The customer was told, without the internal reason.
    const courriels = await courrielsDe(test.app, claire);
    expect(courriels.map((c) => c.sujet)).toEqual([
      'Votre extrait Kbis ALPHA SOLUTIONS (envoi 1 sur 3)',
      'Votre extrait Kbis ALPHA SOLUTIONS n’a pas pu être délivré (envoi 2 sur 3)',
    ]);
    expect(courriels[1]?.texte).toContain(
      'Son prix, 6,40\u00a0€, a été remboursé sur votre portefeuille électronique.',
    );
    expect(courriels[1]?.texte).toContain('Les envois suivants de votre Kbis périodique ne changent pas.');
    expect(courriels[1]?.texte).not.toMatch(/SIRENE|immatricul/i);
    expect(courriels[1]?.pieces_jointes ?? []).toEqual([]);

    // The subscription goes on: issue 3 was enqueued and is sent on its day.
    await jourDeLEnvoi(test.app, id, 3);
    const fini = await detail(id);
    expect(fini).toMatchObject({ statut: 'TERMINE', envois_effectues: 2 });
    expect(fini.envois.map((e: { statut: string }) => e.statut)).toEqual(['ENVOYE', 'ECHEC', 'ENVOYE']);
    // Nothing is refunded twice: a cancellation is refused now, and the wallet moved once.
    expect((await portefeuille()).solde.ttc).toBeCloseTo(soldeAvant + 6.4, 2);
  });

  it('opens one subscription per diffusion of a periodic Kbis ordered through the basket', async () => {
    await ajouterAuPanier(test.app, claire, {
      id_article_catalogue: 'KBIS_PERIODIQUE',
      id_entite: ids.alpha,
      diffusions: [
        { format_diffusion: 'ELEC', quantite: 1, periodicite: { frequence_mois: 1, duree_mois: 3 } },
        { format_diffusion: 'COURRIER', quantite: 2, periodicite: { frequence_mois: 3, duree_mois: 6 } },
      ],
    });
    const commande = await commander(test.app, claire);
    // 3 × 3,20 + 2 × 2 × 3,97.
    expect(commande).toMatchObject({ montant: { ttc: 25.48 } });
    await payerParCarte(test.app, claire, commande.reference_commande);
    const liste = (await get('/kbis_periodiques')).json();
    expect(liste.total).toBe(2);
    const parFormat = Object.fromEntries(
      liste.kbis_periodiques.map((k: { format_diffusion: string }) => [k.format_diffusion, k]),
    );
    expect(parFormat.ELEC).toMatchObject({ quantite: 1, nombre_envois: 3, envois_effectues: 1, statut: 'ACTIF' });
    expect(parFormat.COURRIER).toMatchObject({ quantite: 2, nombre_envois: 2, envois_effectues: 1, statut: 'ACTIF' });
    expect(parFormat.ELEC.commande).toEqual(parFormat.COURRIER.commande);
    expect((await detail(parFormat.COURRIER.id)).envois[0].document).toBeNull();
    expect((await detail(parFormat.ELEC.id)).envois[0].document.code_verification).toMatch(CODE);
  });
});
