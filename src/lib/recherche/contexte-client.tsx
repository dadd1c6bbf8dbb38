import { createContext, useContext, type ReactNode } from 'react';
import { clientRecherche, type ClientRecherche } from './client';

/** The search client the hooks use: the real one, or a stand-in given by a test. */
const ClientRechercheContext = createContext<ClientRecherche | null>(null);

export function ClientRechercheProvider({ client, children }: { client: ClientRecherche; children: ReactNode }) {
  return <ClientRechercheContext.Provider value={client}>{children}</ClientRechercheContext.Provider>;
}

export function useClientRecherche(): ClientRecherche {
  return useContext(ClientRechercheContext) ?? clientRecherche();
}
