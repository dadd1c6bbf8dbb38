/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydraterParTranches } from './hydratation';

const ELEMENTS = 40;

/** A page of components that each take about 1 ms to render, like a real page on a slow phone. */
function Page({ rendus, fini, onClic }: { rendus: { n: number }; fini: () => void; onClic: () => void }) {
  React.useEffect(fini, [fini]);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={onClic}>
        Commander
      </button>
      {Array.from({ length: ELEMENTS }, (_, i) => (
        <Lent key={i} i={i} rendus={rendus} />
      ))}
    </div>
  );
}

function Lent({ i, rendus }: { i: number; rendus: { n: number } }) {
  if (typeof window !== 'undefined') {
    const fin = performance.now() + 1;
    while (performance.now() < fin) {
      // busy, as rendering is
    }
    rendus.n += 1;
  }
  return <p>Paragraphe {i}</p>;
}

interface Mesure {
  /** Number of components rendered each time another task got the main thread. */
  vusParLesAutresTaches: number[];
  clics: number;
  bouton: HTMLButtonElement;
  boutonServeur: HTMLButtonElement;
}

/** Serves the page as the server does, hydrates it with `hydrater`, and watches from other tasks. */
async function hydraterEtObserver(hydrater: (element: React.ReactElement, conteneur: Element) => void) {
  const rendus = { n: 0 };
  let clics = 0;
  const onClic = () => {
    clics += 1;
  };
  const conteneur = document.createElement('div');
  conteneur.id = '___gatsby';
  // Server render: `window` is defined in jsdom, so count nothing while producing the HTML.
  const html = renderToString(<Page rendus={{ n: 0 }} fini={() => undefined} onClic={onClic} />);
  conteneur.innerHTML = html;
  document.body.replaceChildren(conteneur);
  const boutonServeur = conteneur.querySelector('button')!;
  rendus.n = 0;

  const vusParLesAutresTaches: number[] = [];
  await new Promise<void>((resoudre) => {
    let termine = false;
    const fini = () => {
      termine = true;
      resoudre();
    };
    const observer = () => {
      vusParLesAutresTaches.push(rendus.n);
      if (!termine) setTimeout(observer, 0);
    };
    setTimeout(observer, 0);
    hydrater(<Page rendus={rendus} fini={fini} onClic={onClic} />, conteneur);
  });
  const bouton = conteneur.querySelector('button')!;
  bouton.click();
  return { vusParLesAutresTaches, clics, bouton, boutonServeur } satisfies Mesure;
}

describe('hydraterParTranches', () => {
  beforeAll(() => {
    // Real scheduling, as in a browser: no act() batching.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('hydrates the server-rendered page in slices, letting other tasks run in between', async () => {
    const erreurs = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mesure = await hydraterEtObserver(hydraterParTranches);
    // Other tasks ran while part of the page was hydrated and part was not.
    expect(mesure.vusParLesAutresTaches.some((n) => n > 0 && n < ELEMENTS)).toBe(true);
    // Hydrated, not re-rendered: the server's nodes are kept and the handlers are attached.
    expect(mesure.bouton).toBe(mesure.boutonServeur);
    expect(mesure.clics).toBe(1);
    expect(erreurs).not.toHaveBeenCalled();
    erreurs.mockRestore();
  });

  it('is needed: React hydrates at default priority in one task, other tasks see none of it', async () => {
    const mesure = await hydraterEtObserver((element, conteneur) => {
      hydrateRoot(conteneur, element);
    });
    expect(mesure.vusParLesAutresTaches.filter((n) => n > 0 && n < ELEMENTS)).toEqual([]);
    expect(mesure.clics).toBe(1);
  });

  it('renders pages that have no server-rendered content (client-only routes)', async () => {
    const conteneur = document.createElement('div');
    conteneur.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    document.body.replaceChildren(conteneur);
    await new Promise<void>((resoudre) => {
      function Espace() {
        React.useEffect(resoudre, []);
        return <h1>Mon espace</h1>;
      }
      hydraterParTranches(<Espace />, conteneur);
    });
    expect(conteneur.querySelector('h1')?.textContent).toBe('Mon espace');
    expect(conteneur.querySelector('#gatsby-focus-wrapper')).toBeNull();
  });
});
