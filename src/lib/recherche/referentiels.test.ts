import codesNaf from '@socialgouv/codes-naf';
import { DEPARTEMENTS } from './departements';
import { DOMAINES_ACTIVITE } from './domaines-activite';
import { MOIS } from './mois';

/** The French typography applied to the reference labels. */
const typographie = (texte: string) => texte.replace(/'/g, '’').replace(/ ([;:?!])/g, '\u00a0$1');

describe('activity domains', () => {
  it('are exactly the NAF divisions of @socialgouv/codes-naf, in order, with their labels', () => {
    const divisions = codesNaf.filter((code) => /^\d{2}$/.test(code.id));
    expect(DOMAINES_ACTIVITE).toEqual(divisions.map((d) => ({ code: d.id, libelle: typographie(d.label) })));
  });

  it('are 2-digit codes between 01 and 99, each once', () => {
    const codes = DOMAINES_ACTIVITE.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(Number(code)).toBeGreaterThanOrEqual(1);
    for (const code of codes) expect(Number(code)).toBeLessThanOrEqual(99);
    expect(codes).toContain('01');
    expect(codes).toContain('99');
  });
});

describe('départements', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const reference = require('@etalab/decoupage-administratif/data/departements.json') as {
    code: string;
    nom: string;
  }[];

  it('have the names of @etalab/decoupage-administratif', () => {
    const noms = new Map(reference.map((d) => [d.code, typographie(d.nom)]));
    for (const d of DEPARTEMENTS) expect(d.nom).toBe(noms.get(d.code));
  });

  it('cover metropolitan France with Corsica, the overseas 971–976 and New Caledonia', () => {
    const codes = DEPARTEMENTS.map((d) => d.code);
    const metropole = reference.filter((d) => /^(\d{2}|2[AB])$/.test(d.code)).map((d) => d.code);
    expect(metropole).toHaveLength(96);
    expect(codes).toEqual([...metropole, '971', '972', '973', '974', '975', '976', '988']);
    expect(codes).not.toContain('20');
  });
});

describe('months', () => {
  it('are the 12 months with their French names', () => {
    expect(MOIS.map((m) => m.numero)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(MOIS[0]?.nom).toBe('janvier');
    expect(MOIS[1]?.nom).toBe('février');
    expect(MOIS[7]?.nom).toBe('août');
    expect(MOIS[11]?.nom).toBe('décembre');
  });
});
