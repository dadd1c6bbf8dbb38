import { lireTexte } from './criteres.js';
import { distance, tolerance, variantes } from './mots.js';
import { tsquery, tsqueryEt } from './tsquery.js';

const texte = (saisie: string) => lireTexte(saisie)!;

describe('tsquery', () => {
  it('requires every word, the last one as a prefix when asked', () => {
    expect(tsquery(texte('Boulangerie Martin'), { prefixe: false })).toBe('boulangerie & martin');
    expect(tsquery(texte('Boulangerie Mar'), { prefixe: true })).toBe('boulangerie & mar:*');
    // Too short to be a useful prefix.
    expect(tsquery(texte('Boulangerie Ma'), { prefixe: true })).toBe('boulangerie & ma');
  });

  it('matches spaced letters joined or apart, and elisions both ways', () => {
    expect(tsquery(texte('r p s'), { prefixe: false })).toBe('(rps | r & p & s)');
    expect(tsquery(texte("l'orangerie"), { prefixe: false })).toBe('(l & orangerie) | (lorangerie)');
  });

  it('offers the corrections of a word as alternatives, and weights for people', () => {
    const corrections = new Map([['martn', ['martin', 'marty']]]);
    expect(tsquery(texte('boulangerie martn'), { prefixe: true, corrections })).toBe(
      'boulangerie & (martn:* | martin | marty)',
    );
    expect(
      tsqueryEt([
        { texte: texte('Martin'), options: { prefixe: false, poids: 'A' } },
        { texte: texte('Jean'), options: { prefixe: true, poids: 'B' } },
      ]),
    ).toBe('(martin:A) & (jean:*B)');
  });
});

describe('typo tolerance', () => {
  it('measures edits with transpositions and stops past the limit', () => {
    expect(distance('martin', 'martin')).toBe(0);
    expect(distance('matrin', 'martin')).toBe(1);
    expect(distance('boulangeire', 'boulangerie')).toBe(1);
    expect(distance('martin', 'morin')).toBe(2);
    expect(distance('abc', 'xyzxyz')).toBe(3);
  });

  it('tolerates no edit under 4 letters, one up to 5, two beyond, none in numbers', () => {
    expect([
      tolerance('sci'),
      tolerance('parc'),
      tolerance('gares'),
      tolerance('orangerie'),
      tolerance('75008'),
    ]).toEqual([0, 1, 1, 2, 0]);
  });

  it('lists the forms one deletion or one swap away', () => {
    expect(variantes('abc').sort()).toEqual(['ab', 'ac', 'acb', 'bac', 'bc']);
  });
});
