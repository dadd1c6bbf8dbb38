import type { ReactNode } from 'react';
import type { ContexteArticle } from '../../lib/contenu/types';
import { PageContainer } from '../page/page-container';
import { SmartLink } from '../shell/shell-link';
import { theme } from '../../theme';
import { Complements } from './complements';
import { EnteteArticle } from './entete-article';
import { TexteRiche } from './texte-riche';

/**
 * The layout of every single content entry, shared by the built pages (src/templates/article.tsx)
 * and the preview of a draft (src/pages/apercu.tsx), so a draft looks exactly as it will once
 * published. `bandeau` is shown above everything (the preview's warning).
 */
export function ArticleVue({ article, bandeau }: { article: ContexteArticle; bandeau?: ReactNode }) {
  return (
    <PageContainer as="article">
      {bandeau}
      <EnteteArticle article={article} />
      {article.video ? (
        <p>
          {article.video.url.startsWith('/') ? (
            <video controls preload="none" src={article.video.url} css={{ maxWidth: '100%' }}>
              <track kind="captions" />
            </video>
          ) : (
            <SmartLink href={article.video.url} external>
              Regarder la vidéo{article.video.duree ? ` (${article.video.duree})` : ''}
            </SmartLink>
          )}
        </p>
      ) : null}
      {article.blocs.map((bloc, i) => (
        <section key={i} aria-label={bloc.titre}>
          {bloc.titre ? <h2 css={{ fontSize: theme.fontSizes.xxl, marginTop: theme.space.xl }}>{bloc.titre}</h2> : null}
          <TexteRiche html={bloc.html} />
        </section>
      ))}
      <Complements article={article} />
    </PageContainer>
  );
}
