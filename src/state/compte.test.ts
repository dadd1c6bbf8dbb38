import type { Position } from '@portail/contrat/comptes-clients';
import { createStore } from 'jotai';
import { compteFixture } from '../lib/api/fixtures';
import { compteClientSelectionneAtom, POSITION_RECHERCHE_BLOQUEE, rechercheBloqueeAtom } from './compte';

const compte = (position: Position) => compteFixture({ position });

describe('rechercheBloqueeAtom', () => {
  it('leaves searching open to a visitor (no selected account)', () => {
    const store = createStore();
    expect(store.get(compteClientSelectionneAtom)).toBeNull();
    expect(store.get(rechercheBloqueeAtom)).toBe(false);
  });

  it('blocks searching for the blocking position, INTERDIT', () => {
    const store = createStore();
    expect(POSITION_RECHERCHE_BLOQUEE).toBe('INTERDIT');
    store.set(compteClientSelectionneAtom, compte('INTERDIT'));
    expect(store.get(rechercheBloqueeAtom)).toBe(true);
  });

  it.each(['OUVERT', 'RADIE', 'SUSPENDU'] as const)('does not block searching for position %s', (position) => {
    const store = createStore();
    store.set(compteClientSelectionneAtom, compte(position));
    expect(store.get(rechercheBloqueeAtom)).toBe(false);
  });

  it('follows the selected account when it changes', () => {
    const store = createStore();
    store.set(compteClientSelectionneAtom, compte('INTERDIT'));
    store.set(compteClientSelectionneAtom, compte('OUVERT'));
    expect(store.get(rechercheBloqueeAtom)).toBe(false);
    store.set(compteClientSelectionneAtom, null);
    expect(store.get(rechercheBloqueeAtom)).toBe(false);
  });
});
