/** Titles, descriptions and canonical paths of the registry pages, for their `Head`. */
import { formatEntier } from '../../lib/registre/format';
import { greffePath, withPage } from '../../lib/registre/paths';
import { deuxPoints, guillemets } from '../departement/texte';
import type { GreffeData, RechercheGreffeData } from './chargement';
import { filGreffe, filRecherche, RECHERCHER_UN_GREFFE, siege, titreGreffe } from './nommer';

export function teteGreffe({ greffe, communes, page }: GreffeData) {
  const nombreCommunes = greffe.nombre_communes ?? communes.total;
  const entreprises =
    greffe.nombre_entreprises === undefined
      ? ''
      : ` et ${formatEntier(greffe.nombre_entreprises)} entreprises immatriculées`;
  return {
    title: `${titreGreffe(greffe)} (${greffe.code})${page > 1 ? ` – communes, page ${page}` : ''}`,
    description: `${titreGreffe(greffe)}, code greffe ${greffe.code}. ${deuxPoints('Siège', `${siege(greffe)} (${greffe.departement.nom})`)}. ${formatEntier(nombreCommunes)} communes dans son ressort${entreprises}.`,
    path: withPage(greffePath(greffe), page),
    crumbs: filGreffe(greffe),
  };
}

export function teteRecherche({ q, recherche }: RechercheGreffeData) {
  return {
    title: recherche ? `Greffes correspondant à ${guillemets(q)}` : 'Rechercher un greffe de tribunal de commerce',
    description:
      'Trouvez le greffe compétent pour une commune ou un code postal, et la liste des greffes des tribunaux de commerce par département.',
    path: RECHERCHER_UN_GREFFE,
    crumbs: filRecherche(),
    // A search's results are not a page of their own for search engines; the full list is.
    noindex: recherche,
  };
}
