/** getServerData of /dirigeant/{nom-prenom}/{id}. */
import type { GetServerDataProps } from 'gatsby';
import { registre } from '../../lib/registre/client';
import { dirigeantPath, idFromPath, pageCount, pageFromQuery, withPage } from '../../lib/registre/paths';
import { found, load, notFound, queryParam, redirect } from '../../lib/registre/server-page';
import type { Page } from '../../lib/registre/client';
import type { FonctionDePersonne, PersonnePhysique } from '@portail/contrat/entreprises';
import { TAILLE_MANDATS } from './identite';

export interface DirigeantData {
  personne: PersonnePhysique;
  /** Current mandates first, then ended ones (the service's order). */
  mandats: Page<FonctionDePersonne>;
  page: number;
}

export function chargerDirigeant(props: Pick<GetServerDataProps, 'params' | 'query' | 'url'>) {
  const nom = String(props.params?.nom ?? '');
  const segmentId = String(props.params?.id ?? '');
  const id = idFromPath(segmentId);
  const page = pageFromQuery(queryParam(props, 'page'));
  return load<DirigeantData>('dirigeant', async () => {
    if (id === null) return notFound();
    const offset = (page - 1) * TAILLE_MANDATS;
    const [personne, fonctions] = await Promise.all([
      registre.personne(id),
      registre.fonctionsDePersonne(id, TAILLE_MANDATS, offset),
    ]);
    if (!personne) return notFound();
    const canonical = dirigeantPath(personne);
    if (`/dirigeant/${nom}/${segmentId}` !== canonical) return redirect(withPage(canonical, page));
    const mandats = fonctions ?? { total: 0, items: [] };
    if (page > pageCount(mandats.total, TAILLE_MANDATS)) return notFound();
    return found({ personne, mandats, page });
  });
}
