import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { AppStateProvider } from './src/state/app-state-provider';
import { PageShell } from './src/app/page-shell';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'fr' });
};

/** A fresh state store per rendered page, so nothing leaks between server renders. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppStateProvider>{element}</AppStateProvider>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageShell path={props.location.pathname}>{element}</PageShell>
);
