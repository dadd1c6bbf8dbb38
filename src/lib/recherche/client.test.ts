/**
 * @jest-environment node
 */
import { setAuthBridge } from '../api/http';
import { RechercheIndisponible, RechercheRefusee, ReponseInattendue } from '../api/erreurs';
import { creerClientRecherche } from './client';

const BASE = 'http://portail.test/api/recherche';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAvec(reponse: (requete: Request) => Response | Promise<Response>) {
  const appels: Request[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const requete = input instanceof Request ? input : new Request(input, init);
    appels.push(requete);
    return reponse(requete);
  });
  return {
    client: creerClientRecherche({ prefix: BASE, fetch: fetch as unknown as typeof globalThis.fetch }),
    appels,
  };
}

const PAGE_VIDE = { total: 0, total_exact: true, limit: 10, offset: 0, corrections: [], resultats: [] };

const ENTREPRISE = {
  type: 'ENTREPRISE',
  id: 42,
  siren: '552100554',
  siren_formate: '552 100 554',
  denomination: 'EXEMPLE',
  sigle: null,
  etat: 'ACTIVE',
  statut: { code: 'A', libelle: 'Active' },
  forme_juridique: { code: '5710', libelle: 'SAS' },
  naf: null,
  adresse: null,
  nombre_etablissements: 1,
  date_immatriculation: null,
  dirigeants: [],
  correspondance: 'EXACTE',
};

describe('search client', () => {
  it('asks GET /api/recherche/entreprises_etablissements with the query parameters', async () => {
    const { client, appels } = clientAvec(() =>
      json(200, { ...PAGE_VIDE, type_entite: 'ENTREPRISE', total: 1, resultats: [ENTREPRISE] }),
    );
    const reponse = await client.entreprises({
      phrase: 'l’oréal',
      critere_geographique: '75',
      limit: '10',
      offset: '0',
    });
    expect(reponse.resultats[0]).toMatchObject({ denomination: 'EXEMPLE' });
    const url = new URL(appels[0]!.url);
    expect(appels[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/api/recherche/entreprises_etablissements');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      phrase: 'l’oréal',
      critere_geographique: '75',
      limit: '10',
      offset: '0',
    });
  });

  it('sends the signed-in user’s access token, and none for a visitor', async () => {
    const { client, appels } = clientAvec(() => json(200, { ...PAGE_VIDE, type_entite: 'ENTREPRISE' }));
    await client.entreprises({ phrase: 'dupont' });
    expect(appels[0]!.headers.get('authorization')).toBeNull();
    const retirer = setAuthBridge({ accessToken: () => 'jeton-a', refresh: () => Promise.resolve(null) });
    try {
      await client.entreprises({ phrase: 'dupont' });
      expect(appels[1]!.headers.get('authorization')).toBe('Bearer jeton-a');
    } finally {
      retirer();
    }
  });

  it('asks /personnes and /suggestions?q=', async () => {
    const { client, appels } = clientAvec(() =>
      appels.length === 1 ? json(200, PAGE_VIDE) : json(200, { entreprises: [], dirigeants: [] }),
    );
    await client.personnes({ nom: 'Dupré', annee_naissance: '1975' });
    await client.suggestions('dup');
    expect(new URL(appels[0]!.url).pathname).toBe('/api/recherche/personnes');
    expect(new URL(appels[0]!.url).searchParams.get('nom')).toBe('Dupré');
    expect(new URL(appels[1]!.url).pathname).toBe('/api/recherche/suggestions');
    expect(new URL(appels[1]!.url).searchParams.get('q')).toBe('dup');
  });

  it('turns a 400 into RechercheRefusee with the service reasons', async () => {
    const { client } = clientAvec(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message:
          'Requête invalide : query.numero_identification doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET).',
        errors: [
          { field: 'query.numero_identification', message: 'doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET)' },
        ],
      }),
    );
    const erreur = await client.entreprises({ numero_identification: '123' }).catch((e: unknown) => e);
    expect(erreur).toBeInstanceOf(RechercheRefusee);
    expect((erreur as RechercheRefusee).raisons).toEqual([
      { field: 'query.numero_identification', message: 'doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET)' },
    ]);
    expect((erreur as RechercheRefusee).message).toMatch(/^Requête invalide/);
  });

  it('keeps a 400 without a JSON body a refusal', async () => {
    const { client } = clientAvec(() => new Response('mauvaise requête', { status: 400 }));
    const erreur = await client.personnes({ nom: 'x' }).catch((e: unknown) => e);
    expect(erreur).toBeInstanceOf(RechercheRefusee);
    expect((erreur as RechercheRefusee).raisons).toEqual([]);
  });

  it('reports an outage (5xx or no answer) as RechercheIndisponible', async () => {
    const enPanne = clientAvec(() => json(503, { message: 'Service momentanément indisponible.' }));
    const erreur = await enPanne.client.entreprises({ phrase: 'ab' }).catch((e: unknown) => e);
    expect(erreur).toBeInstanceOf(RechercheIndisponible);
    expect((erreur as RechercheIndisponible).status).toBe(503);
    expect((erreur as Error).message).toBe('Le service de recherche ne répond pas.');

    const injoignable = clientAvec(() => Promise.reject(new TypeError('fetch failed')));
    await expect(injoignable.client.entreprises({ phrase: 'ab' })).rejects.toBeInstanceOf(RechercheIndisponible);
  });

  it('fails loudly on a payload missing what the pages rely on', async () => {
    const { client } = clientAvec(() => json(200, { total: 1, resultats: [] }));
    await expect(client.entreprises({ phrase: 'ab' })).rejects.toThrow(ReponseInattendue);
    const sansDenomination = clientAvec(() =>
      json(200, { ...PAGE_VIDE, total: 1, resultats: [{ ...ENTREPRISE, denomination: null }] }),
    );
    await expect(sansDenomination.client.entreprises({ phrase: 'ab' })).rejects.toThrow(/resultats\[0\]\.denomination/);
    const suggestions = clientAvec(() => json(200, { entreprises: [{ id: 1 }], dirigeants: [] }));
    await expect(suggestions.client.suggestions('ab')).rejects.toThrow(ReponseInattendue);
  });

  it('lets a cancelled suggestion request end as an AbortError, not as an outage', async () => {
    const controleur = new AbortController();
    // Like fetch: an answer that never comes, until the request's signal aborts it.
    const { client } = clientAvec(
      (requete) =>
        new Promise<Response>((_resolve, reject) => {
          const annuler = () => reject(new DOMException('annulée', 'AbortError'));
          if (requete.signal.aborted) annuler();
          else requete.signal.addEventListener('abort', annuler);
        }),
    );
    const attente = client.suggestions('dupont', controleur.signal);
    controleur.abort();
    await expect(attente).rejects.toMatchObject({ name: 'AbortError' });
  });
});
