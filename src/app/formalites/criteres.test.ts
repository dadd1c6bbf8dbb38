import { ErreurApi } from '../../lib/api/erreurs';
import {
  adresseSuivi,
  lireAdresseSuivi,
  MESSAGES_SUIVI,
  refusSuivi,
  validerSuivi,
  versRequeteSuivi,
  VIDES,
} from './criteres';

describe('the criteria of the formalities follow-up', () => {
  it('reads a search from the address, tidied, with its page', () => {
    expect(lireAdresseSuivi('?reference=%2075012026000123%20&greffe=7501&page=3')).toEqual({
      valeurs: { reference: ' 75012026000123 ', siren: '', denomination: '', greffe: '7501' },
      page: 3,
      criteres: { reference: '75012026000123', siren: '', denomination: '', greffe: '7501' },
      erreurs: {},
    });
    expect(lireAdresseSuivi('?siren=552+100+554&denomination=alpha%20%20solutions').criteres).toEqual({
      reference: '',
      siren: '552100554',
      denomination: 'alpha solutions',
      greffe: '',
    });
  });

  it('holds no search for an empty address, and a bad page is page 1 (SPEC §5)', () => {
    expect(lireAdresseSuivi('')).toEqual({ valeurs: VIDES, page: 1, criteres: null, erreurs: {} });
    expect(lireAdresseSuivi('?greffe=7501&page=abc')).toMatchObject({ page: 1, criteres: null, erreurs: {} });
    expect(lireAdresseSuivi('?reference=123&page=-2').page).toBe(1);
  });

  it('says why an address cannot be searched, on its field', () => {
    expect(lireAdresseSuivi('?siren=552100555')).toMatchObject({
      criteres: null,
      erreurs: { siren: MESSAGES_SUIVI.sirenCle },
    });
    expect(lireAdresseSuivi('?siren=12345').erreurs).toEqual({ siren: 'Le numéro SIREN comporte 9 chiffres.' });
    expect(lireAdresseSuivi('?reference=ab').erreurs).toEqual({ reference: 'Minimum 3 caractères requis.' });
  });

  it('checks the form with the SPEC §5 messages', () => {
    expect(validerSuivi(VIDES)).toEqual({ erreurs: { reference: MESSAGES_SUIVI.aucun } });
    expect(validerSuivi({ ...VIDES, greffe: '7501' })).toEqual({ erreurs: { reference: MESSAGES_SUIVI.aucun } });
    expect(validerSuivi({ ...VIDES, reference: 'x'.repeat(41) })).toEqual({
      erreurs: { reference: 'Limité à 40 caractères.' },
    });
    expect(validerSuivi({ ...VIDES, denomination: 'a' })).toEqual({
      erreurs: { denomination: 'Minimum 2 caractères requis.' },
    });
    expect(validerSuivi({ ...VIDES, denomination: '***' })).toEqual({
      erreurs: { denomination: 'Les caractères spéciaux ne sont pas autorisés' },
    });
    expect(validerSuivi({ ...VIDES, siren: '552 100 55A' })).toEqual({
      erreurs: { siren: 'Le numéro SIREN comporte 9 chiffres.' },
    });
    expect(validerSuivi({ ...VIDES, siren: '552.100.554', greffe: '75' })).toEqual({
      erreurs: { greffe: MESSAGES_SUIVI.greffe },
    });
    expect(validerSuivi({ ...VIDES, siren: '552-100-554' })).toEqual({
      criteres: { reference: '', siren: '552100554', denomination: '', greffe: '' },
    });
  });

  it('writes the address without empty criteria, page 1 left out', () => {
    const criteres = { reference: '75012026000123', siren: '', denomination: 'ALPHA', greffe: '7501' };
    expect(adresseSuivi(criteres)).toBe(
      '/formalites/suivi-formalite?reference=75012026000123&denomination=ALPHA&greffe=7501',
    );
    expect(adresseSuivi(criteres, 2)).toMatch(/&page=2$/);
    expect(lireAdresseSuivi(adresseSuivi(criteres, 2).split('?')[1] ?? '').criteres).toEqual(criteres);
  });

  it('asks the service with the SPEC §7 names, empty ones dropped', () => {
    expect(versRequeteSuivi({ reference: '75012026000123', siren: '', denomination: '', greffe: '' }, 1)).toEqual({
      numeroLiasseOrRefFormaliste: '75012026000123',
      offset: 0,
      limit: 20,
    });
    expect(versRequeteSuivi({ reference: '', siren: '552100554', denomination: 'ALPHA', greffe: '7501' }, 3)).toEqual({
      codeGreffe: '7501',
      denomination: 'ALPHA',
      siren: '552100554',
      offset: 40,
      limit: 20,
    });
  });

  it('places a refusal of the service on its field', () => {
    const erreur = new ErreurApi(400, 'Requête invalide.', [
      { field: 'querystring/numeroLiasseOrRefFormaliste', message: 'doit comporter de 3 à 40 caractères' },
      { field: 'query.codeGreffe', message: 'doit être composé de 4 chiffres' },
    ]);
    expect(refusSuivi(erreur)).toEqual({
      champs: {
        reference: 'Le numéro de liasse ou la référence doit comporter de 3 à 40 caractères.',
        greffe: 'Le greffe choisi doit être composé de 4 chiffres.',
      },
      general: null,
    });
    expect(refusSuivi(new ErreurApi(400, 'Indiquez au moins un critère.'))).toEqual({
      champs: {},
      general: 'Indiquez au moins un critère.',
    });
    expect(refusSuivi(new ErreurApi(429, 'Trop de requêtes.'))).toBeNull();
  });
});
