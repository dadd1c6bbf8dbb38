/**
 * @jest-environment node
 */
import { css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import * as React from 'react';
import { rendreAvecStyles } from './emotion-ssr';

const Titre = styled.h1`
  color: rgb(1, 2, 3);
`;
const Bouton = styled.button`
  color: rgb(4, 5, 6);
`;
const BoutonLarge = styled(Bouton)`
  width: 100%;
`;

describe('rendreAvecStyles', () => {
  it('renders the body without <style> tags and collects the styles in order of insertion', () => {
    const {
      html,
      ids,
      css: feuille,
    } = rendreAvecStyles(
      <main>
        <Global styles={{ body: { margin: 0 } }} />
        <Titre>Fiche</Titre>
        <BoutonLarge>Commander</BoutonLarge>
        <Titre>Encore</Titre>
        <p css={css({ color: 'rgb(7, 8, 9)' })}>Texte</p>
      </main>,
    );
    expect(html).not.toContain('<style');
    expect(html).toContain('Fiche</h1>');
    expect(html).toContain('Commander</button>');
    // Each style once, every class of the body defined by the sheet.
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, classe] of html.matchAll(/class="([^"]+)"/g)) {
      for (const nom of classe!.split(' ')) expect(feuille).toContain(`.${nom}`);
    }
    expect(feuille).toContain('body{margin:0;}');
    // The cascade follows the tree: the title before the button, its own rule after the base one.
    expect(feuille.indexOf('rgb(1, 2, 3)')).toBeLessThan(feuille.indexOf('rgb(4, 5, 6)'));
    expect(feuille.indexOf('rgb(4, 5, 6)')).toBeLessThan(feuille.indexOf('width:100%'));
  });

  it('starts from an empty sheet at every page', () => {
    const premier = rendreAvecStyles(<Titre>Un</Titre>);
    const second = rendreAvecStyles(<Titre>Deux</Titre>);
    expect(second.css).toBe(premier.css);
    expect(second.ids).toEqual(premier.ids);
    expect(rendreAvecStyles(<p>Sans style</p>)).toEqual({ html: '<p>Sans style</p>', ids: [], css: '' });
  });

  it('gives each element the styles of its own props, with serialisation kept for static styles only', () => {
    // patches/@emotion+styled: styles without a function are serialised once per component.
    const Ligne = styled.li<{ actif: boolean }>`
      margin: 0;
      color: ${({ actif }) => (actif ? 'rgb(10, 10, 10)' : 'rgb(20, 20, 20)')};
    `;
    const marge = '4px';
    const Statique = styled.p`
      padding: ${marge};
    `;
    const Derive = styled(Statique)`
      border: 0;
    `;
    const rendu = () =>
      rendreAvecStyles(
        <ul>
          <Ligne actif>Un</Ligne>
          <Ligne actif={false}>Deux</Ligne>
          <Statique>Trois</Statique>
          <Statique className="autre">Quatre</Statique>
          <Derive>Cinq</Derive>
        </ul>,
      );
    const premier = rendu();
    expect(rendu()).toEqual(premier);
    const classes = [...premier.html.matchAll(/class="([^"]+)"/g)].map(([, classe]) => classe!);
    expect(new Set(classes.slice(0, 2)).size).toBe(2);
    expect(premier.css).toContain('rgb(10, 10, 10)');
    expect(premier.css).toContain('rgb(20, 20, 20)');
    expect(classes[3]).toBe(`autre ${classes[2]}`);
    expect(classes[4]).not.toBe(classes[2]);
    expect(premier.css).toMatch(/padding:4px;border:0;/);
  });
});
