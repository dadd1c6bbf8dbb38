/** getServerData of /fiche-greffe/{nom}/{code} and /rechercher-un-greffe. */
import type { GetServerDataProps } from 'gatsby';
import { registre } from '../../lib/registre/client';
import { greffePath, pageCount, pageFromQuery, withPage } from '../../lib/registre/paths';
import { found, load, notFound, queryParam, redirect } from '../../lib/registre/server-page';
import type { Greffe, Page } from '../../lib/registre/client';
import type { CommuneDuRessort as CommuneRessort } from '@portail/contrat/greffes';
import { LONGUEUR_MAX, LONGUEUR_MIN, TAILLE_COMMUNES } from './constantes';

export interface GreffeData {
  greffe: Greffe;
  communes: Page<CommuneRessort>;
  page: number;
}

type Requete = Pick<GetServerDataProps, 'params' | 'query' | 'url'>;

export function chargerGreffe(props: Requete) {
  const nom = String(props.params?.nom ?? '');
  const code = String(props.params?.code ?? '');
  const page = pageFromQuery(queryParam(props, 'page'));
  return load<GreffeData>('fiche-greffe', async () => {
    if (!/^\d{4}$/.test(code)) return notFound();
    const offset = (page - 1) * TAILLE_COMMUNES;
    const [greffe, communes] = await Promise.all([
      registre.greffe(code),
      registre.communesDuGreffe(code, TAILLE_COMMUNES, offset),
    ]);
    if (!greffe) return notFound();
    const canonical = greffePath(greffe);
    if (`/fiche-greffe/${nom}/${code}` !== canonical) return redirect(withPage(canonical, page));
    const liste = communes ?? { total: 0, items: [] };
    if (page > pageCount(liste.total, TAILLE_COMMUNES)) return notFound();
    return found({ greffe, communes: liste, page });
  });
}

export interface RechercheGreffeData {
  /** The search as typed, spaces tidied; '' without a search. */
  q: string;
  /** SPEC §5 message when `q` cannot be searched. */
  erreur: string | null;
  /** true: `greffes` are the results of `q`; false: every registry. */
  recherche: boolean;
  greffes: Greffe[];
}

/** SPEC §5 messages; the service also refuses a search without any letter or digit. */
function validation(q: string): string | null {
  if (q.length > 0 && q.length < LONGUEUR_MIN) return `Minimum ${LONGUEUR_MIN} caractères requis.`;
  if (q.length > LONGUEUR_MAX) return `Limité à ${LONGUEUR_MAX} caractères.`;
  if (q.length > 0 && !/[\p{L}\p{N}]/u.test(q)) return 'Les caractères spéciaux ne sont pas autorisés.';
  return null;
}

/** Without a valid search, the page lists every registry (status 200 in every case). */
export function chargerRechercheGreffe(props: Pick<GetServerDataProps, 'query' | 'url'>) {
  const q = (queryParam(props, 'q') ?? '').trim().replace(/\s+/g, ' ');
  const erreur = validation(q);
  return load<RechercheGreffeData>('rechercher-un-greffe', async () => {
    if (!q || erreur) return found({ q, erreur, recherche: false, greffes: await registre.rechercherGreffes('') });
    return found({ q, erreur: null, recherche: true, greffes: await registre.rechercherGreffes(q) });
  });
}
