import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppStateProvider } from '../../state/app-state-provider';
import { CONSENT_STORAGE_KEY } from '../../state/consent';
import { ShellLayout, type ShellLayoutProps } from './shell-layout';
import { shellData } from './test-fixtures';

function renderLayout(overrides: Partial<ShellLayoutProps> = {}) {
  const props: ShellLayoutProps = {
    data: shellData,
    path: '/',
    user: null,
    basketCount: 0,
    unreadRevelations: 0,
    onLogin: jest.fn(),
    onLogout: jest.fn(),
    children: <h1>Rechercher une entreprise</h1>,
    ...overrides,
  };
  render(
    <AppStateProvider>
      <ShellLayout {...props} />
    </AppStateProvider>,
  );
  return userEvent.setup();
}

function rememberConsent() {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
  );
}

describe('ShellLayout', () => {
  beforeEach(() => {
    window.localStorage.clear();
    rememberConsent();
  });

  it('starts with a skip link to the main content', async () => {
    const user = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('does not render the page again when the shell updates (signed-in user, basket dot)', () => {
    const rendus = { page: 0 };
    function Page() {
      rendus.page += 1;
      return <h1>Accueil</h1>;
    }
    const page = <Page />;
    const props: ShellLayoutProps = {
      data: shellData,
      path: '/',
      user: null,
      basketCount: 0,
      unreadRevelations: 0,
      onLogin: jest.fn(),
      onLogout: jest.fn(),
      children: page,
    };
    const { rerender } = render(
      <AppStateProvider>
        <ShellLayout {...props} />
      </AppStateProvider>,
    );
    expect(rendus.page).toBe(1);
    // What changes right after hydration: the signed-in user, the basket dot.
    rerender(
      <AppStateProvider>
        <ShellLayout {...props} user={{ firstName: 'Élodie', lastName: 'Lefèvre' }} basketCount={2} />
      </AppStateProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(rendus.page).toBe(1);
    // Another page: rendered, of course.
    rerender(
      <AppStateProvider>
        <ShellLayout {...props} path="/faq">
          <Page />
        </ShellLayout>
      </AppStateProvider>,
    );
    expect(rendus.page).toBe(2);
  });

  it('frames an ordinary page with the banner and the footer', () => {
    renderLayout({ path: '/tarifs' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/post-connexion', '/404'])('keeps the header and the footer on %s', (path) => {
    renderLayout({ path });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/chargement', '/Lien/mmbId/8f3a'])('leaves the technical page %s bare', (path) => {
    renderLayout({ path });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('reopens the cookie preferences from the footer', async () => {
    const user = renderLayout();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gestion des cookies' }));
    expect(screen.getByRole('dialog', { name: 'Vos préférences de cookies' })).toBeInTheDocument();
  });

  it('asks for cookie consent on a first visit', () => {
    window.localStorage.clear();
    renderLayout();
    expect(screen.getByRole('dialog', { name: 'Vos préférences de cookies' })).toBeInTheDocument();
  });

  it('hides « Créer un compte » once the user is signed in', () => {
    renderLayout({ user: { firstName: 'Jeanne', lastName: 'Durand' } });
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).not.toBeInTheDocument();
  });

  it('shows the error screen inside the frame when the page fails to render', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): JSX.Element {
      throw new Error('Réponse invalide du service');
    }
    renderLayout({ children: <Broken /> });
    expect(
      screen.getByRole('heading', { name: 'Une erreur est survenue "Réponse invalide du service"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
