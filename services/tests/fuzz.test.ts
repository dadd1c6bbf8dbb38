/**
 * Every operation of the OpenAPI document, sent hostile input: malformed JSON, wrong types, huge and
 * negative numbers, 100 000-character strings, NUL bytes, bad percent-encoding, wrong content types,
 * with and without a valid access token. No answer may be a 5xx; a 4xx is JSON with a French
 * message, and a 400 about a field names it. The app is built once and reached through inject.
 */
import type { App } from '../src/app.js';
import { attempts, operations, problems } from '../../shared/hostile-input.mjs';
import { creerCompte, creerUtilisateur } from './fixtures/comptes-clients.js';
import { ajouterAuPanier, commander, createAppCommandes, elec, type AppCommandes } from './fixtures/commandes.js';
import { ids } from './fixtures/registre.js';
import { backends } from './helpers/test-app.js';

// The generators and the checks are shared with the portal's fuzzer (shared/hostile-input.mjs).

/** What the run created, for parameters that must name it to get past the first checks. */
interface Existing {
  compte: number;
  reference: string;
  jour: string;
}

/** A valid value of a path or query parameter, for those whose pattern no example shows. */
function knownParameter(path: string, name: string, existing: Existing): string | undefined {
  switch (name) {
    case 'id':
      return /^\/api\/(?:comptes_clients|moyens_paiements|portefeuilles)\//.test(path)
        ? String(existing.compte)
        : undefined;
    case 'id_compte_client':
      return String(existing.compte);
    case 'code':
      if (path.startsWith('/api/grilles_tarifaires')) return 'PUBLIC';
      return path.startsWith('/api/greffes') ? '7501' : undefined;
    case 'dep':
      return '75';
    case 'division':
      return '62';
    case 'numero_identification':
      return path === '/api/etablissements' ? '55210055400013' : '552100554';
    case 'reference':
      return existing.reference;
    case 'date_commande':
      return existing.jour;
    case 'numero':
      return 'F2026-000001';
    default:
      return undefined;
  }
}

/** Criteria without which a search answers 400 before reading anything. */
const EXTRA_QUERY: Record<string, Array<[string, string]>> = {
  '/api/recherche/entreprises_etablissements': [['phrase', 'alpha']],
  '/api/recherche/personnes': [['phrase', 'dupont']],
};

describe.each(backends)('hostile input on every operation (%s)', (backend) => {
  let test: AppCommandes;
  let app: App;
  let jeton: { authorization: string };
  let existing: Existing;

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    app = test.app;
    const appelant = await creerUtilisateur(app);
    jeton = appelant.headers;
    const compte = (await creerCompte(app, appelant)).id;
    await ajouterAuPanier(app, appelant, { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] });
    const commande = await commander(app, appelant);
    existing = { compte, reference: commande.reference_commande, jour: commande.jour_commande };
  });
  afterAll(() => test.close());

  it('never answers 5xx, and answers 4xx in French JSON naming the field', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = operations(document);
    // The user's own deletion would end the run's token early: it goes last.
    list.sort(
      (a, b) =>
        Number(a.method === 'DELETE' && a.path === '/api/utilisateurs/user') -
        Number(b.method === 'DELETE' && b.path === '/api/utilisateurs/user'),
    );
    const failures: string[] = [];
    let requests = 0;
    for (const operation of list) {
      for (const headers of [{}, jeton]) {
        let baselineValid = false;
        const known = {
          parameter: (path: string, name: string) => knownParameter(path, name, existing),
          query: (path: string) => EXTRA_QUERY[path] ?? [],
        };
        for (const attempt of attempts(operation, known)) {
          const response = await app.inject({
            method: attempt.method,
            url: attempt.url,
            headers: { ...attempt.headers, ...headers },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
          requests += 1;
          if (attempt.label === 'baseline') baselineValid = response.statusCode !== 400;
          const token = 'authorization' in headers ? 'with token' : 'without token';
          const answer = {
            statusCode: response.statusCode,
            contentType: String(response.headers['content-type'] ?? ''),
            body: response.body,
          };
          for (const problem of problems(attempt, answer, baselineValid)) {
            failures.push(`${operation.method} ${operation.path} (${token}) ${attempt.label} → ${problem}`);
          }
        }
      }
    }
    console.info(`Fuzz (${backend}) : ${list.length} opérations, ${requests} requêtes`);
    expect(list.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 240_000);
});
