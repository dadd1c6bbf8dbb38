/**
 * SPEC §4 and §2 rely on Gatsby's own browser runtime rather than on code of ours: these tests pin
 * the behaviour we depend on, so a Gatsby upgrade that changes it fails here.
 * - page data is prefetched in batches of 4, one batch every 3 seconds;
 * - a failed page-data load is retried up to 3 times; not found loads the 404 page's data, a server
 *   error the 500 page's;
 * - a page part (component chunk) that fails to load makes the page an error, and Gatsby's
 *   navigation then does a full navigation to the requested path.
 */
import { readFileSync } from 'node:fs';

type Reponse = { status: number; body?: unknown };
const demandes: string[] = [];
let repondre: (url: string) => Reponse = () => ({ status: 200 });

class FauxXhr {
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  onload: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    demandes.push(this.url);
    const { status, body } = repondre(this.url);
    setTimeout(() => {
      this.readyState = 4;
      this.status = status;
      this.responseText = body === undefined ? '' : JSON.stringify(body);
      this.onreadystatechange?.();
      this.onload?.();
    }, 0);
  }
}

const pageData = (path: string) => ({
  path,
  componentChunkName: 'component---gabarit',
  result: {},
  staticQueryHashes: [],
});

interface Loader {
  setApiRunner(runner: () => unknown[]): void;
  prefetch(path: string): unknown;
  loadPageDataJson(
    path: string,
  ): Promise<{ status: string; pagePath: string; notFound?: boolean; internalServerError?: boolean }>;
  loadPage(path: string): Promise<{ status: string }>;
}

function nouveauLoader(loadComponent: (chunk: string) => Promise<unknown> = () => Promise.resolve(() => null)): Loader {
  let Loader: new (load: typeof loadComponent, matchPaths: unknown[]) => Loader = null as never;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Loader = (require('gatsby/cache-dir/loader') as { BaseLoader: typeof Loader }).BaseLoader;
  });
  const loader = new Loader(loadComponent, []);
  loader.setApiRunner(() => []);
  return loader;
}

beforeAll(() => {
  Object.assign(globalThis, { __PATH_PREFIX__: '', __BASE_PATH__: '', XMLHttpRequest: FauxXhr });
});

beforeEach(() => {
  demandes.length = 0;
  repondre = (url) => ({ status: 200, body: pageData(url.replace(/^\/page-data|\/page-data\.json$/g, '')) });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Gatsby page-data prefetching', () => {
  it('prefetches 4 pages at a time, one batch every 3 seconds', async () => {
    jest.useFakeTimers();
    const loader = nouveauLoader();
    for (let i = 1; i <= 10; i += 1) loader.prefetch(`/page-${i}`);
    // Each prefetched page is one request (the prefetch), then read again from the browser cache.
    const pagesData = () => new Set(demandes.filter((d) => d.includes('/page-data/page-'))).size;
    await jest.advanceTimersByTimeAsync(2_999);
    expect(pagesData()).toBe(0);
    await jest.advanceTimersByTimeAsync(10);
    expect(pagesData()).toBe(4);
    await jest.advanceTimersByTimeAsync(2_900);
    expect(pagesData()).toBe(4);
    await jest.advanceTimersByTimeAsync(200);
    expect(pagesData()).toBe(8);
    await jest.advanceTimersByTimeAsync(3_100);
    expect(pagesData()).toBe(10);
  });
});

describe('Gatsby page-data loading', () => {
  it('retries a failed load 3 times, then gives up with an error', async () => {
    repondre = () => ({ status: 503 });
    const resultat = await nouveauLoader().loadPageDataJson('/actualites');
    expect(demandes.filter((d) => d === '/page-data/actualites/page-data.json')).toHaveLength(4);
    expect(resultat.status).toBe('error');
  });

  it('succeeds when a retry succeeds', async () => {
    let essais = 0;
    repondre = () => (++essais < 3 ? { status: 0 } : { status: 200, body: pageData('/faq') });
    const resultat = await nouveauLoader().loadPageDataJson('/faq');
    expect(resultat.status).toBe('success');
    expect(demandes).toEqual(Array(3).fill('/page-data/faq/page-data.json'));
  });

  it('loads the 404 page for a page that does not exist', async () => {
    repondre = (url) => (url.includes('404') ? { status: 200, body: pageData('/404.html') } : { status: 404 });
    const resultat = await nouveauLoader().loadPageDataJson('/inexistante');
    expect(resultat).toMatchObject({ status: 'success', pagePath: '/404.html', notFound: true });
  });

  it('loads the error page for a server error', async () => {
    repondre = (url) => (url.includes('500') ? { status: 200, body: pageData('/500.html') } : { status: 500 });
    const resultat = await nouveauLoader().loadPageDataJson('/tarifs');
    expect(resultat).toMatchObject({ status: 'success', pagePath: '/500.html', internalServerError: true });
  });
});

describe('Gatsby page-part (chunk) loading', () => {
  it('marks the page as an error when its component chunk fails to load', async () => {
    repondre = (url) =>
      url.endsWith('app-data.json')
        ? { status: 200, body: { webpackCompilationHash: 'x' } }
        : { status: 200, body: pageData('/tarifs') };
    // Gatsby's production loader turns a failed chunk import into an Error value.
    const loader = nouveauLoader(() => Promise.resolve(new Error('ChunkLoadError')));
    await expect(loader.loadPage('/tarifs')).resolves.toMatchObject({ status: 'error' });
  });

  it('then navigates to the requested path with a full page load', () => {
    const navigation = readFileSync(require.resolve('gatsby/cache-dir/navigation.js'), 'utf8');
    expect(navigation).toMatch(
      /pageResources\.status === PageResourceStatus\.Error\) \{\s*window\.history\.replaceState\(\{\}, ``, location\.href\)\s*window\.location = pathname/,
    );
  });
});
