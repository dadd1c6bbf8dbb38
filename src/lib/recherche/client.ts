/**
 * Browser client of the search service (`/api/recherche/…`, same origin: the portal server
 * forwards `/api/*`), on the site's one HTTP instance. Returns domain types; anything else is a
 * named error (lib/api/erreurs.ts): RechercheRefusee (400, with the service's reasons),
 * RechercheIndisponible (network, 5xx), ReponseInattendue (a payload missing what the pages rely on).
 */
import type { Options } from 'ky';
import { appel, ERREURS_RECHERCHE } from '../api/erreurs';
import { http, pageOrigin, SANS_RAFRAICHISSEMENT } from '../api/http';
import { routesRecherche } from '../api/routes';
import { verifier, type Attendu, type Forme, type OptionsVerification } from '../api/verifier';
import type {
  ReponseEntreprises,
  ReponsePersonnes,
  ReponseSuggestions,
  ResultatEntrepriseOuEtablissement,
  SuggestionDirigeant,
  SuggestionEntreprise,
} from '@portail/contrat/recherche';

const RECHERCHE: OptionsVerification = { source: 'recherche' };

const PAGE: Forme = {
  total: 'number',
  total_exact: 'boolean',
  corrections: 'array',
  resultats: 'array',
};

function verifierEntreprises(chemin: string, corps: unknown): ReponseEntreprises {
  verifier(chemin, corps, PAGE, RECHERCHE);
  (corps as { resultats: unknown[] }).resultats.forEach((r, i) => {
    const ou = `resultats[${i}]`;
    verifier(
      chemin,
      r,
      { type: 'string', id: 'number', etat: 'string', correspondance: 'string' },
      { ...RECHERCHE, ou },
    );
    if ((r as ResultatEntrepriseOuEtablissement).type === 'ETABLISSEMENT') {
      verifier(
        chemin,
        r,
        { siret: 'string', siret_formate: 'string', entreprise: 'object', siege: 'boolean' },
        { ...RECHERCHE, ou },
      );
      verifier(
        chemin,
        (r as { entreprise: unknown }).entreprise,
        { id: 'number', siren: 'string', denomination: 'string' },
        { ...RECHERCHE, ou: `${ou}.entreprise` },
      );
    } else {
      verifier(
        chemin,
        r,
        {
          siren: 'string',
          siren_formate: 'string',
          denomination: 'string',
          forme_juridique: 'object',
          dirigeants: 'array',
        },
        { ...RECHERCHE, ou },
      );
    }
  });
  return corps as ReponseEntreprises;
}

function verifierPersonnes(chemin: string, corps: unknown): ReponsePersonnes {
  verifier(chemin, corps, PAGE, RECHERCHE);
  (corps as { resultats: unknown[] }).resultats.forEach((r, i) =>
    verifier(
      chemin,
      r,
      { id: 'number', nom: 'string', prenoms: 'string', fonctions: 'array', nombre_fonctions: 'number' },
      { ...RECHERCHE, ou: `resultats[${i}]` },
    ),
  );
  return corps as ReponsePersonnes;
}

function verifierSuggestions(chemin: string, corps: unknown): ReponseSuggestions {
  verifier(chemin, corps, { entreprises: 'array', dirigeants: 'array' }, RECHERCHE);
  const { entreprises, dirigeants } = corps as { entreprises: unknown[]; dirigeants: unknown[] };
  entreprises.forEach((s, i) =>
    verifier(
      chemin,
      s,
      { id: 'number', siren: 'string', denomination: 'string' } satisfies Partial<
        Record<keyof SuggestionEntreprise, Attendu>
      >,
      { ...RECHERCHE, ou: `entreprises[${i}]` },
    ),
  );
  dirigeants.forEach((s, i) =>
    verifier(
      chemin,
      s,
      { id: 'number', nom: 'string', prenoms: 'string' } satisfies Partial<Record<keyof SuggestionDirigeant, Attendu>>,
      { ...RECHERCHE, ou: `dirigeants[${i}]` },
    ),
  );
  return corps as ReponseSuggestions;
}

export interface ClientRechercheOptions {
  /** Defaults to `/api/recherche` of the current origin. */
  prefix?: string;
  /** For tests: a stand-in for `fetch`. */
  fetch?: typeof fetch;
}

export function creerClientRecherche(options: ClientRechercheOptions = {}) {
  // ky is loaded with the first search (`http()`), not with every page that shows the search bar.
  async function get<T>(
    chemin: string,
    params: Record<string, string>,
    verifie: (c: string, b: unknown) => T,
    extra?: Options,
  ): Promise<T> {
    const instance = await http();
    const corps = await appel(
      () =>
        instance
          .get(chemin, {
            // SPEC §7: calls to the search service carry the signed-in user's access token. Searching
            // needs no account, so a refused token is not refreshed here: the search still answers.
            // Searches are cheap to redo (no retry): a failure is shown with a « Réessayer » button.
            ...SANS_RAFRAICHISSEMENT,
            prefix: options.prefix ?? `${pageOrigin()}/${routesRecherche.base}`,
            searchParams: params,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...extra,
          })
          .json<unknown>(),
      // A stale suggestion request cancelled on purpose still ends as an AbortError (see `appel`).
      ERREURS_RECHERCHE,
    );
    return verifie(chemin, corps);
  }

  return {
    entreprises: (params: Record<string, string>) => get(routesRecherche.entreprises, params, verifierEntreprises),
    personnes: (params: Record<string, string>) => get(routesRecherche.personnes, params, verifierPersonnes),
    suggestions: (q: string, signal?: AbortSignal) =>
      get(routesRecherche.suggestions, { q }, verifierSuggestions, signal ? { signal } : undefined),
  };
}

export type ClientRecherche = ReturnType<typeof creerClientRecherche>;

/** The client of the pages, one per visit. */
let clientParDefaut: ClientRecherche | null = null;
export function clientRecherche(): ClientRecherche {
  clientParDefaut ??= creerClientRecherche();
  return clientParDefaut;
}
