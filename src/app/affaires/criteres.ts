/**
 * The criteria of a search of court cases, one of two ways: by roll number (a greffe and the numéro
 * RG it gave the case) or by party (a name or a SIREN, at one greffe or all). They live in the
 * address — `?greffe=&rg=`, or `?nom=` / `?siren=` with an optional `&greffe=`, and `&page=` — so
 * that a search can be shared and the browser's back button returns to the previous one. `?q=`
 * (the party form sent without script) is read as typed text.
 */
import { LONGUEUR_NOM_MAX, LONGUEUR_NOM_MIN, lireSirenOuNom } from '../ui/siren-ou-nom';
import { TAILLE_PAGE_AFFAIRES, type RequeteAffaires } from '../../lib/api/affaires';
import { pages } from '../../lib/api/routes';

export { LONGUEUR_NOM_MAX, LONGUEUR_NOM_MIN };

const NBSP = '\u00a0';

export const MESSAGES = {
  greffe: 'Choisissez le greffe où l’affaire est inscrite.',
  rgVide: 'Saisissez le numéro RG de l’affaire, par exemple 2024F00123.',
  rgFormat: `Un numéro RG comporte l’année, une lettre et cinq chiffres${NBSP}: par exemple 2024F00123.`,
  partieVide: 'Saisissez le nom ou le numéro SIREN d’une partie.',
  chiffres: 'Un numéro SIREN comporte 9 chiffres. Pour chercher un nom, saisissez au moins une lettre.',
  cle: `Ce numéro SIREN n’est pas valide${NBSP}: vérifiez les chiffres saisis.`,
  court: `Le nom d’une partie doit comporter au moins ${LONGUEUR_NOM_MIN} caractères.`,
  long: `Le nom d’une partie est limité à ${LONGUEUR_NOM_MAX} caractères.`,
  signes: 'Le nom d’une partie doit comporter au moins une lettre ou un chiffre.',
} as const;

/** A party: a SIREN (9 digits) or a name (spaces tidied). */
export type Partie = { siren: string } | { nom: string };

export type Criteres =
  { par: 'numero'; greffe: string; rg: string } | { par: 'partie'; partie: Partie; greffe: string };

/** The fields of the two forms, which the messages (the page's and the service's) are put on. */
export type Champ = 'greffeNumero' | 'rg' | 'partie' | 'greffePartie';
export type Erreurs = Partial<Record<Champ, string>>;

/** What each form shows. */
export interface ValeursNumero {
  greffe: string;
  rg: string;
}
export interface ValeursPartie {
  saisie: string;
  /** '' for every greffe. */
  greffe: string;
}

const CODE_GREFFE = /^\d{4}$/;
/** Year, a letter, five digits, once spaces, slashes and dashes are gone. */
const NUMERO_RG = /^\d{4}[A-Z]\d{5}$/;

/** « 2024 f 00123 », « 2024/F/00123 » → « 2024F00123 »; an error when it is no roll number. */
export function lireNumeroRg(saisie: string): { rg: string } | { erreur: string } {
  const rg = saisie.replace(/[\s/.-]+/gu, '').toUpperCase();
  if (!rg) return { erreur: MESSAGES.rgVide };
  return NUMERO_RG.test(rg) ? { rg } : { erreur: MESSAGES.rgFormat };
}

/** « 552 100 554 » → a SIREN; anything with a letter → a name of 2 to 120 characters. */
export function lirePartie(saisie: string): { partie: Partie } | { erreur: string } {
  const lecture = lireSirenOuNom(saisie, { ...MESSAGES, vide: MESSAGES.partieVide });
  return 'erreur' in lecture ? lecture : { partie: lecture };
}

/** The roll-number form checked: its criteria, or the message of each field to correct. */
export function validerNumero(valeurs: ValeursNumero): { criteres: Criteres } | { erreurs: Erreurs } {
  const erreurs: Erreurs = {};
  if (!CODE_GREFFE.test(valeurs.greffe)) erreurs.greffeNumero = MESSAGES.greffe;
  const numero = lireNumeroRg(valeurs.rg);
  if ('erreur' in numero) erreurs.rg = numero.erreur;
  if ('erreur' in numero || erreurs.greffeNumero) return { erreurs };
  return { criteres: { par: 'numero', greffe: valeurs.greffe, rg: numero.rg } };
}

/** The party form checked: its criteria, or the message of its field. */
export function validerPartie(valeurs: ValeursPartie): { criteres: Criteres } | { erreurs: Erreurs } {
  const lecture = lirePartie(valeurs.saisie);
  if ('erreur' in lecture) return { erreurs: { partie: lecture.erreur } };
  const greffe = CODE_GREFFE.test(valeurs.greffe) ? valeurs.greffe : '';
  return { criteres: { par: 'partie', partie: lecture.partie, greffe } };
}

/** What the address asks for: both forms' values, the criteria when they can be searched, the page. */
export interface Adresse {
  numero: ValeursNumero;
  partie: ValeursPartie;
  page: number;
  /** Null when the address holds no search, or one that cannot be sent (`erreurs` then says why). */
  criteres: Criteres | null;
  erreurs: Erreurs;
}

export function lireAdresse(search: string): Adresse {
  const parametres = new URLSearchParams(search);
  const texte = (nom: string) => parametres.get(nom)?.trim() ?? '';
  const brut = texte('greffe');
  const greffe = CODE_GREFFE.test(brut) ? brut : '';
  const page = Number.parseInt(parametres.get('page') ?? '', 10);
  const vide = {
    numero: { greffe: '', rg: '' },
    partie: { saisie: '', greffe: '' },
    page: Number.isInteger(page) && page > 0 && page <= 500 ? page : 1,
    criteres: null,
    erreurs: {},
  };
  const rg = texte('rg');
  if (rg) {
    const numero = { greffe, rg };
    const lecture = validerNumero(numero);
    return 'criteres' in lecture
      ? { ...vide, numero, criteres: lecture.criteres }
      : { ...vide, numero, erreurs: lecture.erreurs };
  }
  const siren = texte('siren');
  // `q`: the party form's own field, sent as it is when the page's script has not run.
  const saisie = siren || texte('nom') || texte('q');
  if (!saisie) return vide;
  const partie = { saisie, greffe };
  const lecture = validerPartie(partie);
  if ('erreurs' in lecture) return { ...vide, partie, erreurs: lecture.erreurs };
  // `?siren=` must hold a number: words there are no SIREN.
  if (siren && lecture.criteres.par === 'partie' && 'nom' in lecture.criteres.partie) {
    return { ...vide, partie, erreurs: { partie: MESSAGES.chiffres } };
  }
  return { ...vide, partie, criteres: lecture.criteres };
}

/** The page's address for these criteria (page 1 left out). */
export function adresseAffaires(criteres: Criteres, page = 1): string {
  const parametres = new URLSearchParams();
  if (criteres.par === 'numero') {
    parametres.set('greffe', criteres.greffe);
    parametres.set('rg', criteres.rg);
  } else {
    if ('siren' in criteres.partie) parametres.set('siren', criteres.partie.siren);
    else parametres.set('nom', criteres.partie.nom);
    if (criteres.greffe) parametres.set('greffe', criteres.greffe);
  }
  if (page > 1) parametres.set('page', String(page));
  return `${pages.consulterAffaire}?${parametres.toString()}`;
}

/** The service's query for these criteria and this 1-based page. */
export function versRequete(criteres: Criteres, page: number): RequeteAffaires {
  const pagination = { offset: (page - 1) * TAILLE_PAGE_AFFAIRES, limit: TAILLE_PAGE_AFFAIRES };
  if (criteres.par === 'numero') return { code_greffe: criteres.greffe, numero_rg: criteres.rg, ...pagination };
  return { ...criteres.partie, ...(criteres.greffe && { code_greffe: criteres.greffe }), ...pagination };
}
