import { marques, regions, suffixes } from '../registre/index.js';
import { noms, prenomsFeminins, prenomsMasculins } from '../registre/index.js';
import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import { compacter, mots, motsElides, normaliser } from './normaliser.js';

describe('normaliser', () => {
  it('folds case, accents and ligatures, drops dots, turns other punctuation into spaces', () => {
    expect(normaliser('L’Oréal')).toBe('l oreal');
    expect(normaliser('R.P.S.')).toBe('rps');
    expect(normaliser('ŒUVRE & Cie — Saint-Étienne')).toBe('oeuvre cie saint etienne');
    expect(normaliser('  Straße  ')).toBe('strasse');
  });

  it('compacts a name for the exact comparison', () => {
    expect(compacter("L'Oréal")).toBe('loreal');
    expect(compacter('l oreal')).toBe('loreal');
    expect(compacter('R.P.S.')).toBe('rps');
  });

  it('splits a query into words and knows its elided form', () => {
    expect(mots('Boulangerie  de la Gare')).toEqual(['boulangerie', 'de', 'la', 'gare']);
    expect(mots('')).toEqual([]);
    expect(motsElides("l'orangerie")).toEqual(['lorangerie']);
    expect(motsElides('orangerie')).toBeNull();
  });
});

// The SQL functions of migration 007 index the names; the service normalises
// queries in TypeScript: both must agree, or a name would not be found.
describe.each(backends)('normalisation in SQL and TypeScript on %s', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  it('gives the same forms for the names the registry holds', async () => {
    const echantillon = [
      ...noms.map(([nom]) => nom),
      ...prenomsMasculins.map(([prenom]) => prenom),
      ...prenomsFeminins.map(([prenom]) => prenom),
      ...marques,
      ...suffixes,
      ...regions,
      'L’Orangerie du Parc',
      "SCI D'ÉLÉONORE",
      'S.A.R.L. Œuvre & Cœur',
      'Ærø Straße',
      'Café-Brasserie « Le Zinc »',
      'N°1 du pneu',
    ];
    const { rows } = await test.app.db.query<{ texte: string; n: string; c: string }>(
      'SELECT t AS texte, recherche_normaliser(t) AS n, recherche_compacter(t) AS c FROM unnest($1::text[]) t',
      [echantillon],
    );
    expect(rows).toHaveLength(echantillon.length);
    const ecarts = rows.filter((row) => row.n !== normaliser(row.texte) || row.c !== compacter(row.texte));
    expect(ecarts).toEqual([]);
  });
});
