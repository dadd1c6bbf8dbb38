import { lireRegion } from './region.js';

describe('lireRegion', () => {
  it('reads FR and NC in any case, unset or blank meaning FR', () => {
    expect(lireRegion('NC')).toBe('NC');
    expect(lireRegion(' nc ')).toBe('NC');
    expect(lireRegion('fr')).toBe('FR');
    expect(lireRegion(undefined)).toBe('FR');
    expect(lireRegion('  ')).toBe('FR');
  });

  it('refuses any other value', () => {
    expect(lireRegion('PF')).toBeNull();
    expect(lireRegion('Nouvelle-Calédonie')).toBeNull();
  });
});
