import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { compteFixture } from '../lib/api/fixtures';
import { shellData } from '../components/shell/test-fixtures';
import { compteClientSelectionneAtom } from '../state/compte';
import { PageShell } from './page-shell';

jest.mock('../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

describe('PageShell', () => {
  it('tells the visitor clearly when the browser blocked the sign-in popup', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(
      <Provider store={createStore()}>
        <PageShell path="/">
          <h1>Accueil</h1>
        </PageShell>
      </Provider>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Se connecter', hidden: true })[0] as HTMLElement);
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'greffeo-connexion',
      expect.stringContaining('width=600,height=600'),
    );
    expect(await screen.findByText(/Votre navigateur a bloqué la fenêtre de connexion/)).toBeInTheDocument();
    open.mockRestore();
  });

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
    act(() => store.set(compteClientSelectionneAtom, compteFixture({ position: 'INTERDIT' })));
    for (const bouton of boutons()) expect(bouton).toBeDisabled();
    act(() => store.set(compteClientSelectionneAtom, compteFixture({ position: 'OUVERT' })));
    for (const bouton of boutons()) expect(bouton).toBeEnabled();
  });
});
