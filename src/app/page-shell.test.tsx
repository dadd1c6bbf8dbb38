import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { shellData } from '../components/shell/test-fixtures';
import { compteClientSelectionneAtom } from '../state/compte';
import { PageShell } from './page-shell';

jest.mock('../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

describe('PageShell', () => {
  it('disables the header search buttons while the selected account may not search (position INTERDIT)', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <PageShell path="/">
          <h1>Accueil</h1>
        </PageShell>
      </Provider>,
    );
    const boutons = () => screen.getAllByRole('button', { name: 'Rechercher', hidden: true });
    expect(boutons().length).toBeGreaterThan(0);
    for (const bouton of boutons()) expect(bouton).toBeEnabled();
    act(() => store.set(compteClientSelectionneAtom, { id: 1, numero_client: 'C1', position: 'INTERDIT' }));
    for (const bouton of boutons()) expect(bouton).toBeDisabled();
    act(() => store.set(compteClientSelectionneAtom, { id: 1, numero_client: 'C1', position: 'OUVERT' }));
    for (const bouton of boutons()) expect(bouton).toBeEnabled();
  });
});
