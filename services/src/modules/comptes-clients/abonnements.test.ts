import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  creerCompte,
  creerUtilisateur,
  dossierAbonne,
  lier,
  marquerPaye,
  type Appelant,
} from '../../../tests/fixtures/comptes-clients.js';
import { aujourdhui, lendemain } from '@portail/domaine';

describe.each(backends)('comptes clients: subscriptions on %s', (backend) => {
  let test: TestApp;
  let claire: Appelant;
  const get = (appelant: Appelant, url: string) =>
    test.app.inject({ method: 'GET', url: `/api/comptes_clients${url}`, headers: appelant.headers });
  const desabonner = (appelant: Appelant, id: number, payload: object = { motif: "Je n'en ai plus besoin." }) =>
    test.app.inject({
      method: 'POST',
      url: `/api/comptes_clients/${id}/demande_desabonnement`,
      headers: appelant.headers,
      payload,
    });

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
  });
  afterAll(() => test.close());

  describe('GET abonnements/{id}?date=', () => {
    it('gives the period in force on its first and last day, 404 before and after', async () => {
      const { id } = await creerCompte(test.app, claire, { ...dossierAbonne, date_debut: '2024-03-01' });
      for (const date of ['2024-03-01', '2024-09-15', '2025-02-28']) {
        const response = await get(claire, `/abonnements/${id}?date=${date}`);
        expect({ date, status: response.statusCode, date_fin: response.json().date_fin }).toEqual({
          date,
          status: 200,
          date_fin: '2025-02-28',
        });
      }
      for (const date of ['2024-02-29', '2025-03-01']) {
        const response = await get(claire, `/abonnements/${id}?date=${date}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Aucun abonnement en vigueur à cette date pour ce compte client.');
      }
    });

    it.each(['2024-13-01', '2024-02-30', 'demain', '20240301'])('answers 400 to date=%s', async (date) => {
      const { id } = await creerCompte(test.app, claire, dossierAbonne);
      const response = await get(claire, `/abonnements/${id}?date=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'query.date', message: 'doit être une date au format AAAA-MM-JJ' },
      ]);
    });
  });

  describe('GET {id}/suppression?date=', () => {
    const consequence = (numero: string) => `Les commandes et factures du compte client ${numero} sont conservées.`;

    it('lets the only user of a member account go at once', async () => {
      const compte = await creerCompte(test.app, claire);
      const response = await get(claire, `/${compte.id}/suppression`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        supprimable: true,
        date_effet: aujourdhui(),
        motifs: [],
        consequences: [consequence(compte.numero_client)],
      });
    });

    it('says an unpaid subscription is cancelled', async () => {
      const compte = await creerCompte(test.app, claire, dossierAbonne);
      expect((await get(claire, `/${compte.id}/suppression`)).json()).toMatchObject({
        supprimable: true,
        consequences: [consequence(compte.numero_client), "L'abonnement en attente de paiement sera annulé."],
      });
    });

    it('holds the last administrator back until the day after a paid period ends', async () => {
      const compte = await creerCompte(test.app, claire, dossierAbonne);
      await marquerPaye(test.app, compte.id);
      const { date_fin: fin } = (await get(claire, `/abonnements/${compte.id}`)).json<{ date_fin: string }>();
      const [annee, mois, jour] = fin.split('-');
      const [anneeEffet, moisEffet, jourEffet] = lendemain(fin).split('-');
      expect((await get(claire, `/${compte.id}/suppression?date=${fin}`)).json()).toEqual({
        supprimable: false,
        date_effet: lendemain(fin),
        motifs: [
          `Votre abonnement est payé jusqu'au ${jour}/${mois}/${annee} inclus : ` +
            `votre accès pourra être supprimé à partir du ${jourEffet}/${moisEffet}/${anneeEffet}.`,
        ],
        consequences: [consequence(compte.numero_client)],
      });
      expect((await get(claire, `/${compte.id}/suppression?date=${lendemain(fin)}`)).json()).toMatchObject({
        supprimable: true,
        date_effet: lendemain(fin),
        motifs: [],
      });
    });

    it('asks the only administrator to name another one first, and lets a simple user go', async () => {
      const compte = await creerCompte(test.app, claire, dossierAbonne);
      const paul = await creerUtilisateur(test.app, 'Paul');
      await lier(test.app, paul, compte.id, 'UTILISATEUR');
      expect((await get(claire, `/${compte.id}/suppression`)).json()).toMatchObject({
        supprimable: false,
        motifs: [
          'Vous êtes le seul administrateur de ce compte client : désignez un autre administrateur avant de supprimer votre accès.',
        ],
      });
      await marquerPaye(test.app, compte.id);
      expect((await get(paul, `/${compte.id}/suppression`)).json()).toMatchObject({ supprimable: true, motifs: [] });
      // With a second administrator, Claire may go too, the subscription staying with the account.
      await test.app.db.query(`UPDATE utilisateurs_comptes SET role = 'ADMINISTRATEUR' WHERE utilisateur_id = $1`, [
        paul.id,
      ]);
      expect((await get(claire, `/${compte.id}/suppression`)).json()).toMatchObject({ supprimable: true, motifs: [] });
    });

    it('answers 400 to a date in the past or not a date', async () => {
      const { id } = await creerCompte(test.app, claire);
      const passe = await get(claire, `/${id}/suppression?date=2020-01-01`);
      expect(passe.statusCode).toBe(400);
      expect(passe.json().errors).toEqual([{ field: 'query.date', message: 'ne doit pas être dans le passé' }]);
      const invalide = await get(claire, `/${id}/suppression?date=2020-1-1`);
      expect(invalide.json().errors).toEqual([
        { field: 'query.date', message: 'doit être une date au format AAAA-MM-JJ' },
      ]);
    });
  });

  describe('POST {id}/demande_desabonnement', () => {
    it('records the request on the period in force, once', async () => {
      const { id } = await creerCompte(test.app, claire, dossierAbonne);
      const response = await desabonner(claire, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        compte_client_id: id,
        formule: 'ANNUEL',
        resiliation_demandee_le: aujourdhui(),
      });
      const encore = await desabonner(claire, id, { motif: 'Autre motif' });
      expect(encore.statusCode).toBe(200);
      expect(encore.json()).toEqual(response.json());
      const { rows } = await test.app.db.query(
        'SELECT motif_resiliation FROM abonnements WHERE compte_client_id = $1',
        [id],
      );
      expect(rows).toEqual([{ motif_resiliation: "Je n'en ai plus besoin." }]);
    });

    it('answers 409 for a member account and for a subscriber without a period in force', async () => {
      const membre = await creerCompte(test.app, claire);
      const refus = await desabonner(claire, membre.id);
      expect(refus.statusCode).toBe(409);
      expect(refus.json().message).toBe("Un compte membre n'a pas d'abonnement à résilier.");
      const termine = await creerCompte(test.app, claire, { ...dossierAbonne, date_debut: '2020-01-01' });
      const sansPeriode = await desabonner(claire, termine.id);
      expect(sansPeriode.statusCode).toBe(409);
      expect(sansPeriode.json().message).toBe("Ce compte client n'a pas d'abonnement en cours.");
    });

    it('answers 403 to a simple user', async () => {
      const { id } = await creerCompte(test.app, claire, dossierAbonne);
      const paul = await creerUtilisateur(test.app, 'Paul');
      await lier(test.app, paul, id, 'UTILISATEUR');
      const avant = (await get(claire, `/abonnements/${id}`)).json();
      expect(avant).toMatchObject({ compte_client_id: id, resiliation_demandee_le: null });
      const response = await desabonner(paul, id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Seul un administrateur du compte client peut faire cette opération.');
      // Refused means unchanged: no termination recorded, no reason kept.
      expect((await get(claire, `/abonnements/${id}`)).json()).toEqual(avant);
      const { rows } = await test.app.db.query(
        'SELECT resiliation_demandee_le, motif_resiliation FROM abonnements WHERE compte_client_id = $1',
        [id],
      );
      expect(rows).toEqual([{ resiliation_demandee_le: null, motif_resiliation: null }]);
    });

    it.each([
      [{}, 'body.motif', 'est obligatoire'],
      [{ motif: '' }, 'body.motif', 'Minimum 1 caractère requis.'],
      [{ motif: '  ' }, 'body.motif', 'Minimum 1 caractère requis.'],
      [{ motif: 'M'.repeat(501) }, 'body.motif', 'Limité à 500 caractères.'],
    ])('answers 400 to %p', async (payload, field, message) => {
      const { id } = await creerCompte(test.app, claire, dossierAbonne);
      const response = await desabonner(claire, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });
});
