import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

import { DomainError } from '../../domain-error.js';
import { Affaire, ResultatAffaires } from '@portail/contrat/affaires';
import type { CritereAffaires, PageAffaires, SourceAffaires } from './source.js';

/** The remote case-search service failed or answered something that is not the contract. */
export class SourceAffairesIndisponible extends DomainError {
  readonly statusCode = 502;

  /** Written for the user: the case search is away, not our fault to hide. */
  override get messagePublic(): boolean {
    return true;
  }

  constructor(context: Record<string, unknown>) {
    super('Le service de recherche d’affaires ne répond pas pour le moment. Réessayez dans quelques minutes.', context);
  }
}

const DELAI_MS = 5_000;

/**
 * A case-search service elsewhere (AFFAIRES_SOURCE_URL), speaking this contract: `GET {url}/affaires`
 * with the same query, `GET {url}/affaires/{id}`. Its answers are checked against the contract
 * before anything is passed on; a failure, a timeout or an answer out of contract is a 502 in
 * French, logged with the cause.
 */
export function sourceDistante(url: string, fetcher: typeof fetch = fetch): SourceAffaires {
  async function appeler(chemin: string, params: URLSearchParams): Promise<unknown> {
    const adresse = `${url}${chemin}${params.size > 0 ? `?${params.toString()}` : ''}`;
    let reponse: Response;
    try {
      reponse = await fetcher(adresse, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(DELAI_MS),
      });
    } catch (cause) {
      throw new SourceAffairesIndisponible({ adresse, cause: String(cause) });
    }
    if (reponse.status === 404) return undefined;
    if (!reponse.ok) throw new SourceAffairesIndisponible({ adresse, statut: reponse.status });
    try {
      return await reponse.json();
    } catch (cause) {
      throw new SourceAffairesIndisponible({ adresse, cause: String(cause) });
    }
  }

  const verifier = <T>(schema: TSchema, valeur: unknown, adresse: string): T => {
    if (!Value.Check(schema, valeur)) {
      const premiere = [...Value.Errors(schema, valeur)][0];
      throw new SourceAffairesIndisponible({ adresse, horsContrat: premiere?.message ?? 'réponse invalide' });
    }
    return valeur as T;
  };

  return {
    nom: url,

    async rechercher(_db, critere: CritereAffaires, page: PageAffaires) {
      const params = new URLSearchParams();
      if ('numero_rg' in critere) params.set('numero_rg', critere.numero_rg);
      else if ('siren' in critere) params.set('siren', critere.siren);
      else params.set('nom', critere.nom);
      if (critere.code_greffe !== undefined) params.set('code_greffe', critere.code_greffe);
      params.set('offset', String(page.offset));
      params.set('limit', String(page.limit));
      const corps = await appeler('/affaires', params);
      if (corps === undefined) throw new SourceAffairesIndisponible({ adresse: url, statut: 404 });
      return verifier<ResultatAffaires>(ResultatAffaires, corps, url);
    },

    async lire(_db, id: number) {
      const corps = await appeler(`/affaires/${id}`, new URLSearchParams());
      return corps === undefined ? undefined : verifier<Affaire>(Affaire, corps, url);
    },
  };
}
