/**
 * Client of the register of non-possessory pledges (`GET /api/gages`, public: no token is sent)
 * and of the list of greffes its form offers (`GET /api/greffes`).
 */
import type { ResultatGages } from '@portail/contrat/gages';
import type { Greffe } from '@portail/contrat/greffes';
import { appel } from './erreurs';
import { http, type ContexteAppel } from './http';
import { routes, routesRegistre } from './routes';
import { verifier } from './verifier';

/** The catalogue article of the certificate (état des inscriptions), sub-articles ETAT_GAGES_ELEC and _COURRIER. */
export const ARTICLE_ETAT_GAGES = 'ETAT_GAGES';

/** Inscriptions shown a page (the service's default). */
export const TAILLE_PAGE_GAGES = 20;

/** One search: exactly one of `siren` (9 digits) and `nom`. */
export interface RequeteGages {
  siren?: string;
  nom?: string;
  code_greffe?: string;
  radies?: boolean;
  offset?: number;
  limit?: number;
}

/** A greffe as the form's select names it. */
export type GreffeChoisi = Pick<Greffe, 'code' | 'nom'>;

/** Public calls: neither the session's token nor its refresh. */
const PUBLIC = { context: { jeton: false, rafraichir: false } satisfies ContexteAppel } as const;

function parametres(requete: RequeteGages): Record<string, string | number | boolean> {
  const sortie: Record<string, string | number | boolean> = {};
  for (const [cle, valeur] of Object.entries(requete) as Array<[string, string | number | boolean | undefined]>) {
    if (valeur !== undefined && valeur !== '') sortie[cle] = valeur;
  }
  return sortie;
}

export const gages = {
  /** 400 (ErreurApi) with the French message of the field it names (`query.siren`, `query.nom`…). */
  rechercher: (requete: RequeteGages) =>
    appel(async () => {
      const corps = await (await http()).get(routes.gages, { ...PUBLIC, searchParams: parametres(requete) }).json();
      const resultat = verifier<ResultatGages>(routes.gages, corps, {
        total: 'number',
        en_vigueur: 'number',
        a_la_date: 'string',
        inscriptions: 'array',
        criteres: 'object',
      });
      resultat.inscriptions.forEach((_, i) =>
        verifier(
          routes.gages,
          resultat.inscriptions[i],
          { numero: 'string', constituant: 'object', greffe: 'object' },
          {
            ou: `inscriptions[${i}]`,
          },
        ),
      );
      return resultat;
    }),

  /** Every greffe keeping the RCS, by name. */
  greffes: () =>
    appel(async () => {
      const corps = await (await http()).get(routesRegistre.greffes, PUBLIC).json();
      const liste = verifier<{ greffes: Greffe[] }>(routesRegistre.greffes, corps, { greffes: 'array' });
      return liste.greffes.map(({ code, nom }): GreffeChoisi => ({ code, nom }));
    }),
};
