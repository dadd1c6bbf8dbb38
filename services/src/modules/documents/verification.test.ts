import { ALPHABET_CODE, normaliserCode, nouveauCodeVerification } from './verification.js';

describe('verification codes', () => {
  it('draws 12 characters of an alphabet without 0, O, 1, I or L, as XXXX-XXXX-XXXX', () => {
    expect(ALPHABET_CODE).toHaveLength(31);
    expect(ALPHABET_CODE).not.toMatch(/[01OIL]/);
    const codes = Array.from({ length: 2000 }, () => nouveauCodeVerification());
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every symbol comes up, none far more often than the others (24,000 draws, ~774 each).
    const comptes = new Map<string, number>();
    for (const caractere of codes.join('').replace(/-/g, '')) comptes.set(caractere, (comptes.get(caractere) ?? 0) + 1);
    expect([...comptes.keys()].sort().join('')).toBe(ALPHABET_CODE);
    for (const n of comptes.values()) expect(n).toBeGreaterThan(600);
    for (const n of comptes.values()) expect(n).toBeLessThan(950);
  });

  it('reads a code typed in lower case, without dashes or with spaces', () => {
    const code = nouveauCodeVerification();
    expect(normaliserCode(code)).toBe(code);
    expect(normaliserCode('k7m2-p9qr-x4ht')).toBe('K7M2-P9QR-X4HT');
    expect(normaliserCode('K7M2P9QRX4HT')).toBe('K7M2-P9QR-X4HT');
    expect(normaliserCode(' k7m2 p9qr x4ht ')).toBe('K7M2-P9QR-X4HT');
    expect(normaliserCode('K7M2\u00a0P9QR\u2013X4HT')).toBe('K7M2-P9QR-X4HT');
  });

  it.each([
    [''],
    ['K7M2-P9QR-X4H'],
    ['K7M2-P9QR-X4HTT'],
    ['K7M2-P9QR-X4H0'],
    ['K7M2-P9QR-X4HO'],
    ['K7M2-P9QR-X4H1'],
    ['K7M2-P9QR-X4HI'],
    ['K7M2-P9QR-X4HL'],
    ['K7M2-P9QR-X4H!'],
    ['K7M2_P9QR_X4HT'],
    ['É7M2-P9QR-X4HT'],
    ['K7M2-P9QR-X4HT'.repeat(6)],
  ])('refuses %p', (saisie) => {
    expect(normaliserCode(saisie)).toBeUndefined();
  });
});
