import { lireAdresse } from './adresses.js';
import { commeInitiales, coupures, initiales, sansMotsVides } from './noms.js';
import { mots } from './normaliser.js';
import { tsquerySouple } from './tsquery.js';

describe('initials of a name', () => {
  it('takes the first letter of each significant word', () => {
    expect(initiales('SOCIETE NATIONALE DES CHEMINS DE FER')).toBe('sncf');
    expect(initiales('Compagnie Générale des Eaux')).toBe('cge');
    expect(initiales('SARL TRANSPORTS ROUTIERS DU SUD-OUEST')).toBe('trso');
  });

  it('has none under three letters, and skips numbers and legal forms', () => {
    expect(initiales('BOULANGERIE MARTIN')).toBeNull();
    expect(initiales('SCI DU 12 RUE')).toBeNull();
    expect(initiales('LA SAS')).toBeNull();
  });

  it('reads a query as initials: one word of 3 to 8 letters, or letters typed apart', () => {
    expect(commeInitiales(mots('SNCF'))).toBe('sncf');
    expect(commeInitiales(mots('S.N.C.F.'))).toBe('sncf');
    expect(commeInitiales(mots('s n c f'))).toBe('sncf');
    expect(commeInitiales(mots('ab'))).toBeNull();
    expect(commeInitiales(mots('boulangeries'))).toBeNull();
    expect(commeInitiales(mots('sncf paris'))).toBeNull();
    expect(commeInitiales(mots('a4b'))).toBeNull();
  });
});

describe('flexible form of a query', () => {
  it('leaves the small words out, unless nothing else remains', () => {
    expect(sansMotsVides(mots('La boulangerie du centre'))).toEqual(['boulangerie', 'centre']);
    expect(sansMotsVides(mots('Dupont et fils'))).toEqual(['dupont', 'fils']);
    expect(sansMotsVides(mots('les de'))).toEqual(['les', 'de']);
  });

  it('cuts a long word in two anywhere, parts of two letters at least or an elision', () => {
    const liste = coupures('lorangerie');
    expect(liste).toContainEqual(['l', 'orangerie']);
    expect(liste).toContainEqual(['lo', 'rangerie']);
    expect(liste).not.toContainEqual(['lorangeri', 'e']);
    expect(coupures('sncf')).toEqual([]);
  });

  it('writes words joined or apart, and the known cuts side by side', () => {
    const cuts = new Map([['saintgobain', [['saint', 'gobain'] as const]]]);
    expect(tsquerySouple(['saintgobain', 'vitrage'], cuts, false)).toBe(
      '((saintgobain | (saint <-> gobain)) & vitrage) | (saintgobainvitrage)',
    );
    expect(tsquerySouple(['air', 'liquide'], new Map(), true)).toBe('(air & liquide:*) | (airliquide:*)');
    expect(tsquerySouple(['rps'], new Map(), true)).toBe('rps:*');
  });
});

describe('street address in a phrase', () => {
  it('reads a number, a type of street in full or as its INSEE code, and the street name', () => {
    expect(lireAdresse(mots('12 boulevard Haussmann'))).toEqual({
      debut: 0,
      mots: ['12', 'bd', 'haussmann'],
      saisis: ['12', 'boulevard', 'haussmann'],
      libelle: '12 BD HAUSSMANN',
      numero: true,
    });
    expect(lireAdresse(mots('12 bis av. de la Paix'))).toMatchObject({ debut: 0, mots: ['12', 'av', 'paix'] });
    expect(lireAdresse(mots('Allée des Tilleuls'))).toMatchObject({
      debut: 0,
      mots: ['all', 'tilleuls'],
      numero: false,
    });
  });

  it('finds it after the name words', () => {
    expect(lireAdresse(mots('Café du Commerce 27 rue du Marché'))).toMatchObject({
      debut: 3,
      mots: ['27', 'rue', 'marche'],
    });
    expect(lireAdresse(mots('boulangerie rue de la république'))).toMatchObject({ debut: 1, numero: false });
  });

  it('does not read names that merely contain a type of street', () => {
    // No number before « villa », « place », « cours » at the start: names begin with them.
    expect(lireAdresse(mots('Villa Rosa'))).toBeNull();
    // After name words, they do (a name holding the address's words is still found).
    expect(lireAdresse(mots('Restaurant Villa Rosa'))).toMatchObject({
      debut: 1,
      mots: ['vla', 'rosa'],
      saisis: ['villa', 'rosa'],
    });
    expect(lireAdresse(mots('Hôtel de la Place'))).toBeNull();
    expect(lireAdresse(mots('Cours Florent'))).toBeNull();
    // A type of street with no name after it.
    expect(lireAdresse(mots('Boutique de la rue'))).toBeNull();
    expect(lireAdresse(mots('12 rue de la'))).toBeNull();
    // With its number, a weaker type is an address.
    expect(lireAdresse(mots('3 place Bellecour'))).toMatchObject({ mots: ['3', 'pl', 'bellecour'] });
    // Codes that are common words need their number, even after name words; their full words do not.
    expect(lireAdresse(mots('Boulangerie pas de loup'))).toBeNull();
    expect(lireAdresse(mots('Boulangerie passage du loup'))).toMatchObject({ debut: 1, mots: ['pas', 'loup'] });
    expect(lireAdresse(mots('5 rond-point des Champs'))).toMatchObject({ mots: ['5', 'rpt', 'champs'] });
  });
});
