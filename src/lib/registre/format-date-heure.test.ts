import { formatDateHeure } from './format';

const lu = (texte: string) => texte.replace(/\u00a0/g, ' ');

describe('formatDateHeure', () => {
  it('writes an instant as read in Paris, the hour without a leading zero', () => {
    expect(lu(formatDateHeure('2026-11-25T13:05:00.000Z'))).toBe('25 novembre 2026 à 14 h 05');
    // Summer time, and the next day in Paris.
    expect(lu(formatDateHeure('2026-06-30T22:30:00Z'))).toBe('1er juillet 2026 à 0 h 30');
  });

  it('keeps the hour and its minutes together with no-break spaces', () => {
    expect(formatDateHeure('2026-11-25T13:05:00.000Z')).toBe('25 novembre 2026 à 14\u00a0h\u00a005');
  });

  it('says nothing was given, and leaves what it cannot read', () => {
    expect(formatDateHeure(null)).toBe('—');
    expect(formatDateHeure('bientôt')).toBe('bientôt');
  });
});
