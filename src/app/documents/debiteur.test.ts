import { ErreurApi } from '../../lib/api/erreurs';
import { erreursDuService, lireDebiteur, MESSAGES_DEBITEUR, phraseDuService, type SaisieDebiteur } from './debiteur';

const saisie = (surcharge: Partial<SaisieDebiteur>): SaisieDebiteur => ({
  mode: 'siren',
  siren: '',
  nom: '',
  departement: '',
  formats: ['ELEC'],
  ...surcharge,
});

describe('the debtor of an état d’endettement', () => {
  it('reads a SIREN typed with spaces (no-break ones too) and sends its 9 digits', () => {
    expect(lireDebiteur(saisie({ siren: '552\u00a0100\u202f554', formats: ['COURRIER'] }))).toEqual({
      corps: { siren: '552100554', diffusions: [{ format_diffusion: 'COURRIER', quantite: 1 }] },
    });
  });

  it('refuses a SIREN that is not 9 digits or whose key is wrong', () => {
    expect(lireDebiteur(saisie({ siren: '552.100.554' }))).toEqual({
      erreurs: { siren: MESSAGES_DEBITEUR.sirenChiffres },
    });
    expect(lireDebiteur(saisie({ siren: '5521005540' }))).toEqual({
      erreurs: { siren: MESSAGES_DEBITEUR.sirenChiffres },
    });
    expect(lireDebiteur(saisie({ siren: '552100555' }))).toEqual({ erreurs: { siren: MESSAGES_DEBITEUR.sirenCle } });
  });

  it('reads a name and a département without SIREN, the SIREN field being ignored', () => {
    expect(
      lireDebiteur(saisie({ mode: 'nom', siren: 'abc', nom: ' L’Atelier   d’Ana & fils ', departement: '971' })),
    ).toEqual({
      corps: {
        nom: 'L’Atelier d’Ana & fils',
        departement: '971',
        diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
      },
    });
  });

  it('gives every message at once: name, département, format', () => {
    expect(lireDebiteur(saisie({ mode: 'nom', nom: 'A'.repeat(71), departement: '96', formats: [] }))).toEqual({
      erreurs: {
        nom: MESSAGES_DEBITEUR.nomLong,
        departement: MESSAGES_DEBITEUR.departement,
        formats: MESSAGES_DEBITEUR.formats,
      },
    });
  });

  it('turns the service’s field messages into sentences placed on the fields of the mode shown', () => {
    expect(phraseDuService('nom', 'est obligatoire')).toBe('Ce nom est obligatoire.');
    expect(phraseDuService('nom', 'Limité à 70 caractères.')).toBe('Limité à 70 caractères.');
    expect(phraseDuService('nom', 'Les caractères spéciaux ne sont pas autorisés')).toBe(
      'Les caractères spéciaux ne sont pas autorisés.',
    );
    const refus = new ErreurApi(400, 'Requête invalide', [
      { field: 'body.siren', message: 'doit être composé de 9 chiffres' },
      { field: 'body.nom', message: 'est obligatoire' },
    ]);
    expect(erreursDuService(refus, 'siren')).toEqual({ siren: 'Ce numéro doit être composé de 9 chiffres.' });
    expect(erreursDuService(refus, 'nom')).toEqual({ nom: 'Ce nom est obligatoire.' });
    expect(erreursDuService(new ErreurApi(400, 'Requête invalide', []), 'nom')).toBeNull();
    expect(erreursDuService(new Error('réseau'), 'siren')).toBeNull();
  });
});
