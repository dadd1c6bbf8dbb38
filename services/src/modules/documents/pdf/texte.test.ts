import { NBSP, texteImprimable } from './texte.js';

describe('texteImprimable', () => {
  it('keeps French text as it is: accents, ligatures, apostrophes, quotes, euro, no-break spaces', () => {
    const francais = `L’Œuvre « à côté » : déjà çà, où, île, Noël, cœur, 1${NBSP}234,50${NBSP}€ — fin… ‰ • ™`;
    expect(texteImprimable(francais)).toBe(francais);
  });

  it('turns what WinAnsi cannot print into its nearest printable form', () => {
    expect(texteImprimable('1\u202f234')).toBe(`1${NBSP}234`);
    expect(texteImprimable('a\u2009b\u200bc\u00add')).toBe('a bcd');
    expect(texteImprimable('Łódź Gdańsk İstanbul Ğ ș ț')).toBe('Lódz Gdansk Istanbul G s t');
    expect(texteImprimable('Jean\u2011Éric − ﬁn')).toBe('Jean-Éric - fin');
    expect(texteImprimable('東京 😀 Ωμέγα')).toBe('?? ? ?????');
    expect(texteImprimable('e\u0301t\u0065\u0301')).toBe('été');
  });

  it('never lets control characters through; line breaks only where asked', () => {
    expect(texteImprimable('a\u0000b\u0007c\td\u0085e')).toBe('a b c d e');
    expect(texteImprimable('un\r\ndeux\ntrois')).toBe('un deux trois');
    expect(texteImprimable('un\r\ndeux', { lignes: true })).toBe('un\ndeux');
    // A lone surrogate (a cut emoji) is a character like the others.
    expect(texteImprimable('x\ud83dy')).toBe('x?y');
  });
});
