/** Breadcrumbs of the browse tree; the last crumb (current page) has no path. */
import { departementPath, RECHERCHE_PAR_DEPARTEMENT, secteurPath } from '../../lib/registre/paths';
import type { Libelle } from '@portail/contrat/commun/communs';
import type { Departement } from '@portail/contrat/greffes';
import type { Crumb } from '../registre/json-ld';
import { libelleDepartement } from './nommer';

const ACCUEIL: Crumb = { label: 'Accueil', path: '/' };
const PAR_DEPARTEMENT = 'Recherche par département';

export const filDepartements = (): Crumb[] => [ACCUEIL, { label: PAR_DEPARTEMENT }];

const versDepartement = (d: Departement): Crumb[] => [
  ACCUEIL,
  { label: PAR_DEPARTEMENT, path: RECHERCHE_PAR_DEPARTEMENT },
  { label: libelleDepartement(d), path: departementPath(d.code) },
];

export const filDepartement = (d: Departement): Crumb[] => [
  ...versDepartement(d).slice(0, -1),
  { label: libelleDepartement(d) },
];

export const libelleSecteur = (s: Libelle) => `${s.libelle} (${s.code})`;

export const filSecteur = (d: Departement, s: Libelle): Crumb[] => [
  ...versDepartement(d),
  { label: libelleSecteur(s) },
];

export const filNaf = (d: Departement, s: Libelle, naf: Libelle): Crumb[] => [
  ...versDepartement(d),
  { label: libelleSecteur(s), path: secteurPath(d.code, s.code) },
  { label: `${naf.libelle} (${naf.code})` },
];
