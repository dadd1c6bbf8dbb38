import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import type { ContexteFaq } from '../lib/contenu/types';
import { PageContainer, PageTitle } from '../components/page/page-container';
import { miettes, TeteContenu } from '../components/contenu/tete-contenu';
import { TexteRiche } from '../components/contenu/texte-riche';
import { Breadcrumb } from '../components/registre/breadcrumb';
import { focusVisible, theme } from '../theme';

const Sommaire = styled.nav`
  margin: 0 0 ${theme.space.xl};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.link};
    ${focusVisible};
  }
`;

const Question = styled.div`
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.colors.border};
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space.xs};
    scroll-margin-top: ${theme.space.xxl};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** /faq: a summary of the themes, then each theme's questions (each with its own anchor). */
export default function Faq({ pageContext: faq }: PageProps<object, ContexteFaq>) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={miettes(faq.fil)} />
      <PageTitle>{faq.titre}</PageTitle>
      {faq.introHtml ? <TexteRiche html={faq.introHtml} /> : null}
      {faq.themes.length === 0 ? (
        <p role="status">Aucune question n’est publiée pour le moment.</p>
      ) : (
        <Sommaire aria-label="Thèmes des questions">
          <ul>
            {faq.themes.map((theme) => (
              <li key={theme.ancre}>
                <a href={`#${theme.ancre}`}>{theme.titre}</a>
              </li>
            ))}
          </ul>
        </Sommaire>
      )}
      {faq.themes.map((t) => (
        <section key={t.ancre} aria-labelledby={t.ancre}>
          <h2
            id={t.ancre}
            css={{ fontSize: theme.fontSizes.xxl, marginTop: theme.space.xl, scrollMarginTop: theme.space.xxl }}
          >
            {t.titre}
          </h2>
          {t.questions.map((q) => (
            <Question key={q.ancre}>
              <h3 id={q.ancre}>{q.question}</h3>
              <TexteRiche html={q.html} />
            </Question>
          ))}
        </section>
      ))}
    </PageContainer>
  );
}

export function Head({ pageContext }: HeadProps<object, ContexteFaq>) {
  return <TeteContenu contexte={pageContext} />;
}
