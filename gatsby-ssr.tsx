import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import { AppStateProvider } from './src/state/app-state-provider';
import { PageShell } from './src/app/page-shell';
import { rendreAvecStyles } from './src/app/emotion-ssr';
import { echapperScriptsEnLigne } from './src/app/scripts-en-ligne';

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

/**
 * The page data Gatsby inlines in a <script> comes from the request on pages rendered at each
 * request: written so that nothing in it can close the script (see echapperScriptEnLigne).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replacePostBodyComponents(echapperScriptsEnLigne(getPostBodyComponents() as React.ReactNode[]));
  replaceHeadComponents(echapperScriptsEnLigne(getHeadComponents() as React.ReactNode[]));
};
