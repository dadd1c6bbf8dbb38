/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { AppStateProvider } from '../../state/app-state-provider';
import { ShellLayout } from './shell-layout';
import { shellData } from './test-fixtures';

function renderPage(path: string, user: { firstName: string; lastName: string } | null = null) {
  return renderToString(
    <AppStateProvider>
      <ShellLayout
        data={shellData}
        path={path}
        user={user}
        basketCount={2}
        unreadRevelations={0}
        onLogin={() => undefined}
        onLogout={() => undefined}
      >
        <h1>Accueil</h1>
      </ShellLayout>
    </AppStateProvider>,
  );
}

describe('ShellLayout on the server', () => {
  it('renders the header, the page and the footer inside their own Suspense boundaries, hydrated later in slices', () => {
    const html = renderPage('/tarifs');
    // React marks each boundary with <!--$--> … <!--/$-->.
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
    expect(main.startsWith('<!--$-->')).toBe(true);
    expect(main).toContain('<h1>Accueil</h1>');
    expect(main.endsWith('<!--/$-->')).toBe(true);
    expect(html).toMatch(/<!--\$-->(<style[^>]*>[^<]*<\/style>)*<footer/);
    const avantEnTete = html.slice(0, html.indexOf('<header'));
    expect(avantEnTete.lastIndexOf('<!--$-->')).toBeGreaterThan(avantEnTete.indexOf('Aller au contenu'));
  });

  it('renders without a browser: no window, no document', () => {
    expect(typeof window).toBe('undefined');
    expect(() => renderPage('/')).not.toThrow();
  });

  it('puts both headers, the menu sections and the footer in the static HTML, not the closed menus’ links', () => {
    const html = renderPage('/');
    expect(html).toContain('<header');
    expect(html).toContain('Ouvrir le menu');
    expect(html).toContain('Documents officiels');
    // A closed panel or drawer holds nothing: its links are rendered when it opens.
    expect(html).not.toContain('href="/kbis-documents/extrait-kbis"');
    expect(html).toContain('action="/recherche-entreprise-dirigeant/resultats-de-recherche"');
    expect(html).toContain('Le réseau des organismes partenaires');
    expect(html).toContain('Créer un compte');
    expect(html).toContain('aria-label="Panier, 2 articles"');
    expect(html).toContain('@media (max-width: 700px)');
  });

  it('never renders the consent dialog on the server', () => {
    expect(renderPage('/')).not.toContain('Vos préférences de cookies');
  });

  it('renders the avatar initials for a signed-in user', () => {
    const html = renderPage('/', { firstName: 'Jeanne', lastName: 'Durand' });
    expect(html).toContain('>JD<');
    expect(html).not.toContain('Créer un compte');
  });

  it('leaves the loading page without header and footer', () => {
    const html = renderPage('/chargement');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
  });
});
