import { nombreDePages } from './section-resultats';

const reponse = (total: number, total_exact: boolean, n: number) => ({
  total,
  total_exact,
  resultats: Array.from({ length: n }, (_, i) => i),
});

describe('nombreDePages', () => {
  it('follows an exact total', () => {
    expect(nombreDePages(reponse(0, true, 0), 1, 10)).toBe(1);
    expect(nombreDePages(reponse(35, true, 10), 1, 10)).toBe(4);
  });

  it('offers the next page while pages are full beyond a "more than" total', () => {
    expect(nombreDePages(reponse(1000, false, 10), 1, 10)).toBe(100);
    expect(nombreDePages(reponse(1000, false, 10), 100, 10)).toBe(101);
    expect(nombreDePages(reponse(1000, false, 4), 101, 10)).toBe(101);
  });

  it('never offers a page the service cannot serve (offset + limit ≤ 10 000)', () => {
    expect(nombreDePages(reponse(1000, false, 10), 1000, 10)).toBe(1000);
    expect(nombreDePages(reponse(1000, false, 50), 200, 50)).toBe(200);
  });
});
