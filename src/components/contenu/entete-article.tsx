import styled from '@emotion/styled';
import { GatsbyImage } from 'gatsby-plugin-image';
import type { ContexteArticle } from '../../lib/contenu/types';
import { strapiImageData } from '../../lib/cms/strapi-image';
import { theme } from '../../theme';
import { Breadcrumb } from '../registre/breadcrumb';
import { Lead, PageTitle } from '../page/page-container';
import { miettes } from './tete-contenu';

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** Breadcrumb, the page's only h1, its summary, facts and image. */
export function EnteteArticle({ article }: { article: ContexteArticle }) {
  const image = strapiImageData(article.image, 960);
  return (
    <>
      <Breadcrumb crumbs={miettes(article.fil)} />
      <PageTitle>{article.titre}</PageTitle>
      {article.chapo ? <Lead>{article.chapo}</Lead> : null}
      {article.meta.length > 0 ? (
        <Meta>
          {article.meta.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Meta>
      ) : null}
      {image ? (
        <GatsbyImage
          image={image}
          alt={article.image?.alternativeText ?? ''}
          css={{ borderRadius: theme.radii.lg, marginBottom: theme.space.lg }}
        />
      ) : null}
    </>
  );
}
