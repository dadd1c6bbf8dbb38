/**
 * Client of the search of court cases (`GET /api/affaires`, public: no token is sent). The page of
 * one case is read on the server (src/app/affaires/chargement.ts).
 */
import type { ResultatAffaires } from '@portail/contrat/affaires';
import { appel } from './erreurs';
import { http, type ContexteAppel } from './http';
import { routes } from './routes';
import { verifier } from './verifier';

/** The catalogue article of the copy of a decision, sub-articles COPIE_JUGEMENT_ELEC and _COURRIER. */
export const ARTICLE_COPIE_JUGEMENT = 'COPIE_JUGEMENT';

/** Cases shown a page (the service's default). */
export const TAILLE_PAGE_AFFAIRES = 20;

/** One search: `numero_rg` with its `code_greffe`, or exactly one of `nom` and `siren` (greffe optional). */
export interface RequeteAffaires {
  code_greffe?: string;
  numero_rg?: string;
  nom?: string;
  siren?: string;
  offset?: number;
  limit?: number;
}

/** Public calls: neither the session's token nor its refresh. */
const PUBLIC = { context: { jeton: false, rafraichir: false } satisfies ContexteAppel } as const;

function parametres(requete: RequeteAffaires): Record<string, string | number> {
  const sortie: Record<string, string | number> = {};
  for (const [cle, valeur] of Object.entries(requete) as Array<[string, string | number | undefined]>) {
    if (valeur !== undefined && valeur !== '') sortie[cle] = valeur;
  }
  return sortie;
}

export const affaires = {
  /**
   * 400 (ErreurApi) with the French message of the field it names (`query.numero_rg`, `query.nom`…);
   * 502 (ErreurApi) when the case-search service does not answer.
   */
  rechercher: (requete: RequeteAffaires) =>
    appel(async () => {
      const corps = await (await http()).get(routes.affaires, { ...PUBLIC, searchParams: parametres(requete) }).json();
      const resultat = verifier<ResultatAffaires>(routes.affaires, corps, { total: 'number', affaires: 'array' });
      resultat.affaires.forEach((affaire, i) =>
        verifier(
          routes.affaires,
          affaire,
          {
            id: 'number',
            numero_rg: 'string',
            greffe: 'object',
            nature: 'object',
            etat: 'object',
            objet: 'string',
            parties: 'array',
          },
          { ou: `affaires[${i}]` },
        ),
      );
      return resultat;
    }),
};
