import { Link } from 'gatsby';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from './ui';

/** Hint read by screen readers on every link that opens a new window. */
export const NEW_WINDOW_HINT = '(nouvelle fenêtre)';

/** Site-relative paths go through Gatsby's router; everything else is a plain link. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Forces the new-window behaviour; addresses that are not site paths always get it. */
  external?: boolean;
  children: ReactNode;
}

/** Internal paths use Gatsby's `Link` (prefetch, client navigation); external ones open a new window. */
export function SmartLink({ href, external, children, ...rest }: SmartLinkProps) {
  const isExternal = external === true || !isInternalHref(href);
  if (!isExternal) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {NEW_WINDOW_HINT}</VisuallyHidden>
    </a>
  );
}
