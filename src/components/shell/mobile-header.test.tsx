import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { HeaderProps } from './header-props';
import { MobileHeader } from './mobile-header';
import { shellData } from './test-fixtures';

function renderMobile(overrides: Partial<HeaderProps> = {}) {
  const props: HeaderProps = {
    data: shellData,
    basketCount: 0,
    user: null,
    unreadRevelations: 0,
    onLogin: jest.fn(),
    onLogout: jest.fn(),
    currentPath: '/',
    ...overrides,
  };
  const view = render(<MobileHeader {...props} />);
  return { ...view, props, user: userEvent.setup() };
}

describe('MobileHeader', () => {
  it('shows the burger, the logo, the basket and a login icon button', async () => {
    const { user, props } = renderMobile();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Greffeo – accueil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panier' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(props.onLogin).toHaveBeenCalledTimes(1);
  });

  it('follows the same basket dot rule as the desktop header', () => {
    renderMobile({ basketCount: 3 });
    expect(
      within(screen.getByRole('link', { name: 'Panier, 3 articles' })).getByTestId('basket-dot'),
    ).toBeInTheDocument();
  });

  it('shows the avatar with initials and revelation dot when signed in', () => {
    renderMobile({ user: { firstName: 'Élise', lastName: 'Martin' }, unreadRevelations: 3 });
    const avatar = screen.getByRole('button', { name: 'Mon compte, Élise Martin, 3 nouvelles révélations' });
    expect(avatar).toHaveTextContent('ÉM');
    expect(within(avatar).getByTestId('revelation-dot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('opens the drawer as a dialog named « Menu » with the search form and the three sections', async () => {
    const { user } = renderMobile();
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(burger);
    expect(burger).toHaveAccessibleName('Fermer le menu');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('id', burger.getAttribute('aria-controls'));
    expect(drawer).toHaveFocus();
    expect(within(drawer).getByRole('search')).toBeVisible();
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    const sections = within(nav).getAllByRole('button');
    expect(sections.map((section) => section.textContent)).toEqual(['Documents officiels', 'Formalités', 'Services']);
  });

  it('expands a section as a disclosure list', async () => {
    const { user } = renderMobile();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const formalites = screen.getByRole('button', { name: 'Formalités' });
    expect(formalites).toHaveAttribute('aria-expanded', 'false');
    await user.click(formalites);
    expect(formalites).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transfert de siège' })).toHaveAttribute(
      'href',
      '/formalites/transfert-de-siege',
    );
  });

  it('closes the drawer with Escape and gives focus back to the burger', async () => {
    const { user } = renderMobile();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(screen.getByRole('button', { name: 'Services' }));
    await user.keyboard('{Escape}');
    const burger = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('closes the drawer when a link is followed', async () => {
    const { user } = renderMobile();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(screen.getByRole('button', { name: 'Services' }));
    await user.click(screen.getByRole('link', { name: 'Consulter une affaire' }));
    expect(navigate).toHaveBeenCalledWith('/services/consulter-une-affaire', expect.anything());
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
