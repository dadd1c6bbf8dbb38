import { lireMontant, messagesMontant } from './montant';

describe('the top-up amount', () => {
  it('accepts 10 to 5 000 euros as the French write them', () => {
    expect(lireMontant('10')).toEqual({ montant: 10 });
    expect(lireMontant('5 000')).toEqual({ montant: 5000 });
    expect(lireMontant('5\u202f000,00\u00a0€')).toEqual({ montant: 5000 });
    expect(lireMontant('49,9')).toEqual({ montant: 49.9 });
    expect(lireMontant('49.90')).toEqual({ montant: 49.9 });
  });

  it('refuses what is below, above or not an amount', () => {
    expect(lireMontant('5')).toEqual({ erreur: messagesMontant.bornes });
    expect(lireMontant('9,99')).toEqual({ erreur: messagesMontant.bornes });
    expect(lireMontant('5000,01')).toEqual({ erreur: messagesMontant.bornes });
    expect(lireMontant('-20')).toEqual({ erreur: messagesMontant.format });
    expect(lireMontant('1,234')).toEqual({ erreur: messagesMontant.format });
    expect(lireMontant('  ')).toEqual({ erreur: messagesMontant.requis });
  });
});
