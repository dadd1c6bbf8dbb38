/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { echapperScriptEnLigne, echapperScriptsEnLigne } from './scripts-en-ligne';

/** What Gatsby's static-entry writes for a page rendered at each request. */
function scriptGatsby(pageData: unknown): string {
  return `/*<![CDATA[*/window.pagePath=${JSON.stringify('/rechercher-un-greffe')};window.pageData=${JSON.stringify(pageData)};/*]]>*/`;
}

const ATTAQUE = '</script><img src=x onerror=alert(7)>';

describe('echapperScriptEnLigne', () => {
  it('leaves nothing that can close the script, and the same data once run', () => {
    const pageData = { result: { serverData: { props: { data: { q: ATTAQUE, ligne: 'a\u2028b' } } } } };
    const code = echapperScriptEnLigne(scriptGatsby(pageData));
    expect(code).not.toMatch(/<\/script/i);
    expect(code).not.toContain('<img');
    expect(code.startsWith('/*<![CDATA[*/')).toBe(true);
    expect(code.endsWith('/*]]>*/')).toBe(true);
    const window: { pageData?: unknown; pagePath?: string } = {};
    new Function('window', code)(window);
    expect(window.pageData).toEqual(pageData);
    expect(window.pagePath).toBe('/rechercher-un-greffe');
  });

  it('also escapes `<!--`, which changes how the HTML parser reads a script', () => {
    expect(echapperScriptEnLigne('window.x="<!--<script>"')).toBe('window.x="\\u003c!--\\u003cscript>"');
  });
});

describe('echapperScriptsEnLigne', () => {
  it('rewrites Gatsby’s inline scripts only, in the HTML React writes', () => {
    const composants = [
      <script key="a" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: scriptGatsby({ q: ATTAQUE }) }} />,
      <script key="b" src="/app.js" async />,
      <link key="c" rel="preload" href="/x" />,
    ];
    const html = renderToStaticMarkup(<>{echapperScriptsEnLigne(composants)}</>);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).toContain('<script src="/app.js" async="">');
    expect(html).toContain('<link rel="preload" href="/x"/>');
  });
});
