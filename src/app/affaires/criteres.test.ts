import {
  adresseAffaires,
  lireAdresse,
  lireNumeroRg,
  lirePartie,
  MESSAGES,
  validerNumero,
  validerPartie,
  versRequete,
  type Criteres,
} from './criteres';

describe('what is typed in « Numéro RG »', () => {
  it('reads a year, a letter and five digits, spaces, slashes, dashes and case aside', () => {
    for (const saisie of ['2024F00123', ' 2024 f 00123 ', '2024/F/00123', '2024-f-00123']) {
      expect(lireNumeroRg(saisie)).toEqual({ rg: '2024F00123' });
    }
  });

  it('says how a roll number is written when it is not one, and asks for one when nothing is typed', () => {
    for (const saisie of ['2024F0012', '24F00123', '2024FF0123', '2024F001234', 'F00123']) {
      expect(lireNumeroRg(saisie)).toEqual({ erreur: MESSAGES.rgFormat });
    }
    expect(lireNumeroRg('  ')).toEqual({ erreur: MESSAGES.rgVide });
    expect(MESSAGES.rgFormat).toBe(
      'Un numéro RG comporte l’année, une lettre et cinq chiffres\u00a0: par exemple 2024F00123.',
    );
  });

  it('asks for the greffe with the number, each message on its own field', () => {
    expect(validerNumero({ greffe: '7501', rg: '2024 f 00123' })).toEqual({
      criteres: { par: 'numero', greffe: '7501', rg: '2024F00123' },
    });
    expect(validerNumero({ greffe: '', rg: '2024F00123' })).toEqual({ erreurs: { greffeNumero: MESSAGES.greffe } });
    expect(validerNumero({ greffe: '', rg: '' })).toEqual({
      erreurs: { greffeNumero: MESSAGES.greffe, rg: MESSAGES.rgVide },
    });
    expect(validerNumero({ greffe: '7501', rg: '123' })).toEqual({ erreurs: { rg: MESSAGES.rgFormat } });
  });
});

describe('what is typed in « Nom ou SIREN d’une partie »', () => {
  it('reads nine digits, with spaces, dots or dashes, as a SIREN', () => {
    for (const saisie of ['552100554', ' 552 100 554 ', '552.100.554', '552-100-554', '552\u00a0100\u202f554']) {
      expect(lirePartie(saisie)).toEqual({ partie: { siren: '552100554' } });
    }
  });

  it('refuses a number that is no SIREN, and a name too short, too long or without a letter', () => {
    expect(lirePartie('55210055')).toEqual({ erreur: MESSAGES.chiffres });
    expect(lirePartie('552100555')).toEqual({ erreur: MESSAGES.cle });
    expect(lirePartie('M')).toEqual({ erreur: MESSAGES.court });
    expect(lirePartie('a'.repeat(121))).toEqual({ erreur: MESSAGES.long });
    expect(lirePartie('&&')).toEqual({ erreur: MESSAGES.signes });
    expect(lirePartie('')).toEqual({ erreur: MESSAGES.partieVide });
    expect(MESSAGES.partieVide).toBe('Saisissez le nom ou le numéro SIREN d’une partie.');
  });

  it('reads anything with a letter as a name, spaces tidied; the greffe is optional', () => {
    expect(validerPartie({ saisie: '  Alpha   Solutions ', greffe: '' })).toEqual({
      criteres: { par: 'partie', partie: { nom: 'Alpha Solutions' }, greffe: '' },
    });
    expect(validerPartie({ saisie: '552 100 554', greffe: '6901' })).toEqual({
      criteres: { par: 'partie', partie: { siren: '552100554' }, greffe: '6901' },
    });
    expect(validerPartie({ saisie: 'X', greffe: '6901' })).toEqual({ erreurs: { partie: MESSAGES.court } });
  });
});

describe('the criteria in the address', () => {
  it('reads a roll number with its greffe, and the page', () => {
    expect(lireAdresse('?greffe=7501&rg=2024f00123&page=2')).toEqual({
      numero: { greffe: '7501', rg: '2024f00123' },
      partie: { saisie: '', greffe: '' },
      page: 2,
      criteres: { par: 'numero', greffe: '7501', rg: '2024F00123' },
      erreurs: {},
    });
  });

  it('reads a party by name or SIREN, at a greffe or all; the party form sent without script too', () => {
    expect(lireAdresse('?nom=Alpha%20Solutions')).toMatchObject({
      partie: { saisie: 'Alpha Solutions', greffe: '' },
      page: 1,
      criteres: { par: 'partie', partie: { nom: 'Alpha Solutions' }, greffe: '' },
    });
    expect(lireAdresse('?siren=552100554&greffe=6901').criteres).toEqual({
      par: 'partie',
      partie: { siren: '552100554' },
      greffe: '6901',
    });
    expect(lireAdresse('?q=552+100+554&greffe=').criteres).toEqual({
      par: 'partie',
      partie: { siren: '552100554' },
      greffe: '',
    });
  });

  it('searches nothing without criteria, and says on which field criteria cannot be searched', () => {
    expect(lireAdresse('')).toMatchObject({ criteres: null, erreurs: {} });
    expect(lireAdresse('?rg=2024F00123')).toMatchObject({
      numero: { greffe: '', rg: '2024F00123' },
      criteres: null,
      erreurs: { greffeNumero: MESSAGES.greffe },
    });
    expect(lireAdresse('?greffe=7501&rg=abc')).toMatchObject({ criteres: null, erreurs: { rg: MESSAGES.rgFormat } });
    expect(lireAdresse('?siren=552100555')).toMatchObject({ criteres: null, erreurs: { partie: MESSAGES.cle } });
    expect(lireAdresse('?siren=martin')).toMatchObject({ criteres: null, erreurs: { partie: MESSAGES.chiffres } });
  });

  it('drops what the service would refuse: a greffe code that is not 4 digits, a page out of range', () => {
    expect(lireAdresse('?nom=martin&greffe=75&page=0')).toMatchObject({ partie: { greffe: '' }, page: 1 });
    expect(lireAdresse('?nom=martin&greffe=7501x&page=501')).toMatchObject({ partie: { greffe: '' }, page: 1 });
  });

  it('writes the address back, and the service’s query, from the same criteria', () => {
    const parNumero: Criteres = { par: 'numero', greffe: '7501', rg: '2024F00123' };
    expect(adresseAffaires(parNumero)).toBe('/services/consulter-une-affaire?greffe=7501&rg=2024F00123');
    expect(adresseAffaires(parNumero, 3)).toBe('/services/consulter-une-affaire?greffe=7501&rg=2024F00123&page=3');
    expect(lireAdresse(adresseAffaires(parNumero, 3).split('?')[1] ?? '')).toMatchObject({
      criteres: parNumero,
      page: 3,
    });
    expect(versRequete(parNumero, 1)).toEqual({ code_greffe: '7501', numero_rg: '2024F00123', offset: 0, limit: 20 });

    const parNom: Criteres = { par: 'partie', partie: { nom: 'Alpha Solutions' }, greffe: '' };
    expect(adresseAffaires(parNom)).toBe('/services/consulter-une-affaire?nom=Alpha+Solutions');
    expect(versRequete(parNom, 2)).toEqual({ nom: 'Alpha Solutions', offset: 20, limit: 20 });

    const parSiren: Criteres = { par: 'partie', partie: { siren: '552100554' }, greffe: '6901' };
    expect(adresseAffaires(parSiren, 2)).toBe('/services/consulter-une-affaire?siren=552100554&greffe=6901&page=2');
    expect(lireAdresse(adresseAffaires(parSiren, 2).split('?')[1] ?? '')).toMatchObject({
      criteres: parSiren,
      page: 2,
    });
    expect(versRequete(parSiren, 1)).toEqual({ siren: '552100554', code_greffe: '6901', offset: 0, limit: 20 });
  });
});
