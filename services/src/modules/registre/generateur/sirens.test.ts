import { isValidSiren, isValidSiret } from '@portail/domaine';
import { GenerateurSirens, nic } from './sirens.js';

describe('GenerateurSirens', () => {
  it('gives unique Luhn-valid SIRENs spread from 300 000 000 to 999 999 999', () => {
    const generateur = new GenerateurSirens(1_234_567);
    const sirens = Array.from({ length: 20_000 }, () => generateur.suivant());
    expect(sirens.filter((siren) => !isValidSiren(siren))).toEqual([]);
    expect(new Set(sirens).size).toBe(sirens.length);
    const valeurs = sirens.map(Number);
    expect(Math.min(...valeurs)).toBeGreaterThanOrEqual(300_000_000);
    // Consecutive companies are far apart, not numbered in sequence.
    expect(Math.abs(valeurs[1]! - valeurs[0]!)).toBeGreaterThan(1_000_000);
    const dizaines = new Set(sirens.map((siren) => siren.slice(0, 2)));
    expect(dizaines.size).toBe(70);
  });

  it('never gives La Poste’s 356 000 000 nor a SIREN already taken', () => {
    // Offset so that the first base is 35600000, La Poste's.
    const laPoste = new GenerateurSirens(5_600_000);
    expect(laPoste.suivant()).not.toBe('356000000');
    const premier = new GenerateurSirens(42).suivant();
    const apres = new GenerateurSirens(42, Int32Array.of(Number(premier))).suivant();
    expect(apres).not.toBe(premier);
    expect(isValidSiren(apres)).toBe(true);
  });
});

describe('nic', () => {
  it('numbers establishments in order with the key that makes the SIRET valid', () => {
    expect(nic('552100554', 1).slice(0, 4)).toBe('0001');
    for (let rang = 1; rang <= 300; rang++) expect(isValidSiret('552100554' + nic('552100554', rang))).toBe(true);
  });
});
