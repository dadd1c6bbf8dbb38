/**
 * The criteria of the public formalities follow-up, kept in the address (`?reference=&siren=
 * &denomination=&greffe=&page=`) so that a search can be shared and « Précédent » returns to the
 * previous one; checked in the browser with the SPEC §5 messages before the call, which takes the
 * SPEC §7 names (`numeroLiasseOrRefFormaliste`, `siren`, `denomination`, `codeGreffe`).
 */
import { isValidSiren } from '@portail/domaine';
import type { SuiviFormalitesQuery } from '@portail/contrat/formalites';
import { TAILLE_PAGE_FORMALITES } from '../../lib/api/formalites';
import { pages } from '../../lib/api/routes';
import { refusParChamp as refusCommun, type RefusParChamp } from '../ui/refus-par-champ';
import { messagesValidation } from '../ui/validation';

export type ChampSuivi = 'reference' | 'siren' | 'denomination' | 'greffe';

/** What the form holds: each field as typed ('' when empty). */
export type ValeursSuivi = Record<ChampSuivi, string>;

/** Criteria that can be sent: tidied, at least one of reference, SIREN and name. */
export interface CriteresSuivi {
  reference: string;
  /** Nine digits, or ''. */
  siren: string;
  denomination: string;
  /** Code of the greffe (4 digits), '' for every greffe. */
  greffe: string;
}

export const VIDES: ValeursSuivi = { reference: '', siren: '', denomination: '', greffe: '' };

/** The contract's limits (SuiviFormalitesQuery). */
export const REFERENCE_MIN = 3;
export const REFERENCE_MAX = 40;
export const DENOMINATION_MIN = 2;
export const DENOMINATION_MAX = 120;

export const MESSAGES_SUIVI = {
  aucun: 'Indiquez un numéro de liasse ou une référence, un numéro SIREN ou une dénomination.',
  sirenChiffres: messagesValidation.siren,
  sirenCle: 'Ce numéro SIREN n’est pas valide : vérifiez les chiffres saisis.',
  greffe: 'Choisissez un greffe de la liste.',
} as const;

const NUMERIQUE = /^[\d\s.\u00a0\u202f-]+$/u;
const CODE_GREFFE = /^\d{4}$/;

const propre = (texte: string) => texte.trim().replace(/\s+/gu, ' ');

/** The criteria of these values, or each field's message. */
export function validerSuivi(
  valeurs: ValeursSuivi,
): { criteres: CriteresSuivi } | { erreurs: Partial<Record<ChampSuivi, string>> } {
  const erreurs: Partial<Record<ChampSuivi, string>> = {};
  const reference = propre(valeurs.reference);
  const denomination = propre(valeurs.denomination);
  const sirenSaisi = valeurs.siren.trim();
  let siren = '';

  if (reference && reference.length < REFERENCE_MIN) erreurs.reference = messagesValidation.minimum(REFERENCE_MIN);
  else if (reference.length > REFERENCE_MAX) erreurs.reference = messagesValidation.limite(REFERENCE_MAX);

  if (sirenSaisi) {
    const chiffres = sirenSaisi.replace(/\D/g, '');
    if (!NUMERIQUE.test(sirenSaisi) || chiffres.length !== 9) erreurs.siren = MESSAGES_SUIVI.sirenChiffres;
    else if (!isValidSiren(chiffres)) erreurs.siren = MESSAGES_SUIVI.sirenCle;
    else siren = chiffres;
  }

  if (denomination && denomination.length < DENOMINATION_MIN)
    erreurs.denomination = messagesValidation.minimum(DENOMINATION_MIN);
  else if (denomination.length > DENOMINATION_MAX) erreurs.denomination = messagesValidation.limite(DENOMINATION_MAX);
  else if (denomination && !/[\p{L}\p{N}]/u.test(denomination)) erreurs.denomination = messagesValidation.speciaux;

  const greffe = valeurs.greffe.trim();
  if (greffe && !CODE_GREFFE.test(greffe)) erreurs.greffe = MESSAGES_SUIVI.greffe;

  if (!reference && !sirenSaisi && !denomination) erreurs.reference = MESSAGES_SUIVI.aucun;
  if (Object.keys(erreurs).length > 0) return { erreurs };
  return { criteres: { reference, siren, denomination, greffe } };
}

/** What the address asks for: the fields, the criteria when they can be sent (else why not), the page. */
export interface AdresseSuivi {
  valeurs: ValeursSuivi;
  page: number;
  criteres: CriteresSuivi | null;
  erreurs: Partial<Record<ChampSuivi, string>>;
}

export function lireAdresseSuivi(search: string): AdresseSuivi {
  const parametres = new URLSearchParams(search);
  const valeurs: ValeursSuivi = {
    reference: parametres.get('reference') ?? '',
    siren: parametres.get('siren') ?? '',
    denomination: parametres.get('denomination') ?? '',
    greffe: parametres.get('greffe') ?? '',
  };
  const numero = Number.parseInt(parametres.get('page') ?? '', 10);
  const page = Number.isInteger(numero) && numero > 0 && numero <= 500 ? numero : 1;
  const rien = !valeurs.reference.trim() && !valeurs.siren.trim() && !valeurs.denomination.trim();
  if (rien) return { valeurs, page, criteres: null, erreurs: {} };
  const lecture = validerSuivi(valeurs);
  return 'criteres' in lecture
    ? { valeurs, page, criteres: lecture.criteres, erreurs: {} }
    : { valeurs, page, criteres: null, erreurs: lecture.erreurs };
}

/** The page's address for these criteria (empty ones and page 1 left out). */
export function adresseSuivi(criteres: CriteresSuivi, page = 1): string {
  const parametres = new URLSearchParams();
  for (const champ of ['reference', 'siren', 'denomination', 'greffe'] as const)
    if (criteres[champ]) parametres.set(champ, criteres[champ]);
  if (page > 1) parametres.set('page', String(page));
  const texte = parametres.toString();
  return texte ? `${pages.suiviFormalite}?${texte}` : pages.suiviFormalite;
}

/** The service's query (SPEC §7 names, empty ones dropped) for these criteria and this 1-based page. */
export function versRequeteSuivi(criteres: CriteresSuivi, page: number): SuiviFormalitesQuery {
  return {
    ...(criteres.greffe && { codeGreffe: criteres.greffe }),
    ...(criteres.denomination && { denomination: criteres.denomination }),
    ...(criteres.siren && { siren: criteres.siren }),
    ...(criteres.reference && { numeroLiasseOrRefFormaliste: criteres.reference }),
    offset: (page - 1) * TAILLE_PAGE_FORMALITES,
    limit: TAILLE_PAGE_FORMALITES,
  };
}

const CHAMPS: Record<string, { champ: ChampSuivi; sujet: string }> = {
  numeroLiasseOrRefFormaliste: { champ: 'reference', sujet: 'Le numéro de liasse ou la référence' },
  siren: { champ: 'siren', sujet: 'Le numéro SIREN' },
  denomination: { champ: 'denomination', sujet: 'La dénomination' },
  codeGreffe: { champ: 'greffe', sujet: 'Le greffe choisi' },
};

/** A refusal of the follow-up (400), each message on its field; the rest for the whole form. */
export function refusSuivi(erreur: unknown): RefusParChamp<ChampSuivi> | null {
  return refusCommun(erreur, (parametre) => CHAMPS[parametre.replace(/^\//u, '')]);
}
