import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './footer';
import { shellData } from './test-fixtures';

function renderFooter(signedIn = false) {
  const onOpenConsent = jest.fn();
  render(<Footer data={shellData} signedIn={signedIn} onOpenConsent={onOpenConsent} />);
  return { onOpenConsent, user: userEvent.setup() };
}

describe('Footer', () => {
  it('is the page content-info landmark', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders each link group as a navigation named and headed by its title', () => {
    renderFooter();
    for (const title of ['Informations', 'Rechercher', 'Informations Légales']) {
      const nav = screen.getByRole('navigation', { name: title });
      expect(within(nav).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const legal = screen.getByRole('navigation', { name: 'Informations Légales' });
    expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
  });

  it('has five social links, each named and opening a new window', () => {
    renderFooter();
    for (const social of shellData.socialLinks) {
      const link = screen.getByRole('link', { name: `${social.label} (nouvelle fenêtre)` });
      expect(link).toHaveAttribute('href', social.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getAllByTestId('social-link')).toHaveLength(5);
  });

  it('shows the partners under « Le réseau des organismes partenaires », with a logo or the name', () => {
    renderFooter();
    const section = screen.getByRole('region', { name: 'Le réseau des organismes partenaires' });
    expect(within(section).getByRole('heading', { name: 'Le réseau des organismes partenaires' })).toBeInTheDocument();
    expect(within(section).getAllByTestId('partner')).toHaveLength(2);
    const withLogo = within(section).getByRole('link', {
      name: /Conseil national des greffiers des tribunaux de commerce/,
    });
    expect(withLogo).toHaveAttribute('href', 'https://www.cngtc.fr');
    expect(within(withLogo).getByRole('img', { hidden: true })).toHaveAttribute(
      'alt',
      'Conseil national des greffiers des tribunaux de commerce',
    );
    const withName = within(section).getByRole('link', {
      name: 'Institut national de la propriété industrielle (nouvelle fenêtre)',
    });
    expect(withName).toHaveAttribute('href', 'https://www.inpi.fr');
  });

  it('invites a signed-out visitor to « Créer un compte »', () => {
    renderFooter(false);
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
  });

  it('opens the sign-in of another identity provider from « Créer un compte » when there is one', async () => {
    const onSignUp = jest.fn();
    render(<Footer data={shellData} signedIn={false} onOpenConsent={jest.fn()} onSignUp={onSignUp} />);
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
  });

  it('does not show « Créer un compte » to a signed-in user', () => {
    renderFooter(true);
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).not.toBeInTheDocument();
  });

  it('opens the cookie preferences from « Gestion des cookies »', async () => {
    const { user, onOpenConsent } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Gestion des cookies' }));
    expect(onOpenConsent).toHaveBeenCalledTimes(1);
  });

  it('shows the copyright', () => {
    renderFooter();
    expect(screen.getByText('© 2025 Greffeo')).toBeInTheDocument();
  });
});
