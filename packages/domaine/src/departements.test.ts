import {
  COLLECTIVITES,
  DEPARTEMENTS,
  DEPARTEMENTS_ET_COLLECTIVITES,
  DEPARTEMENTS_REFERENCE,
  departement,
} from './departements.js';

describe('départements', () => {
  it('lists the 101 départements, Corsica where 20 was, then the overseas ones', () => {
    expect(DEPARTEMENTS).toHaveLength(101);
    const codes = DEPARTEMENTS.map((d) => d.code);
    expect(codes.slice(17, 21)).toEqual(['18', '19', '2A', '2B']);
    expect(codes.slice(-5)).toEqual(['971', '972', '973', '974', '976']);
    expect(new Set(codes).size).toBe(101);
  });

  it('orders the search filter by code read as text, with the collectivités', () => {
    expect(COLLECTIVITES.map((d) => d.code)).toEqual(['975', '988']);
    const codes = DEPARTEMENTS_ET_COLLECTIVITES.map((d) => d.code);
    expect(codes).toHaveLength(103);
    expect(codes.slice(27, 31)).toEqual(['29', '2A', '2B', '30']);
    expect(codes.slice(-3)).toEqual(['975', '976', '988']);
  });

  it('writes typographic apostrophes, straight ones in the reference table', () => {
    expect(departement('21')?.nom).toBe('Côte-d’Or');
    expect(DEPARTEMENTS_REFERENCE.find((d) => d.code === '21')?.nom).toBe("Côte-d'Or");
    expect(DEPARTEMENTS_REFERENCE.map((d) => d.code)).toEqual(DEPARTEMENTS.map((d) => d.code));
    expect(departement('988')?.nom).toBe('Nouvelle-Calédonie');
    expect(departement('20')).toBeNull();
  });
});
