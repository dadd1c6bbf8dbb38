import {
  MOIS,
  MOIS_SANS_ACCENTS,
  aujourdhui,
  horlogeParis,
  dateCourte,
  dateFrancaise,
  dateHeure,
  dateHeureLongue,
  dateLongue,
  deMois,
  jourDuMois,
  jourEtMois,
  lendemain,
  moisAnnee,
  nomDuMois,
} from './dates.js';

describe('month names', () => {
  it('names the twelve months', () => {
    expect(MOIS).toHaveLength(12);
    expect(nomDuMois(1)).toBe('janvier');
    expect(nomDuMois(8)).toBe('août');
    expect(nomDuMois(13)).toBe('');
    expect(MOIS_SANS_ACCENTS[1]).toBe('fevrier');
    expect(MOIS_SANS_ACCENTS[7]).toBe('aout');
    expect(MOIS_SANS_ACCENTS[11]).toBe('decembre');
  });

  it('elides « de » before a vowel', () => {
    expect(deMois(11)).toBe('de novembre');
    expect(deMois(10)).toBe('d’octobre');
    expect(deMois(8)).toBe('d’août');
    expect(deMois(4)).toBe('d’avril');
  });
});

describe('French dates', () => {
  it('writes long dates with « 1er »', () => {
    expect(dateLongue('2024-05-01')).toBe('1er mai 2024');
    expect(dateLongue('1971-04-23T10:00:00Z')).toBe('23 avril 1971');
    expect(jourDuMois('12-31')).toBe('31 décembre');
    expect(jourEtMois(1, 3)).toBe('1er mars');
  });

  it('writes month and year, or the year alone', () => {
    expect(moisAnnee(3, 1975)).toBe('mars 1975');
    expect(moisAnnee(null, 1975)).toBe('1975');
    expect(moisAnnee(13, 1975)).toBe('1975');
    expect(moisAnnee(3, null)).toBeNull();
  });

  it('writes short dates', () => {
    expect(dateFrancaise('2024-05-02')).toBe('02/05/2024');
    expect(dateCourte('2024-05-02T23:00:00Z')).toBe('02/05/2024');
  });
});

describe('the Paris calendar', () => {
  it('takes today in Paris, not on the machine’s clock', () => {
    expect(aujourdhui(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(aujourdhui(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(lendemain('2024-02-28')).toBe('2024-02-29');
    expect(lendemain('2026-12-31')).toBe('2027-01-01');
  });

  it('writes instants at Paris time', () => {
    expect(dateHeure('2024-05-02T08:15:00Z')).toBe('02/05/2024 à 10:15');
    expect(dateHeure('pas une date')).toBe('pas une date');
    expect(dateHeureLongue(new Date('2026-11-25T13:05:00Z'))).toBe('25 novembre 2026 à 14\u00a0h\u00a005');
    expect(dateHeureLongue(new Date('2026-07-01T06:00:00Z'))).toBe('1er juillet 2026 à 8\u00a0h\u00a000');
  });
});

describe('horlogeParis', () => {
  it('gives the Paris wall clock in winter (UTC+1) and summer (UTC+2), across midnight', () => {
    expect(horlogeParis(new Date('2026-01-15T23:30:05Z'))).toEqual({
      annee: 2026,
      mois: 1,
      jour: 16,
      heure: 0,
      minute: 30,
      seconde: 5,
    });
    expect(horlogeParis(new Date('2026-07-31T22:00:00Z'))).toEqual({
      annee: 2026,
      mois: 8,
      jour: 1,
      heure: 0,
      minute: 0,
      seconde: 0,
    });
  });

  it('gives NaN fields for an invalid date', () => {
    expect(Number.isNaN(horlogeParis(new Date('x')).annee)).toBe(true);
  });
});
