import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { breakpoints, focusVisible, theme } from '../../theme';
import { AccountMenu } from './account-menu';
import { BasketLink } from './basket-link';
import type { HeaderProps } from './header-props';
import { CloseIcon, ExternalIcon, HelpIcon, MenuIcon } from './icons';
import { LoginButton } from './login-button';
import { Logo } from './logo';
import { MENU_SECTIONS, entriesOfSection } from './menu-sections';
import { MobileMenuSection } from './mobile-menu-section';
import { SearchForm } from './search-form';
import { NEW_WINDOW_HINT } from './shell-link';
import { IconButton, VisuallyHidden } from './ui';
import { useDismiss } from './use-dismiss';
import { useDomId } from './use-dom-id';

const { colors, space, layout, zIndices, fontWeights, mq } = theme;

const Root = styled.div`
  position: relative;
  background: ${colors.surface};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: ${layout.mobileBarHeight};
  padding: 0 ${space.xs};
  ${mq.small} {
    gap: 0;
    padding: 0 ${space.xxs};
    a[aria-label='Greffeo – accueil'] svg {
      height: 28px;
    }
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Drawer = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${zIndices.drawer};
  height: calc(100vh - ${layout.mobileBarHeight});
  height: calc(100dvh - ${layout.mobileBarHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  &:focus {
    outline: none;
  }
`;

const SearchSlot = styled.div`
  padding: ${space.md};
  background: ${colors.surfaceAlt};
  border-bottom: 1px solid ${colors.border};
`;

const Sections = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const HelpLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 56px;
  padding: 0 ${space.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  ${focusVisible};
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/**
 * Mobile header (700 px and below): burger, logo, basket, avatar or login icon. The burger opens the
 * drawer, a non-modal dialog named « Menu » under the bar: the bar (and its « Fermer le menu » button)
 * stays usable, Escape closes it, and focus leaving the header closes it too.
 */
export function MobileHeader({
  data,
  basketCount,
  user,
  unreadRevelations,
  onLogin,
  onLogout,
  currentPath,
  searchDisabled,
}: HeaderProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const drawerId = useDomId('menu-mobile');

  useEffect(() => setOpen(false), [currentPath]);
  useDismiss(open, rootRef, {
    onOutside: () => setOpen(false),
    onEscape: () => {
      setOpen(false);
      burgerRef.current?.focus();
    },
  });
  useEffect(() => {
    if (!open) return undefined;
    // Focus enters the dialog without opening the on-screen keyboard (the search field is not focused).
    drawerRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Turning a tablet to landscape switches to the desktop header: close the hidden drawer.
    const wide =
      typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${breakpoints.mobile + 1}px)`) : null;
    const onChange = () => {
      if (wide?.matches) setOpen(false);
    };
    wide?.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = previousOverflow;
      wide?.removeEventListener('change', onChange);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  const close = () => setOpen(false);

  return (
    <Root ref={rootRef} onBlur={onBlur}>
      <Bar>
        <IconButton
          ref={burgerRef}
          type="button"
          aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </IconButton>
        <Logo size="small" />
        <Spacer />
        <BasketLink count={basketCount} />
        {user ? (
          <AccountMenu user={user} unreadRevelations={unreadRevelations} onLogout={onLogout} />
        ) : (
          <LoginButton onLogin={onLogin} compact />
        )}
      </Bar>
      <Drawer ref={drawerRef} id={drawerId} role="dialog" aria-label="Menu" tabIndex={-1} hidden={!open}>
        {/* Rendered only while open: a hidden copy of the whole menu in every page's HTML cost more
            than it served (the desktop menu and the footer carry the same links). */}
        {open && (
          <>
            <SearchSlot>
              <SearchForm disabled={searchDisabled} />
            </SearchSlot>
            <nav aria-label="Menu principal">
              <Sections>
                {MENU_SECTIONS.map((section) => (
                  <MobileMenuSection
                    key={section.id}
                    label={section.label}
                    entries={entriesOfSection(data.menu, section.id)}
                    onNavigate={close}
                  />
                ))}
              </Sections>
            </nav>
            <HelpLink href={data.site.supportUrl} target="_blank" rel="noopener noreferrer">
              <HelpIcon size={20} />
              Aide
              <VisuallyHidden> {NEW_WINDOW_HINT}</VisuallyHidden>
              <ExternalIcon size={16} />
            </HelpLink>
          </>
        )}
      </Drawer>
    </Root>
  );
}
