import {
  declaredRedirectLocation,
  isPagePath,
  isServicePath,
  isValidQuery,
  originForm,
  sameOriginPath,
  splitTarget,
} from './request-target.js';

const ORIGIN = 'http://portail.test';

describe('request targets', () => {
  it('reads an absolute-form target as its path and query', () => {
    expect(originForm('http://evil.example/a/?b=1')).toBe('/a/?b=1');
    expect(originForm('https://evil.example')).toBe('/');
    expect(originForm('http://evil.example?x')).toBe('/?x');
    expect(originForm('/déjà/en/forme')).toBe('/déjà/en/forme');
    expect(originForm('*')).toBe('*');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F/evil.example',
    '/%5c%2fevil.example',
    '///a',
  ])('keeps %s on this origin', (path) => {
    const location = sameOriginPath(path);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, `${ORIGIN}/x/y`).origin).toBe(ORIGIN);
  });

  it('leaves ordinary paths alone', () => {
    expect(sameOriginPath('/fiche-greffe/paris/7501')).toBe('/fiche-greffe/paris/7501');
    expect(sameOriginPath('nouvelle-page')).toBe('/nouvelle-page');
  });

  it('passes the query on to a declared redirect unless it has its own', () => {
    expect(declaredRedirectLocation('/nouvelle', '?a=1')).toBe('/nouvelle?a=1');
    expect(declaredRedirectLocation('/nouvelle?b=2', '?a=1')).toBe('/nouvelle?b=2');
    expect(declaredRedirectLocation('https://www.infogreffe.fr/x', '')).toBe('https://www.infogreffe.fr/x');
    expect(declaredRedirectLocation('//evil.example/x', '')).toBe('/evil.example/x');
  });

  it('accepts only queries that decode', () => {
    expect(isValidQuery('')).toBe(true);
    expect(isValidQuery('?q=soci%C3%A9t%C3%A9+g%C3%A9n%C3%A9rale&page=2')).toBe(true);
    expect(isValidQuery('?q=%E0%A4%A')).toBe(false);
    expect(isValidQuery('?q=100%')).toBe(false);
    expect(isValidQuery('?%ZZ=1')).toBe(false);
  });

  it('accepts as a page path only what can be one of the site’s pages', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/entreprise/societe-generale/552120222/1')).toBe(true);
    expect(isPagePath('/uploads/logo%20greffe.png')).toBe(true);
    for (const path of ['/a%2Fb', '/a%5cb', '/a\\b', '/%00', '/a%7F', '/%2e%2e/x', '/x/.', '/a%E0%A4%A']) {
      expect({ path, page: isPagePath(path) }).toEqual({ path, page: false });
    }
  });

  it('refuses a service path with a `..` step, as the proxy would', () => {
    expect(isServicePath('/api/greffes/a%2Fb')).toBe(true);
    expect(isServicePath('/api/%2e%2e/x')).toBe(false);
    expect(isServicePath('/api/a%2F..%2Fb')).toBe(false);
    expect(isServicePath('/api/%E0%A4%A')).toBe(false);
  });

  it('splits a target into its path and its whole query', () => {
    expect(splitTarget('/a?b=1?c=2')).toEqual({ pathname: '/a', query: '?b=1?c=2' });
    expect(splitTarget('/a')).toEqual({ pathname: '/a', query: '' });
    expect(splitTarget('?x')).toEqual({ pathname: '/', query: '?x' });
  });
});
