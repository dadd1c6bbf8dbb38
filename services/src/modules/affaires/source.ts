import type { Queryable } from '../../db/index.js';
import type { Affaire, ResultatAffaires } from '@portail/contrat/affaires';

/** One search, its criteria already read and checked (service.ts). */
export type CritereAffaires =
  | { numero_rg: string; code_greffe: string }
  | { siren: string; code_greffe?: string }
  | { mots: readonly string[]; nom: string; code_greffe?: string };

export interface PageAffaires {
  offset: number;
  limit: number;
}

/**
 * Where cases come from (SPEC §7 « external case-search service »): this registry's own tables, or a
 * remote service speaking the same contract, chosen by AFFAIRES_SOURCE_URL. `jour` (AAAA-MM-JJ, Paris)
 * is the day hearings are « to come » from; `db` is the caller's connection or transaction (unused
 * by a remote source).
 */
export interface SourceAffaires {
  readonly nom: string;
  rechercher(db: Queryable, critere: CritereAffaires, page: PageAffaires, jour: string): Promise<ResultatAffaires>;
  lire(db: Queryable, id: number, jour: string): Promise<Affaire | undefined>;
}
