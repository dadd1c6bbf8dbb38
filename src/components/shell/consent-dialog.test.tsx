import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { AppStateProvider } from '../../state/app-state-provider';
import { CONSENT_STORAGE_KEY, analyticsAllowedAtom, useConsent } from '../../state/consent';
import { ConsentDialog } from './consent-dialog';

function FooterStandIn() {
  const { openDialog } = useConsent();
  const analytics = useAtomValue(analyticsAllowedAtom);
  return (
    <>
      <button type="button" onClick={openDialog}>
        Gestion des cookies
      </button>
      <output>{analytics ? 'mesure active' : 'mesure inactive'}</output>
    </>
  );
}

function renderWithConsent() {
  render(
    <AppStateProvider>
      <FooterStandIn />
      <ConsentDialog />
    </AppStateProvider>,
  );
  return userEvent.setup();
}

function stored() {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

describe('ConsentDialog', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens by itself on a first visit, as a labelled modal dialog', () => {
    renderWithConsent();
    const dialog = screen.getByRole('dialog', { name: 'Vos préférences de cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Cookies nécessaires')).toBeInTheDocument();
    expect(within(dialog).getByText('Toujours actifs')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: "Mesure d'audience" })).not.toBeChecked();
  });

  it('cannot be dismissed with Escape before a choice is made', async () => {
    const user = renderWithConsent();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer sans modifier mes choix' })).not.toBeInTheDocument();
  });

  it('stores « Tout refuser » as a versioned, dated refusal', async () => {
    const user = renderWithConsent();
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const choice = stored();
    expect(choice).toEqual({ version: 1, analytics: false, decidedAt: expect.any(String) });
    expect(new Date(choice.decidedAt).toISOString()).toBe(choice.decidedAt);
    expect(screen.getByText('mesure inactive')).toBeInTheDocument();
  });

  it('stores « Tout accepter » and enables audience measurement', async () => {
    const user = renderWithConsent();
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(stored()).toMatchObject({ version: 1, analytics: true });
    expect(screen.getByText('mesure active')).toBeInTheDocument();
  });

  it('stores the toggled categories with « Enregistrer mes choix »', async () => {
    const user = renderWithConsent();
    await user.click(screen.getByRole('switch', { name: "Mesure d'audience" }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(stored()).toMatchObject({ analytics: true });
  });

  it('stays closed on a later visit and reopens from « Gestion des cookies » with the stored choice', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, analytics: true, decidedAt: '2025-03-01T10:00:00.000Z' }),
    );
    const user = renderWithConsent();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('mesure active')).toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Gestion des cookies' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Vos préférences de cookies' });
    expect(within(dialog).getByRole('switch', { name: "Mesure d'audience" })).toBeChecked();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('asks again when the stored choice is unreadable or from another version', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 0, analytics: true, decidedAt: 'hier' }),
    );
    renderWithConsent();
    expect(screen.getByRole('dialog', { name: 'Vos préférences de cookies' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus inside the dialog', async () => {
    const user = renderWithConsent();
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('follows a choice made in another tab', () => {
    renderWithConsent();
    act(() => {
      window.localStorage.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ version: 1, analytics: true, decidedAt: '2025-03-01T10:00:00.000Z' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.getByText('mesure active')).toBeInTheDocument();
  });
});
