import styled from '@emotion/styled';
import type { ContexteArticle, Lien } from '../../lib/contenu/types';
import { focusVisible, theme } from '../../theme';
import { SmartLink } from '../shell/shell-link';
import { Cartes } from './cartes';
import { TableTarifs } from './table-tarifs';

const Section = styled.section`
  margin: ${theme.space.xl} 0 0;
  h2 {
    font-size: ${theme.fontSizes.xxl};
    margin: 0 0 ${theme.space.md};
  }
  ul.liens {
    padding-left: ${theme.space.lg};
    line-height: 1.8;
  }
  a {
    color: ${theme.colors.link};
    ${focusVisible};
  }
`;

const Bouton = styled.p`
  margin: ${theme.space.xl} 0 0;
  a {
    display: inline-block;
    padding: ${theme.space.sm} ${theme.space.lg};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnPrimary};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
    ${focusVisible};
    &:hover {
      background: ${theme.colors.primaryHover};
    }
  }
`;

function ListeLiens({ liens }: { liens: Lien[] }) {
  return (
    <ul className="liens">
      {liens.map((lien) => (
        <li key={`${lien.url}-${lien.libelle}`}>
          <SmartLink href={lien.url} external={lien.externe}>
            {lien.libelle}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** What an article may carry after its text: action, forms, links, prices, sub-pages. */
export function Complements({ article }: { article: ContexteArticle }) {
  const { action, formulaires = [], liens = [], tarifs = [], sousPages } = article;
  return (
    <>
      {action ? (
        <Bouton>
          <SmartLink href={action.url} external={action.externe}>
            {action.libelle}
          </SmartLink>
        </Bouton>
      ) : null}
      {formulaires.length > 0 ? (
        <Section aria-labelledby="formulaires">
          <h2 id="formulaires">Formulaires</h2>
          <ul className="liens">
            {formulaires.map((form) => (
              <li key={form.libelle}>
                {form.url ? <SmartLink href={form.url}>{form.libelle}</SmartLink> : form.libelle}
                {form.cerfa ? ` (Cerfa n°\u00a0${form.cerfa})` : ''}
                {form.description ? ` : ${form.description}` : ''}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {tarifs.length > 0 ? (
        <Section aria-labelledby="tarifs">
          <h2 id="tarifs">Tarifs</h2>
          {tarifs.map((table) => (
            <TableTarifs key={table.document} table={table} niveau={3} />
          ))}
        </Section>
      ) : null}
      {sousPages ? (
        <Section aria-labelledby="sous-pages">
          <h2 id="sous-pages">{sousPages.titre}</h2>
          <Cartes cartes={sousPages.cartes} niveau={3} />
        </Section>
      ) : null}
      {liens.length > 0 ? (
        <Section aria-labelledby="liens-utiles">
          <h2 id="liens-utiles">Liens utiles</h2>
          <ListeLiens liens={liens} />
        </Section>
      ) : null}
    </>
  );
}
