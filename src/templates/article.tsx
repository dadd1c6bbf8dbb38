import type { HeadProps, PageProps } from 'gatsby';
import type { ContexteArticle } from '../lib/contenu/types';
import { ArticleVue } from '../components/contenu/article-vue';
import { TeteContenu } from '../components/contenu/tete-contenu';

/**
 * Every single content entry: actualité, aide, tutoriel vidéo, dossier thématique (3 levels), guide
 * des formalités (section and page), formalité, type de formalité, formalité DGFiP, service, Kbis
 * et document, the legal and information pages, and the custom pages. The page context is built
 * by src/build/contenu (one builder per content type); no GraphQL query is needed. The layout is
 * shared with the preview of drafts (src/pages/apercu.tsx).
 */
export default function Article({ pageContext: article }: PageProps<object, ContexteArticle>) {
  return <ArticleVue article={article} />;
}

export function Head({ pageContext }: HeadProps<object, ContexteArticle>) {
  return <TeteContenu contexte={pageContext} />;
}
