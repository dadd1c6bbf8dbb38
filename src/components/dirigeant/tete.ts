/** Breadcrumb, title and description of an officer's page (noindex: a natural person). */
import { dirigeantPath, withPage } from '../../lib/registre/paths';
import type { PersonnePhysique } from '@portail/contrat/entreprises';
import type { Crumb } from '../registre/json-ld';
import { deuxPoints } from '../departement/texte';
import type { DirigeantData } from './chargement';
import { neEn, nomComplet, resumeMandats } from './identite';

export const filDirigeant = (p: PersonnePhysique): Crumb[] => [
  { label: 'Accueil', path: '/' },
  { label: nomComplet(p) },
];

export function teteDirigeant({ personne, page }: DirigeantData) {
  const nom = nomComplet(personne);
  const naissance = neEn(personne);
  return {
    title: deuxPoints(nom, `mandats de dirigeant${page > 1 ? ` (page ${page})` : ''}`),
    description: deuxPoints(
      naissance ? `${nom}, ${naissance.charAt(0).toLowerCase()}${naissance.slice(1)}` : nom,
      `${resumeMandats(personne).replace(/^Aucun/, 'aucun')} dans des entreprises du registre du commerce et des sociétés.`,
    ),
    path: withPage(dirigeantPath(personne), page),
    crumbs: filDirigeant(personne),
    noindex: true,
  };
}
