import { randomUUID } from 'node:crypto';

import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';

const elec = { format_diffusion: 'ELEC', quantite: 1 };
const kbis = (autres: object) => ({
  id_article_catalogue: 'KBIS',
  id_entite: ids.alpha,
  diffusions: [elec],
  ...autres,
});
const periodique = (periodicite?: object) => ({
  id_article_catalogue: 'KBIS_PERIODIQUE',
  id_entite: ids.alpha,
  diffusions: [{ ...elec, periodicite }],
});

describe.each(backends)('paniers: bad input on %s', (backend) => {
  let test: TestApp;
  const post = (url: string, payload: object, query = `uid_invite=${randomUUID()}`) =>
    test.app.inject({ method: 'POST', url: `/api/paniers${url}?${query}`, payload });

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  it.each([
    [
      'an unknown article',
      kbis({ id_article_catalogue: 'KBIS_OR' }),
      'body.id_article_catalogue',
      "n'est pas un article du catalogue",
    ],
    [
      'a debtor’s article on the company route',
      kbis({ id_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR' }),
      'body.id_article_catalogue',
      'ne se commande pas pour une entreprise par cette adresse (voir README)',
    ],
    [
      'an unknown company',
      kbis({ id_entite: 999999 }),
      'body.id_entite',
      'ne correspond à aucune entreprise du registre',
    ],
    ['a company id of 0', kbis({ id_entite: 0 }), 'body.id_entite', 'doit être un identifiant (entier positif)'],
    [
      'a negative quantity',
      kbis({ diffusions: [{ ...elec, quantite: -1 }] }),
      'body.diffusions.0.quantite',
      'doit être supérieur ou égal à 1',
    ],
    [
      'a zero quantity',
      kbis({ diffusions: [{ ...elec, quantite: 0 }] }),
      'body.diffusions.0.quantite',
      'doit être supérieur ou égal à 1',
    ],
    [
      'a huge quantity',
      kbis({ diffusions: [{ ...elec, quantite: 1e9 }] }),
      'body.diffusions.0.quantite',
      'doit être inférieur ou égal à 99',
    ],
    [
      'a decimal quantity',
      kbis({ diffusions: [{ ...elec, quantite: 1.5 }] }),
      'body.diffusions.0.quantite',
      'doit être un entier',
    ],
    [
      'an unknown format',
      kbis({ diffusions: [{ ...elec, format_diffusion: 'FAX' }] }),
      'body.diffusions.0.format_diffusion',
      "doit valoir l'une des valeurs suivantes : COURRIER, ELEC",
    ],
    ['no diffusion', kbis({ diffusions: [] }), 'body.diffusions', 'doit contenir au moins 1 élément'],
    [
      'a format twice',
      kbis({ diffusions: [elec, { ...elec, quantite: 2 }] }),
      'body.diffusions.1.format_diffusion',
      'est déjà demandé pour cet article',
    ],
    [
      'a periodicity on a Kbis',
      kbis({ diffusions: [{ ...elec, periodicite: { frequence_mois: 1, duree_mois: 12 } }] }),
      'body.diffusions.0.periodicite',
      "ne s'applique qu'au Kbis délivré périodiquement",
    ],
    [
      'a periodic Kbis without periodicity',
      periodique(),
      'body.diffusions.0.periodicite',
      'est obligatoire pour un Kbis périodique',
    ],
    [
      'a frequency of 13 months',
      periodique({ frequence_mois: 13, duree_mois: 26 }),
      'body.diffusions.0.periodicite.frequence_mois',
      'doit être inférieur ou égal à 12',
    ],
    [
      'a duration of 0',
      periodique({ frequence_mois: 1, duree_mois: 0 }),
      'body.diffusions.0.periodicite.duree_mois',
      'doit être supérieur ou égal à 1',
    ],
    [
      'a duration of 37 months',
      periodique({ frequence_mois: 1, duree_mois: 37 }),
      'body.diffusions.0.periodicite.duree_mois',
      'doit être inférieur ou égal à 36',
    ],
    [
      'a duration not a multiple of the frequency',
      periodique({ frequence_mois: 5, duree_mois: 12 }),
      'body.diffusions.0.periodicite.duree_mois',
      'doit être un multiple de frequence_mois',
    ],
    [
      'a Kbis of a unit known from SIRENE only, before anyone pays for one that could not be issued',
      kbis({ id_entite: ids.delta }),
      'body.id_entite',
      'n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré',
    ],
    [
      'a periodic Kbis of a unit known from SIRENE only',
      { ...periodique({ frequence_mois: 3, duree_mois: 12 }), id_entite: ids.delta },
      'body.id_entite',
      'n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré',
    ],
    [
      'a document on a Kbis',
      kbis({ id_document: 3005 }),
      'body.id_document',
      "ne s'applique qu'aux comptes annuels et aux actes",
    ],
    [
      'a deed as accounts',
      kbis({ id_article_catalogue: 'COMPTES_ANNUELS', id_document: 3001 }),
      'body.id_document',
      "n'est pas un document de cette catégorie pour cette entreprise",
    ],
  ])('POST /articles answers 400 to %s', async (_cas, body, field, message) => {
    const response = await post('/articles', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it.each([
    [
      '/etats_endettement',
      { id_entite: 424242, diffusions: [elec] },
      'body.id_entite',
      'ne correspond à aucune entreprise du registre',
    ],
    [
      '/etats_endettement/debiteurs',
      { siren: '552100555', diffusions: [elec] },
      'body.siren',
      "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)",
    ],
    [
      '/etats_endettement/debiteurs',
      { siren: '55210', diffusions: [elec] },
      'body.siren',
      'doit être composé de 9 chiffres',
    ],
    [
      '/etats_endettement/debiteurs_approches',
      { nom: 'MARTIN', departement: '96', diffusions: [elec] },
      'body.departement',
      'doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989)',
    ],
    [
      '/etats_endettement/debiteurs_approches',
      { nom: 'M'.repeat(71), departement: '75', diffusions: [elec] },
      'body.nom',
      'Limité à 70 caractères.',
    ],
    [
      '/etats_endettement/debiteurs_approches',
      { nom: 'MARTIN <b>', departement: '75', diffusions: [elec] },
      'body.nom',
      'Les caractères spéciaux ne sont pas autorisés',
    ],
    [
      '/etats_endettement/debiteurs_approches',
      { nom: '   ', departement: '75', diffusions: [elec] },
      'body.nom',
      'Minimum 1 caractère requis.',
    ],
    [
      '/etats_endettement/debiteurs_approches',
      { departement: '75', diffusions: [elec] },
      'body.nom',
      'est obligatoire',
    ],
    [
      '/affaires',
      { code_greffe: '0000', numero_affaire: '2024J00123', diffusions: [elec] },
      'body.code_greffe',
      'ne correspond à aucun greffe',
    ],
    [
      '/affaires',
      { code_greffe: '7501', numero_affaire: '<x>', diffusions: [elec] },
      'body.numero_affaire',
      "n'est pas un numéro d'affaire (4 à 30 chiffres, lettres majuscules, / ou -)",
    ],
    [
      '/affaires',
      { code_greffe: '7501', numero_affaire: '2024J00123', id_entite: 999999, diffusions: [elec] },
      'body.id_entite',
      'ne correspond à aucune entreprise du registre',
    ],
  ])('POST %s answers 400 to %p', async (url, body, field, message) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it.each([
    ['', 'query.uid_invite', 'est obligatoire pour un visiteur non connecté'],
    ['uid_invite=12345', 'query.uid_invite', 'doit être un identifiant UUID'],
  ])('answers 400 to a guest call with %p', async (query, field, message) => {
    for (const response of [
      await post('/articles', kbis({}), query),
      await test.app.inject({ method: 'GET', url: `/api/paniers?${query}` }),
      await test.app.inject({ method: 'DELETE', url: `/api/paniers/articles/1?${query}` }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    }
  });

  it('answers 400 to GET with an unknown company or a malformed article id', async () => {
    const uid = randomUUID();
    const inconnue = await test.app.inject({ method: 'GET', url: `/api/paniers?uid_invite=${uid}&id_entite=999999` });
    expect(inconnue.json().errors).toEqual([
      { field: 'query.id_entite', message: 'ne correspond à aucune entreprise du registre' },
    ]);
    const id = await test.app.inject({
      method: 'PATCH',
      url: `/api/paniers/articles/abc?uid_invite=${uid}`,
      payload: { diffusions: [elec] },
    });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual([{ field: 'params.id', message: 'doit être un entier' }]);
  });

  it('answers 401 to a bad token, before any validation', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/paniers/articles',
      headers: { authorization: 'Bearer abc' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
