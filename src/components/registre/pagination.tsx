import * as React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { theme } from '../../theme';

const Nav = styled.nav`
  margin: ${theme.space.lg} 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a,
  span {
    display: inline-block;
    min-width: 2.75rem;
    min-height: 2.75rem;
    line-height: 2.75rem;
    padding: 0 ${theme.space.sm};
    text-align: center;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }
  [aria-current='page'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.textOnPrimary};
    border-color: ${theme.colors.primary};
  }
`;

/** Page numbers to show: first, last, and two around the current one. */
export function pagesToShow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - (sorted[index - 1] ?? page) > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Link of a page (page 1 should be the bare path). */
  href: (page: number) => string;
  label?: string;
  /** Client paging that rewrites the address instead of adding a history entry. */
  replace?: boolean;
  /** History state given to the navigation (Gatsby `Link` state). */
  state?: object;
  /** Called with the page a link leads to, when it is followed. */
  onNavigate?: (page: number) => void;
}

/** Plain links, so paging works with JavaScript off and every page is crawlable. */
export function Pagination({
  page,
  pageCount,
  href,
  label = 'Pagination',
  replace,
  state,
  onNavigate,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const linkProps = (target: number) => ({
    to: href(target),
    replace,
    state,
    onClick: onNavigate ? () => onNavigate(target) : undefined,
  });
  return (
    <Nav aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link {...linkProps(page - 1)} rel="prev">
              Précédent
            </Link>
          </li>
        ) : null}
        {pagesToShow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page">{item}</span>
              ) : (
                <Link {...linkProps(item)} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link {...linkProps(page + 1)} rel="next">
              Suivant
            </Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
