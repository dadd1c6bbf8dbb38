import {
  colonnesEtablissement,
  colonnesEtablissementAnciennes,
  colonnesUniteLegale,
  colonnesUniteLegaleAnciennes,
  EnTeteInvalide,
  verifierEnTete,
} from './colonnes.js';

describe('SIRENE stock headers', () => {
  it('know the current (35/54) and older (33/48) column sets', () => {
    expect([colonnesUniteLegale.length, colonnesUniteLegaleAnciennes.length]).toEqual([35, 33]);
    expect([colonnesEtablissement.length, colonnesEtablissementAnciennes.length]).toEqual([54, 48]);
  });

  it('map columns by name, whatever their order, absent recent columns at -1', () => {
    const melangees = [...colonnesUniteLegaleAnciennes].reverse();
    const enTete = verifierEnTete('ul.csv', 'UNITES_LEGALES', melangees);
    expect(enTete.nombreColonnes).toBe(33);
    expect(enTete.index('siren')).toBe(32);
    expect(enTete.index('activitePrincipaleNAF25UniteLegale')).toBe(-1);
  });

  it('accept the trailing spaces of the Lambert column names', () => {
    const noms = colonnesEtablissement.map((nom) => (nom.startsWith('coordonneeLambert') ? `${nom} ` : nom));
    expect(verifierEnTete('e.csv', 'ETABLISSEMENTS', noms).index('coordonneeLambertAbscisseEtablissement')).toBe(28);
  });

  it('reject an établissements file given as unités légales, naming the problem in French', () => {
    expect(() => verifierEnTete('StockEtablissement.csv', 'UNITES_LEGALES', colonnesEtablissement)).toThrow(
      EnTeteInvalide,
    );
    try {
      verifierEnTete('StockEtablissement.csv', 'UNITES_LEGALES', colonnesEtablissement);
    } catch (erreur) {
      expect((erreur as Error).message).toMatch(
        /^En-tête invalide dans StockEtablissement\.csv : colonnes manquantes : statutDiffusionUniteLegale, .*\(fichier StockUniteLegale attendu\) ; colonnes inconnues : nic, siret, /,
      );
    }
  });

  it('reject a duplicated column', () => {
    expect(() => verifierEnTete('ul.csv', 'UNITES_LEGALES', [...colonnesUniteLegale, 'siren'])).toThrow(
      'colonnes en double : siren',
    );
  });
});
