import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import type { HeaderProps } from './header-props';
import { shellData } from './test-fixtures';

function renderHeader(overrides: Partial<HeaderProps> = {}) {
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
  const view = render(<Header {...props} />);
  return { ...view, props, user: userEvent.setup() };
}

describe('Header menu', () => {
  it('offers the three sections as collapsed buttons controlling their panels (ids usable as CSS selectors)', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Documents officiels', 'Formalités', 'Services']);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
      expect(document.querySelector(`#${button.getAttribute('aria-controls')}`)).toBe(panel);
    }
  });

  it('opens a section from the keyboard and closes it with Escape, focus back on its button', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Formalités' });
    const tabOrder = [
      screen.getByRole('link', { name: 'Greffeo – accueil' }),
      screen.getByRole('combobox', { name: 'Rechercher une entreprise, un dirigeant, un SIREN…' }),
      screen.getByRole('button', { name: 'Rechercher' }),
      screen.getByRole('link', { name: 'Aide (nouvelle fenêtre)' }),
      screen.getByRole('link', { name: 'Panier' }),
      screen.getByRole('button', { name: 'Se connecter' }),
      screen.getByRole('button', { name: 'Documents officiels' }),
    ];
    for (const element of tabOrder) {
      await user.tab();
      expect(element).toHaveFocus();
    }
    await user.keyboard('{ArrowRight}');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transfert de siège' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transfert de siège' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('moves focus into the open panel with the down arrow', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Services' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Surveillance d’entreprises' })).toHaveFocus();
  });

  it('keeps a single panel open and closes it on a click outside', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Documents officiels' }));
    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('button', { name: 'Documents officiels' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('splits the entries of a section, in order, into exactly four columns', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Documents officiels' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const columns = within(panel).getAllByTestId('menu-column');
    expect(columns).toHaveLength(4);
    const titles = columns.map((column) => Array.from(column.querySelectorAll('p')).map((title) => title.textContent));
    expect(titles).toEqual([
      ['Extrait Kbis', 'Comptes annuels'],
      ['Actes et statuts', 'État d’endettement'],
      ['Bénéficiaires effectifs'],
      ['Certificats'],
    ]);
  });

  it('closes the open panel when the page changes', async () => {
    const { user, rerender, props } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Services' }));
    rerender(<Header {...props} currentPath="/services/consulter-une-affaire" />);
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens external menu links in a new window and says so', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Formalités' }));
    const link = screen.getByRole('link', { name: 'Guichet unique des formalités (nouvelle fenêtre)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Header tools', () => {
  it('has a search form that sends the phrase to the results page', () => {
    renderHeader();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recherche-entreprise-dirigeant/resultats-de-recherche');
    expect(within(form).getByLabelText('Rechercher une entreprise, un dirigeant, un SIREN…')).toHaveAttribute(
      'name',
      'phrase',
    );
    expect(within(form).getByRole('button', { name: 'Rechercher' })).toHaveAttribute('type', 'submit');
  });

  it('disables the search button when searching is not allowed', () => {
    renderHeader({ searchDisabled: true });
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
  });

  it('links « Aide » to the support site in a new window', () => {
    renderHeader();
    const help = screen.getByRole('link', { name: 'Aide (nouvelle fenêtre)' });
    expect(help).toHaveAttribute('href', 'https://aide.greffeo.fr');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the logo to the home page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Greffeo – accueil' })).toHaveAttribute('href', '/');
  });

  it('shows no basket dot when the basket is empty', () => {
    renderHeader({ basketCount: 0 });
    expect(screen.getByRole('link', { name: 'Panier' })).toHaveAttribute('href', '/panier');
    expect(screen.queryByTestId('basket-dot')).not.toBeInTheDocument();
  });

  it('shows the basket dot and the number of articles when the basket holds some', () => {
    const { rerender, props } = renderHeader({ basketCount: 2 });
    const basket = screen.getByRole('link', { name: 'Panier, 2 articles' });
    expect(within(basket).getByTestId('basket-dot')).toBeInTheDocument();
    rerender(<Header {...props} basketCount={1} />);
    expect(screen.getByRole('link', { name: 'Panier, 1 article' })).toBeInTheDocument();
  });
});

describe('Header account', () => {
  it('offers « Se connecter » to a visitor and calls onLogin', async () => {
    const { user, props } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(props.onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Mon compte/ })).not.toBeInTheDocument();
  });

  it('shows the initials of a signed-in user instead of « Se connecter »', () => {
    renderHeader({ user: { firstName: 'Jeanne', lastName: 'Durand' } });
    const avatar = screen.getByRole('button', { name: 'Mon compte, Jeanne Durand' });
    expect(avatar).toHaveTextContent('JD');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('revelation-dot')).not.toBeInTheDocument();
  });

  it('puts a dot on the avatar and a counter in the menu when revelations are unread', async () => {
    const { user } = renderHeader({ user: { firstName: 'Jeanne', lastName: 'Durand' }, unreadRevelations: 3 });
    const avatar = screen.getByRole('button', { name: 'Mon compte, Jeanne Durand, 3 nouvelles révélations' });
    expect(within(avatar).getByTestId('revelation-dot')).toBeInTheDocument();
    await user.click(avatar);
    const menu = document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement;
    const lien = within(menu).getByRole('link', { name: 'Mes révélations (3 nouvelles révélations)' });
    expect(lien).toHaveAttribute('href', '/espace-personnel/mes-surveillances/mes-revelations');
    expect(within(lien).getByTestId('revelation-counter')).toHaveTextContent('3');
  });

  it('says « 1 nouvelle révélation » in the singular, and has no révélations entry without one', async () => {
    const { user } = renderHeader({ user: { firstName: 'Jeanne', lastName: 'Durand' }, unreadRevelations: 1 });
    await user.click(screen.getByRole('button', { name: 'Mon compte, Jeanne Durand, 1 nouvelle révélation' }));
    expect(screen.getByRole('link', { name: 'Mes révélations (1 nouvelle révélation)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const sans = renderHeader({ user: { firstName: 'Marc', lastName: 'Roy' } });
    await sans.user.click(screen.getByRole('button', { name: 'Mon compte, Marc Roy' }));
    expect(screen.queryByRole('link', { name: /Mes révélations/ })).not.toBeInTheDocument();
  });

  it('opens the account menu with its links and closes it with Escape', async () => {
    const { user } = renderHeader({ user: { firstName: 'Jeanne', lastName: 'Durand' } });
    const avatar = screen.getByRole('button', { name: /Mon compte/ });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Mon espace personnel' })).toHaveAttribute(
      'href',
      '/espace-personnel',
    );
    expect(within(menu).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/mon-historique',
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Mon espace personnel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();
  });

  it('asks for confirmation before logging out, and logs out on « Oui, continuer »', async () => {
    const { user, props } = renderHeader({ user: { firstName: 'Jeanne', lastName: 'Durand' } });
    await user.click(screen.getByRole('button', { name: /Mon compte/ }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir vous déconnecter?');
    expect(props.onLogout).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, continuer' }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays signed in on « Non, annuler » and gives focus back to the avatar', async () => {
    const { user, props } = renderHeader({ user: { firstName: 'Jeanne', lastName: 'Durand' } });
    const avatar = screen.getByRole('button', { name: /Mon compte/ });
    await user.click(avatar);
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await user.click(screen.getByRole('button', { name: 'Non, annuler' }));
    expect(props.onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });
});
