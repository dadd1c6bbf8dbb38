import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AppStateProvider } from './src/state/app-state-provider';
import { PageShell } from './src/app/page-shell';
import { ensureAppVersion } from './src/lib/auth/storage';
import { enregistrerServiceWorker } from './src/lib/service-worker';
import { hydraterParTranches } from './src/app/hydratation';

/** SPEC §4: a stored app version other than this one clears local storage, before anything reads it. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  ensureAppVersion();
};

/**
 * The first page is hydrated in slices that give the main thread back (src/app/hydratation.tsx).
 * Gatsby still types this API with React 17's `render()`, whose return value it never reads.
 */
export const replaceHydrateFunction = (() => hydraterParTranches) as unknown as GatsbyBrowser['replaceHydrateFunction'];

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppStateProvider>{element}</AppStateProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageShell path={props.location.pathname}>{element}</PageShell>
);

declare global {
  interface Window {
    __greffeoHydrated?: boolean;
  }
}

/**
 * Set once React has hydrated the first page. The journeys wait for it before using controls that
 * only work with JavaScript (menus, dialogs), instead of clicking server-rendered HTML too early.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  window.__greffeoHydrated = true;
  // After the first render, so registering never competes with the page's own loading.
  void enregistrerServiceWorker();
};

/**
 * Rewrites of the address inside a page (search filters, tabs, paging: navigations whose history
 * state has `conserverDefilement`) keep the scroll position; every other navigation scrolls as usual.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const state: unknown = routerProps.location.state;
  return !(typeof state === 'object' && state !== null && (state as Record<string, unknown>).conserverDefilement);
};
