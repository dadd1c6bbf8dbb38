import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SerializedStyles } from '@emotion/serialize';
import * as React from 'react';

/**
 * Parts of the page that a server render makes the same way on every page (the shell's header
 * and footer: about 40 % of a company page's elements and a third of its render), rendered once
 * per render process and spliced into the following pages (issue 24). A render process serves one
 * release, so its CMS content does not change under it.
 *
 * React cannot write ready-made HTML in place of a component, so a render that reuses a fragment
 * writes a marker element in its place, and rendreAvecStyles (emotion-ssr.tsx) replaces the
 * marker with the fragment's HTML once React is done. The first render of a fragment wraps it in
 * a marker element instead, whose content is kept. The marker's name holds a token drawn at
 * start, and React escapes every `<` of the page's data, so no data can write one.
 *
 * What keeps the page identical to a full render:
 * - the fragment's Emotion styles are inserted in the page's sheet, in the order its render
 *   inserted them (the sheet's cascade follows that order), though nothing of it renders;
 * - a wrapper with one child adds no branch to React's tree, so the `useId` ids inside the
 *   fragment and after it are those of a full render;
 * - the fragment must begin and end with an element (text at its edge would be joined to its
 *   neighbours' text by React), which is checked before keeping it;
 * - a fragment is reused only while its dependencies are the same values (Object.is, as with
 *   useMemo): the caller lists there everything its HTML depends on.
 *
 * In the browser, and in a server render outside rendreAvecStyles, FragmentEnCache renders its
 * children as they are.
 */

interface StyleInsere {
  selecteur: string;
  serialise: SerializedStyles;
}

interface Fragment {
  dependances: readonly unknown[];
  html: string;
  styles: StyleInsere[];
}

/** A fragment rendered in this page, to keep once its HTML is known. */
interface Capture extends Omit<Fragment, 'html'> {
  cle: string;
  balise: string;
}

/** One render in progress (renders are synchronous: one at a time per process). */
interface RenduDeFragments {
  /** The page's Emotion cache. */
  cache: EmotionCache;
  /** Fragments taken from the store: marker → HTML. */
  reutilises: Map<string, string>;
  captures: Capture[];
  /** Markers written so far (their names are unique within the page). */
  marqueurs: number;
}

const JETON = Math.random().toString(36).slice(2, 10);
/** More would mean that a caller's dependencies change from page to page: nothing to reuse. */
const FRAGMENTS_MAX = 16;
const fragments = new Map<string, Fragment>();
let renduEnCours: RenduDeFragments | null = null;

const memesValeurs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((valeur, index) => Object.is(valeur, b[index]));

/** The fragment's styles, inserted in the page's sheet as its own render would have. */
function inserer(cache: EmotionCache, styles: readonly StyleInsere[]): void {
  for (const { selecteur, serialise } of styles) {
    if (selecteur.startsWith('.')) cache.registered[selecteur.slice(1)] = serialise.styles;
    if (cache.inserted[serialise.name] === undefined) cache.insert(selecteur, serialise, cache.sheet, true);
  }
}

/**
 * An Emotion cache for the fragment's first render: it notes each style the fragment inserts, in
 * order, including those the page had already inserted, and inserts them in the page's sheet.
 */
function cacheQuiNote(page: EmotionCache, styles: StyleInsere[]): EmotionCache {
  const cache = createCache({ key: page.key });
  cache.compat = true;
  cache.registered = page.registered;
  cache.insert = (selecteur, serialise) => {
    styles.push({ selecteur, serialise });
    cache.inserted[serialise.name] = true;
    inserer(page, [{ selecteur, serialise }]);
    return undefined;
  };
  return cache;
}

export function FragmentEnCache({
  cle,
  dependances,
  children,
}: {
  /** The fragment's name in the process's store. */
  cle: string;
  /** Everything the fragment's HTML depends on; a change renders it again. */
  dependances: readonly unknown[];
  children: React.ReactNode;
}) {
  const rendu = renduEnCours;
  if (rendu === null) return <>{children}</>;
  const { cache } = rendu;
  rendu.marqueurs += 1;
  const Balise = `x-fragment-${JETON}-${rendu.marqueurs}` as 'div';
  const connu = fragments.get(cle);
  if (connu && memesValeurs(connu.dependances, dependances)) {
    inserer(cache, connu.styles);
    rendu.reutilises.set(Balise, connu.html);
    return <Balise />;
  }
  const styles: StyleInsere[] = [];
  rendu.captures.push({ cle, balise: Balise, dependances, styles });
  return (
    <CacheProvider value={cacheQuiNote(cache, styles)}>
      <Balise>{children}</Balise>
    </CacheProvider>
  );
}

/** Renders `rendre()` (a synchronous renderToString) with fragments reused and kept. */
export function avecFragments(cache: EmotionCache, rendre: () => string): string {
  const rendu: RenduDeFragments = { cache, reutilises: new Map(), captures: [], marqueurs: 0 };
  renduEnCours = rendu;
  let html: string;
  try {
    html = rendre();
  } finally {
    renduEnCours = null;
  }
  // The innermost first, so that a fragment kept inside another is unwrapped before it.
  for (const { cle, balise, dependances, styles } of [...rendu.captures].reverse()) {
    const ouverture = `<${balise}>`;
    const fermeture = `</${balise}>`;
    const debut = html.indexOf(ouverture);
    const fin = html.indexOf(fermeture, debut);
    if (debut < 0 || fin < 0) continue;
    const contenu = html.slice(debut + ouverture.length, fin);
    html = html.slice(0, debut) + contenu + html.slice(fin + fermeture.length);
    // Only a fragment bounded by elements, and never one whose Suspense boundary failed (<!--$!-->).
    if (/^<[a-z]/.test(contenu) && contenu.endsWith('>') && !contenu.includes('<!--$!')) {
      if (fragments.size >= FRAGMENTS_MAX && !fragments.has(cle)) fragments.clear();
      fragments.set(cle, { dependances, html: contenu, styles });
    }
  }
  for (const [balise, contenu] of rendu.reutilises) {
    html = html.replace(`<${balise}></${balise}>`, () => contenu);
  }
  return html;
}

/** For tests: forget the fragments kept by this process. */
export function oublierFragments(): void {
  fragments.clear();
}
