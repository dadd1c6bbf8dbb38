import { ErreurApi } from '../../lib/api/erreurs';
import {
  lireMontant,
  MESSAGES_DGFIP,
  refusDgfip,
  VALEURS_INITIALES,
  validerChampDgfip,
  validerDgfip,
  type ValeursDgfip,
} from './saisie-dgfip';

const AUJOURDHUI = '2026-11-27';

const valides: ValeursDgfip = {
  operation: 'INSCRIPTION',
  siren: '552 100 554',
  service_impots: 'SIE de Paris 2e',
  impot: 'TVA',
  montant: '12 500,50 €',
  date_exigibilite: '2026-10-15',
  agent: 'Claire Dubois',
  reference_formaliste: '',
};

const message = (champ: keyof ValeursDgfip, valeur: string) =>
  validerChampDgfip(champ, { ...valides, [champ]: valeur }, AUJOURDHUI);

describe('the entry form of the tax office’s inscription', () => {
  it('reads amounts as people type them', () => {
    expect(lireMontant('12 500,50')).toBe(12500.5);
    expect(lireMontant('12\u202f500 €')).toBe(12500);
    expect(lireMontant('0.05')).toBe(0.05);
    expect(lireMontant('12,345')).toBeNull();
    expect(lireMontant('-3')).toBeNull();
    expect(lireMontant('douze')).toBeNull();
  });

  it('says each field’s SPEC §5 message', () => {
    expect(message('service_impots', '')).toBe('Ce champ est obligatoire.');
    expect(message('service_impots', 'S')).toBe('Minimum 2 caractères requis.');
    expect(message('service_impots', 'S'.repeat(71))).toBe('Limité à 70 caractères.');
    expect(message('service_impots', 'SIE <Paris>')).toBe('Les caractères spéciaux ne sont pas autorisés');
    expect(message('agent', 'Claire Dubois!')).toBe('Les caractères spéciaux ne sont pas autorisés');
    expect(message('reference_formaliste', '')).toBeNull();
    expect(message('reference_formaliste', 'R'.repeat(39))).toBe('Limité à 38 caractères.');
    expect(message('siren', '')).toBe('Ce champ est obligatoire.');
    expect(message('siren', '55210055')).toBe('Le numéro SIREN comporte 9 chiffres.');
    expect(message('siren', '552100555')).toBe(MESSAGES_DGFIP.sirenCle);
    expect(message('montant', '0')).toBe(MESSAGES_DGFIP.montant);
    expect(message('montant', '1,234')).toBe(MESSAGES_DGFIP.montant);
    expect(message('montant', '1000000000,01')?.replace(/\s/gu, ' ')).toBe(
      'Le montant ne peut pas dépasser 1 000 000 000 €.',
    );
    expect(message('date_exigibilite', '2026-02-30')).toBe(MESSAGES_DGFIP.date);
    expect(message('date_exigibilite', '2026-11-28')).toBe(MESSAGES_DGFIP.dateFuture);
    expect(message('date_exigibilite', AUJOURDHUI)).toBeNull();
    expect(message('operation', 'AUTRE')).toBe(MESSAGES_DGFIP.operation);
  });

  it('gives every message at once, or the body of the call', () => {
    const lecture = validerDgfip(VALEURS_INITIALES, AUJOURDHUI);
    expect(lecture).toEqual({
      erreurs: {
        siren: 'Ce champ est obligatoire.',
        service_impots: 'Ce champ est obligatoire.',
        impot: 'Ce champ est obligatoire.',
        montant: 'Ce champ est obligatoire.',
        date_exigibilite: 'Ce champ est obligatoire.',
        agent: 'Ce champ est obligatoire.',
      },
    });
    expect(validerDgfip({ ...valides, service_impots: '  SIE  de Paris 2e ' }, AUJOURDHUI)).toEqual({
      formalite: {
        operation: 'INSCRIPTION',
        siren: '552100554',
        service_impots: 'SIE de Paris 2e',
        impot: 'TVA',
        montant: 12500.5,
        date_exigibilite: '2026-10-15',
        agent: 'Claire Dubois',
      },
    });
    expect(validerDgfip({ ...valides, reference_formaliste: ' SIE-2026-7 ' }, AUJOURDHUI)).toMatchObject({
      formalite: { reference_formaliste: 'SIE-2026-7' },
    });
  });

  it('places the service’s refusal on the fields it names', () => {
    const erreur = new ErreurApi(400, 'Requête invalide.', [
      { field: 'body.service_impots', message: 'Limité à 70 caractères.' },
      { field: '/montant', message: 'doit être un montant positif en euros (deux décimales au plus)' },
      { field: 'siren', message: 'n’est pas immatriculé au RCS' },
    ]);
    expect(refusDgfip(erreur)).toEqual({
      champs: {
        service_impots: 'Limité à 70 caractères.',
        montant: 'Le montant doit être un montant positif en euros (deux décimales au plus).',
        siren: 'Le numéro SIREN n’est pas immatriculé au RCS.',
      },
      general: null,
    });
    expect(refusDgfip(new ErreurApi(403, 'Interdit.'))).toBeNull();
  });
});
