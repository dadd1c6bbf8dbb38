import { sansAccents, slugify, slugOu } from './slugs.js';

describe('slugify', () => {
  it('removes accents, apostrophes and punctuation', () => {
    expect(slugify('Tribunal des activités économiques de Saint-Étienne')).toBe(
      'tribunal-des-activites-economiques-de-saint-etienne',
    );
    expect(slugify("L'Oréal  S.A.")).toBe('l-oreal-s-a');
  });

  it('never starts or ends with a hyphen', () => {
    expect(slugify('  — Évry — ')).toBe('evry');
  });
});

describe('slugOu', () => {
  it('falls back on the given segment when nothing is left of the label', () => {
    expect(slugOu('—', 'entreprise')).toBe('entreprise');
    expect(slugOu('Danone', 'entreprise')).toBe('danone');
  });
});

describe('sansAccents', () => {
  it('keeps the letters and drops their accents', () => {
    expect(sansAccents('Évry, Août, Noël')).toBe('Evry, Aout, Noel');
  });
});
