import styled from '@emotion/styled';
import { focusVisible, theme, visuallyHidden } from '../../theme';
import { AccountMenu } from './account-menu';
import { BasketLink } from './basket-link';
import type { HeaderProps } from './header-props';
import { ExternalIcon, HelpIcon } from './icons';
import { LoginButton } from './login-button';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { SearchForm } from './search-form';
import { NEW_WINDOW_HINT } from './shell-link';
import { Container, VisuallyHidden } from './ui';

const { colors, space, radii, fontWeights, layout, mq } = theme;

/** Positioning context of the full-width mega-menu panels. */
const Root = styled.div`
  position: relative;
  background: ${colors.surface};
`;

const TopRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${space.xl};
  min-height: ${layout.headerBarHeight};
  padding-top: ${space.sm};
  padding-bottom: ${space.sm};
  ${mq.tablet} {
    gap: ${space.md};
  }
`;

const SearchSlot = styled.div`
  flex: 1;
  max-width: 620px;
  min-width: 160px;
  margin: 0 auto;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  flex: none;
`;

const HelpLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 44px;
  padding: 0 ${space.sm};
  border-radius: ${radii.md};
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
  ${focusVisible};
  & > svg:last-of-type {
    color: ${colors.textMuted};
  }
  ${mq.tablet} {
    & > svg:last-of-type {
      display: none;
    }
  }
`;

/** On tablets only the icon shows; the name stays for assistive technologies. */
const HelpText = styled.span`
  ${mq.tablet} {
    ${visuallyHidden};
  }
`;

const NavRow = styled.div`
  border-top: 1px solid ${colors.border};
`;

/** Desktop header (above 700 px): logo, search, help, basket, account; then the mega-menu. */
export function Header({
  data,
  basketCount,
  user,
  unreadRevelations,
  onLogin,
  onLogout,
  currentPath,
  searchDisabled,
}: HeaderProps) {
  return (
    <Root>
      <TopRow>
        <Logo />
        <SearchSlot>
          <SearchForm disabled={searchDisabled} />
        </SearchSlot>
        <Actions>
          <HelpLink href={data.site.supportUrl} target="_blank" rel="noopener noreferrer">
            <HelpIcon size={18} />
            <HelpText>Aide</HelpText>
            <VisuallyHidden> {NEW_WINDOW_HINT}</VisuallyHidden>
            <ExternalIcon size={14} />
          </HelpLink>
          <BasketLink count={basketCount} />
          {user ? (
            <AccountMenu user={user} unreadRevelations={unreadRevelations} onLogout={onLogout} />
          ) : (
            <LoginButton onLogin={onLogin} />
          )}
        </Actions>
      </TopRow>
      <NavRow>
        <Container>
          <MegaMenu menu={data.menu} currentPath={currentPath} />
        </Container>
      </NavRow>
    </Root>
  );
}
