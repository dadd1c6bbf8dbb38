/**
 * @jest-environment node
 */
import styled from '@emotion/styled';
import * as React from 'react';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { rendreAvecStyles } from './emotion-ssr';
import { FragmentEnCache, oublierFragments } from './fragments-ssr';

const Bandeau = styled.header`
  color: rgb(1, 1, 1);
`;
const Lien = styled.a`
  color: rgb(2, 2, 2);
`;
const Texte = styled.p`
  color: rgb(3, 3, 3);
`;
const Titre = styled.h1`
  color: rgb(4, 4, 4);
`;

let rendusDuBandeau = 0;

function Entete({ titre }: { titre: string }) {
  rendusDuBandeau += 1;
  const id = useId();
  return (
    <Bandeau aria-labelledby={id}>
      <span id={id}>{titre}</span>
      <Lien href="/a">A</Lien>
      <Texte>Sous-titre</Texte>
    </Bandeau>
  );
}

function Champ() {
  const id = useId();
  return <input id={id} />;
}

/** A page: the header kept or not, then content whose styles vary. */
function Page({ enCache, titre, contenu }: { enCache: boolean; titre: string; contenu: 'texte' | 'titre' }) {
  const entete = <Entete titre={titre} />;
  return (
    <div>
      <Champ />
      {enCache ? (
        <FragmentEnCache cle="entete" dependances={[titre]}>
          {entete}
        </FragmentEnCache>
      ) : (
        entete
      )}
      <main>
        {contenu === 'titre' ? <Titre>Fiche</Titre> : null}
        <Texte>Corps</Texte>
        <Lien href="/b">B</Lien>
        <Champ />
      </main>
    </div>
  );
}

describe('FragmentEnCache', () => {
  beforeEach(() => {
    oublierFragments();
    rendusDuBandeau = 0;
  });

  it('renders a kept fragment once and gives every page what a full render gives', () => {
    const attendu = (contenu: 'texte' | 'titre') =>
      rendreAvecStyles(<Page enCache={false} titre="Greffeo" contenu={contenu} />);
    const pleinTexte = attendu('texte');
    const pleinTitre = attendu('titre');
    rendusDuBandeau = 0;

    const premier = rendreAvecStyles(<Page enCache titre="Greffeo" contenu="titre" />);
    const second = rendreAvecStyles(<Page enCache titre="Greffeo" contenu="texte" />);
    const troisieme = rendreAvecStyles(<Page enCache titre="Greffeo" contenu="titre" />);

    expect(rendusDuBandeau).toBe(1);
    // Byte for byte: HTML (useId ids included), sheet and its order of insertion.
    expect(premier).toEqual(pleinTitre);
    expect(second).toEqual(pleinTexte);
    expect(troisieme).toEqual(pleinTitre);
    expect(second.html).toContain('Greffeo</span>');
    expect(second.html).not.toContain('x-fragment');
    // The header's own styles come before the content's, as in the full render.
    expect(second.css.indexOf('rgb(1, 1, 1)')).toBeLessThan(second.css.indexOf('rgb(3, 3, 3)'));
  });

  it('renders the fragment again when one of its dependencies changes', () => {
    rendreAvecStyles(<Page enCache titre="Greffeo" contenu="texte" />);
    const autre = rendreAvecStyles(<Page enCache titre="Registre" contenu="texte" />);
    expect(rendusDuBandeau).toBe(2);
    expect(autre.html).toContain('Registre</span>');
    expect(autre).toEqual(rendreAvecStyles(<Page enCache={false} titre="Registre" contenu="texte" />));
  });

  it('keeps no fragment with text at its edge, which React would join to its neighbours', () => {
    const page = () =>
      rendreAvecStyles(
        <p>
          {'avant '}
          <FragmentEnCache cle="texte" dependances={[]}>
            {'milieu'}
          </FragmentEnCache>
        </p>,
      );
    const premier = page();
    const second = page();
    expect(second).toEqual(premier);
    expect(second.html).not.toContain('x-fragment');
  });

  it('renders its children as they are outside a page render', () => {
    const html = renderToString(
      <FragmentEnCache cle="entete" dependances={[]}>
        <span>Seul</span>
      </FragmentEnCache>,
    );
    expect(html).toBe('<span>Seul</span>');
  });

  it('cannot be written by data: a marker in the text is escaped', () => {
    rendreAvecStyles(<Page enCache titre="Greffeo" contenu="texte" />);
    const page = rendreAvecStyles(<Page enCache titre="<x-fragment-a-1></x-fragment-a-1>" contenu="texte" />);
    expect(page.html).toContain('&lt;x-fragment-a-1&gt;');
  });
});
