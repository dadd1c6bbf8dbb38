/**
 * The criteria of a search in the register of non-possessory pledges: what the user typed (a
 * SIREN or the pledger's name), a greffe, the struck-off inscriptions, kept in the address
 * (`?siren=` or `?nom=`, `&greffe=`, `&radies=1`, `&page=`) so that a search can be shared and
 * the browser's back button returns to the previous one. `?q=` (the form sent without script)
 * is read as typed text.
 */
import { LONGUEUR_NOM_MAX, LONGUEUR_NOM_MIN, lireSirenOuNom } from '../ui/siren-ou-nom';
import { pages } from '../../lib/api/routes';
import { TAILLE_PAGE_GAGES, type RequeteGages } from '../../lib/api/gages';

export { LONGUEUR_NOM_MAX, LONGUEUR_NOM_MIN };

export const MESSAGES = {
  vide: 'Saisissez un numéro SIREN ou le nom du constituant.',
  chiffres: 'Un numéro SIREN comporte 9 chiffres. Pour chercher un nom, saisissez au moins une lettre.',
  cle: 'Ce numéro SIREN n’est pas valide : vérifiez les chiffres saisis.',
  court: `Le nom du constituant doit comporter au moins ${LONGUEUR_NOM_MIN} caractères.`,
  long: `Le nom du constituant est limité à ${LONGUEUR_NOM_MAX} caractères.`,
  signes: 'Le nom du constituant doit comporter au moins une lettre ou un chiffre.',
} as const;

/** Whom the search is about: a SIREN (9 digits) or a name (spaces tidied). */
export type Constituant = { siren: string } | { nom: string };

export interface Criteres {
  constituant: Constituant;
  /** Code of the greffe (4 digits), '' for every greffe. */
  greffe: string;
  radies: boolean;
}

export type Lecture = { constituant: Constituant } | { erreur: string };

const CODE_GREFFE = /^\d{4}$/;

/** « 552 100 554 » or « 552.100.554 » → a SIREN; anything with a letter → a name of 2 to 120 characters. */
export function lireConstituant(saisie: string): Lecture {
  const lecture = lireSirenOuNom(saisie, MESSAGES);
  return 'erreur' in lecture ? lecture : { constituant: lecture };
}

/** What the address asks for: the field's text, the criteria when they can be searched, the page. */
export interface Adresse {
  saisie: string;
  greffe: string;
  radies: boolean;
  page: number;
  /** Null when the address holds no search, or one that cannot be sent (`erreur` then says why). */
  criteres: Criteres | null;
  erreur: string | null;
}

export function lireAdresse(search: string): Adresse {
  const parametres = new URLSearchParams(search);
  const siren = parametres.get('siren')?.trim() ?? '';
  const nom = parametres.get('nom')?.trim() ?? '';
  // `q`: the form's own field, sent as it is when the page's script has not run.
  const q = parametres.get('q')?.trim() ?? '';
  const greffe = parametres.get('greffe') ?? '';
  const page = Number.parseInt(parametres.get('page') ?? '', 10);
  const adresse = {
    saisie: siren || nom || q,
    greffe: CODE_GREFFE.test(greffe) ? greffe : '',
    radies: parametres.get('radies') === '1',
    page: Number.isInteger(page) && page > 0 && page <= 500 ? page : 1,
  };
  if (!adresse.saisie) return { ...adresse, criteres: null, erreur: null };
  const lecture = lireConstituant(adresse.saisie);
  if ('erreur' in lecture) return { ...adresse, criteres: null, erreur: lecture.erreur };
  // `?siren=` must hold a number: words there are no SIREN.
  if (siren && 'nom' in lecture.constituant) return { ...adresse, criteres: null, erreur: MESSAGES.chiffres };
  return {
    ...adresse,
    criteres: { constituant: lecture.constituant, greffe: adresse.greffe, radies: adresse.radies },
    erreur: null,
  };
}

/** The page's address for these criteria (page 1 left out). */
export function adresseGages(criteres: Criteres, page = 1): string {
  const parametres = new URLSearchParams();
  if ('siren' in criteres.constituant) parametres.set('siren', criteres.constituant.siren);
  else parametres.set('nom', criteres.constituant.nom);
  if (criteres.greffe) parametres.set('greffe', criteres.greffe);
  if (criteres.radies) parametres.set('radies', '1');
  if (page > 1) parametres.set('page', String(page));
  return `${pages.rechercheGages}?${parametres.toString()}`;
}

/** The service's query for these criteria and this 1-based page. */
export function versRequete(criteres: Criteres, page: number): RequeteGages {
  return {
    ...criteres.constituant,
    ...(criteres.greffe && { code_greffe: criteres.greffe }),
    ...(criteres.radies && { radies: true }),
    offset: (page - 1) * TAILLE_PAGE_GAGES,
    limit: TAILLE_PAGE_GAGES,
  };
}
