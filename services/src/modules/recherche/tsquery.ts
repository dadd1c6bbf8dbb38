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
