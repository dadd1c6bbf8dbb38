import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { AppStateProvider } from '../../state/app-state-provider';
import { useToasts, type ToastInput, type UseToasts } from '../../state/toasts';
import { ToastViewport } from './toasts';

let api: UseToasts;

function Grab() {
  const toasts = useToasts();
  useEffect(() => {
    api = toasts;
  }, [toasts]);
  return null;
}

function renderViewport() {
  render(
    <AppStateProvider>
      <Grab />
      <ToastViewport />
    </AppStateProvider>,
  );
}

function show(input: ToastInput): string {
  let id = '';
  act(() => {
    id = api.showToast(input);
  });
  return id;
}

describe('ToastViewport', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a success toast by default, in the polite live region', () => {
    renderViewport();
    const id = show({ text: 'Votre commande a bien été enregistrée.' });
    expect(id).toMatch(/^toast-/);
    const polite = screen.getByRole('status');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    const text = within(polite).getByText('Votre commande a bien été enregistrée.');
    expect(text.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    expect(within(polite).getByText('Succès :')).toBeInTheDocument();
  });

  it('announces errors in the assertive live region', () => {
    renderViewport();
    show({ text: 'Une erreur est survenue.', type: 'error' });
    const urgent = screen.getByRole('alert');
    expect(urgent).toHaveAttribute('aria-live', 'assertive');
    expect(within(urgent).getByText('Une erreur est survenue.').closest('[data-type]')).toHaveAttribute(
      'data-type',
      'error',
    );
  });

  it('renders warnings with their own look', () => {
    renderViewport();
    show({ text: 'Votre session expire bientôt.', type: 'warning' });
    expect(screen.getByText('Votre session expire bientôt.').closest('[data-type]')).toHaveAttribute(
      'data-type',
      'warning',
    );
  });

  it('dismisses itself after the default 10 seconds', () => {
    jest.useFakeTimers();
    renderViewport();
    show({ text: 'Document ajouté au panier.' });
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByText('Document ajouté au panier.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Document ajouté au panier.')).not.toBeInTheDocument();
  });

  it('waits while the pointer rests on the toast, then resumes the countdown', () => {
    jest.useFakeTimers();
    renderViewport();
    show({ text: 'Surveillance activée.' });
    const card = screen.getByText('Surveillance activée.').closest('[data-type]') as HTMLElement;
    act(() => jest.advanceTimersByTime(6_000));
    fireEvent.mouseEnter(card);
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('Surveillance activée.')).toBeInTheDocument();
    fireEvent.mouseLeave(card);
    act(() => jest.advanceTimersByTime(4_000));
    expect(screen.queryByText('Surveillance activée.')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    jest.useFakeTimers();
    renderViewport();
    show({ text: 'Adresse enregistrée.', duration: 3_000 });
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.queryByText('Adresse enregistrée.')).not.toBeInTheDocument();
  });

  it('closes on the cross, named « Fermer la notification »', async () => {
    renderViewport();
    show({ text: 'Paiement accepté.' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Paiement accepté.')).not.toBeInTheDocument();
  });

  it('can be dismissed by id', () => {
    renderViewport();
    const id = show({ text: 'Alerte créée.' });
    act(() => api.dismissToast(id));
    expect(screen.queryByText('Alerte créée.')).not.toBeInTheDocument();
  });

  it('shows the optional link with textUrl as its text', () => {
    renderViewport();
    show({ text: 'Votre facture est prête.', textUrl: 'Voir mes factures', linkUrl: '/espace-personnel/mes-factures' });
    expect(screen.getByRole('link', { name: 'Voir mes factures' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-factures',
    );
  });
});
