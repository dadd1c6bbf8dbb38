import { adresseRechercheAvancee, adresseRecherchePhrase, ecrireAdresse, lireAdresse } from './adresse';
import { FILTRES_VIDES } from './filtres';
import { filtres } from './test-filtres';

const MAINTENANT = new Date('2025-06-15T12:00:00Z');
const lire = (search: string) => lireAdresse(search, MAINTENANT).filtres;

describe('lireAdresse (address → filters)', () => {
  it('gives the defaults for an empty address: Entreprises tab, page 1 of 10, relevance, companies', () => {
    expect(lireAdresse('', MAINTENANT)).toEqual({ filtres: FILTRES_VIDES, validation: null });
    expect(FILTRES_VIDES.selectedTabulation).toBe('entreprises');
    expect(FILTRES_VIDES.entreprise).toMatchObject({
      page: 1,
      pageSize: 10,
      orderBy: 'pertinence',
      companyType: 'ENTREPRISE',
    });
    expect(FILTRES_VIDES.dirigeant).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('reads every parameter of the spec', () => {
    const search =
      '?recherche=dirigeants&phrase=boulangerie&denomination=Dupont+SA&sirenOrSiret=552+100+554&activityDomain=56' +
      '&department=75&orderBy=creation&companyType=ETABLISSEMENT&page=3&pageSize=20&nom=Dupr%C3%A9&prenom=Jean' +
      '&moisDeNaissance=3&anneeDeNaissance=1975&dirigeantPage=2&dirigeantPageSize=50&validation=true';
    expect(lireAdresse(search, MAINTENANT)).toEqual({
      filtres: {
        selectedTabulation: 'dirigeants',
        phrase: 'boulangerie',
        entreprise: {
          denomination: 'Dupont SA',
          sirenOrSiret: '552100554',
          activityDomain: '56',
          department: '75',
          orderBy: 'creation',
          companyType: 'ETABLISSEMENT',
          page: 3,
          pageSize: 20,
        },
        dirigeant: { nom: 'Dupré', prenom: 'Jean', moisDeNaissance: 3, anneeDeNaissance: 1975, page: 2, pageSize: 50 },
      },
      validation: 'true',
    });
  });

  it('reads company paging from entreprisePage and entreprisePageSize too, page and pageSize first', () => {
    expect(lire('entreprisePage=4&entreprisePageSize=20').entreprise).toMatchObject({ page: 4, pageSize: 20 });
    expect(lire('page=2&entreprisePage=4&pageSize=50&entreprisePageSize=20').entreprise).toMatchObject({
      page: 2,
      pageSize: 50,
    });
    expect(lire('page=abc&entreprisePage=4').entreprise.page).toBe(4);
  });

  it.each([
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    [' 7 ', 7],
    ['12', 12],
  ])('parses page %p as the integer %p (default 1 when absent or not numeric)', (page, attendu) => {
    expect(lire(`page=${encodeURIComponent(page)}`).entreprise.page).toBe(attendu);
    expect(lire(`dirigeantPage=${encodeURIComponent(page)}`).dirigeant.page).toBe(attendu);
  });

  it('keeps page sizes within what the service serves (1 to 100), default 10', () => {
    expect(lire('pageSize=0').entreprise.pageSize).toBe(10);
    expect(lire('pageSize=x').entreprise.pageSize).toBe(10);
    expect(lire('pageSize=500').entreprise.pageSize).toBe(100);
    expect(lire('dirigeantPageSize=25').dirigeant.pageSize).toBe(25);
  });

  it('never asks beyond the 10 000th result: the page is capped for the page size', () => {
    expect(lire('page=5000').entreprise.page).toBe(1000);
    expect(lire('page=5000&pageSize=50').entreprise.page).toBe(200);
    expect(lire('dirigeantPage=99999&dirigeantPageSize=100').dirigeant.page).toBe(100);
  });

  it('normalises sirenOrSiret: every kind of space removed', () => {
    expect(lire('sirenOrSiret=552%20100%20554%2000013').entreprise.sirenOrSiret).toBe('55210055400013');
    expect(lire(`sirenOrSiret=${encodeURIComponent('552\u00a0100\u202f554')}`).entreprise.sirenOrSiret).toBe(
      '552100554',
    );
  });

  it('accepts only existing 2-digit NAF divisions as the activity domain', () => {
    expect(lire('activityDomain=62').entreprise.activityDomain).toBe('62');
    expect(lire('activityDomain=01').entreprise.activityDomain).toBe('01');
    // 04 and 34 are gaps of the NAF; 1 and 620 are not divisions.
    for (const code of ['04', '34', '1', '620', 'ab', '100']) {
      expect(lire(`activityDomain=${code}`).entreprise.activityDomain).toBeNull();
    }
  });

  it('accepts the départements, Corsica and overseas included, whatever the case', () => {
    expect(lire('department=2a').entreprise.department).toBe('2A');
    expect(lire('department=2B').entreprise.department).toBe('2B');
    expect(lire('department=971').entreprise.department).toBe('971');
    expect(lire('department=976').entreprise.department).toBe('976');
    expect(lire('department=988').entreprise.department).toBe('988');
    for (const code of ['20', '96', '977', '99', 'Paris'])
      expect(lire(`department=${code}`).entreprise.department).toBeNull();
  });

  it('falls back to relevance and companies for unknown order and type, and reads them in any case', () => {
    expect(lire('orderBy=DENOMINATION&companyType=etablissement').entreprise).toMatchObject({
      orderBy: 'denomination',
      companyType: 'ETABLISSEMENT',
    });
    expect(lire('orderBy=prix&companyType=AUTRE').entreprise).toMatchObject({
      orderBy: 'pertinence',
      companyType: 'ENTREPRISE',
    });
  });

  it('reads the tab in any spelling, Entreprises by default', () => {
    expect(lire('recherche=Dirigeants').selectedTabulation).toBe('dirigeants');
    expect(lire('recherche=dirigeant').selectedTabulation).toBe('dirigeants');
    expect(lire('recherche=ENTREPRISES').selectedTabulation).toBe('entreprises');
    expect(lire('recherche=autre').selectedTabulation).toBe('entreprises');
  });

  it('keeps months 1–12 and birth years from 1900 to this year', () => {
    expect(lire('moisDeNaissance=12&anneeDeNaissance=1900').dirigeant).toMatchObject({
      moisDeNaissance: 12,
      anneeDeNaissance: 1900,
    });
    expect(lire('moisDeNaissance=03').dirigeant.moisDeNaissance).toBe(3);
    expect(lire('anneeDeNaissance=2025').dirigeant.anneeDeNaissance).toBe(2025);
    for (const [mois, annee] of [
      ['0', '1899'],
      ['13', '2026'],
      ['mars', '75'],
    ]) {
      expect(lire(`moisDeNaissance=${mois}&anneeDeNaissance=${annee}`).dirigeant).toMatchObject({
        moisDeNaissance: null,
        anneeDeNaissance: null,
      });
    }
  });

  it('trims text, collapses inner spaces and limits it to 70 characters', () => {
    expect(lire('phrase=%20%20la%20%20%20poste%20').phrase).toBe('la poste');
    expect(lire(`denomination=${'a'.repeat(90)}`).entreprise.denomination).toHaveLength(70);
  });
});

describe('ecrireAdresse (filters → address)', () => {
  it('writes nothing for the defaults', () => {
    expect(ecrireAdresse(FILTRES_VIDES)).toBe('');
  });

  it('writes every non-default value, company paging as page and pageSize', () => {
    const f = filtres({
      phrase: 'la poste',
      selectedTabulation: 'dirigeants',
      entreprise: {
        denomination: 'Poste',
        sirenOrSiret: '356000000',
        activityDomain: '53',
        department: '2A',
        companyType: 'ETABLISSEMENT',
        orderBy: 'denomination',
        page: 2,
        pageSize: 20,
      },
      dirigeant: { nom: 'Dupré', prenom: 'Jean', moisDeNaissance: 3, anneeDeNaissance: 1975, page: 4, pageSize: 50 },
    });
    const params = new URLSearchParams(ecrireAdresse(f, 'oui'));
    expect(Object.fromEntries(params)).toEqual({
      recherche: 'dirigeants',
      phrase: 'la poste',
      denomination: 'Poste',
      sirenOrSiret: '356000000',
      activityDomain: '53',
      department: '2A',
      companyType: 'ETABLISSEMENT',
      orderBy: 'denomination',
      page: '2',
      pageSize: '20',
      nom: 'Dupré',
      prenom: 'Jean',
      moisDeNaissance: '3',
      anneeDeNaissance: '1975',
      dirigeantPage: '4',
      dirigeantPageSize: '50',
      validation: 'oui',
    });
  });

  it('gives back the same filters when read again (shared links)', () => {
    const f = filtres({
      phrase: 'Café de l’Église',
      entreprise: { department: '988', activityDomain: '56', page: 7, orderBy: 'creation' },
      dirigeant: { nom: 'Le Gall', moisDeNaissance: 11 },
    });
    expect(lireAdresse(ecrireAdresse(f, 'x'), MAINTENANT)).toEqual({ filtres: f, validation: 'x' });
  });

  it('rewrites an entreprisePage address with page', () => {
    expect(ecrireAdresse(lire('phrase=abc&entreprisePage=3&entreprisePageSize=20'))).toBe(
      '?phrase=abc&page=3&pageSize=20',
    );
  });

  it('builds the addresses of the results page and of the advanced search', () => {
    expect(adresseRecherchePhrase(' la  poste ')).toBe(
      '/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=la+poste',
    );
    expect(adresseRechercheAvancee(filtres({ phrase: 'abc', entreprise: { department: '75', page: 4 } }))).toBe(
      '/recherche-entreprise-dirigeant/recherche-avancee?department=75',
    );
  });
});
