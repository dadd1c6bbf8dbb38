import {
  lireNumeroRecherche,
  REFUS_SIREN,
  REFUS_SIRET,
  REFUS_TVA,
  REFUS_TVA_MONACO,
  cleLuhn,
  cleTva,
  formaterSiren,
  formaterSiret,
  isValidRna,
  isValidSiren,
  isValidSiret,
  lireSiren,
  lireSiret,
  luhnValide,
  normaliserNumero,
  numeroRcs,
  tvaIntracommunautaire,
} from './identifiants.js';

describe('SIREN', () => {
  it.each(['552100554', '552081317', '356000000', '732829320'])('accepts the Luhn-valid %s', (siren) => {
    expect(isValidSiren(siren)).toBe(true);
  });

  it.each(['552100555', '55210055', '5521005540', '55210055a', '', '552 100 554'])('rejects %p', (siren) => {
    expect(isValidSiren(siren)).toBe(false);
  });

  it('reads a SIREN typed with spaces', () => {
    expect(lireSiren('552 100\u00a0554')).toBe('552100554');
    expect(lireSiren('552.100-554')).toBe('552100554');
    expect(lireSiren('552 100 555')).toBeNull();
  });

  it('computes Luhn on any length', () => {
    expect(luhnValide('79927398713')).toBe(true);
    expect(luhnValide('79927398710')).toBe(false);
  });
});

describe('SIRET', () => {
  it('accepts a Luhn-valid SIRET of a Luhn-valid SIREN', () => {
    expect(isValidSiret('55208131766522')).toBe(true);
  });

  it('rejects a wrong key, a wrong length or letters', () => {
    expect(isValidSiret('55208131766523')).toBe(false);
    expect(isValidSiret('5520813176652')).toBe(false);
    expect(isValidSiret('5520813176652A')).toBe(false);
  });

  it('rejects a Luhn-valid SIRET whose SIREN is not', () => {
    // 55210055500018: the 14 digits pass Luhn, the first 9 do not.
    expect(isValidSiret('55210055500018')).toBe(false);
  });

  it('checks La Poste establishments by a digit sum multiple of 5, its head office by Luhn', () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000012346')).toBe(true); // digit sum 30, not Luhn-valid
    expect(isValidSiret('35600000012345')).toBe(false); // digit sum 29
  });

  it('reads a SIRET typed with spaces', () => {
    expect(lireSiret('552 081 317 66522')).toBe('55208131766522');
    expect(lireSiret('552 081 317 66523')).toBeNull();
  });
});

describe('formatting', () => {
  it('removes ordinary, non-breaking and narrow spaces', () => {
    expect(normaliserNumero(' 552 100\u00a0554\u202f00013 ')).toBe('55210055400013');
  });

  it('groups a SIREN by three digits and a SIRET with its NIC apart', () => {
    expect(formaterSiren('552100554')).toBe('552 100 554');
    expect(formaterSiren('552 100554')).toBe('552 100 554');
    expect(formaterSiret('55210055400013')).toBe('552 100 554 00013');
  });

  it('writes the RIDs and RIDETs a Caledonian registry holds in the same columns', () => {
    expect(formaterSiren('1236165')).toBe('1 236 165');
    expect(formaterSiren('0123616')).toBe('0 123 616');
    expect(formaterSiret('1236165002')).toBe('1 236 165.002');
  });

  it('writes the RCS number with the registry city then the SIREN', () => {
    expect(numeroRcs('Paris', '552100554')).toBe('RCS Paris 552 100 554');
  });
});

describe('TVA intracommunautaire', () => {
  it('computes the key of EDF as FACTS §4 shows', () => {
    expect(cleTva('552081317')).toBe('03');
    expect(tvaIntracommunautaire('552081317')).toBe('FR03552081317');
    expect(tvaIntracommunautaire('552 081 317')).toBe('FR03552081317');
  });

  it('pads a one-digit key', () => {
    // 552100588 mod 97 = 62 → (12 + 186) mod 97 = 4
    expect(cleTva('552100588')).toBe('04');
  });
});

describe('Luhn keys', () => {
  it('computes the key that makes a number valid (moved from the services’ generator)', () => {
    expect(cleLuhn('55210055')).toBe(4);
    expect(cleLuhn('55208131')).toBe(7);
  });
});

describe('identifiers in a search phrase', () => {
  const numero = (saisie: string) => lireNumeroRecherche(saisie);

  it('reads a SIREN or SIRET written with spaces, dots or dashes, alone', () => {
    for (const saisie of ['552100554', '552 100 554', '552.100.554', '552-100-554', ' 552\u202f100\u00a0554 ']) {
      expect([saisie, numero(saisie)]).toEqual([saisie, { numero: { type: 'SIREN', siren: '552100554' }, reste: '' }]);
    }
    expect(numero('552 100 554 00013')).toEqual({ numero: { type: 'SIRET', siret: '55210055400013' }, reste: '' });
    expect(numero('552.100.554.00013')).toEqual({ numero: { type: 'SIRET', siret: '55210055400013' }, reste: '' });
  });

  it('finds it beside words, and gives the words back', () => {
    expect(numero('EDF 552 081 317')).toEqual({ numero: { type: 'SIREN', siren: '552081317' }, reste: 'EDF' });
    expect(numero('société 552-081-317 paris')).toEqual({
      numero: { type: 'SIREN', siren: '552081317' },
      reste: 'société paris',
    });
  });

  it('reads the intra-community VAT number in any spacing and case, its key checked', () => {
    for (const saisie of ['FR03552081317', 'fr 03 552 081 317', 'FR03 552.081.317', 'FR-03-552081317']) {
      expect([saisie, numero(saisie)]).toEqual([
        saisie,
        { numero: { type: 'TVA', siren: '552081317', tva: 'FR03552081317' }, reste: '' },
      ]);
    }
    expect(numero('EDF FR03552081317')).toMatchObject({ numero: { type: 'TVA' }, reste: 'EDF' });
    expect(numero('FR04552081317')).toEqual({ refus: REFUS_TVA });
    expect(numero('FR03552081318')).toEqual({ refus: REFUS_TVA });
  });

  it('recognises the Monaco form of the VAT number and says why it finds nothing', () => {
    expect(numero('FR53000004605')).toEqual({ refus: REFUS_TVA_MONACO });
    expect(numero('fr 53 000 004 605')).toEqual({ refus: REFUS_TVA_MONACO });
  });

  it('refuses a wrong key when the number is the whole phrase, and reads it as a word beside others', () => {
    expect(numero('552 100 555')).toEqual({ refus: REFUS_SIREN });
    expect(numero('552 100 554 00014')).toEqual({ refus: REFUS_SIRET });
    expect(numero('commande 552 100 555')).toBeNull();
  });

  it('reads an association’s RNA number in any case, with spaces between its characters, alone or beside words', () => {
    const cas: Array<[string, string]> = [
      ['W751234567', 'W751234567'],
      ['w751234567', 'W751234567'],
      ['W751 234 567', 'W751234567'],
      ['W751.234.567', 'W751234567'],
      ['W2A1000123', 'W2A1000123'],
      ['w2b2 001 234', 'W2B2001234'],
    ];
    for (const [saisie, rna] of cas) {
      expect([saisie, numero(saisie)]).toEqual([saisie, { numero: { type: 'RNA', rna }, reste: '' }]);
    }
    expect(numero('Les Amis du Moulin W751234567 Paris')).toEqual({
      numero: { type: 'RNA', rna: 'W751234567' },
      reste: 'Les Amis du Moulin Paris',
    });
  });

  it('takes no other shape for an RNA number, and reads « W » then a space as a letter beside a number', () => {
    // Too short, too long, inside a word, a letter first, the ten digits of the files before the RNA.
    for (const saisie of ['W75123456', 'W7512345678', 'AW751234567', 'W751234567B', 'WA51234567', '0653005592']) {
      expect([saisie, numero(saisie)]).toEqual([saisie, null]);
    }
    expect(numero('W 552 100 554')).toEqual({ numero: { type: 'SIREN', siren: '552100554' }, reste: 'W' });
    expect(numero('W 751 234 567')).toBeNull();
  });

  it('leaves alone what is no identifier: names, postal codes, phone numbers, numbers inside words', () => {
    for (const saisie of ['boulangerie martin', '75001 paris', '01 23 45 67 89', 'A552100554', 'FRANCE 3', '']) {
      expect([saisie, numero(saisie)]).toEqual([saisie, null]);
    }
  });
});

describe('RNA numbers', () => {
  it('are W, a département’s or Corsica’s code and seven more characters, upper case, without spaces', () => {
    for (const rna of ['W751234567', 'W2A1000123', 'W2B2001234', 'W9R1000001'])
      expect([rna, isValidRna(rna)]).toEqual([rna, true]);
    for (const rna of [
      'w751234567',
      'W751 234 567',
      'W75123456',
      'W7512345678',
      'WA51234567',
      'W75A234567',
      '0653005592',
      '',
    ]) {
      expect([rna, isValidRna(rna)]).toEqual([rna, false]);
    }
  });
});
