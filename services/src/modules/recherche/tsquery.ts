/**
 * PostgreSQL tsquery text from a query's words. Words are [a-z0-9]+ after
 * normalisation, so they need no quoting.
 *
 * - every word must match (AND), in any order;
 * - the last word, being typed, matches as a prefix (3 letters or more);
 * - a run of single letters matches joined or apart: "r p s" finds "RPS";
 * - a word with replacements (typos) matches any of them;
 * - a query with an apostrophe also matches written without it ("l'oreal" finds "LOREAL").
 */
import type { Texte } from './criteres.js';

export interface OptionsTsquery {
  prefixe: boolean;
  /** Restricts every word to a weight: A (surnames) or B (given names) of a person. */
  poids?: 'A' | 'B';
  corrections?: ReadonlyMap<string, readonly string[]>;
}

/** Shortest last word matched as a prefix: shorter ones match too many words to be useful. */
const PREFIXE_MIN = 3;

function alternatives(mot: string, dernier: boolean, options: OptionsTsquery): string {
  const poids = options.poids ?? '';
  const prefixe = options.prefixe && dernier && mot.length >= PREFIXE_MIN;
  const formes = [`${mot}:${prefixe ? '*' : ''}${poids}`];
  for (const correction of options.corrections?.get(mot) ?? []) formes.push(`${correction}:${poids}`);
  const uniques = [...new Set(formes.map((f) => (f.endsWith(':') ? f.slice(0, -1) : f)))];
  return uniques.length === 1 ? uniques[0]! : `(${uniques.join(' | ')})`;
}

function conjonction(mots: readonly string[], options: OptionsTsquery, runs = true): string {
  const parties: string[] = [];
  for (let i = 0; i < mots.length;) {
    // A run of single letters: "r p s" → (rps | r & p & s).
    let j = i;
    while (runs && j < mots.length && mots[j]!.length === 1 && /[a-z]/.test(mots[j]!)) j++;
    if (j - i >= 2) {
      const lettres = mots.slice(i, j);
      const dernier = j === mots.length;
      parties.push(
        `(${alternatives(lettres.join(''), dernier, options)} | ${conjonction(lettres, { ...options, prefixe: false }, false)})`,
      );
      i = j;
    } else {
      parties.push(alternatives(mots[i]!, i === mots.length - 1, options));
      i++;
    }
  }
  return parties.join(' & ');
}

export function tsquery(texte: Texte, options: OptionsTsquery): string {
  const principal = conjonction(texte.mots, options);
  if (texte.motsElides === null || texte.motsElides.join(' ') === texte.mots.join(' ')) return principal;
  return `(${principal}) | (${conjonction(texte.motsElides, options)})`;
}

/** Several texts that must all match (a person's name and given name). */
export function tsqueryEt(parties: Array<{ texte: Texte; options: OptionsTsquery }>): string {
  return parties.map(({ texte, options }) => `(${tsquery(texte, options)})`).join(' & ');
}

/**
 * The flexible form of a query (README.md « Names as people write them »): its small words left
 * out (« la boulangerie du centre », « dupont et fils » for DUPONT & FILS); a word written joined
 * also matches its known `coupures` side by side (« saintgobain », « lorangerie »); and two words
 * side by side also match written joined (« air liquide » for AIRLIQUIDE), one pair at a time.
 */
export function tsquerySouple(
  mots: readonly string[],
  coupures: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>,
  prefixe: boolean,
): string {
  const conj = (liste: readonly string[]) =>
    liste
      .map((mot, i) => {
        const dernier = prefixe && i === liste.length - 1 && mot.length >= PREFIXE_MIN;
        const formes = [`${mot}${dernier ? ':*' : ''}`];
        for (const [a, b] of coupures.get(mot) ?? []) formes.push(`(${a} <-> ${b}${dernier ? ':*' : ''})`);
        return formes.length === 1 ? formes[0]! : `(${formes.join(' | ')})`;
      })
      .join(' & ');
  const variantes = [conj(mots)];
  if (mots.length <= PAIRES_MAX) {
    for (let i = 0; i + 1 < mots.length; i++) {
      variantes.push(conj([...mots.slice(0, i), mots[i]! + mots[i + 1]!, ...mots.slice(i + 2)]));
    }
  }
  return variantes.length === 1 ? variantes[0]! : variantes.map((v) => `(${v})`).join(' | ');
}

/** Longest query whose pairs of words are also tried joined. */
const PAIRES_MAX = 6;
