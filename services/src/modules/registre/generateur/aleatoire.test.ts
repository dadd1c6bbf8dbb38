import { Aleatoire, Tirage, tirage } from './aleatoire.js';

describe('Aleatoire', () => {
  it('repeats the same sequence for the same seed, another for another seed', () => {
    const suite = (graine: number | string) => {
      const alea = new Aleatoire(graine);
      return Array.from({ length: 5 }, () => alea.uint32());
    };
    expect(suite(42)).toEqual(suite(42));
    expect(suite('quarante-deux')).toEqual(suite('quarante-deux'));
    expect(suite(42)).not.toEqual(suite(43));
  });

  it('draws uniform integers within the bounds, each one', () => {
    const alea = new Aleatoire(1);
    const vus = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const n = alea.entier(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      vus.add(n);
    }
    expect([...vus].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('gives a Pareto tail: most draws small, some large', () => {
    const alea = new Aleatoire(2);
    const tirages = Array.from({ length: 20_000 }, () => alea.pareto(1.5));
    expect(Math.min(...tirages)).toBeGreaterThanOrEqual(1);
    expect(tirages.filter((x) => x < 2).length / tirages.length).toBeCloseTo(1 - 2 ** -1.5, 1);
    expect(Math.max(...tirages)).toBeGreaterThan(50);
  });
});

describe('Tirage', () => {
  it('follows the weights', () => {
    const alea = new Aleatoire(3);
    const urne = tirage([
      ['a', 70],
      ['b', 20],
      ['c', 10],
      ['jamais', 0],
    ]);
    const comptes: Record<string, number> = {};
    for (let i = 0; i < 50_000; i++) {
      const valeur = urne.tirer(alea);
      comptes[valeur] = (comptes[valeur] ?? 0) + 1;
    }
    expect((comptes.a ?? 0) / 50_000).toBeCloseTo(0.7, 1);
    expect((comptes.b ?? 0) / 50_000).toBeCloseTo(0.2, 1);
    expect((comptes.c ?? 0) / 50_000).toBeCloseTo(0.1, 1);
    expect(comptes.jamais).toBeUndefined();
  });

  it('refuses an empty list or weights that do not match', () => {
    expect(() => new Tirage([], [])).toThrow();
    expect(() => new Tirage(['a'], [1, 2])).toThrow();
  });
});
