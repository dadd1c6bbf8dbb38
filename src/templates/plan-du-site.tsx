import styled from '@emotion/styled';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import type { ContextePlan } from '../lib/contenu/types';
import { PageContainer, PageTitle } from '../components/page/page-container';
import { miettes, TeteContenu } from '../components/contenu/tete-contenu';
import { Breadcrumb } from '../components/registre/breadcrumb';
import { focusVisible, mq, theme } from '../theme';

const Grille = styled.div`
  columns: 2 320px;
  column-gap: ${theme.space.xxl};
  ${mq.mobile} {
    columns: 1;
  }
  section {
    break-inside: avoid;
    margin-bottom: ${theme.space.xl};
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin: 0 0 ${theme.space.sm};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.lg};
    line-height: 1.8;
  }
  a {
    color: ${theme.colors.link};
    ${focusVisible};
  }
`;

/** /plan-du-site: every page of the build worth visiting, grouped by section (src/build/contenu/plan.ts). */
export default function PlanDuSite({ pageContext: plan }: PageProps<object, ContextePlan>) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={miettes(plan.fil)} />
      <PageTitle>{plan.titre}</PageTitle>
      <Grille>
        {plan.groupes.map((groupe) => (
          <section key={groupe.titre} aria-label={groupe.titre}>
            <h2>{groupe.titre}</h2>
            <ul>
              {groupe.pages.map((page) => (
                <li key={page.chemin}>
                  <Link to={page.chemin}>{page.titre}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Grille>
    </PageContainer>
  );
}

export function Head({ pageContext }: HeadProps<object, ContextePlan>) {
  return <TeteContenu contexte={pageContext} />;
}
