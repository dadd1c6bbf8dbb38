/**
 * Browser client of the search service (`/api/recherche/…`, same origin: the portal server
 * forwards `/api/*`). Returns domain types; anything else is a named error:
 * RechercheRefusee (400, with the service's reasons), RechercheIndisponible (network, 5xx),
 * ReponseInattendue (a payload missing what the pages rely on).
 */
import type { HTTPError, KyInstance, Options } from 'ky';
import { addBearer } from '../api/http';
import { RechercheIndisponible, RechercheRefusee, ReponseInattendue, type RaisonRefus } from './erreurs';
import type {
  ReponseEntreprises,
  ReponsePersonnes,
  ReponseSuggestions,
  ResultatEntrepriseOuEtablissement,
  SuggestionDirigeant,
  SuggestionEntreprise,
} from './types';

type Attendu = 'string' | 'number' | 'boolean' | 'object' | 'array';

function verifier(chemin: string, valeur: unknown, attendus: Record<string, Attendu>, ou = 'corps'): void {
  if (valeur === null || typeof valeur !== 'object') throw new ReponseInattendue(chemin, ou);
  const record = valeur as Record<string, unknown>;
  for (const [cle, type] of Object.entries(attendus)) {
    const champ = record[cle];
    const ok = type === 'array' ? Array.isArray(champ) : typeof champ === type && champ !== null;
    if (!ok) throw new ReponseInattendue(chemin, ou === 'corps' ? cle : `${ou}.${cle}`);
  }
}

const PAGE: Record<string, Attendu> = {
  total: 'number',
  totalExact: 'boolean',
  corrections: 'array',
  resultats: 'array',
};

function verifierEntreprises(chemin: string, corps: unknown): ReponseEntreprises {
  verifier(chemin, corps, PAGE);
  (corps as { resultats: unknown[] }).resultats.forEach((r, i) => {
    const ou = `resultats[${i}]`;
    verifier(chemin, r, { type: 'string', id: 'number', etat: 'string', correspondance: 'string' }, ou);
    if ((r as ResultatEntrepriseOuEtablissement).type === 'ETABLISSEMENT') {
      verifier(chemin, r, { siret: 'string', siretFormate: 'string', entreprise: 'object', siege: 'boolean' }, ou);
      verifier(
        chemin,
        (r as { entreprise: unknown }).entreprise,
        { id: 'number', siren: 'string', denomination: 'string' },
        `${ou}.entreprise`,
      );
    } else {
      verifier(
        chemin,
        r,
        {
          siren: 'string',
          sirenFormate: 'string',
          denomination: 'string',
          formeJuridique: 'object',
          dirigeants: 'array',
        },
        ou,
      );
    }
  });
  return corps as ReponseEntreprises;
}

function verifierPersonnes(chemin: string, corps: unknown): ReponsePersonnes {
  verifier(chemin, corps, PAGE);
  (corps as { resultats: unknown[] }).resultats.forEach((r, i) =>
    verifier(
      chemin,
      r,
      { id: 'number', nom: 'string', prenoms: 'string', fonctions: 'array', nombreFonctions: 'number' },
      `resultats[${i}]`,
    ),
  );
  return corps as ReponsePersonnes;
}

function verifierSuggestions(chemin: string, corps: unknown): ReponseSuggestions {
  verifier(chemin, corps, { entreprises: 'array', dirigeants: 'array' });
  const { entreprises, dirigeants } = corps as { entreprises: unknown[]; dirigeants: unknown[] };
  entreprises.forEach((s, i) =>
    verifier(
      chemin,
      s,
      { id: 'number', siren: 'string', denomination: 'string' } satisfies Partial<
        Record<keyof SuggestionEntreprise, Attendu>
      >,
      `entreprises[${i}]`,
    ),
  );
  dirigeants.forEach((s, i) =>
    verifier(
      chemin,
      s,
      { id: 'number', nom: 'string', prenoms: 'string' } satisfies Partial<Record<keyof SuggestionDirigeant, Attendu>>,
      `dirigeants[${i}]`,
    ),
  );
  return corps as ReponseSuggestions;
}

/** Reads the 400 body of the services: `{ message, errors: [{ field, message }] }`. */
async function refus(error: HTTPError): Promise<RechercheRefusee> {
  let message = 'Requête invalide.';
  let raisons: RaisonRefus[] = [];
  try {
    const corps = (await error.response.json()) as { message?: unknown; errors?: unknown };
    if (typeof corps.message === 'string') message = corps.message;
    if (Array.isArray(corps.errors)) {
      raisons = corps.errors.flatMap((e: unknown) => {
        const { field, message: texte } = (e ?? {}) as Record<string, unknown>;
        return typeof texte === 'string' ? [{ field: typeof field === 'string' ? field : '', message: texte }] : [];
      });
    }
  } catch {
    // A 400 without a JSON body still is a refusal; its generic message is kept.
  }
  return new RechercheRefusee(message, raisons);
}

export interface ClientRechercheOptions {
  /** Defaults to `/api/recherche` of the current origin. */
  prefixUrl?: string;
  /** For tests: a stand-in for `fetch`. */
  fetch?: typeof fetch;
}

interface Http {
  instance: KyInstance;
  estErreurHttp(error: unknown): error is HTTPError;
}

export function creerClientRecherche(options: ClientRechercheOptions = {}) {
  // ky is loaded with the first search, not with every page that shows the header's search bar.
  let http: Promise<Http> | null = null;
  const charger = () => {
    http ??= import('ky').then(({ default: ky, HTTPError: ErreurHttp }) => ({
      instance: ky.create({
        prefixUrl: options.prefixUrl ?? '/api/recherche',
        // SPEC §7: the HTTP client has no time-out by default.
        timeout: false,
        // Searches are cheap to redo: a failure is shown with a « Réessayer » button instead.
        retry: 0,
        headers: { accept: 'application/json' },
        ...(options.fetch ? { fetch: options.fetch } : {}),
        hooks: {
          // SPEC §7: calls to the search service carry the signed-in user's access token. Searching
          // needs no account, so a refused token is not refreshed here: the search still answers.
          beforeRequest: [addBearer],
        },
      }),
      estErreurHttp: (error: unknown): error is HTTPError => error instanceof ErreurHttp,
    }));
    return http;
  };

  async function get<T>(
    chemin: string,
    params: Record<string, string>,
    verifie: (c: string, b: unknown) => T,
    extra?: Options,
  ): Promise<T> {
    const { instance, estErreurHttp } = await charger();
    let corps: unknown;
    try {
      corps = await instance.get(chemin, { searchParams: params, ...extra }).json();
    } catch (error) {
      if (estErreurHttp(error)) {
        if (error.response.status === 400) throw await refus(error);
        throw new RechercheIndisponible(error.response.status, error);
      }
      // A stale suggestion request cancelled on purpose is not a failure of the service.
      // (A DOMException, which is not always an `Error` of this realm: compare names.)
      if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError')
        throw error;
      throw new RechercheIndisponible(null, error);
    }
    return verifie(chemin, corps);
  }

  return {
    entreprises: (params: Record<string, string>) => get('entreprises_etablissements', params, verifierEntreprises),
    personnes: (params: Record<string, string>) => get('personnes', params, verifierPersonnes),
    suggestions: (q: string, signal?: AbortSignal) =>
      get('suggestions', { q }, verifierSuggestions, signal ? { signal } : undefined),
  };
}

export type ClientRecherche = ReturnType<typeof creerClientRecherche>;

/** The client of the pages, one per visit. */
let clientParDefaut: ClientRecherche | null = null;
export function clientRecherche(): ClientRecherche {
  clientParDefaut ??= creerClientRecherche();
  return clientParDefaut;
}

export { RechercheIndisponible, RechercheRefusee, ReponseInattendue, type RaisonRefus };
