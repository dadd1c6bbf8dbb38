import { ajouter, formaterMontant, multiplier, prix } from './montants.js';

describe('amounts', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [320, '3,20'],
    [123450, '1 234,50'],
    [123456789, '1 234 567,89'],
    [-4914, '-49,14'],
  ])('formats %p cents as « %s » (SPEC §9)', (centimes, texte) => {
    expect(formaterMontant(centimes)).toBe(texte);
  });

  it('adds and multiplies in cents, and gives the VAT as TTC minus HT', () => {
    const total = ajouter(multiplier({ ht: 267, ttc: 320 }, 3), { ht: 4095, ttc: 4914 });
    expect(total).toEqual({ ht: 4896, ttc: 5874 });
    expect(prix(total)).toEqual({
      devise: 'EUR',
      ht: 48.96,
      tva: 9.78,
      ttc: 58.74,
      ht_formate: '48,96',
      tva_formate: '9,78',
      ttc_formate: '58,74',
    });
  });
});
