import {
  formatCapital,
  formatPourcentage,
  formatSiren,
  libelleGreffe,
  neEn,
  nomPersonne,
  periode,
  resumeEtablissements,
  sirenDansChemin,
  sirenValide,
} from './format';

describe('wording of the company pages', () => {
  it('names a person by first names and name, with a usage name that differs', () => {
    expect(nomPersonne({ nom: 'DUVAL', prenoms: 'Jeanne Marie', nom_usage: null })).toBe('Jeanne Marie DUVAL');
    expect(nomPersonne({ nom: 'MARTIN', prenoms: 'Lise', nom_usage: 'DURAND' })).toBe(
      'Lise MARTIN, nom d’usage DURAND',
    );
  });

  it('gives the birth as month and year only', () => {
    expect(neEn({ mois_naissance: 3, annee_naissance: 1975 })).toBe('né(e) en mars 1975');
    expect(neEn({ mois_naissance: null, annee_naissance: 1975 })).toBe('né(e) en 1975');
    expect(neEn({ mois_naissance: 3, annee_naissance: null })).toBeNull();
  });

  it('writes percentages the French way, with a no-break space', () => {
    expect(formatPourcentage(60)).toBe('60\u00a0%');
    expect(formatPourcentage(33.3333)).toBe('33,33\u00a0%');
  });

  it('names the greffe with the right preposition', () => {
    expect(libelleGreffe('Paris')).toBe('Greffe de Paris');
    expect(libelleGreffe('Évry')).toBe('Greffe d’Évry');
    expect(libelleGreffe('Le Mans')).toBe('Greffe du Mans');
  });

  it('formats a SIREN and a capital, variable or not', () => {
    expect(formatSiren('552100554')).toBe('552 100 554');
    expect(formatCapital({ montant: 150000, devise: 'EUR', variable: false })).toBe('150\u202f000\u00a0€');
    expect(formatCapital({ montant: 7500, devise: 'EUR', variable: true })).toBe(
      '7\u202f500\u00a0€ (capital variable)',
    );
    expect(formatCapital(null)).toBeNull();
  });

  it('says since when, or from when to when, a mandate ran', () => {
    expect(periode('2021-03-05', null, true)).toBe('depuis le 5 mars 2021');
    expect(periode('1998-03-01', '2019-06-30', false)).toBe('du 1er mars 1998 au 30 juin 2019');
    expect(periode(null, '2019-06-30', false)).toBe('jusqu’au 30 juin 2019');
    expect(periode(null, null, true)).toBeNull();
  });

  it('sums up the establishments', () => {
    expect(resumeEtablissements(3, 2)).toBe('3 établissements dont 2 actifs');
    expect(resumeEtablissements(1, 1)).toBe('1 établissement dont 1 actif');
    expect(resumeEtablissements(2, 0)).toBe('2 établissements, aucun actif');
  });
});

describe('SIREN in a free path', () => {
  it('checks the Luhn key', () => {
    expect(sirenValide('552100554')).toBe(true);
    expect(sirenValide('356000000')).toBe(true);
    expect(sirenValide('552100555')).toBe(false);
    expect(sirenValide('55210055')).toBe(false);
  });

  it.each([
    ['552100554-ateliers-duval', '552100554'],
    ['ateliers-duval-552100554', '552100554'],
    ['ateliers-duval-552-100-554', '552100554'],
    ['552%20100%20554', '552100554'],
    ['ateliers 552 100 554 paris', '552100554'],
    ['societe-75-552100554', '552100554'],
    ['duval-55210055400013', '552100554'],
    ['duval-552-100-554-00013', '552100554'],
  ])('finds the SIREN in « %s »', (chemin, siren) => {
    expect(sirenDansChemin(chemin)).toBe(siren);
  });

  it.each(['ateliers-duval', '552100555-duval', '55210055500013', '1552100554', '12345678901', ''])(
    'finds none in « %s »',
    (chemin) => {
      expect(sirenDansChemin(chemin)).toBeNull();
    },
  );
});
