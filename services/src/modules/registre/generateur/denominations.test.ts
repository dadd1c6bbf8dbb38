import { de, denominationEntrepreneur } from './denominations.js';

describe('company names', () => {
  it('elides « de » before a vowel or a mute h', () => {
    expect(de('Élise')).toBe('d’Élise');
    expect(de('Hélène')).toBe('d’Hélène');
    expect(de('Julien')).toBe('de Julien');
  });

  it('writes a sole trader as registries do, accents kept in capitals', () => {
    expect(denominationEntrepreneur('Dupré', 'Jean-Édouard')).toBe('DUPRÉ Jean-Édouard');
    expect(denominationEntrepreneur('D’Almeida', 'Joël')).toBe('D’ALMEIDA Joël');
  });
});
