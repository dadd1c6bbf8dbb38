import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's own renderer hydrates the first page at default priority, which React does in a single
 * task: the whole page (shell and content) is rendered before the browser can answer a tap, which
 * on a mid-range phone blocks the main thread for hundreds of milliseconds. Started inside a
 * transition, hydration is interruptible: React works in slices of about 5 ms and gives the main
 * thread back between them. A tap on a control that is not hydrated yet still makes React hydrate
 * at once what it needs (React replays discrete events). Pages without server-rendered content
 * (client-only routes) are rendered, as Gatsby does.
 */
export function hydraterParTranches(element: ReactNode, conteneur: Element | Document | DocumentFragment | null): void {
  // Gatsby hands over document.getElementById('___gatsby'), which its HTML always contains.
  if (!(conteneur instanceof Element)) throw new Error('The root element of the page (#___gatsby) is missing');
  const rendu = document.getElementById('gatsby-focus-wrapper');
  if (rendu !== null && rendu.children.length > 0) {
    startTransition(() => {
      hydrateRoot(conteneur, element);
    });
  } else {
    createRoot(conteneur).render(element);
  }
}
