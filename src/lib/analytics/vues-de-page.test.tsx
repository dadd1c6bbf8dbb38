import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { useEffect } from 'react';
import { VuesDePage } from '../../app/vues-de-page';
import { AppStateProvider } from '../../state/app-state-provider';
import { consentAtom } from '../../state/consent';
import { SECTIONS_SANS_VUE_DE_PAGE, vueDePageMesuree } from './vues-de-page';

const consentement = (analytics: boolean) => ({
  version: 1 as const,
  analytics,
  decidedAt: '2025-01-01T00:00:00.000Z',
});

beforeEach(() => {
  delete window.dataLayer;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function afficher(path: string, store = createStore()) {
  const vue = render(
    <AppStateProvider store={store}>
      <VuesDePage path={path} />
    </AppStateProvider>,
  );
  act(() => jest.runOnlyPendingTimers());
  return {
    store,
    naviguer(suivant: string) {
      vue.rerender(
        <AppStateProvider store={store}>
          <VuesDePage path={suivant} />
        </AppStateProvider>,
      );
      act(() => jest.runOnlyPendingTimers());
    },
  };
}

describe('page views', () => {
  it('are not measured for the sections SPEC §2 lists', () => {
    for (const section of SECTIONS_SANS_VUE_DE_PAGE) {
      expect(vueDePageMesuree(section)).toBe(false);
      expect(vueDePageMesuree(`${section}/une-page`)).toBe(false);
    }
    expect(vueDePageMesuree('/actualites/une-actualite')).toBe(true);
    expect(vueDePageMesuree('/formalites-inconnues')).toBe(true);
    expect(vueDePageMesuree('/')).toBe(true);
  });

  it('pushes one event per page shown when the visitor allowed analytics', () => {
    const store = createStore();
    store.set(consentAtom, consentement(true));
    document.title = 'Tarifs | Greffeo';
    const { naviguer } = afficher('/tarifs', store);
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/tarifs', page_title: 'Tarifs | Greffeo' }]);
    document.title = 'FAQ | Greffeo';
    naviguer('/faq');
    document.title = 'Actualités | Greffeo';
    naviguer('/actualites');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/tarifs', page_title: 'Tarifs | Greffeo' },
      { event: 'page_view', page_path: '/actualites', page_title: 'Actualités | Greffeo' },
    ]);
  });

  it('sends the title the new page’s Head writes after the commit, not the previous page’s', () => {
    // Gatsby's Head writes document.title in an effect of the committed page, after VuesDePage's.
    function Head({ titre }: { titre: string }) {
      useEffect(() => {
        document.title = titre;
      }, [titre]);
      return null;
    }
    const store = createStore();
    store.set(consentAtom, consentement(true));
    document.title = 'Greffeo';
    const page = (path: string, titre: string) => (
      <AppStateProvider store={store}>
        <VuesDePage path={path} />
        <Head titre={titre} />
      </AppStateProvider>
    );
    const vue = render(page('/tarifs', 'Tarifs | Greffeo'));
    act(() => jest.runOnlyPendingTimers());
    vue.rerender(page('/actualites', 'Actualités | Greffeo'));
    act(() => jest.runOnlyPendingTimers());
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/tarifs', page_title: 'Tarifs | Greffeo' },
      { event: 'page_view', page_path: '/actualites', page_title: 'Actualités | Greffeo' },
    ]);
  });

  it('counts a page once, even when consent is withdrawn and given again on it', () => {
    const store = createStore();
    store.set(consentAtom, consentement(true));
    document.title = 'Tarifs | Greffeo';
    const { naviguer } = afficher('/tarifs', store);
    naviguer('/tarifs');
    act(() => store.set(consentAtom, consentement(false)));
    act(() => store.set(consentAtom, consentement(true)));
    act(() => jest.runOnlyPendingTimers());
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_path: '/tarifs', page_title: 'Tarifs | Greffeo' }]);
  });

  it('pushes nothing without consent, and counts the page where consent is given', () => {
    const store = createStore();
    afficher('/qui-sommes-nous', store);
    expect(window.dataLayer).toBeUndefined();
    act(() => store.set(consentAtom, consentement(false)));
    expect(window.dataLayer).toBeUndefined();
    document.title = 'Qui sommes-nous ? | Greffeo';
    act(() => {
      store.set(consentAtom, consentement(true));
    });
    act(() => jest.runOnlyPendingTimers());
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/qui-sommes-nous', page_title: 'Qui sommes-nous ? | Greffeo' },
    ]);
  });
});
