import type { HeadProps, PageProps } from 'gatsby';
import type { ContexteListe } from '../lib/contenu/types';
import { PageContainer, PageTitle } from '../components/page/page-container';
import { Cartes } from '../components/contenu/cartes';
import { miettes, TeteContenu } from '../components/contenu/tete-contenu';
import { TexteRiche } from '../components/contenu/texte-riche';
import { Breadcrumb } from '../components/registre/breadcrumb';
import { Pagination } from '../components/registre/pagination';
import { theme } from '../theme';

/**
 * The listing page of a section (actualités — paginated —, aides et tutoriels, tutoriels vidéos,
 * dossiers thématiques, guide des formalités, formalités, formalités DGFiP, services, Kbis et
 * documents): the section's introduction, then its entries as cards, or a plain sentence when
 * there is none.
 */
export default function Liste({ pageContext: liste }: PageProps<object, ContexteListe>) {
  const cartes = liste.groupes.flatMap((g) => g.cartes);
  const titres = liste.groupes.some((g) => g.titre);
  return (
    <PageContainer>
      <Breadcrumb crumbs={miettes(liste.fil)} />
      <PageTitle>{liste.titre}</PageTitle>
      {liste.introHtml ? <TexteRiche html={liste.introHtml} css={{ marginBottom: theme.space.xl }} /> : null}
      {cartes.length === 0 ? (
        <p role="status">{liste.vide}</p>
      ) : (
        liste.groupes.map((groupe, i) =>
          groupe.cartes.length === 0 ? null : (
            <section key={groupe.titre ?? i} aria-label={groupe.titre}>
              {groupe.titre ? <h2 css={{ fontSize: theme.fontSizes.xxl }}>{groupe.titre}</h2> : null}
              <Cartes cartes={groupe.cartes} niveau={titres ? 3 : 2} />
            </section>
          ),
        )
      )}
      {liste.pagination ? (
        <Pagination
          page={liste.pagination.page}
          pageCount={liste.pagination.pages}
          href={(page) =>
            page === 1 ? (liste.pagination?.base ?? '/') : `${liste.pagination?.base ?? ''}/page/${page}`
          }
          label="Pages des actualités"
        />
      ) : null}
    </PageContainer>
  );
}

export function Head({ pageContext }: HeadProps<object, ContexteListe>) {
  return <TeteContenu contexte={pageContext} />;
}
