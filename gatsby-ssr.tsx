import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { AppStateProvider } from './src/state/app-state-provider';
import { PageShell } from './src/app/page-shell';
import { rendreAvecStyles } from './src/app/emotion-ssr';

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

/**
 * Emotion's styles of the page in one <style> of the head (see rendreAvecStyles). Emotion's client
 * cache reads the ids of `data-emotion` at start and never inserts those styles again; hydration
 * finds a body without <style> tags, as the client renders it. renderToString: nothing on the site
 * suspends on the server (the Suspense boundaries only split hydration).
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, ids, css } = rendreAvecStyles(bodyComponent as React.ReactElement);
  replaceBodyHTMLString(html);
  if (ids.length > 0) {
    setHeadComponents([
      <style key="emotion" data-emotion={`css ${ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />,
    ]);
  }
};
