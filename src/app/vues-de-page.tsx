import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { evenementVueDePage, vueDePageMesuree } from '../lib/analytics/vues-de-page';
import { useSuivreEvenement } from '../state/analytics';
import { analyticsAllowedAtom } from '../state/consent';

/**
 * Sends one page-view event per page shown, to the data layer, only once the visitor allowed
 * audience measurement (a consent given on a page counts that page), never for the sections SPEC §2
 * excludes.
 */
export function VuesDePage({ path }: { path: string }) {
  const autorise = useAtomValue(analyticsAllowedAtom);
  const suivre = useSuivreEvenement();
  const dernier = useRef<string | null>(null);
  useEffect(() => {
    if (!autorise || dernier.current === path || !vueDePageMesuree(path)) return;
    // The title is the one Gatsby's Head wrote for this page, after the commit of this render.
    const id = window.setTimeout(() => {
      dernier.current = path;
      suivre(evenementVueDePage(path, document.title));
    }, 0);
    return () => window.clearTimeout(id);
  }, [autorise, path, suivre]);
  return null;
}
