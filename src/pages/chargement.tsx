import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { HeadProps } from 'gatsby';
import { Seo } from '../components/seo';
import { PageContainer, PageTitle } from '../components/page/page-container';
import { theme } from '../theme';

const tourner = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Roue = styled.span`
  display: inline-block;
  width: 3rem;
  height: 3rem;
  margin: ${theme.space.lg} 0;
  border: 4px solid ${theme.colors.primarySoft};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${tourner} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** /chargement: the waiting page shown while a redirection or a sign-in step completes (SPEC §2). */
export default function Chargement() {
  return (
    <PageContainer css={{ textAlign: 'center' }}>
      <PageTitle>Chargement en cours</PageTitle>
      <Roue aria-hidden="true" />
      <p role="status">Merci de patienter quelques instants…</p>
    </PageContainer>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Chargement en cours" path={location.pathname} noindex />;
}
