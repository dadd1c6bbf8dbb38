/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import type { ReponseEntreprises } from '@portail/contrat/recherche';
import type { ClientRecherche } from '../../lib/recherche/client';
import { ClientRechercheProvider } from '../../lib/recherche/contexte-client';
import ResultatsDeRecherchePage from '../../pages/recherche-entreprise-dirigeant/resultats-de-recherche';
import { entreprise, etablissementDuLieu, pageEntreprises } from './recherche.fixtures';
import { fauxClient } from './test-utils';

const RESULTATS = '/recherche-entreprise-dirigeant/resultats-de-recherche';

function page(search: string | undefined, client: ReturnType<typeof fauxClient>): ReactElement {
  return (
    <Provider store={createStore()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ClientRechercheProvider client={client as unknown as ClientRecherche}>
          <ResultatsDeRecherchePage {...({ location: { pathname: RESULTATS, search } } as unknown as PageProps)} />
        </ClientRechercheProvider>
      </SWRConfig>
    </Provider>
  );
}

/**
 * What a layout shift would come from: every element outside the results section, in order, with
 * its own text. Values typed in fields are properties, not part of it.
 */
function forme(racine: HTMLElement): string[] {
  const section = racine.querySelector('section');
  return [...racine.querySelectorAll('*')]
    .filter((element) => !section?.contains(element) && element.tagName !== 'STYLE')
    .map((element) => {
      const texte = [...element.childNodes]
        .filter((noeud) => noeud.nodeType === Node.TEXT_NODE)
        .map((noeud) => noeud.textContent)
        .join('');
      return `${element.tagName}#${element.id}:${texte}`;
    });
}

let racine: Root | undefined;
let conteneur: HTMLElement;

beforeEach(() => {
  conteneur = document.createElement('div');
  document.body.appendChild(conteneur);
});

afterEach(() => {
  act(() => racine?.unmount());
  racine = undefined;
  conteneur.remove();
});

describe('results page: from its static HTML to the results', () => {
  it('hydrates the static HTML as it is, then fills it in from the address without adding anything above the results', async () => {
    const client = fauxClient();
    let repondre: (reponse: ReponseEntreprises) => void = () => undefined;
    client.entreprises.mockReturnValue(new Promise((resolve) => (repondre = resolve)));

    // The build renders the page once, without any address (here with a window, where React warns
    // that layout effects do not run on the server; pages.ssr.test.tsx renders it without one).
    const avertissement = jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
      if (!String(message).includes('useLayoutEffect does nothing on the server')) throw new Error(String(message));
    });
    conteneur.innerHTML = renderToString(page(undefined, client));
    avertissement.mockRestore();
    const statique = forme(conteneur);
    const titreStatique = within(conteneur).getByRole('heading', { level: 2 });
    expect(titreStatique).toHaveTextContent('Recherche en cours…');

    const erreurs = jest.spyOn(console, 'error');
    await act(async () => {
      racine = hydrateRoot(conteneur, page('?phrase=boulangerie+lyon', client));
      await Promise.resolve();
    });
    // No hydration mismatch: React kept the server's HTML.
    expect(erreurs).not.toHaveBeenCalled();

    // The address is read: the fields say it and the search is sent, nothing else changed.
    expect(screen.getByLabelText('Nom, SIREN, SIRET ou dirigeant')).toHaveValue('boulangerie lyon');
    expect(client.entreprises).toHaveBeenCalledWith({ phrase: 'boulangerie lyon', limit: '10', offset: '0' });
    expect(forme(conteneur)).toEqual(statique);
    expect(within(conteneur).getByRole('heading', { level: 2 })).toBe(titreStatique);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des résultats…');

    await act(async () => {
      repondre(
        pageEntreprises([entreprise(1, { etablissements_lieu: [etablissementDuLieu(11, '00013', { siege: true })] })], {
          lieu: { libelle: 'Lyon (69)', origine: 'PHRASE', applique: true },
        }),
      );
      await Promise.resolve();
    });
    expect(await screen.findByRole('article')).toHaveTextContent('11 RUE DE LA RÉPUBLIQUE, 69003 LYON');
    expect(screen.getByText(/^Recherche dans le lieu/)).toHaveTextContent('Lyon (69)');
    // The results came in their place: the heading is the same element, nothing above them moved.
    expect(within(conteneur).getByRole('heading', { level: 2 })).toBe(titreStatique);
    expect(forme(conteneur)).toEqual(statique);
    erreurs.mockRestore();
  });
});
