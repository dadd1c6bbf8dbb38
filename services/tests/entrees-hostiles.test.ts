/**
 * The attacks that answered 500 on the real routes: a malformed JSON body (its 400 did not fit the
 * routes' declared 400 schema), a number beyond PostgreSQL's integers, U+0000 in a text.
 */
import { randomUUID } from 'node:crypto';

import { creerCompte, creerUtilisateur, type Appelant } from './fixtures/comptes-clients.js';
import { createAppCommandes, type AppCommandes } from './fixtures/commandes.js';
import { ids } from './fixtures/registre.js';
import { backends } from './helpers/test-app.js';

const BIGINT_MAX = '9223372036854775807';
const NUL_REASON = 'ne doit pas contenir de caractère nul (U+0000)';

describe.each(backends)('hostile input on the real routes (%s)', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: { id: number; version: number };
  const panierInvite = () => `/api/paniers/articles?uid_invite=${randomUUID()}`;

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    claire = await creerUtilisateur(test.app);
    compte = await creerCompte(test.app, claire);
  });
  afterAll(() => test.close());

  it.each([
    ['truncated JSON', '{"a":', "Le corps de la requête n'est pas un JSON valide.", "n'est pas un JSON valide"],
    [
      '__proto__',
      '{"__proto__":{"x":1}}',
      "Le corps de la requête n'est pas un JSON valide.",
      "n'est pas un JSON valide",
    ],
    ['an empty body', '', 'Le corps de la requête est vide alors que du JSON est annoncé.', 'est vide'],
  ])(
    'answers %s with a French 400, on a guest basket and on a customer route',
    async (_cas, payload, message, raison) => {
      const attendu = { statusCode: 400, error: 'Bad Request', message, errors: [{ field: 'body', message: raison }] };
      const headers = { 'content-type': 'application/json' };
      const invite = await test.app.inject({ method: 'POST', url: panierInvite(), headers, payload });
      expect(invite.statusCode).toBe(400);
      expect(invite.json()).toEqual(attendu);

      const client = await test.app.inject({
        method: 'PUT',
        url: `/api/comptes_clients/${compte.id}`,
        headers: { ...headers, ...claire.headers },
        payload,
      });
      expect(client.statusCode).toBe(400);
      expect(client.json()).toEqual(attendu);
    },
  );

  it.each([
    ['/api/greffes/7501/communes?offset=', 'query.offset', false],
    ['/api/commandes?offset=', 'query.offset', true],
    ['/api/factures?offset=', 'query.offset', true],
    ['/api/factures/encaissements?offset=', 'query.offset', true],
    ['/api/paiements_directs?offset=', 'query.offset', true],
    ['/api/kbis_periodiques?offset=', 'query.offset', true],
    ['/api/seo/plan/entreprises?apres_id=', 'query.apres_id', false],
  ])('answers 400 naming the field for a huge, negative or infinite number on %s', async (url, field, connecte) => {
    const headers = connecte ? claire.headers : {};
    for (const [valeur, raison] of [
      [BIGINT_MAX, /^doit être inférieur ou égal à \d+$/],
      ['99999999999999999999999', /^doit être inférieur ou égal à \d+$/],
      ['-1', 'doit être supérieur ou égal à 0'],
      ['-9223372036854775809', 'doit être supérieur ou égal à 0'],
      ['1e400', 'doit être un nombre fini'],
    ] as const) {
      const response = await test.app.inject({ method: 'GET', url: `${url}${valeur}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message: expect.stringMatching(raison) }]);
      expect(response.json().message).toMatch(new RegExp(`^Requête invalide : ${field.replace('.', '\\.')} `));
    }
  });

  it('refuses integers beyond their column in a body', async () => {
    const version = await test.app.inject({
      method: 'PUT',
      url: `/api/comptes_clients/${compte.id}`,
      headers: { ...claire.headers, 'content-type': 'application/json' },
      payload: `{"id":${compte.id},"version":${BIGINT_MAX},"libelle_courrier":null,"libelle_facturation":null}`,
    });
    expect(version.statusCode).toBe(400);
    expect(version.json().errors).toEqual([
      { field: 'body.version', message: 'doit être inférieur ou égal à 2147483647' },
    ]);

    // A document id reaches the database for the articles that take one (annual accounts, deeds).
    const document = await test.app.inject({
      method: 'POST',
      url: panierInvite(),
      headers: { 'content-type': 'application/json' },
      payload: `{"id_article_catalogue":"COMPTES_ANNUELS","id_entite":${ids.alpha},"id_document":${BIGINT_MAX},"diffusions":[{"format_diffusion":"ELEC","quantite":1}]}`,
    });
    expect(document.statusCode).toBe(400);
    expect(document.json().errors).toEqual([
      { field: 'body.id_document', message: 'doit être inférieur ou égal à 9007199254740991' },
    ]);
  });

  it('refuses U+0000 in a query and in a basket article id, naming the field', async () => {
    const query = await test.app.inject({
      method: 'GET',
      url: `/api/documents/beneficiaires_effectifs?id_entreprise=${ids.alpha}&type_document=%00`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `Requête invalide : query.type_document ${NUL_REASON}.`,
      errors: [{ field: 'query.type_document', message: NUL_REASON }],
    });

    const article = await test.app.inject({
      method: 'POST',
      url: panierInvite(),
      payload: {
        id_article_catalogue: 'KBIS\u0000',
        id_entite: ids.alpha,
        diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
      },
    });
    expect(article.statusCode).toBe(400);
    expect(article.json().errors).toEqual([{ field: 'body.id_article_catalogue', message: NUL_REASON }]);

    const chemin = await test.app.inject({ method: 'GET', url: '/api/verifications/AB%00CD' });
    expect(chemin.statusCode).toBe(400);
    expect(chemin.json().errors).toEqual([{ field: 'params.code', message: NUL_REASON }]);
  });
});
