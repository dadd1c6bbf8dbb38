/** Titles, descriptions and canonical paths of the browse pages, for their `Head`. */
import { formatEntier } from '../../lib/registre/format';
import { vocabulaire } from '../../lib/vocabulaire';
import { departementPath, nafPath, secteurPath, withPage } from '../../lib/registre/paths';
import type { DepartementData, NafData, SecteurData } from './chargement';
import { filDepartement, filDepartements, filNaf, filSecteur } from './fil-ariane';
import { deDepartement } from './nommer';
import { deuxPoints, guillemets } from './texte';

const suffixePage = (page: number) => (page > 1 ? ` (page ${page})` : '');

export const teteDepartements = () => ({
  title: 'Entreprises par département',
  description:
    'Parcourez les entreprises actives par département du siège, en France métropolitaine et outre-mer, puis par secteur d’activité et code NAF.',
  path: '/recherche-par-departement',
  crumbs: filDepartements(),
});

export const teteDepartement = ({ departement: d, entreprises, page }: DepartementData) => ({
  title: `Entreprises ${deDepartement(d)} par secteur d’activité${suffixePage(page)}`,
  description: deuxPoints(
    `${formatEntier(entreprises.total)} entreprises actives ${deDepartement(d)}`,
    `secteurs d’activité et liste des entreprises avec ${vocabulaire().identifiantEntreprise}, forme juridique et commune du siège.`,
  ),
  path: withPage(departementPath(d.code), page),
  crumbs: filDepartement(d),
});

export const teteSecteur = ({ departement: d, secteur, entreprises, page }: SecteurData) => ({
  title: deuxPoints(secteur.libelle, `entreprises ${deDepartement(d)}${suffixePage(page)}`),
  description: deuxPoints(
    `${formatEntier(entreprises.total)} entreprises actives ${deDepartement(d)} dans le secteur ${guillemets(secteur.libelle)} (division NAF ${secteur.code})`,
    'codes NAF et liste des entreprises.',
  ),
  path: withPage(secteurPath(d.code, secteur.code), page),
  crumbs: filSecteur(d, secteur),
});

export const teteNaf = ({ departement: d, secteur, naf, entreprises, page }: NafData) => ({
  title: deuxPoints(`${naf.libelle} (${naf.code})`, `entreprises ${deDepartement(d)}${suffixePage(page)}`),
  description: deuxPoints(
    `${formatEntier(entreprises.total)} entreprises actives ${deDepartement(d)} ont le code NAF ${naf.code} ${guillemets(naf.libelle)}`,
    `${vocabulaire().identifiantEntreprise}, forme juridique, commune du siège.`,
  ),
  path: withPage(nafPath(d.code, secteur.code, naf.code), page),
  crumbs: filNaf(d, secteur, naf),
});
