import { test, expect } from '../support/fixtures';
import {
  BODIES,
  JSON_VALUES,
  URL_VALUES,
  attempts,
  operations,
  problems,
  type OpenApiDocument,
} from '../../shared/hostile-input.mjs';

/**
 * Hostile input on every operation of the services' OpenAPI document, sent through the portal
 * server (its proxy, body limits and error pages are on the way): malformed JSON, wrong types, huge
 * and negative numbers, 100 000-character strings, NUL bytes, bad percent-encoding, wrong content
 * types. No 5xx, an answer within 5 s, and a 400 is French JSON naming the field. The generators are
 * the services fuzzer's (shared/hostile-input.mjs); fewer values per field here, to stay under
 * ~3 000 requests over HTTP. Without a token: customer routes answer 401 before reading anything,
 * which the services' own fuzzer covers with one.
 */
const pick = <T extends [string, ...unknown[]]>(list: T[], labels: string[]) =>
  list.filter(([label]) => labels.includes(label));
const VALUES = {
  url: pick(URL_VALUES, [
    'wrong type',
    'bigint overflow',
    'negative',
    '100 000 characters',
    'NUL inside',
    'bad percent-encoding',
  ]),
  json: pick(JSON_VALUES, ['wrong type (object)', 'bigint overflow', 'negative', '100 000 characters', 'NUL']),
  bodies: BODIES,
};

/** Values a sample cannot guess (registry identifiers of the e2e stack's registry, search criteria). */
const known = {
  parameter(path: string, name: string): string | undefined {
    if (name === 'code') return path.startsWith('/api/grilles_tarifaires') ? 'PUBLIC' : '7501';
    if (name === 'dep') return '75';
    if (name === 'division') return '62';
    return undefined;
  },
  query(path: string): Array<[string, string]> {
    if (path === '/api/recherche/entreprises_etablissements') return [['phrase', 'alpha']];
    if (path === '/api/recherche/personnes') return [['phrase', 'dupont']];
    return [];
  },
};

const LIMITE_MS = 5000;

test.describe('hostile input through the portal', () => {
  test('every operation: no 5xx, an answer within 5 s, a French 400 naming the field', async ({ request }) => {
    test.setTimeout(300_000);
    const reponse = await request.get('/api/docs/json');
    expect(reponse.status()).toBe(200);
    const liste = operations((await reponse.json()) as OpenApiDocument);
    expect(liste.length).toBeGreaterThan(50);

    const echecs: string[] = [];
    let requetes = 0;
    let limitees = 0;
    const debut = Date.now();
    for (const operation of liste) {
      let baselineValid = false;
      for (const attempt of attempts(operation, known, VALUES)) {
        const t0 = Date.now();
        let statut: number;
        let corps = '';
        let type: string | undefined;
        try {
          const r = await request.fetch(attempt.url, {
            method: attempt.method,
            headers: attempt.headers ?? {},
            ...(attempt.payload === undefined ? {} : { data: attempt.payload }),
            maxRedirects: 0,
            timeout: LIMITE_MS,
            failOnStatusCode: false,
          });
          statut = r.status();
          type = r.headers()['content-type'];
          corps = await r.text();
        } catch (erreur) {
          echecs.push(`${operation.method} ${operation.path} ${attempt.label} → pas de réponse : ${String(erreur)}`);
          continue;
        } finally {
          requetes += 1;
        }
        const duree = Date.now() - t0;
        if (duree > LIMITE_MS) echecs.push(`${operation.method} ${operation.path} ${attempt.label} → ${duree} ms`);
        if (attempt.label === 'baseline') baselineValid = statut !== 400;
        // The portal's rate limits (search, sign-up…) may answer first: a 429 is an answer, not a fault.
        if (statut === 429) {
          limitees += 1;
          continue;
        }
        // Outside /api (the provider's /auth/deconnexion), the portal refuses a malformed address
        // before forwarding it with the site's French error page, as for any page (client-errors.ts).
        if (statut === 400 && !operation.path.startsWith('/api/') && String(type).startsWith('text/html')) {
          if (!corps.includes('lang="fr"'))
            echecs.push(`${operation.method} ${operation.path} ${attempt.label} → page 400 pas en français`);
          continue;
        }
        if (statut >= 500 || statut === 400) {
          for (const probleme of problems(
            attempt,
            { statusCode: statut, contentType: type, body: corps },
            baselineValid,
          ))
            echecs.push(`${operation.method} ${operation.path} ${attempt.label} → ${probleme}`);
        }
      }
    }
    console.info(
      `Fuzz par le portail : ${liste.length} opérations, ${requetes} requêtes (${limitees} limitées, 429) en ${Math.round((Date.now() - debut) / 1000)} s`,
    );
    expect(echecs).toEqual([]);
  });
});
