import { routePattern, RouteTable, type Route } from './manifest.js';

const revalidate = [{ key: 'cache-control', value: 'public, max-age=0, must-revalidate' }];

const routes: Route[] = [
  { type: 'function', path: '/fiche-greffe/:nom/:code', functionId: 'ssr-engine' },
  { type: 'static', path: '/espace-personnel/*', filePath: 'public/espace-personnel/index.html', headers: revalidate },
  { type: 'redirect', path: '/Ancienne-Page', toPath: '/nouvelle-page', status: 301, ignoreCase: true, headers: [] },
  { type: 'static', path: '/', filePath: 'public/index.html', headers: revalidate },
  { type: 'static', path: '/actualites', filePath: 'public/actualites/index.html', headers: revalidate },
];

describe('routePattern', () => {
  it('matches named segments one path segment at a time', () => {
    expect(routePattern('/fiche-greffe/:nom/:code').test('/fiche-greffe/paris/7501')).toBe(true);
    expect(routePattern('/fiche-greffe/:nom/:code').test('/fiche-greffe/paris')).toBe(false);
    expect(routePattern('/fiche-greffe/:nom/:code').test('/fiche-greffe/a/b/c')).toBe(false);
  });

  it('lets a final star match any rest of the path', () => {
    expect(routePattern('/espace-personnel/*').test('/espace-personnel/mes-commandes/mon-historique')).toBe(true);
  });

  it('escapes regular-expression characters of literal segments', () => {
    expect(routePattern('/a.b').test('/axb')).toBe(false);
  });
});

describe('RouteTable', () => {
  const table = new RouteTable(routes);

  it('finds static files by their exact path', () => {
    expect(table.match('/actualites')).toMatchObject({ filePath: 'public/actualites/index.html' });
    expect(table.match('/')).toMatchObject({ filePath: 'public/index.html' });
  });

  it('finds SSR and client-only routes by pattern', () => {
    expect(table.match('/fiche-greffe/paris/7501')).toMatchObject({ functionId: 'ssr-engine' });
    expect(table.match('/espace-personnel/mes-factures')).toMatchObject({ type: 'static' });
  });

  it('matches case-insensitive redirects whatever the case, and nothing else by case', () => {
    expect(table.match('/ancienne-page')).toMatchObject({ toPath: '/nouvelle-page' });
    expect(table.match('/ACTUALITES')).toBeUndefined();
  });

  it('returns nothing for an unknown path', () => {
    expect(table.match('/inconnue')).toBeUndefined();
  });
});
