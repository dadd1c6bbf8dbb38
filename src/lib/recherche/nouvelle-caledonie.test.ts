/**
 * Identifiers typed in the search, in each region: SIREN and SIRET in mainland France, RID and
 * RIDET (FACTS §6) in New Caledonia, recognised as the search service recognises them.
 */
import { decouperSirenOuSiret, estSirenOuSiret } from './normalisation';
import { chercheUnIdentifiant, requeteEntreprises } from './requete';
import { filtres } from './test-filtres';

const original = process.env.GATSBY_REGION;

afterEach(() => {
  if (original === undefined) delete process.env.GATSBY_REGION;
  else process.env.GATSBY_REGION = original;
});

describe('identifiers typed in a New Caledonia build', () => {
  beforeEach(() => {
    process.env.GATSBY_REGION = 'NC';
  });

  it('takes a RID or a RIDET, as typed, in the identifier field', () => {
    for (const saisie of [
      '1 236 165',
      '1236165',
      '123616',
      '1 236 165.002',
      '1236165.2',
      '1236165 002',
      '1236165002',
    ]) {
      expect([saisie, estSirenOuSiret(saisie)]).toEqual([saisie, true]);
    }
    for (const saisie of ['55210055400013', '12361', '1 236 165.0021', 'RID 1236165', '98800 nouméa']) {
      expect([saisie, estSirenOuSiret(saisie)]).toEqual([saisie, false]);
    }
  });

  it('sends a RIDET as its RID and its establishment’s rank, a RID alone, anything else whole', () => {
    expect(decouperSirenOuSiret('1 236 165.002')).toEqual({ siren: '1236165', nic: '002' });
    expect(decouperSirenOuSiret('1236165002')).toEqual({ siren: '1236165', nic: '002' });
    expect(decouperSirenOuSiret('123616')).toEqual({ siren: '0123616', nic: '' });
    expect(decouperSirenOuSiret('1 236 165')).toEqual({ siren: '1236165', nic: '' });
    expect(decouperSirenOuSiret('55210055400013')).toEqual({ siren: '55210055400013', nic: '' });
    expect(requeteEntreprises(filtres({ entreprise: { sirenOrSiret: '1236165.002' } }))).toEqual({
      ok: true,
      params: { numero_identification: '1236165', nic: '002', limit: '10', offset: '0' },
    });
  });

  it('opens the entity of a RID or RIDET typed as the phrase, or of a dotted RIDET beside words', () => {
    for (const phrase of ['1 236 165', '1236165', '1 236 165.002', '1236165 002', 'comptoir 1 236 165.002']) {
      expect([phrase, chercheUnIdentifiant(phrase)]).toEqual([phrase, true]);
    }
    // A RID beside words, a postal code, a VAT number: words, searched as such.
    for (const phrase of ['comptoir 1236165', 'garage 98800', 'FR 03 552 081 317', 'comptoir']) {
      expect([phrase, chercheUnIdentifiant(phrase)]).toEqual([phrase, false]);
    }
  });
});

describe('identifiers typed in a mainland build', () => {
  beforeEach(() => {
    delete process.env.GATSBY_REGION;
  });

  it('keeps SIREN and SIRET: 9 or 14 digits, split into SIREN and NIC', () => {
    expect(estSirenOuSiret('552 100 554')).toBe(true);
    expect(estSirenOuSiret('1 236 165')).toBe(false);
    expect(estSirenOuSiret('1236165.002')).toBe(false);
    expect(decouperSirenOuSiret('55210055400013')).toEqual({ siren: '552100554', nic: '00013' });
  });

  it('opens the entity of a SIREN, SIRET or VAT number, not of an RNA number nor of a RID', () => {
    for (const phrase of ['552 100 554', '55210055400013', 'FR 03 552 081 317', 'EDF 552.081.317']) {
      expect([phrase, chercheUnIdentifiant(phrase)]).toEqual([phrase, true]);
    }
    for (const phrase of ['W751234567', '1 236 165', '1236165.002', 'boulangerie']) {
      expect([phrase, chercheUnIdentifiant(phrase)]).toEqual([phrase, false]);
    }
  });
});
