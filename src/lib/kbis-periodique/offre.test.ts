import {
  centimesDe,
  centimesDeEuros,
  dureeAjustee,
  dureesPour,
  formaterCentimes,
  nombreEnvois,
  periodiciteEnMots,
} from './offre';

describe('periodic Kbis offer', () => {
  it('says the periodicity in words', () => {
    expect(periodiciteEnMots({ frequence_mois: 1, duree_mois: 12 })).toBe('tous les mois pendant 12 mois');
    expect(periodiciteEnMots({ frequence_mois: 3, duree_mois: 24 })).toBe('tous les 3 mois pendant 24 mois');
  });

  it('offers only the durations that are multiples of the frequency, and keeps the closest one up', () => {
    expect(dureesPour(1)).toEqual([3, 6, 12, 24]);
    expect(dureesPour(3)).toEqual([3, 6, 12, 24]);
    expect(dureesPour(6)).toEqual([6, 12, 24]);
    expect(dureeAjustee(6, 3)).toBe(6);
    expect(dureeAjustee(6, 12)).toBe(12);
    expect(dureeAjustee(1, 24)).toBe(24);
  });

  it('counts the issues as the service does', () => {
    expect(nombreEnvois({ frequence_mois: 1, duree_mois: 12 })).toBe(12);
    expect(nombreEnvois({ frequence_mois: 6, duree_mois: 24 })).toBe(4);
  });

  it('reads and writes amounts in the service’s format, in whole cents', () => {
    expect(centimesDe('3,20')).toBe(320);
    expect(centimesDe('1 234,5')).toBe(123450);
    expect(centimesDe('12')).toBe(1200);
    expect(centimesDe('3.20')).toBeNull();
    expect(centimesDeEuros(0.1 + 0.2)).toBe(30);
    expect(formaterCentimes(320 * 12)).toBe('38,40');
    expect(formaterCentimes(123450)).toBe('1 234,50');
    expect(formaterCentimes(5)).toBe('0,05');
  });
});
