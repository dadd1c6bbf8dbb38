import { adresseGages, lireAdresse, lireConstituant, MESSAGES, versRequete, type Criteres } from './criteres';

describe('what is typed in « Numéro SIREN ou nom du constituant »', () => {
  it('reads nine digits, with spaces, dots or dashes, as a SIREN', () => {
    for (const saisie of ['552100554', ' 552 100 554 ', '552.100.554', '552-100-554', '552\u00a0100\u202f554']) {
      expect(lireConstituant(saisie)).toEqual({ constituant: { siren: '552100554' } });
    }
  });

  it('refuses a number that is no SIREN: a wrong count of digits, or a wrong key', () => {
    expect(lireConstituant('55210055')).toEqual({ erreur: MESSAGES.chiffres });
    expect(lireConstituant('552 100 5540')).toEqual({ erreur: MESSAGES.chiffres });
    expect(lireConstituant('552100555')).toEqual({ erreur: MESSAGES.cle });
  });

  it('reads anything with a letter as a name of 2 to 120 characters, spaces tidied', () => {
    expect(lireConstituant('  Boulangerie   Martin ')).toEqual({ constituant: { nom: 'Boulangerie Martin' } });
    expect(lireConstituant('3M')).toEqual({ constituant: { nom: '3M' } });
    expect(lireConstituant('552100554 SAS')).toEqual({ constituant: { nom: '552100554 SAS' } });
    expect(lireConstituant('M')).toEqual({ erreur: MESSAGES.court });
    expect(lireConstituant('a'.repeat(121))).toEqual({ erreur: MESSAGES.long });
    expect(lireConstituant('a'.repeat(120))).toEqual({ constituant: { nom: 'a'.repeat(120) } });
    expect(lireConstituant('&&')).toEqual({ erreur: MESSAGES.signes });
  });

  it('asks for something when nothing is typed', () => {
    expect(lireConstituant('   ')).toEqual({ erreur: MESSAGES.vide });
    expect(MESSAGES.vide).toBe('Saisissez un numéro SIREN ou le nom du constituant.');
  });
});

describe('the criteria in the address', () => {
  it('reads a SIREN, a greffe, the struck-off inscriptions and the page', () => {
    expect(lireAdresse('?siren=552100554&greffe=7501&radies=1&page=3')).toEqual({
      saisie: '552100554',
      greffe: '7501',
      radies: true,
      page: 3,
      criteres: { constituant: { siren: '552100554' }, greffe: '7501', radies: true },
      erreur: null,
    });
  });

  it('reads a name, every greffe, in-force inscriptions and page 1 by default', () => {
    expect(lireAdresse('?nom=Boulangerie%20Martin')).toMatchObject({
      saisie: 'Boulangerie Martin',
      page: 1,
      criteres: { constituant: { nom: 'Boulangerie Martin' }, greffe: '', radies: false },
    });
    // The form sent without the page's script.
    expect(lireAdresse('?q=552+100+554&greffe=&radies=1').criteres).toEqual({
      constituant: { siren: '552100554' },
      greffe: '',
      radies: true,
    });
  });

  it('searches nothing without criteria, and says why criteria cannot be searched', () => {
    expect(lireAdresse('')).toMatchObject({ saisie: '', criteres: null, erreur: null });
    expect(lireAdresse('?siren=552100555')).toMatchObject({
      saisie: '552100555',
      criteres: null,
      erreur: MESSAGES.cle,
    });
    expect(lireAdresse('?siren=martin')).toMatchObject({ criteres: null, erreur: MESSAGES.chiffres });
    expect(lireAdresse('?nom=M')).toMatchObject({ criteres: null, erreur: MESSAGES.court });
  });

  it('drops what the service would refuse: a greffe code that is not 4 digits, a page out of range', () => {
    expect(lireAdresse('?nom=martin&greffe=75&page=0')).toMatchObject({ greffe: '', page: 1 });
    expect(lireAdresse('?nom=martin&greffe=7501x&page=abc')).toMatchObject({ greffe: '', page: 1 });
    expect(lireAdresse('?nom=martin&radies=true&page=501')).toMatchObject({ radies: false, page: 1 });
  });

  it('writes the address back, and the service’s query, from the same criteria', () => {
    const parSiren: Criteres = { constituant: { siren: '552100554' }, greffe: '7501', radies: true };
    expect(adresseGages(parSiren)).toBe(
      '/services/recherche-gage-sans-depossession?siren=552100554&greffe=7501&radies=1',
    );
    expect(adresseGages(parSiren, 2)).toBe(
      '/services/recherche-gage-sans-depossession?siren=552100554&greffe=7501&radies=1&page=2',
    );
    expect(lireAdresse(adresseGages(parSiren, 2).split('?')[1] ?? '')).toMatchObject({ criteres: parSiren, page: 2 });
    expect(versRequete(parSiren, 2)).toEqual({
      siren: '552100554',
      code_greffe: '7501',
      radies: true,
      offset: 20,
      limit: 20,
    });

    const parNom: Criteres = { constituant: { nom: 'Boulangerie Martin' }, greffe: '', radies: false };
    expect(adresseGages(parNom)).toBe('/services/recherche-gage-sans-depossession?nom=Boulangerie+Martin');
    expect(versRequete(parNom, 1)).toEqual({ nom: 'Boulangerie Martin', offset: 0, limit: 20 });
  });
});
