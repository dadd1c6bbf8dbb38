import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ClientRecherche } from './client';
import { ClientRechercheProvider } from './contexte-client';
import type { ReponseSuggestions } from '@portail/contrat/recherche';
import { useSuggestions } from './use-suggestions';

const reponse = (denomination: string): ReponseSuggestions =>
  ({ entreprises: [{ id: 1, siren: '552100554', denomination }], dirigeants: [] }) as unknown as ReponseSuggestions;

function rendre() {
  const suggestions = jest.fn((q: string) => Promise.resolve(reponse(q.toUpperCase())));
  const client = { entreprises: jest.fn(), personnes: jest.fn(), suggestions } as unknown as ClientRecherche;
  const enveloppe = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ClientRechercheProvider client={client}>{children}</ClientRechercheProvider>
    </SWRConfig>
  );
  const vue = renderHook(({ saisie }: { saisie: string }) => useSuggestions(saisie, 10), {
    wrapper: enveloppe,
    initialProps: { saisie: '' },
  });
  return { ...vue, suggestions };
}

describe('useSuggestions', () => {
  it('keeps the answers in SWR: going back over a word answers at once and asks nothing', async () => {
    const { result, rerender, suggestions } = rendre();
    rerender({ saisie: 'dup' });
    await waitFor(() => expect(result.current).toMatchObject({ q: 'dup', chargement: false }));
    rerender({ saisie: 'dupr' });
    await waitFor(() => expect(result.current).toMatchObject({ q: 'dupr', chargement: false }));
    expect(suggestions).toHaveBeenCalledTimes(2);

    act(() => rerender({ saisie: 'dup' }));
    expect(result.current).toMatchObject({ q: 'dup', chargement: false, erreur: false });
    expect(result.current.reponse?.entreprises[0]?.denomination).toBe('DUP');
    expect(suggestions).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer on screen, marked as loading, while the next one is awaited', async () => {
    const { result, rerender } = rendre();
    rerender({ saisie: 'dup' });
    await waitFor(() => expect(result.current.chargement).toBe(false));
    rerender({ saisie: 'dupo' });
    expect(result.current).toMatchObject({ q: 'dup', chargement: true });
    await waitFor(() => expect(result.current).toMatchObject({ q: 'dupo', chargement: false }));
    rerender({ saisie: 'd' });
    expect(result.current).toEqual({ q: '', reponse: null, chargement: false, erreur: false });
  });

  it('reports a failure, and asks again when the text changes', async () => {
    const { result, rerender, suggestions } = rendre();
    suggestions.mockRejectedValueOnce(new Error('panne'));
    rerender({ saisie: 'dup' });
    await waitFor(() => expect(result.current).toMatchObject({ q: 'dup', reponse: null, erreur: true }));
    rerender({ saisie: 'dupr' });
    await waitFor(() => expect(result.current).toMatchObject({ q: 'dupr', erreur: false, chargement: false }));
  });
});
