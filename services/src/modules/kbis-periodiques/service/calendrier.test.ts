import { ajouterMois, datePrevue, instantEnvoi } from './calendrier.js';

describe('periodic Kbis calendar', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 3, '2026-06-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-01', 12, '2027-12-01'],
    ['2026-05-10', 36, '2029-05-10'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('adds months to %s (+%i) → %s, clamped to the end of the month', (jour, mois, attendu) => {
    expect(ajouterMois(jour, mois)).toBe(attendu);
  });

  it('counts every issue from the start day, not from the previous issue', () => {
    const dates = [1, 2, 3, 4].map((rang) => datePrevue('2026-01-31', rang, 1));
    expect(dates).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect([1, 2, 3, 4].map((rang) => datePrevue('2026-08-31', rang, 6))).toEqual([
      '2026-08-31',
      '2027-02-28',
      '2027-08-31',
      '2028-02-29',
    ]);
  });

  it('sends an issue early on its French day', () => {
    expect(instantEnvoi('2026-07-14').toISOString()).toBe('2026-07-14T05:00:00.000Z');
  });
});
