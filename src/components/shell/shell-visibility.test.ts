import { shellVisibility } from './shell-visibility';

describe('shellVisibility', () => {
  it.each([
    '/',
    '/entreprise/greffeo/123456789/42',
    '/panier',
    '/espace-personnel/mes-factures',
    '/recherche-entreprise-dirigeant/resultats-de-recherche?phrase=x',
  ])('shows header and footer on an ordinary page (%s)', (path) => {
    expect(shellVisibility(path)).toEqual({ header: true, footer: true });
  });

  it('shows the header and the footer on /post-connexion', () => {
    expect(shellVisibility('/post-connexion')).toEqual({ header: true, footer: true });
    expect(shellVisibility('/post-connexion/')).toEqual({ header: true, footer: true });
  });

  it.each(['/404', '/404/', '/404.html'])('shows the header and the footer on the 404 page (%s)', (path) => {
    expect(shellVisibility(path)).toEqual({ header: true, footer: true });
  });

  it.each(['/chargement', '/chargement/', '/chargement?retour=/panier'])(
    'hides both on the loading page (%s)',
    (path) => {
      expect(shellVisibility(path)).toEqual({ header: false, footer: false });
    },
  );

  it('hides both on the formalities forwarding pages under /Lien/', () => {
    expect(shellVisibility('/Lien/mmbId/8f3a')).toEqual({ header: false, footer: false });
  });

  it('does not mistake look-alike paths for technical pages', () => {
    expect(shellVisibility('/chargements-recents')).toEqual({ header: true, footer: true });
    expect(shellVisibility('/actualites/Lien/x')).toEqual({ header: true, footer: true });
  });
});
