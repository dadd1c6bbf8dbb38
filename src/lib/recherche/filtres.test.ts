import { avecFiltresDirigeant, avecFiltresEntreprise, avecPage, avecPhrase, avecTabulation } from './filtres';
import { decouperSirenOuSiret, entierOuDefaut, estSirenOuSiret, normaliserSirenOuSiret } from './normalisation';
import { filtres } from './test-filtres';

describe('changes of the filters', () => {
  const base = filtres({ phrase: 'abc', entreprise: { page: 5 }, dirigeant: { page: 3 } });

  it('goes back to page 1 when a company filter changes, not when the page does', () => {
    expect(avecFiltresEntreprise(base, { department: '75' }).entreprise).toMatchObject({ department: '75', page: 1 });
    expect(avecFiltresEntreprise(base, { page: 6 }).entreprise.page).toBe(6);
    expect(avecFiltresEntreprise(base, { pageSize: 50 }).entreprise).toMatchObject({ pageSize: 50, page: 1 });
  });

  it('goes back to page 1 when an officer filter changes', () => {
    expect(avecFiltresDirigeant(base, { anneeDeNaissance: 1960 }).dirigeant).toMatchObject({
      anneeDeNaissance: 1960,
      page: 1,
    });
  });

  it('pages the current tab only', () => {
    expect(avecPage(base, 9).entreprise.page).toBe(9);
    expect(avecPage(base, 9).dirigeant.page).toBe(3);
    const surDirigeants = avecTabulation(base, 'dirigeants');
    expect(avecPage(surDirigeants, 9).dirigeant.page).toBe(9);
    expect(avecPage(surDirigeants, 9).entreprise.page).toBe(5);
  });

  it('starts a new phrase on page 1 of both tabs', () => {
    expect(avecPhrase(base, 'xyz')).toMatchObject({ phrase: 'xyz', entreprise: { page: 1 }, dirigeant: { page: 1 } });
  });
});

describe('SIREN and SIRET', () => {
  it('splits the first 9 characters (SIREN) from the rest (NIC)', () => {
    expect(decouperSirenOuSiret('552 100 554 00013')).toEqual({ siren: '552100554', nic: '00013' });
    expect(decouperSirenOuSiret('552100554')).toEqual({ siren: '552100554', nic: '' });
    expect(normaliserSirenOuSiret(' 552 100 554 ')).toBe('552100554');
  });

  it('recognises 9 or 14 digits, spaces allowed', () => {
    expect(estSirenOuSiret('552 100 554')).toBe(true);
    expect(estSirenOuSiret('55210055400013')).toBe(true);
    expect(estSirenOuSiret('5521005540')).toBe(false);
    expect(estSirenOuSiret('la poste')).toBe(false);
  });
});

describe('entierOuDefaut', () => {
  it('parses integers with a default and bounds', () => {
    expect(entierOuDefaut(null, 10, 1, 100)).toBe(10);
    expect(entierOuDefaut('42', 10, 1, 100)).toBe(42);
    expect(entierOuDefaut('420', 10, 1, 100)).toBe(100);
    expect(entierOuDefaut('1e3', 10, 1, 100)).toBe(10);
  });
});
