import { NBSP, texteImprimable } from './texte.js';

describe('texteImprimable', () => {
  it('keeps French and foreign text as it is: ligatures, euro, F CFP, narrow no-break spaces, Polish, Turkish', () => {
    const francais = `L’Œuvre « à côté » : déjà çà, où, île, Noël, cœur, 1${NBSP}234,50${NBSP}€ — fin… ‰ • ™`;
    expect(texteImprimable(francais)).toBe(francais);
    expect(texteImprimable('12\u202f000 F CFP')).toBe('12\u202f000 F CFP');
    expect(texteImprimable('Łódź Gdańsk İstanbul Ğ ș ț')).toBe('Łódź Gdańsk İstanbul Ğ ș ț');
    expect(texteImprimable('Jean\u2011Éric − Ωμέγα ≤ 3')).toBe('Jean\u2011Éric − Ωμέγα ≤ 3');
    // Composed to NFC: one glyph per letter.
    expect(texteImprimable('e\u0301t\u0065\u0301')).toBe('été');
  });

  it('drops invisible characters and makes typographic spaces ordinary', () => {
    expect(texteImprimable('a\u2009b\u200bc\u00add\u2060e\ufefff')).toBe('a bcdef');
    expect(texteImprimable('1\u20072')).toBe(`1${NBSP}2`);
  });

  it('never lets control characters through; line breaks only where asked', () => {
    expect(texteImprimable('a\u0000b\u0007c\td\u0085e')).toBe('a b c d e');
    expect(texteImprimable('un\r\ndeux\ntrois')).toBe('un deux trois');
    expect(texteImprimable('un\r\ndeux', { lignes: true })).toBe('un\ndeux');
    // A lone surrogate (a cut emoji) is no character.
    expect(texteImprimable('x\ud83dy')).toBe('x?y');
  });

  it('given the fonts’ coverage, replaces what they lack by its nearest form or « ? »', () => {
    const couverture = new Set([...'abcdefghijklmnopqrstuvwxyzLA -?'].map((c) => c.codePointAt(0) ?? 0));
    expect(texteImprimable('Łódź ﬁn Ａ 東京 ok', { couverture })).toBe('Lodz fin A ?? ok');
    expect(texteImprimable('ab', { couverture })).toBe('ab');
  });
});
