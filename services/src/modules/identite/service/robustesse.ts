import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commun from '@zxcvbn-ts/language-common';
import * as francais from '@zxcvbn-ts/language-fr';

/**
 * How hard a new password is to guess, by zxcvbn-ts (a maintained port of Dropbox's zxcvbn): it
 * finds the common passwords, words of French and English dictionaries, first and last names,
 * keyboard walks, sequences, repeats and dates a guesser tries first, and estimates the number of
 * guesses. Score 0 to 4; 3 means « safely unguessable » (about 10^8 guesses and more), the level
 * asked of a password protecting orders and payments.
 */
export const SCORE_MINIMUM = 3;

/** Only the beginning is estimated: the estimate costs grow with the length, and 64 characters suffice. */
const LONGUEUR_ESTIMEE = 64;

export const MOT_DE_PASSE_FAIBLE =
  'Ce mot de passe est trop facile à deviner (mot courant, nom, suite ou répétition de caractères). Choisissez-en un moins prévisible, par exemple plusieurs mots sans rapport entre eux.';

let estimateur: ZxcvbnFactory | undefined;

function estimateurPartage(): ZxcvbnFactory {
  estimateur ??= new ZxcvbnFactory({
    translations: francais.translations,
    graphs: commun.adjacencyGraphs,
    dictionary: { ...commun.dictionary, ...francais.dictionary },
  });
  return estimateur;
}

/**
 * Undefined when the password is strong enough. `indices`: what the user typed elsewhere in the
 * form (address, names), which a password must not merely repeat.
 */
export function erreurRobustesse(motDePasse: string, indices: readonly string[] = []): string | undefined {
  const mots = indices
    .map((i) => i.toLowerCase())
    .flatMap((i) => [i, ...i.split(/[^\p{L}\p{N}]+/u)])
    .filter((m) => m.length >= 3);
  const { score } = estimateurPartage().check(motDePasse.slice(0, LONGUEUR_ESTIMEE), mots);
  return score >= SCORE_MINIMUM ? undefined : MOT_DE_PASSE_FAIBLE;
}
