/**
 * A stand-in for `fetch`, handed to a ky instance built for the test: answers with `reponse` and
 * keeps a copy of every request (body still readable) in `appels`.
 */
export function fetchEnregistre(reponse: (requete: Request) => Response | Promise<Response>) {
  const appels: Request[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const requete = input instanceof Request ? input : new Request(input, init);
    appels.push(requete.clone());
    return reponse(requete);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, appels };
}
