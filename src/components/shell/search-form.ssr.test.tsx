/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { SearchForm } from './search-form';

describe('SearchForm on the server', () => {
  it('is a plain GET form sending « phrase » to the results page, usable before hydration and without JavaScript', () => {
    const html = renderToString(<SearchForm />);
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/recherche-entreprise-dirigeant\/resultats-de-recherche"/,
    );
    expect(html).toMatch(/<input[^>]*name="phrase"/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    // The suggestions list is empty and hidden until the visitor types.
    expect(html).toMatch(/role="listbox"[^>]*hidden=""/);
  });
});
