import { CODE_DEPARTEMENT_PATTERN, CODE_GREFFE_PATTERN, typesGreffe } from '@portail/contrat/greffes';
import { DEPARTEMENTS_REFERENCE as departements } from '@portail/domaine';
import { greffes } from './greffes.js';

describe('reference data transcribed from FACTS §1', () => {
  it('holds the 148 registries, each code once', () => {
    expect(greffes).toHaveLength(148);
    expect(new Set(greffes.map((greffe) => greffe.code)).size).toBe(148);
  });

  it('counts 134 TC/TAE, 7 Alsace-Moselle chambers and 7 overseas courts', () => {
    const count = (type: string) => greffes.filter((greffe) => greffe.type === type).length;
    expect(count('TC') + count('TAE')).toBe(134);
    expect(count('TJ')).toBe(7);
    expect(count('TMC')).toBe(7);
    expect(greffes.every((greffe) => typesGreffe.includes(greffe.type))).toBe(true);
  });

  it('marks exactly the 12 tribunaux des activités économiques of 2025 as TAE', () => {
    const tae = greffes.filter((greffe) => greffe.type === 'TAE').map((greffe) => greffe.nom);
    expect(tae.sort()).toEqual(
      [
        'Auxerre',
        'Avignon',
        'Le Havre',
        'Le Mans',
        'Limoges',
        'Lyon',
        'Marseille',
        'Nancy',
        'Nanterre',
        'Paris',
        'Saint-Brieuc',
        'Versailles',
      ].sort(),
    );
  });

  it('puts the TJ chambers in Moselle, Bas-Rhin and Haut-Rhin, and the TMC overseas', () => {
    for (const greffe of greffes) {
      if (greffe.type === 'TJ') expect(['57', '67', '68']).toContain(greffe.departement);
      if (greffe.type === 'TMC') expect(greffe.departement).toMatch(/^97/);
    }
  });

  it('gives every registry a valid code and a known département', () => {
    const known = new Set(departements.map((departement) => departement.code));
    for (const greffe of greffes) {
      expect(greffe.code).toMatch(new RegExp(CODE_GREFFE_PATTERN));
      expect(known.has(greffe.departement)).toBe(true);
    }
  });

  it('lists the 101 départements once each, every one holding at least one registry', () => {
    expect(departements).toHaveLength(101);
    expect(new Set(departements.map((departement) => departement.code)).size).toBe(101);
    const used = new Set(greffes.map((greffe) => greffe.departement));
    for (const departement of departements) {
      expect(departement.code).toMatch(new RegExp(CODE_DEPARTEMENT_PATTERN));
      expect(used.has(departement.code)).toBe(true);
    }
  });

  it('keeps the first two digits as the département except for the Seine-et-Oise heritage codes', () => {
    const exceptions = greffes
      .filter((greffe) => !greffe.departement.startsWith('97') && greffe.code.slice(0, 2) !== greffe.departement)
      .map((greffe) => `${greffe.code} ${greffe.departement}`);
    // Corsica (20xx for 2A/2B) and Évry/Pontoise (78xx for 91/95), as FACTS explains.
    expect(exceptions).toEqual(['2001 2A', '2002 2B', '7801 91', '7802 95']);
  });
});
