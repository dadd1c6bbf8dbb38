import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { focusVisible, theme } from '../../theme';
import { ACCOUNT_PATHS } from './account-paths';
import { BasketIcon } from './icons';
import { Dot } from './ui';

const { colors, radii } = theme;

const Anchor = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radii.md};
  color: ${colors.primary};
  &:hover {
    background: ${colors.primarySoft};
  }
  ${focusVisible};
`;

/** « Panier », « Panier, 1 article », « Panier, 3 articles ». */
export function basketLabel(count: number): string {
  if (count <= 0) return 'Panier';
  return `Panier, ${count} ${count > 1 ? 'articles' : 'article'}`;
}

/** Basket icon link; the dot tells that the basket holds articles (SPEC §2). */
export function BasketLink({ count }: { count: number }) {
  return (
    <Anchor to={ACCOUNT_PATHS.basket} aria-label={basketLabel(count)}>
      <BasketIcon size={24} />
      {count > 0 && <Dot data-testid="basket-dot" />}
    </Anchor>
  );
}
