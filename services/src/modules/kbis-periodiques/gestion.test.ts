import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';
import {
  commanderKbis,
  courrielsDe,
  jourDeLEnvoi,
  payerParCarte,
  payerParPortefeuille,
  recharger,
  travailEnvoi,
} from '../../../tests/fixtures/kbis-periodiques.js';

describe.each(backends)('periodic Kbis address and cancellation on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const get = (url: string, qui: Appelant = claire) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: qui.headers });
  const detail = async (id: number) => (await get(`/kbis_periodiques/${id}`)).json();
  const compter = async (sql: string, params: unknown[]) =>
    (await test.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;
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

  it('sends the postal issues to the subscription’s address, which the customer can change until it ends', async () => {
    await recharger(test.app, claire, compte, 20);
    const commande = await commanderKbis(test.app, claire, {
      id_entite: ids.alpha,
      format_diffusion: 'COURRIER',
      quantite: 1,
      frequence_mois: 6,
      duree_mois: 12,
    });
    expect(commande).toMatchObject({ montant: { ttc: 7.94 } });
    await payerParPortefeuille(test.app, claire, commande.reference_commande);
    const { id } = await seul();
    const facturation = {
      nom: 'Claire Martin',
      numero_voie: '12 rue de la Paix',
      complement: null,
      code_postal: '75002',
      ville: 'Paris',
      pays: 'FR',
    };
    const ouvert = await detail(id);
    expect(ouvert).toMatchObject({
      format_diffusion: 'COURRIER',
      email: null,
      adresse_livraison: facturation,
      nombre_envois: 2,
    });
    expect(ouvert.envois[0]).toMatchObject({
      rang: 1,
      statut: 'ENVOYE',
      document: null,
      adresse_livraison: facturation,
    });
    const envoisPostaux = () =>
      compter(
        `envois_postaux e JOIN commande_sous_articles s ON s.id = e.commande_sous_article_id
           JOIN commande_articles a ON a.id = s.commande_article_id JOIN commandes c ON c.id = a.commande_id
          WHERE c.reference = $1`,
        [commande.reference_commande],
      );
    expect(await envoisPostaux()).toBe(1);

    const changer = (corps: Record<string, unknown>, qui: Appelant = claire, cible = id) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/kbis_periodiques/${cible}/adresse_livraison`,
        headers: qui.headers,
        payload: corps,
      });
    const valide = { nom: 'ALPHA SOLUTIONS', numero_voie: ' 3  avenue   Foch ', code_postal: '69006', ville: 'Lyon' };
    for (const [corps, field, message] of [
      [{ ...valide, nom: '' }, 'body.nom', 'Minimum 1 caractère requis.'],
      [{ ...valide, nom: 'N'.repeat(39) }, 'body.nom', 'Limité à 38 caractères.'],
      [
        { ...valide, numero_voie: '3 avenue <Foch>' },
        'body.numero_voie',
        'Les caractères spéciaux ne sont pas autorisés',
      ],
      [{ ...valide, complement: 'C'.repeat(39) }, 'body.complement', 'Limité à 38 caractères.'],
      [{ ...valide, ville: undefined }, 'body.ville', 'est obligatoire'],
      [{ ...valide, ville: '   ' }, 'body.ville', 'Minimum 1 caractère requis.'],
      [{ ...valide, code_postal: '6900' }, 'body.code_postal', 'doit être composé de 5 chiffres'],
      [{ ...valide, code_postal: '!' }, 'body.code_postal', "n'est pas un code postal valide"],
      [{ ...valide, pays: 'France' }, 'body.pays', 'doit être un code pays de 2 lettres (FR)'],
    ] as const) {
      const refus = await changer(corps);
      expect(refus.statusCode).toBe(400);
      expect(refus.json().errors).toEqual([{ field, message }]);
    }
    expect((await detail(id)).adresse_livraison).toEqual(facturation);
    const belge = await changer({
      nom: 'Alpha Bruxelles',
      numero_voie: 'Rue Neuve 1',
      code_postal: '1000',
      ville: 'Bruxelles',
      pays: 'BE',
    });
    expect(belge.statusCode).toBe(200);
    expect(belge.json().adresse_livraison).toEqual({
      nom: 'Alpha Bruxelles',
      numero_voie: 'Rue Neuve 1',
      complement: null,
      code_postal: '1000',
      ville: 'Bruxelles',
      pays: 'BE',
    });
    const lyon = {
      nom: 'ALPHA SOLUTIONS',
      numero_voie: '3 avenue Foch',
      complement: 'Bâtiment B',
      code_postal: '69006',
      ville: 'Lyon',
      pays: 'FR',
    };
    expect((await changer({ ...valide, complement: ' Bâtiment B ' })).json().adresse_livraison).toEqual(lyon);

    await jourDeLEnvoi(test.app, id, 2);
    const fini = await detail(id);
    expect(fini.statut).toBe('TERMINE');
    // Issue 1 keeps the address it went to; issue 2 went to the new one.
    expect(fini.envois.map((e: { adresse_livraison: unknown }) => e.adresse_livraison)).toEqual([facturation, lyon]);
    expect(await envoisPostaux()).toBe(2);
    expect(await courrielsDe(test.app, claire)).toEqual([]);
    const termine = await changer(valide);
    expect(termine.statusCode).toBe(409);
    expect(termine.json().message).toBe('Ce Kbis périodique est terminé ou annulé : il ne peut plus être modifié.');

    const electronique = await commanderKbis(test.app, claire, {
      id_entite: ids.alpha,
      format_diffusion: 'ELEC',
      quantite: 1,
      frequence_mois: 6,
      duree_mois: 12,
    });
    await payerParCarte(test.app, claire, electronique.reference_commande);
    const [dernier] = (await get('/kbis_periodiques')).json().kbis_periodiques;
    const refus = await changer(valide, claire, dernier.id);
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toBe(
      'Ce Kbis périodique est délivré par voie électronique : il n’a pas d’adresse de livraison.',
    );
  });

  it('refunds exactly the issues not sent when cancelled, and sends nothing more', async () => {
    await recharger(test.app, claire, compte, 50);
    const commande = await commanderKbis(test.app, claire, {
      id_entite: ids.alpha,
      format_diffusion: 'ELEC',
      quantite: 2,
      frequence_mois: 2,
      duree_mois: 12,
    });
    expect(commande).toMatchObject({ montant: { ttc: 38.4 } });
    await payerParPortefeuille(test.app, claire, commande.reference_commande);
    const { id } = await seul();
    await jourDeLEnvoi(test.app, id, 2);
    expect((await get(`/portefeuilles/${compte}`)).json().solde.ttc).toBe(11.6);

    const annuler = (cible = id, qui = claire) =>
      test.app.inject({
        method: 'POST',
        url: `/api/kbis_periodiques/${cible}/annulations`,
        headers: qui.headers,
        payload: {},
      });
    const reponse = await annuler();
    expect(reponse.statusCode).toBe(200);
    const annule = reponse.json();
    expect(annule).toMatchObject({
      statut: 'ANNULE',
      libelle_statut: 'Annulé',
      annule_le: expect.any(String),
      envois_effectues: 2,
      prochain_envoi_le: null,
      // 4 issues × 2 copies × 3,20.
      remboursement: { ttc: 25.6, ttc_formate: '25,60' },
    });
    expect(annule.envois.map((e: { statut: string }) => e.statut)).toEqual([
      'ENVOYE',
      'ENVOYE',
      'ANNULE',
      'ANNULE',
      'ANNULE',
      'ANNULE',
    ]);
    const portefeuille = (await get(`/portefeuilles/${compte}`)).json();
    expect(portefeuille.solde.ttc).toBe(37.2);
    expect(portefeuille.mouvements[0]).toMatchObject({
      type: 'REMBOURSEMENT',
      libelle: 'Annulation du Kbis périodique ALPHA SOLUTIONS (4 envois)',
      montant: { ttc: 25.6 },
      reference_commande: commande.reference_commande,
      numero_avoir: expect.stringMatching(/^AV\d{4}-\d{6}$/),
    });

    // Issue 3's job was already waiting: on its day it does nothing.
    const documents = () =>
      compter('kbis_periodiques_envois WHERE kbis_periodique_id = $1 AND document_emis_id IS NOT NULL', [id]);
    expect(await documents()).toBe(2);
    await jourDeLEnvoi(test.app, id, 3);
    expect(await travailEnvoi(test.app, id, 3)).toMatchObject({ statut: 'TERMINE' });
    expect(await travailEnvoi(test.app, id, 4)).toBeUndefined();
    expect(await documents()).toBe(2);
    expect((await detail(id)).envois[2].statut).toBe('ANNULE');
    expect(await courrielsDe(test.app, claire)).toHaveLength(2);

    // Once only: a second cancellation refunds nothing.
    const encore = await annuler();
    expect(encore.statusCode).toBe(409);
    expect(encore.json().message).toBe('Ce Kbis périodique est terminé ou annulé : il ne peut plus être annulé.');
    expect((await get(`/portefeuilles/${compte}`)).json().solde.ttc).toBe(37.2);
    expect((await get('/kbis_periodiques?statut=ANNULE')).json().total).toBe(1);
    expect((await get('/kbis_periodiques?statut=ACTIF')).json().total).toBe(0);
  });
});
