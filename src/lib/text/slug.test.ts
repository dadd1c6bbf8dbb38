import { slugify } from './slug';

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
