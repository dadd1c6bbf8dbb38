import { entriesOfSection, splitIntoColumns } from './menu-sections';
import { shellData } from './test-fixtures';

describe('splitIntoColumns', () => {
  it('always returns exactly four columns by default', () => {
    expect(splitIntoColumns([])).toEqual([[], [], [], []]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toHaveLength(4);
  });

  it('keeps the order and puts the extra items in the first columns', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6])).toEqual([[1, 2], [3, 4], [5], [6]]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
      [8, 9],
    ]);
  });

  it('leaves trailing columns empty when there are fewer items than columns', () => {
    expect(splitIntoColumns(['a', 'b'])).toEqual([['a'], ['b'], [], []]);
  });
});

describe('entriesOfSection', () => {
  it('keeps only the entries of the requested section, in CMS order', () => {
    const titles = entriesOfSection(shellData.menu, 'services').map((entry) => entry.title);
    expect(titles).toEqual([
      'Suivi des entreprises',
      'Procédures et sûretés',
      'Outils professionnels',
      'Accompagnement',
    ]);
  });
});
