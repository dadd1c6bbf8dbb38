/**
 * The search's routes as the search tests call them: a phrase's answer (a non-200 fails the test
 * with its body), the ids of its results, the companies the suggestions propose.
 */
import type { TestApp } from './test-app.js';

export interface ReponseRecherche {
  total: number;
  lieu: { libelle: string; origine: 'PHRASE' | 'FILTRE'; applique: boolean } | null;
  resultats: Array<{
    id: number;
    type?: string;
    correspondance: string;
    etablissements_lieu?: Array<{
      id: number;
      siret?: string;
      siege: boolean;
      adresse?: { code_postal: string | null; commune: string | null; departement_code: string | null };
    }>;
  }>;
}

/** `app()`: the test's app, created in its beforeAll. */
export function clientRecherche(app: () => TestApp) {
  const chercher = async (query: string) => {
    const response = await app().app.inject({
      method: 'GET',
      url: `/api/recherche/entreprises_etablissements?${query}`,
    });
    if (response.statusCode !== 200) throw new Error(`${query} → ${response.statusCode} ${response.body}`);
    return response.json<ReponseRecherche>();
  };
  return {
    chercher,
    phrase: (texte: string, suite = '') => chercher(`phrase=${encodeURIComponent(texte)}${suite}`),
    ids: (reponse: ReponseRecherche) => reponse.resultats.map((r) => r.id),
    suggestions: async (q: string) => {
      const response = await app().app.inject({
        method: 'GET',
        url: `/api/recherche/suggestions?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ entreprises: Array<{ id: number }> }>().entreprises.map((e) => e.id);
    },
  };
}
