import * as React from 'react';

/**
 * Gatsby writes the page's data into an inline `<script>` (`window.pageData=…` for the pages
 * rendered at each request, whose `serverData` carries what the visitor typed) with a bare
 * `JSON.stringify`. A string holding `</script>` ends that element early, and what follows runs as
 * HTML: a reflected XSS. Inside a script, `<` only matters to the HTML parser, never to JavaScript,
 * where `\u003c` inside a string literal is the same character: every `<` of the JSON is written
 * that way. The CDATA markers Gatsby puts around its code are kept as they are.
 */
export function echapperScriptEnLigne(code: string): string {
  const debut = '/*<![CDATA[*/';
  const fin = '/*]]>*/';
  const entoure = code.startsWith(debut) && code.endsWith(fin);
  const corps = entoure ? code.slice(debut.length, code.length - fin.length) : code;
  const sur = corps
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return entoure ? `${debut}${sur}${fin}` : sur;
}

interface ScriptProps {
  id?: string;
  dangerouslySetInnerHTML?: { __html?: unknown };
}

/** The same components, each inline script whose code Gatsby built from data made safe. */
export function echapperScriptsEnLigne(composants: React.ReactNode[]): React.ReactNode[] {
  return composants.map((composant) => {
    if (!React.isValidElement<ScriptProps>(composant) || composant.type !== 'script') return composant;
    const code = composant.props.dangerouslySetInnerHTML?.__html;
    if (typeof code !== 'string') return composant;
    return React.cloneElement(composant, { dangerouslySetInnerHTML: { __html: echapperScriptEnLigne(code) } });
  });
}
