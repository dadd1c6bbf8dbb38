import * as React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { theme } from '../../theme';
import type { Crumb } from './json-ld';

const Nav = styled.nav`
  font-size: ${theme.fontSizes.sm};
  margin-bottom: ${theme.space.md};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space.xxs};
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.link};
  }
`;

/** Visible trail of the page; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Nav aria-label="Fil d’Ariane">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.path && index < crumbs.length - 1 ? (
              <Link to={crumb.path}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
