import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { focusVisible, theme } from '../../theme';
import { ACCOUNT_PATHS } from './account-paths';
import { LogoutIcon } from './icons';
import { fullName, initials } from './initials';
import { LogoutDialog } from './logout-dialog';
import { Dot, VisuallyHidden } from './ui';
import { focusableWithin, moveFocusWithArrows, useDismiss } from './use-dismiss';
import { useDomId } from './use-dom-id';

const { colors, radii, space, shadows, fontSizes, fontWeights, zIndices } = theme;

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${radii.round};
  background: ${colors.primary};
  color: ${colors.textOnPrimary};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.02em;
  cursor: pointer;
  transition: background-color 0.15s ease;
  &:hover,
  &[aria-expanded='true'] {
    background: ${colors.primaryHover};
  }
  ${focusVisible};
  & > [data-testid='revelation-dot'] {
    top: -1px;
    right: -1px;
  }
`;

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + ${space.xs});
  right: 0;
  z-index: ${zIndices.dropdown};
  min-width: 260px;
  padding: ${space.xs};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.md};
`;

const Identity = styled.p`
  margin: 0;
  padding: ${space.sm} ${space.sm} ${space.xs};
  font-weight: ${fontWeights.semibold};
  color: ${colors.text};
  overflow-wrap: anywhere;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li + li[data-separated] {
    margin-top: ${space.xs};
    padding-top: ${space.xs};
    border-top: 1px solid ${colors.border};
  }
`;

const itemStyle = `
  display: flex;
  align-items: center;
  gap: ${space.xs};
  width: 100%;
  min-height: 44px;
  padding: ${space.xs} ${space.sm};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
`;

const ItemLink = styled(Link)`
  ${itemStyle};
  ${focusVisible};
`;

const ItemButton = styled.button`
  ${itemStyle};
  ${focusVisible};
`;

const InlineDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${radii.round};
  background: ${colors.dot};
`;

const Counter = styled.span`
  margin-left: auto;
  min-width: 1.5rem;
  padding: 0 ${space.xxs};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.textOnPrimary};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  text-align: center;
`;

export interface AccountMenuProps {
  user: { firstName: string; lastName: string };
  /** Unseen révélations (SPEC §3 counters): a dot on the avatar and a counter in the menu above 0. */
  unreadRevelations: number;
  onLogout(): void;
}

/** « 1 nouvelle révélation », « 3 nouvelles révélations ». */
export const nouvellesRevelations = (n: number) => (n > 1 ? `${n} nouvelles révélations` : `${n} nouvelle révélation`);

/**
 * Avatar button with the user's initials (and a dot for unseen révélations), opening the
 * personal-space menu (with the révélations counter) and the logout dialog.
 */
export function AccountMenu({ user, unreadRevelations, onLogout }: AccountMenuProps) {
  const hasUnreadRevelations = unreadRevelations > 0;
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useDomId('compte');
  const name = fullName(user.firstName, user.lastName);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  useDismiss(open, wrapperRef, { onOutside: () => close(false), onEscape: () => close(true) });

  const items = () => (menuRef.current ? focusableWithin(menuRef.current) : []);
  const focusFirstOnOpen = useRef(false);
  useEffect(() => {
    if (open && focusFirstOnOpen.current) items()[0]?.focus();
    focusFirstOnOpen.current = false;
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    focusFirstOnOpen.current = true;
    if (open) items()[0]?.focus();
    else setOpen(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveFocusWithArrows(event.key, items())) event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  const askLogout = () => {
    setOpen(false);
    setConfirming(true);
  };
  const confirmLogout = () => {
    setConfirming(false);
    onLogout();
  };

  const label = `Mon compte, ${name}${hasUnreadRevelations ? `, ${nouvellesRevelations(unreadRevelations)}` : ''}`;

  return (
    <Wrapper ref={wrapperRef} onBlur={onBlur}>
      <Avatar
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">{initials(user.firstName, user.lastName)}</span>
        {hasUnreadRevelations && <Dot data-testid="revelation-dot" />}
      </Avatar>
      <Dropdown ref={menuRef} id={menuId} hidden={!open} onKeyDown={onMenuKeyDown}>
        <Identity>{name}</Identity>
        <Items aria-label="Mon compte">
          {hasUnreadRevelations && (
            <li>
              <ItemLink to={ACCOUNT_PATHS.revelations} onClick={() => setOpen(false)}>
                <InlineDot aria-hidden="true" />
                Mes révélations
                <Counter data-testid="revelation-counter">
                  <span aria-hidden="true">{unreadRevelations}</span>
                  <VisuallyHidden>({nouvellesRevelations(unreadRevelations)})</VisuallyHidden>
                </Counter>
              </ItemLink>
            </li>
          )}
          <li>
            <ItemLink to={ACCOUNT_PATHS.home} onClick={() => setOpen(false)}>
              Mon espace personnel
            </ItemLink>
          </li>
          <li>
            <ItemLink to={ACCOUNT_PATHS.orders} onClick={() => setOpen(false)}>
              Mes commandes
            </ItemLink>
          </li>
          <li data-separated="">
            <ItemButton type="button" onClick={askLogout}>
              <LogoutIcon size={18} />
              Se déconnecter
            </ItemButton>
          </li>
        </Items>
      </Dropdown>
      <LogoutDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmLogout}
        returnFocusRef={buttonRef}
      />
    </Wrapper>
  );
}
