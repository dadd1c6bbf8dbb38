/**
 * The debtor of an état d'endettement as the order form reads it: a SIREN (spaces allowed, Luhn key
 * checked here as the service checks it), or, without a SIREN, a name and a département. Messages
 * in French, one per field; the service's 400 is turned into the same per-field messages.
 */
import { departement as departementDe, isValidSiren, normaliserNumero } from '@portail/domaine';
import type { Diffusion, FormatDiffusion } from '@portail/contrat/commun/paniers';
import { messageDuChamp } from '../../lib/api/erreurs';
import type { AjoutDebiteurQuelconque } from '../../lib/api/endettement';
import { messagesValidation } from '../ui/validation';

/** The contract's limit for the name (LONGUEUR_NOM, SPEC §5). */
export const LONGUEUR_NOM_DEBITEUR = 70;

/** The characters the contract accepts in a name: letters, digits, spaces and ' ’ . , & / ( ) -. */
const CARACTERES_NOM = /^[\p{L}\p{N} '’.,&/()-]*$/u;

export const MESSAGES_DEBITEUR = {
  sirenVide: 'Saisissez le numéro SIREN du débiteur.',
  sirenChiffres: messagesValidation.siren,
  sirenCle: 'Ce numéro SIREN n’est pas valide : sa clé de contrôle est incorrecte. Vérifiez les chiffres saisis.',
  nomVide: 'Saisissez le nom ou la dénomination du débiteur.',
  nomLong: messagesValidation.limite(LONGUEUR_NOM_DEBITEUR),
  nomCaracteres: messagesValidation.speciaux,
  departement: 'Choisissez le département du débiteur.',
  formats: 'Choisissez au moins un format : électronique ou courrier.',
} as const;

/** How the debtor is designated. */
export type ModeDebiteur = 'siren' | 'nom';

export interface SaisieDebiteur {
  mode: ModeDebiteur;
  siren: string;
  nom: string;
  departement: string;
  formats: readonly FormatDiffusion[];
}

/** The form's fields that can carry a message. */
export type ChampDebiteur = 'siren' | 'nom' | 'departement' | 'formats';
export type ErreursDebiteur = Partial<Record<ChampDebiteur, string>>;

export type LectureDebiteur = { corps: AjoutDebiteurQuelconque } | { erreurs: ErreursDebiteur };

function erreurSiren(saisie: string): string | null {
  const texte = saisie.trim();
  if (!texte) return MESSAGES_DEBITEUR.sirenVide;
  const chiffres = normaliserNumero(texte);
  if (!/^\d{9}$/.test(chiffres)) return MESSAGES_DEBITEUR.sirenChiffres;
  return isValidSiren(chiffres) ? null : MESSAGES_DEBITEUR.sirenCle;
}

/** « Boulangerie   Martin » → « Boulangerie Martin » (what the service stores). */
const nomRange = (nom: string) => nom.trim().replace(/\s+/gu, ' ');

function erreurNom(nom: string): string | null {
  const texte = nomRange(nom);
  if (!texte) return MESSAGES_DEBITEUR.nomVide;
  if (texte.length > LONGUEUR_NOM_DEBITEUR) return MESSAGES_DEBITEUR.nomLong;
  return CARACTERES_NOM.test(texte) ? null : MESSAGES_DEBITEUR.nomCaracteres;
}

/** The basket body for this debtor, or the message of each field that cannot be sent. */
export function lireDebiteur(saisie: SaisieDebiteur): LectureDebiteur {
  const erreurs: ErreursDebiteur = {};
  if (saisie.mode === 'siren') {
    const siren = erreurSiren(saisie.siren);
    if (siren) erreurs.siren = siren;
  } else {
    const nom = erreurNom(saisie.nom);
    if (nom) erreurs.nom = nom;
    if (!departementDe(saisie.departement)) erreurs.departement = MESSAGES_DEBITEUR.departement;
  }
  if (saisie.formats.length === 0) erreurs.formats = MESSAGES_DEBITEUR.formats;
  if (Object.keys(erreurs).length > 0) return { erreurs };
  const diffusions: Diffusion[] = saisie.formats.map((format_diffusion) => ({ format_diffusion, quantite: 1 }));
  return {
    corps:
      saisie.mode === 'siren'
        ? { siren: normaliserNumero(saisie.siren), diffusions }
        : { nom: nomRange(saisie.nom), departement: saisie.departement, diffusions },
  };
}

/** Who the service's message is about when it starts with a verb (« n'est pas un numéro SIREN valide »). */
const SUJETS: Record<Exclude<ChampDebiteur, 'formats'>, string> = {
  siren: 'Ce numéro',
  nom: 'Ce nom',
  departement: 'Ce département',
};

/** A field message of the service as a sentence: its subject when it lacks one, typographic apostrophes, a full stop. */
export function phraseDuService(champ: keyof typeof SUJETS, message: string): string {
  const texte = message.trim().replace(/'/g, '’');
  const phrase = /^\p{Ll}/u.test(texte) ? `${SUJETS[champ]} ${texte}` : texte;
  return /[.!?…]$/u.test(phrase) ? phrase : `${phrase}.`;
}

/**
 * The service's 400 placed on the form's fields (`body.siren`, `body.nom`, `body.departement`), or
 * null when it names none of the fields shown in this mode (the form then shows its general message).
 */
export function erreursDuService(erreur: unknown, mode: ModeDebiteur): ErreursDebiteur | null {
  const champs: Array<keyof typeof SUJETS> = mode === 'siren' ? ['siren'] : ['nom', 'departement'];
  const erreurs: ErreursDebiteur = {};
  for (const champ of champs) {
    const message = messageDuChamp(erreur, champ);
    if (message) erreurs[champ] = phraseDuService(champ, message);
  }
  return Object.keys(erreurs).length > 0 ? erreurs : null;
}
