/** Renders search components with a fresh state store, a fresh SWR cache and a stand-in search client. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import type { ClientRecherche } from '../../lib/recherche/client';
import { ClientRechercheProvider } from '../../lib/recherche/contexte-client';
import type { ReponseEntreprises, ReponsePersonnes, ReponseSuggestions } from '@portail/contrat/recherche';

export interface FauxClient {
  entreprises: jest.Mock<Promise<ReponseEntreprises>, [Record<string, string>]>;
  personnes: jest.Mock<Promise<ReponsePersonnes>, [Record<string, string>]>;
  suggestions: jest.Mock<Promise<ReponseSuggestions>, [string, AbortSignal | undefined]>;
}

export function fauxClient(): FauxClient {
  return {
    entreprises: jest.fn(),
    personnes: jest.fn(),
    suggestions: jest.fn(),
  };
}

export function rendre(ui: ReactElement, client: FauxClient = fauxClient(), store = createStore()) {
  const enveloppe = (element: ReactElement) => (
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ClientRechercheProvider client={client as unknown as ClientRecherche}>{element}</ClientRechercheProvider>
      </SWRConfig>
    </Provider>
  );
  const vue = render(enveloppe(ui));
  return {
    ...vue,
    client,
    store,
    user: userEvent.setup(),
    rerendre: (suivant: ReactElement) => vue.rerender(enveloppe(suivant)),
  };
}
