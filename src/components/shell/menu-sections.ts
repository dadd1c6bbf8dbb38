import type { MenuEntry, MenuSection } from './types';

/** The three header sections, in display order (SPEC §2 "Shell behaviour"). */
export const MENU_SECTIONS: ReadonlyArray<{ id: MenuSection; label: string }> = [
  { id: 'documents_officiels', label: 'Documents officiels' },
  { id: 'formalites', label: 'Formalités' },
  { id: 'services', label: 'Services' },
];

/** Number of columns of a mega-menu panel (SPEC §2). */
export const MENU_COLUMN_COUNT = 4;

export function entriesOfSection(menu: readonly MenuEntry[], section: MenuSection): MenuEntry[] {
  return menu.filter((entry) => entry.section === section);
}

/**
 * Splits items, in order, into exactly `count` columns read top to bottom then left to right.
 * Sizes differ by one at most and the longer columns come first: 6 items → 2, 2, 1, 1.
 */
export function splitIntoColumns<T>(items: readonly T[], count: number = MENU_COLUMN_COUNT): T[][] {
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const columns: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const size = base + (index < extra ? 1 : 0);
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns;
}
