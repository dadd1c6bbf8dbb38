import { dupont } from './dirigeant.fixtures';
import { neEn, nomComplet, resumeMandats } from './identite';

describe('officer wording', () => {
  it('writes first names then the last name in capitals', () => {
    expect(nomComplet({ prenoms: 'Jeanne Marie', nom: 'Dupont' })).toBe('Jeanne Marie DUPONT');
    expect(nomComplet({ prenoms: 'Éloïse', nom: 'de l’Étang' })).toBe('Éloïse DE L’ÉTANG');
  });

  it('gives the month and year of birth only', () => {
    expect(neEn(dupont)).toBe('Né(e) en mars 1975');
    expect(neEn({ mois_naissance: null, annee_naissance: 1980 })).toBe('Né(e) en 1980');
    expect(neEn({ mois_naissance: null, annee_naissance: null })).toBeNull();
  });

  it('counts mandates, with the current ones', () => {
    expect(resumeMandats(dupont)).toBe('30 mandats, dont 2 en cours');
    expect(resumeMandats({ ...dupont, nombre_mandats: 4, nombre_mandats_actifs: 0 })).toBe(
      '4 mandats, dont aucun en cours',
    );
    expect(resumeMandats({ ...dupont, nombre_mandats: 1, nombre_mandats_actifs: 1 })).toBe('1 mandat, en cours');
    expect(resumeMandats({ ...dupont, nombre_mandats: 1, nombre_mandats_actifs: 0 })).toBe('1 mandat, terminé');
    expect(resumeMandats({ ...dupont, nombre_mandats: 0, nombre_mandats_actifs: 0 })).toBe('Aucun mandat publié');
  });
});
