import styled from '@emotion/styled';
import { navigate } from 'gatsby';
import type { MouseEvent } from 'react';
import { focusVisible, theme } from '../../theme';

const Conteneur = styled.div`
  max-width: 75ch;
  line-height: 1.65;
  overflow-wrap: anywhere;
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: 1.3;
    margin: ${theme.space.xl} 0 ${theme.space.sm};
  }
  h2 {
    font-size: ${theme.fontSizes.xxl};
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  h4 {
    font-size: ${theme.fontSizes.lg};
  }
  a {
    color: ${theme.colors.link};
    text-decoration: underline;
    ${focusVisible};
  }
  ul,
  ol {
    padding-left: ${theme.space.lg};
  }
  li + li {
    margin-top: ${theme.space.xxs};
  }
  blockquote {
    margin: ${theme.space.md} 0;
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surfaceAlt};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    text-align: left;
  }
  .texte-masque {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/**
 * HTML rendered and sanitized at build time (src/lib/cms/markdown.ts). A plain click on an internal
 * link navigates inside the site, like Gatsby's Link, instead of reloading the page.
 */
export function TexteRiche({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const lien = (event.target as Element).closest?.('a');
    const href = lien?.getAttribute('href');
    const modifie = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!lien || !href || lien.target || modifie || event.defaultPrevented) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return <Conteneur className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
