import {
  departementPath,
  dirigeantPath,
  entreprisePath,
  etablissementPath,
  greffePath,
  listeEtablissementsPath,
  nafFromPath,
  nafPath,
  secteurPath,
} from './chemins.js';

describe('entity paths', () => {
  it('builds the canonical address of each entity page', () => {
    const danone = { id: 12, siren: '552032534', denomination: 'DANONE S.A.' };
    expect(entreprisePath(danone)).toBe('/entreprise/danone-s-a/552032534/12');
    expect(listeEtablissementsPath(danone)).toBe('/liste_etablissements/danone-s-a/552032534/12');
    expect(etablissementPath({ id: 7, siret: '55203253400054' }, 'Danone')).toBe(
      '/etablissement/danone/55203253400054/7',
    );
    expect(dirigeantPath({ id: 3, nom: 'DUPONT', prenoms: 'Jean Pierre' })).toBe('/dirigeant/dupont-jean-pierre/3');
    expect(greffePath({ nom: 'Saint-Étienne', code: '4202' })).toBe('/fiche-greffe/saint-etienne/4202');
  });

  it('never leaves an empty slug', () => {
    expect(entreprisePath({ id: 1, siren: '552100554', denomination: '***' })).toBe(
      '/entreprise/entreprise/552100554/1',
    );
    expect(etablissementPath({ id: 1, siret: '55210055400013' }, '')).toBe(
      '/etablissement/etablissement/55210055400013/1',
    );
    expect(dirigeantPath({ id: 1, nom: '', prenoms: '' })).toBe('/dirigeant/dirigeant/1');
    expect(greffePath({ nom: '', code: '7501' })).toBe('/fiche-greffe/greffe/7501');
  });

  it('writes NAF codes without their dot and reads them back', () => {
    expect(departementPath('2A')).toBe('/recherche-par-departement/2A');
    expect(secteurPath('75', 'informatique')).toBe('/recherche-par-departement/75/informatique');
    expect(nafPath('75', 'informatique', '62.01Z')).toBe('/recherche-par-departement/75/informatique/6201Z');
    expect(nafFromPath('6201z')).toBe('62.01Z');
    expect(nafFromPath('62.01Z')).toBe('62.01Z');
    expect(nafFromPath('62')).toBeNull();
  });
});
