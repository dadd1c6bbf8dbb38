import type { HeadProps, PageProps } from 'gatsby';
import type { ContexteTarifs } from '../lib/contenu/types';
import { Lead, PageContainer, PageTitle } from '../components/page/page-container';
import { TableTarifs } from '../components/contenu/table-tarifs';
import { miettes, TeteContenu } from '../components/contenu/tete-contenu';
import { TexteRiche } from '../components/contenu/texte-riche';
import { Breadcrumb } from '../components/registre/breadcrumb';
import { theme } from '../theme';

/**
 * /tarifs: the introduction, then one table per document built from the dated price entries
 * (channel, price TTC, date and source of each price, as published), then the warning.
 */
export default function Tarifs({ pageContext: page }: PageProps<object, ContexteTarifs>) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={miettes(page.fil)} />
      <PageTitle>{page.titre}</PageTitle>
      {page.chapo ? <Lead>{page.chapo}</Lead> : null}
      <TexteRiche html={page.introHtml} />
      <section aria-labelledby="prix-par-document">
        <h2 id="prix-par-document" css={{ fontSize: theme.fontSizes.xxl, marginTop: theme.space.xl }}>
          Prix par document
        </h2>
        {page.tables.length === 0 ? (
          <p role="status">Aucun prix n’est publié pour le moment.</p>
        ) : (
          page.tables.map((table) => <TableTarifs key={table.document} table={table} niveau={3} />)
        )}
      </section>
      {page.avertissementHtml ? (
        <section aria-labelledby="avertissement">
          <h2 id="avertissement" css={{ fontSize: theme.fontSizes.xxl }}>
            À savoir
          </h2>
          <TexteRiche html={page.avertissementHtml} />
        </section>
      ) : null}
    </PageContainer>
  );
}

export function Head({ pageContext }: HeadProps<object, ContexteTarifs>) {
  return <TeteContenu contexte={pageContext} />;
}
