import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { avecFragments } from './fragments-ssr';

export interface RenduAvecStyles {
  html: string;
  /** Ids of the styles, in the order Emotion inserted them (the cascade depends on it). */
  ids: string[];
  css: string;
}

/**
 * Renders a page with Emotion in "compat" mode: its styles are collected instead of written as a
 * <style> before their first use in the body. The page then has one style sheet in its head,
 * parsed once before the first paint, where the body used to hold dozens of <style> tags that the
 * browser met one by one and Emotion's client then moved into the head. The parts of the shell
 * that every page renders alike are rendered once per process (fragments-ssr.tsx).
 */
export function rendreAvecStyles(element: React.ReactElement): RenduAvecStyles {
  const cache: EmotionCache = createCache({ key: 'css' });
  cache.compat = true;
  // Keys of cache.inserted would list number-like ids first: keep the order of insertion.
  const ordre = new Set<string>();
  const inserer = cache.insert.bind(cache);
  cache.insert = (selecteur, serialise, feuille, garder) => {
    const resultat = inserer(selecteur, serialise, feuille, garder);
    if (garder) ordre.add(serialise.name);
    return resultat;
  };
  const html = avecFragments(cache, () => renderToString(<CacheProvider value={cache}>{element}</CacheProvider>));
  const ids: string[] = [];
  let css = '';
  for (const id of ordre) {
    const regles = cache.inserted[id];
    if (typeof regles !== 'string') continue;
    ids.push(id);
    css += regles;
  }
  return { html, ids, css };
}
