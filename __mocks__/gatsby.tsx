/**
 * Gatsby stand-in for unit tests (the recipe from Gatsby's unit-testing guide):
 * `Link` renders a plain anchor, `graphql` is a tag that does nothing, and the
 * data/navigation functions are jest mocks that each test can program.
 * Like the real `Link`, a plain left click navigates on the client (here: calls the `navigate` mock)
 * instead of letting the browser load the page, which jsdom cannot do.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export const navigate = jest.fn();

interface MockLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
  getProps?: unknown;
}

export const Link = forwardRef<HTMLAnchorElement, MockLinkProps>(function Link(
  { to, activeClassName, activeStyle, partiallyActive, replace, state, getProps, onClick, ...rest },
  ref,
) {
  void activeClassName;
  void activeStyle;
  void partiallyActive;
  void getProps;
  const onAnchorClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || modified || rest.target) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a ref={ref} href={to} onClick={onAnchorClick} {...rest} />;
});

export const graphql = jest.fn((strings: TemplateStringsArray) => strings.join(''));
export const useStaticQuery = jest.fn();
export const StaticQuery = jest.fn();
export const withPrefix = jest.fn((path: string) => path);
export const withAssetPrefix = jest.fn((path: string) => path);
