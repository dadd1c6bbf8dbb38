import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AppStateProvider } from './src/state/app-state-provider';
import { PageShell } from './src/app/page-shell';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppStateProvider>{element}</AppStateProvider>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageShell path={props.location.pathname}>{element}</PageShell>
);
