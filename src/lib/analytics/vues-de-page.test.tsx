import { act, render } from '@testing-library/react';
import { createStore } from 'jotai';
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
    naviguer('/faq');
    naviguer('/actualites');
    expect(window.dataLayer?.map((e) => (e as { page_path: string }).page_path)).toEqual(['/tarifs', '/actualites']);
  });

  it('pushes nothing without consent, and counts the page where consent is given', () => {
    const store = createStore();
    afficher('/qui-sommes-nous', store);
    expect(window.dataLayer).toBeUndefined();
    act(() => store.set(consentAtom, consentement(false)));
    expect(window.dataLayer).toBeUndefined();
    act(() => {
      store.set(consentAtom, consentement(true));
    });
    act(() => jest.runOnlyPendingTimers());
    expect(window.dataLayer).toHaveLength(1);
  });
});
