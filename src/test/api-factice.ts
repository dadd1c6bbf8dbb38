/**
 * The services as the browser sees them, for tests that run the app's real HTTP layer (ky, clients,
 * SWR hooks): `global.fetch` answers from a table « MÉTHODE /chemin » and records every call with its
 * parsed body. Needs the environment `./src/test/jsdom-avec-fetch.mjs`.
 */

export interface Appel {
  methode: string;
  chemin: string;
  recherche: URLSearchParams;
  /** JSON or form body, parsed; undefined when there is none. */
  corps: unknown;
  entetes: Headers;
}

export interface ReponseFactice {
  status?: number;
  corps?: unknown;
  entetes?: Record<string, string>;
}

export type Gestionnaire = ReponseFactice | ((appel: Appel) => ReponseFactice | Promise<ReponseFactice>);

function lireCorps(texte: string, type: string): unknown {
  if (!texte) return undefined;
  if (type.includes('json')) return JSON.parse(texte) as unknown;
  if (type.includes('form-urlencoded')) return Object.fromEntries(new URLSearchParams(texte));
  return texte;
}

function versReponse({ status = 200, corps, entetes = {} }: ReponseFactice): Response {
  if (status === 204 || corps === undefined) return new Response(null, { status, headers: entetes });
  return new Response(JSON.stringify(corps), {
    status,
    headers: { 'content-type': 'application/json', ...entetes },
  });
}

/** Installs the stub; `routes` can be changed during the test. An unknown route answers 404. */
export function apiFactice(routes: Record<string, Gestionnaire> = {}) {
  const appels: Appel[] = [];
  const fetch = jest.fn(async (entree: RequestInfo | URL, init?: RequestInit) => {
    const requete = entree instanceof Request ? entree : new Request(entree, init);
    const url = new URL(requete.url);
    const appel: Appel = {
      methode: requete.method,
      chemin: url.pathname,
      recherche: url.searchParams,
      corps: lireCorps(await requete.text(), requete.headers.get('content-type') ?? ''),
      entetes: requete.headers,
    };
    appels.push(appel);
    const gestionnaire = routes[`${appel.methode} ${appel.chemin}`];
    if (!gestionnaire) return versReponse({ status: 404, corps: { message: `Route absente du test : ${url}` } });
    return versReponse(typeof gestionnaire === 'function' ? await gestionnaire(appel) : gestionnaire);
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return {
    routes,
    appels,
    /** The calls to « MÉTHODE /chemin ». */
    appelsA: (cle: string) => appels.filter((a) => `${a.methode} ${a.chemin}` === cle),
  };
}

/** A 400 of the services: `{ message, errors: [{ field, message }] }`. */
export const refus = (status: number, message: string, errors: Array<{ field: string; message: string }> = []) => ({
  status,
  corps: { statusCode: status, error: 'Refus', message, errors },
});
