import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import type { ContexteArticle } from '../lib/contenu/types';
import { blocDuDocument } from '../app/documents/blocs-documents';
import { ArticleVue } from '../components/contenu/article-vue';
import { AideDocument, estPageDocument } from '../components/documents-aide/aide-document';
import { TeteContenu } from '../components/contenu/tete-contenu';
import { PageContainer } from '../components/page/page-container';

/** Right under the article, in the same column (the article's own bottom padding is the gap). */
const SuiteDocument = styled(PageContainer)`
  && {
    padding-top: 0;
  }
`;

/**
 * Every single content entry: actualité, aide, tutoriel vidéo, dossier thématique (3 levels), guide
 * des formalités (section and page), formalité, type de formalité, formalité DGFiP, service, Kbis
 * et document, the legal and information pages, and the custom pages. The page context is built
 * by src/build/contenu (one builder per content type); no GraphQL query is needed. The layout is
 * shared with the preview of drafts (src/pages/apercu.tsx). A document page that can be ordered
 * from there (état d’endettement, certificat de non-faillite) shows its order block after the
 * article (src/app/documents/blocs-documents.tsx), rendered with the page and hydrated. Every document
 * page first gives the document's definition from the CMS, and the annual accounts' page the specimen
 * of financial performance (src/components/documents-aide).
 */
export default function Article({ pageContext: article }: PageProps<object, ContexteArticle>) {
  const BlocDocument = blocDuDocument(article.chemin);
  const pageDocument = estPageDocument(article.chemin);
  return (
    <>
      <ArticleVue article={article} />
      {BlocDocument || pageDocument ? (
        <SuiteDocument>
          {pageDocument ? <AideDocument chemin={article.chemin} /> : null}
          {BlocDocument ? <BlocDocument /> : null}
        </SuiteDocument>
      ) : null}
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, ContexteArticle>) {
  return <TeteContenu contexte={pageContext} />;
}
