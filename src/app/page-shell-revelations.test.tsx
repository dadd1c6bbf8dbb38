/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellData } from '../components/shell/test-fixtures';
import { compteFixture } from '../lib/api/fixtures';
import { INTERVALLE_REVELATIONS_MS, useCompteursRevelations } from '../lib/api/use-surveillances';
import { apiFactice, type Appel } from '../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../test/session';
import { PageShell } from './page-shell';

jest.mock('../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

const EN_ALERTE = 'GET /api/revelation/enAlerte';
const compteurs = (non_lues: number) => ({
  corps: { compteurs_actifs: true, non_lues, sans_groupe: non_lues, groupes_favoris: [] },
});

/** What the header's hook holds, shown beside the shell (the avatar is gone once signed out). */
function Sonde() {
  const c = useCompteursRevelations();
  return <p data-testid="sonde">{c ? String(c.non_lues) : 'aucun compteur'}</p>;
}

const page = (
  <PageShell path="/">
    <h1>Accueil</h1>
    <Sonde />
  </PageShell>
);
const avatars = (nom: string) => screen.getAllByRole('button', { name: nom, hidden: true });
const laisserFiler = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

afterEach(() => jest.useRealTimers());

describe('the header’s révélations counters (SPEC §4, §6, §9)', () => {
  it('dots the avatar of an open ABONNE account and reads the counters again every 10 minutes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let nonLues = 2;
    const api = apiFactice({
      ...routesDuCompte(compteFixture({ type_compte: 'ABONNE', position: 'OUVERT' })),
      [EN_ALERTE]: () => compteurs(nonLues),
    });
    rendre(sessionStockee(), page);
    await waitFor(() => expect(avatars('Mon compte, Jeanne Martin, 2 nouvelles révélations')).toHaveLength(2));
    for (const avatar of avatars('Mon compte, Jeanne Martin, 2 nouvelles révélations'))
      expect(within(avatar).getByTestId('revelation-dot')).toBeInTheDocument();
    const [lecture] = api.appelsA(EN_ALERTE) as [Appel];
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(INTERVALLE_REVELATIONS_MS).toBe(600_000);

    nonLues = 5;
    await act(() => jest.advanceTimersByTimeAsync(INTERVALLE_REVELATIONS_MS - 1_000));
    expect(api.appelsA(EN_ALERTE)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(avatars('Mon compte, Jeanne Martin, 5 nouvelles révélations')).toHaveLength(2));
    expect(api.appelsA(EN_ALERTE)).toHaveLength(2);
  });

  it('asks nothing for a MEMBRE account, nor for an ABONNE account that is not OUVERT', async () => {
    for (const compte of [
      compteFixture({ type_compte: 'MEMBRE', position: 'OUVERT' }),
      compteFixture({ type_compte: 'ABONNE', position: 'SUSPENDU' }),
    ]) {
      const api = apiFactice({ ...routesDuCompte(compte), [EN_ALERTE]: compteurs(4) });
      const vue = rendre(sessionStockee(), page);
      await waitFor(() => expect(avatars('Mon compte, Jeanne Martin')).toHaveLength(2));
      await waitFor(() => expect(api.appelsA('GET /api/comptes_clients/selectionne').length).toBeGreaterThan(0));
      await laisserFiler();
      expect(api.appelsA(EN_ALERTE)).toHaveLength(0);
      for (const avatar of avatars('Mon compte, Jeanne Martin'))
        expect(within(avatar).queryByTestId('revelation-dot')).not.toBeInTheDocument();
      vue.unmount();
    }
  });

  it('shows no dot when the service says the account has no counters', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture({ type_compte: 'ABONNE' })),
      [EN_ALERTE]: { corps: { compteurs_actifs: false, non_lues: 0, sans_groupe: 0, groupes_favoris: [] } },
    });
    rendre(sessionStockee(), page);
    await waitFor(() => expect(api.appelsA(EN_ALERTE)).toHaveLength(1));
    await laisserFiler();
    expect(screen.getByTestId('sonde')).toHaveTextContent('aucun compteur');
    expect(avatars('Mon compte, Jeanne Martin')).toHaveLength(2);
  });

  it('clears the counters at sign-out', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture({ type_compte: 'ABONNE' })),
      [EN_ALERTE]: compteurs(3),
    });
    rendre(sessionStockee(), page);
    expect(await screen.findByTestId('sonde')).toHaveTextContent('aucun compteur');
    await waitFor(() => expect(screen.getByTestId('sonde')).toHaveTextContent('3'));
    const user = userEvent.setup();
    const [avatar] = avatars('Mon compte, Jeanne Martin, 3 nouvelles révélations');
    await user.click(avatar as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, continuer' }));
    await waitFor(() => expect(screen.getByTestId('sonde')).toHaveTextContent('aucun compteur'));
    await laisserFiler();
    expect(api.appelsA(EN_ALERTE)).toHaveLength(1);
    expect(screen.queryAllByTestId('revelation-dot')).toHaveLength(0);
  });
});
