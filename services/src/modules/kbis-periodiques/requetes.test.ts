import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { commanderKbis, payerParCarte } from '../../../tests/fixtures/kbis-periodiques.js';

const valide = { id_entite: ids.alpha, format_diffusion: 'ELEC', quantite: 1, frequence_mois: 3, duree_mois: 12 };
const adresse = { nom: 'ALPHA', numero_voie: '1 rue de Rivoli', code_postal: '75001', ville: 'Paris' };

describe.each(backends)('periodic Kbis requests on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const appel = (method: 'GET' | 'POST' | 'PUT', url: string, qui?: Appelant, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: qui?.headers ?? {}, ...(payload && { payload }) });
  const commandesDuCompte = async () =>
    (
      await test.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM commandes WHERE compte_client_id = $1', [
        compte,
      ])
    ).rows[0]?.n;

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
  });
  afterAll(() => test.close());

  it.each([
    ['an unknown company', { id_entite: 999_999 }, 'body.id_entite', 'ne correspond à aucune entreprise du registre'],
    [
      'a company without a Kbis (SIRENE only)',
      { id_entite: ids.delta },
      'body.id_entite',
      'n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré',
    ],
    [
      'a company id that is not a number',
      { id_entite: 'alpha' },
      'body.id_entite',
      'doit être un identifiant (entier positif)',
    ],
    ['quantity 0', { quantite: 0 }, 'body.quantite', 'doit être supérieur ou égal à 1'],
    ['quantity 100', { quantite: 100 }, 'body.quantite', 'doit être inférieur ou égal à 99'],
    ['a missing quantity', { quantite: undefined }, 'body.quantite', 'est obligatoire'],
    ['frequency 0', { frequence_mois: 0 }, 'body.frequence_mois', 'doit être supérieur ou égal à 1'],
    ['frequency 13', { frequence_mois: 13 }, 'body.frequence_mois', 'doit être inférieur ou égal à 12'],
    ['duration 0', { duree_mois: 0 }, 'body.duree_mois', 'doit être supérieur ou égal à 1'],
    ['duration 37', { duree_mois: 37, frequence_mois: 1 }, 'body.duree_mois', 'doit être inférieur ou égal à 36'],
    [
      'a duration not a multiple of the frequency',
      { frequence_mois: 5, duree_mois: 12 },
      'body.duree_mois',
      'doit être un multiple de frequence_mois',
    ],
    [
      'a duration shorter than the frequency',
      { frequence_mois: 6, duree_mois: 4 },
      'body.duree_mois',
      'doit être un multiple de frequence_mois',
    ],
    [
      'an unknown format',
      { format_diffusion: 'FAX' },
      'body.format_diffusion',
      "doit valoir l'une des valeurs suivantes : COURRIER, ELEC",
    ],
  ])('answers 400 naming the field to %s, and orders nothing', async (_cas, changement, field, message) => {
    const reponse = await appel('POST', '/kbis_periodiques', claire, { ...valide, ...changement });
    expect(reponse.statusCode).toBe(400);
    expect(reponse.json().errors).toEqual([{ field, message }]);
    expect(await commandesDuCompte()).toBe(0);
  });

  it('answers 400 to bad ids and paging', async () => {
    const id = await appel('GET', '/kbis_periodiques/abc', claire);
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual([{ field: 'params.id', message: 'doit être un identifiant (entier positif)' }]);
    const page = await appel('GET', '/kbis_periodiques?limit=0', claire);
    expect(page.json().errors).toEqual([{ field: 'query.limit', message: 'doit être supérieur ou égal à 1' }]);
    const statut = await appel('GET', '/kbis_periodiques?statut=EN_COURS', claire);
    expect(statut.json().errors[0].field).toBe('query.statut');
  });

  it('never takes a price from the client, and refuses a blocked account', async () => {
    const commande = await commanderKbis(test.app, claire, { ...valide, montant: 0.01, prix_unitaire: 0 });
    expect(commande).toMatchObject({ montant: { ttc: 12.8 } });
    await test.app.db.query("UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1", [compte]);
    const bloque = await appel('POST', '/kbis_periodiques', claire, valide);
    expect(bloque.statusCode).toBe(403);
    expect(bloque.json().message).toBe('Votre compte client ne permet pas de passer commande.');
  });

  it('shows a subscription to its account only: 404 for anyone else, whatever the call', async () => {
    const commande = await commanderKbis(test.app, claire, { ...valide, format_diffusion: 'COURRIER' });
    await payerParCarte(test.app, claire, commande.reference_commande);
    const [{ id }] = (await appel('GET', '/kbis_periodiques', claire)).json().kbis_periodiques;
    expect((await appel('GET', `/kbis_periodiques/${id}`, claire)).statusCode).toBe(200);

    const paul = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, paul);
    expect((await appel('GET', '/kbis_periodiques', paul)).json().total).toBe(0);
    for (const [method, url, payload] of [
      ['GET', `/kbis_periodiques/${id}`, undefined],
      ['GET', `/kbis_periodiques/${id}/envois`, undefined],
      ['PUT', `/kbis_periodiques/${id}/adresse_livraison`, adresse],
      ['POST', `/kbis_periodiques/${id}/annulations`, {}],
      ['GET', '/kbis_periodiques/2147483647', undefined],
    ] as const) {
      const reponse = await appel(method, url, url.endsWith('2147483647') ? claire : paul, payload);
      expect(reponse.statusCode).toBe(404);
      expect(reponse.json().message).toBe('Kbis périodique introuvable.');
    }
    // Paul's attempts changed nothing.
    expect((await appel('GET', `/kbis_periodiques/${id}`, claire)).json()).toMatchObject({
      statut: 'ACTIF',
      adresse_livraison: { numero_voie: '12 rue de la Paix' },
    });
  });

  it('describes its routes in the OpenAPI document', async () => {
    const document = (await appel('GET', '/docs/json')).json();
    expect(
      document.paths['/api/kbis_periodiques'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['id_entite', 'format_diffusion', 'quantite', 'frequence_mois', 'duree_mois']);
    expect(Object.keys(document.paths['/api/kbis_periodiques/{id}/adresse_livraison'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
    expect(document.paths['/api/kbis_periodiques/{id}/envois'].get).toBeDefined();
    expect(document.paths['/api/kbis_periodiques/{id}/annulations'].post).toBeDefined();
  });

  it('answers 401 without a token, before validating anything', async () => {
    for (const [method, url] of [
      ['POST', '/kbis_periodiques'],
      ['GET', '/kbis_periodiques'],
      ['GET', '/kbis_periodiques/1'],
      ['GET', '/kbis_periodiques/abc/envois'],
      ['PUT', '/kbis_periodiques/1/adresse_livraison'],
      ['POST', '/kbis_periodiques/1/annulations'],
    ] as const) {
      const reponse = await appel(method, url, undefined, method === 'GET' ? undefined : {});
      expect(reponse.statusCode).toBe(401);
      expect(reponse.json().message).toBe('Authentification requise.');
    }
  });
});
