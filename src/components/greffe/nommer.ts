/** How registries are named and grouped on their pages. */
import type { Greffe } from '../../lib/registre/client';
import { greffeCourt as greffeCourtDe, greffeTitle } from '../../lib/text/greffe-title';
import { RECHERCHER_UN_GREFFE, slugify } from '@portail/domaine';
import type { Crumb } from '../registre/json-ld';
import { comparerDepartements } from '../departement/nommer';
import { guillemets } from '../departement/texte';

export { RECHERCHER_UN_GREFFE };

/** « Greffe du tribunal de commerce de Bordeaux ». */
export const titreGreffe = (g: Pick<Greffe, 'libelle_type' | 'nom'>) => greffeTitle(g.libelle_type, g.nom);

/** « Greffe de Bordeaux », « Greffe du Mans ». */
export const greffeCourt = (g: Pick<Greffe, 'nom'>) => greffeCourtDe(g.nom);

/** « 33000 Bordeaux » from the seat address, the seat city alone otherwise. */
export function siege(g: Greffe): string {
  const { code_postal, commune } = g.adresse ?? { code_postal: null, commune: null };
  return [code_postal, commune ?? g.ville].filter(Boolean).join(' ');
}

export const filGreffe = (g: Greffe): Crumb[] => [
  { label: 'Accueil', path: '/' },
  { label: 'Rechercher un greffe', path: RECHERCHER_UN_GREFFE },
  { label: titreGreffe(g) },
];

export const filRecherche = (): Crumb[] => [{ label: 'Accueil', path: '/' }, { label: 'Rechercher un greffe' }];

/** Registries grouped by département, in département order; the service's order within each. */
export function parDepartement(greffes: Greffe[]): { departement: Greffe['departement']; greffes: Greffe[] }[] {
  const groupes = new Map<string, { departement: Greffe['departement']; greffes: Greffe[] }>();
  for (const g of greffes) {
    const groupe = groupes.get(g.departement.code) ?? { departement: g.departement, greffes: [] };
    groupe.greffes.push(g);
    groupes.set(g.departement.code, groupe);
  }
  return [...groupes.values()].sort((a, b) => comparerDepartements(a.departement, b.departement));
}

/**
 * Why a registry answers a search, when its name does not explain it: the service also matches the
 * beginning of a commune name or of a postal code of its jurisdiction (without saying which one).
 */
export function correspondance(g: Greffe, q: string): string | null {
  const cle = slugify(q);
  if (!cle || slugify(g.nom).includes(cle) || slugify(g.ville).includes(cle)) return null;
  if (/^\d{5}$/.test(q)) return `Compétent pour le code postal ${q}`;
  if (/^\d+$/.test(q)) return `Compétent pour des codes postaux commençant par ${q}`;
  return `Compétent pour une commune dont le nom commence par ${guillemets(q)}`;
}
