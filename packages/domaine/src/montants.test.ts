import {
  ajouter,
  centimesDeEuros,
  centimesDeMontant,
  eurosEntiers,
  eurosInsecables,
  eurosIntl,
  formaterEntier,
  formaterMontant,
  formaterMontantDevise,
  montantFormateInsecable,
  multiplier,
  prix,
} from './montants.js';

describe('SPEC §9 amounts', () => {
  it('writes cents with 2 decimals, a comma and spaces between thousands', () => {
    expect(formaterMontant(123450)).toBe('1 234,50');
    expect(formaterMontant(320 * 12)).toBe('38,40');
    expect(formaterMontant(0)).toBe('0,00');
    expect(formaterMontant(-5)).toBe('-0,05');
    expect(formaterMontant(123456789)).toBe('1 234 567,89');
    expect(formaterMontant(5)).toBe('0,05');
    expect(formaterMontant(320)).toBe('3,20');
    expect(formaterMontant(-4914)).toBe('-49,14');
  });

  it('reads them back', () => {
    expect(centimesDeMontant('3,20')).toBe(320);
    expect(centimesDeMontant('1 234,5')).toBe(123450);
    expect(centimesDeMontant('1\u202f234,50')).toBe(123450);
    expect(centimesDeMontant('12')).toBe(1200);
    expect(centimesDeMontant('3.20')).toBeNull();
    expect(centimesDeEuros(0.1 + 0.2)).toBe(30);
  });

  it('counts prices in cents and answers them in euros', () => {
    const total = ajouter(multiplier({ ht: 267, ttc: 320 }, 3), { ht: 1000, ttc: 1200 });
    expect(total).toEqual({ ht: 1801, ttc: 2160 });
    expect(prix(total)).toEqual({
      devise: 'EUR',
      ht: 18.01,
      tva: 3.59,
      ttc: 21.6,
      ht_formate: '18,01',
      tva_formate: '3,59',
      ttc_formate: '21,60',
    });
    // VAT is TTC minus HT, to the cent.
    expect(prix({ ht: 4896, ttc: 5874 })).toMatchObject({ tva: 9.78, tva_formate: '9,78' });
  });
});

describe('figures on one line', () => {
  it('keeps PDF amounts unbreakable', () => {
    expect(eurosInsecables(1234.5)).toBe('1\u00a0234,50\u00a0€');
    expect(montantFormateInsecable('-1 234,50')).toBe('-1\u00a0234,50\u00a0€');
    expect(eurosEntiers(1450000)).toBe('1\u00a0450\u00a0000\u00a0€');
    expect(eurosEntiers(-999.6)).toBe('-1\u00a0000\u00a0€');
  });

  it('groups the site figures with narrow no-break spaces', () => {
    expect(formaterEntier(1234567)).toBe('1\u202f234\u202f567');
    expect(formaterEntier(-1234.9)).toBe('−1\u202f234');
    expect(formaterMontantDevise(1500)).toBe('1\u202f500\u00a0€');
    expect(formaterMontantDevise(37000.5)).toBe('37\u202f000,50\u00a0€');
    expect(formaterMontantDevise(150000, 'XPF')).toBe('150\u202f000\u00a0F CFP');
    expect(formaterMontantDevise(10, 'USD')).toBe('10\u00a0USD');
  });

  it('formats euros as Intl fr-FR does, with no-break spaces only', () => {
    expect(eurosIntl(3.2)).toBe('3,20\u00a0€');
    expect(eurosIntl(1234.5)).toBe('1\u00a0234,50\u00a0€');
  });
});
