import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  creerCompte,
  creerUtilisateur,
  dossierAbonne,
  lier,
  type Appelant,
} from '../../../tests/fixtures/comptes-clients.js';

describe.each(backends)('comptes clients: list, selection and update on %s', (backend) => {
  let test: TestApp;
  let claire: Appelant;
  const inject = (appelant: Appelant, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    test.app.inject({ method, url: `/api/comptes_clients${url}`, headers: appelant.headers, payload });

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
  });
  afterAll(() => test.close());

  const selectionnes = async (appelant: Appelant) =>
    (await inject(appelant, 'GET', ''))
      .json<Array<{ id: number; selectionne: boolean }>>()
      .filter((c) => c.selectionne);

  describe('GET /api/comptes_clients and /selectionne', () => {
    it('gives an empty list and 404 « Aucun compte client sélectionné. » to a user without account', async () => {
      expect((await inject(claire, 'GET', '')).json()).toEqual([]);
      const response = await inject(claire, 'GET', '/selectionne');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Aucun compte client sélectionné.',
      });
    });

    it('lists the caller’s accounts with their flag, and the selected one with its habilitations', async () => {
      const premier = await creerCompte(test.app, claire);
      const second = await creerCompte(test.app, claire, dossierAbonne);
      const liste = (await inject(claire, 'GET', '')).json<Array<{ id: number; selectionne: boolean }>>();
      expect(liste.map(({ id, selectionne }) => ({ id, selectionne }))).toEqual([
        { id: premier.id, selectionne: true },
        { id: second.id, selectionne: false },
      ]);
      const selection = (await inject(claire, 'GET', '/selectionne')).json();
      expect(selection.compte_client).toEqual(liste[0]);
      expect(selection.habilitations).toBe('COMMANDER,SURVEILLER,CONSULTER_FACTURES,GERER_COMPTE,GERER_UTILISATEURS');
    });
  });

  describe('POST and PUT /api/comptes_clients/{id}/selectionner', () => {
    it.each(['POST', 'PUT'] as const)('%s selects the account and unselects the other', async (method) => {
      const premier = await creerCompte(test.app, claire);
      const second = await creerCompte(test.app, claire, dossierAbonne);
      const response = await inject(claire, method, `/${second.id}/selectionner`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        compte_client: { id: second.id, selectionne: true, type_compte: 'ABONNE' },
        habilitations: 'COMMANDER,SURVEILLER,CONSULTER_FACTURES,GERER_COMPTE,GERER_UTILISATEURS,GERER_ABONNEMENT',
      });
      expect((await selectionnes(claire)).map((c) => c.id)).toEqual([second.id]);
      // Selecting the selected account again changes nothing.
      expect((await inject(claire, method, `/${second.id}/selectionner`)).statusCode).toBe(200);
      expect((await inject(claire, method, `/${premier.id}/selectionner`)).statusCode).toBe(200);
      expect((await selectionnes(claire)).map((c) => c.id)).toEqual([premier.id]);
    });

    it('never leaves two accounts selected when selections of one user run at the same time', async () => {
      const comptes = [
        await creerCompte(test.app, claire),
        await creerCompte(test.app, claire),
        await creerCompte(test.app, claire),
      ];
      const reponses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          inject(claire, i % 2 ? 'POST' : 'PUT', `/${comptes[i % 3]?.id}/selectionner`),
        ),
      );
      expect(reponses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      const { rows } = await test.app.db.query(
        'SELECT count(*)::int AS n FROM utilisateurs_comptes WHERE utilisateur_id = $1 AND selectionne',
        [claire.id],
      );
      expect(rows[0]).toEqual({ n: 1 });
    });

    it('is refused by the database itself when a second selected account is written', async () => {
      const premier = await creerCompte(test.app, claire);
      const second = await creerCompte(test.app, claire);
      expect(premier.selectionne).toBe(true);
      await expect(
        test.app.db.query('UPDATE utilisateurs_comptes SET selectionne = true WHERE compte_client_id = $1', [
          second.id,
        ]),
      ).rejects.toThrow(/utilisateurs_comptes_un_selectionne/);
    });

    it('gives a simple user the habilitations of their role only', async () => {
      const compte = await creerCompte(test.app, claire, dossierAbonne);
      const paul = await creerUtilisateur(test.app, 'Paul');
      await lier(test.app, paul, compte.id, 'UTILISATEUR');
      const response = await inject(paul, 'POST', `/${compte.id}/selectionner`);
      expect(response.json()).toMatchObject({
        compte_client: { id: compte.id, role_greffeo: 'UTILISATEUR', selectionne: true },
        habilitations: 'COMMANDER,SURVEILLER,CONSULTER_FACTURES',
      });
      // Paul's selection is his own: Claire's account stays selected for her.
      expect((await selectionnes(claire)).map((c) => c.id)).toEqual([compte.id]);
    });
  });

  describe('PUT /api/comptes_clients/{id}', () => {
    const modification = (compte: { id: number; version: number }, libelles: object = {}) => ({
      id: compte.id,
      version: compte.version,
      libelle_courrier: 'CLAIRE MARTIN',
      libelle_facturation: 'MARTIN FACTURATION',
      ...libelles,
    });

    it('changes the libellés and gives the account with version + 1', async () => {
      const compte = await creerCompte(test.app, claire);
      const response = await inject(claire, 'PUT', `/${compte.id}`, modification(compte));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: compte.id,
        version: 2,
        libelle_courrier: 'CLAIRE MARTIN',
        libelle_facturation: 'MARTIN FACTURATION',
      });
      const effacement = await inject(claire, 'PUT', `/${compte.id}`, {
        ...modification({ id: compte.id, version: 2 }),
        libelle_courrier: null,
        libelle_facturation: '  ',
      });
      expect(effacement.json()).toMatchObject({ version: 3, libelle_courrier: null, libelle_facturation: null });
    });

    it('answers 409 to a change made on a stale version, and keeps the first change', async () => {
      const compte = await creerCompte(test.app, claire);
      expect((await inject(claire, 'PUT', `/${compte.id}`, modification(compte))).statusCode).toBe(200);
      const perimee = await inject(claire, 'PUT', `/${compte.id}`, modification(compte, { libelle_courrier: 'AUTRE' }));
      expect(perimee.statusCode).toBe(409);
      expect(perimee.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Ce compte client a été modifié entre-temps : rechargez la page puis recommencez.',
      });
      expect((await inject(claire, 'GET', '/selectionne')).json().compte_client).toMatchObject({
        version: 2,
        libelle_courrier: 'CLAIRE MARTIN',
      });
    });

    it.each([
      [{ libelle_courrier: 'A'.repeat(39) }, 'body.libelle_courrier', 'Limité à 38 caractères.'],
      [
        { libelle_facturation: 'MARTIN <script>' },
        'body.libelle_facturation',
        'Les caractères spéciaux ne sont pas autorisés',
      ],
      [{ libelle_courrier: { texte: 'A' } }, 'body.libelle_courrier', 'doit être une chaîne de caractères ou null'],
      [{ version: 0 }, 'body.version', 'doit être supérieur ou égal à 1'],
      [{ version: undefined }, 'body.version', 'est obligatoire'],
    ])('answers 400 to %p naming the field', async (libelles, field, message) => {
      const compte = await creerCompte(test.app, claire);
      const response = await inject(claire, 'PUT', `/${compte.id}`, modification(compte, libelles));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });

    it('accepts 38 characters with accents and ordinary punctuation', async () => {
      const compte = await creerCompte(test.app, claire);
      const libelle = "L'ÉCOLE DES ARTS & MÉTIERS (SITE-NORD).".slice(0, 38);
      const response = await inject(
        claire,
        'PUT',
        `/${compte.id}`,
        modification(compte, { libelle_courrier: libelle }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().libelle_courrier).toBe(libelle);
    });

    it('answers 400 when the id of the body is not the id of the address', async () => {
      const compte = await creerCompte(test.app, claire);
      const response = await inject(claire, 'PUT', `/${compte.id}`, modification({ id: compte.id + 1, version: 1 }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'body.id', message: "doit être l'identifiant du compte de l'adresse" },
      ]);
    });

    it('answers 403 to a simple user of the account', async () => {
      const compte = await creerCompte(test.app, claire);
      const paul = await creerUtilisateur(test.app, 'Paul');
      await lier(test.app, paul, compte.id, 'UTILISATEUR');
      const avant = (await inject(claire, 'GET', '/selectionne')).json().compte_client;
      expect(avant).toMatchObject({ id: compte.id, version: 1, libelle_courrier: null });
      const response = await inject(paul, 'PUT', `/${compte.id}`, modification(compte));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Seul un administrateur du compte client peut faire cette opération.');
      // Refused means unchanged: same version, same libellés, read back by its administrator.
      expect((await inject(claire, 'GET', '/selectionne')).json().compte_client).toEqual(avant);
      const { rows } = await test.app.db.query(
        'SELECT version, libelle_courrier, libelle_facturation FROM comptes_clients WHERE id = $1',
        [compte.id],
      );
      expect(rows).toEqual([{ version: 1, libelle_courrier: null, libelle_facturation: null }]);
    });
  });
});
