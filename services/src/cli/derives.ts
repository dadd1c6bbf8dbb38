import type { Db } from '../db/index.js';
import { rafraichirStatistiquesSeo } from '../modules/entreprises/index.js';
import { rafraichirMotsRecherche } from '../modules/recherche/index.js';

/**
 * The tables derived from the whole registry, recomputed after it is loaded (generated or
 * imported): the counts of the SEO tree (migration 005) and the search dictionary. The command-line
 * tools pass this to the registry's loaders, which sit below the modules that own these tables.
 */
export async function rafraichirDerives(db: Db): Promise<void> {
  await rafraichirStatistiquesSeo(db);
  await rafraichirMotsRecherche(db);
}
