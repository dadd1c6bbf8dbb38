import { compteFixture, utilisateurFixture } from '../../lib/api/fixtures';
import { redirection, regleLibelles } from './regles';

const deux = [compteFixture({ id: 1, selectionne: false }), compteFixture({ id: 2, selectionne: false })];

describe('redirection', () => {
  it('sends a user without any customer account to /post-connexion', () => {
    expect(redirection({ chemin: '/', comptes: [], selectionne: null, apresConnexion: true })).toBe('/post-connexion');
    expect(
      redirection({ chemin: '/post-connexion/', comptes: [], selectionne: null, apresConnexion: false }),
    ).toBeNull();
  });

  it('waits while the accounts load and stays put when the initial call failed', () => {
    expect(redirection({ chemin: '/', comptes: undefined, selectionne: undefined, apresConnexion: true })).toBeNull();
    expect(redirection({ chemin: '/', comptes: null, selectionne: undefined, apresConnexion: true })).toBeNull();
  });

  it('sends to the selection page right after login with several accounts, then only while none is selected', () => {
    const choisis = [compteFixture({ id: 1, selectionne: true }), compteFixture({ id: 2, selectionne: false })];
    expect(redirection({ chemin: '/', comptes: choisis, selectionne: choisis[0], apresConnexion: true })).toBe(
      '/selection-compte-client',
    );
    expect(redirection({ chemin: '/', comptes: choisis, selectionne: choisis[0], apresConnexion: false })).toBeNull();
    expect(redirection({ chemin: '/panier', comptes: deux, selectionne: null, apresConnexion: false })).toBe(
      '/selection-compte-client',
    );
  });

  it('leaves a single unselected account to the automatic selection', () => {
    const seul = [compteFixture({ selectionne: false })];
    expect(redirection({ chemin: '/', comptes: seul, selectionne: null, apresConnexion: true })).toBeNull();
  });

  it.each(['RADIE', 'INTERDIT', 'SUSPENDU'] as const)('keeps a %s account in the personal-space home', (position) => {
    const compte = compteFixture({ position });
    const etat = { comptes: [compte], selectionne: compte, apresConnexion: false };
    expect(redirection({ ...etat, chemin: '/recherche-entreprise-dirigeant/resultats-de-recherche' })).toBe(
      '/espace-personnel',
    );
    for (const chemin of ['/espace-personnel', '/selection-compte-client', '/espace-personnel/mes-informations/'])
      expect(redirection({ ...etat, chemin })).toBeNull();
  });

  it('restricts web-service offers without the portal offer 14', () => {
    const ws = compteFixture({ offres_de_service: 'WS_INTEG' });
    expect(redirection({ chemin: '/panier', comptes: [ws], selectionne: ws, apresConnexion: false })).toBe(
      '/espace-personnel',
    );
    const mixte = compteFixture({ offres_de_service: 'WS,14' });
    expect(redirection({ chemin: '/panier', comptes: [mixte], selectionne: mixte, apresConnexion: false })).toBeNull();
  });
});

describe('regleLibelles (SPEC §5)', () => {
  const utilisateur = utilisateurFixture();
  const sansLibelles = { libelle_courrier: null, libelle_facturation: null };

  it('asks the user to complete the labels of a company name longer than 38 characters', () => {
    const compte = compteFixture({ ...sansLibelles, denomination_sociale: 'A'.repeat(39) });
    expect(regleLibelles(compte, utilisateur)).toEqual({ action: 'completer' });
    expect(regleLibelles({ ...compte, libelle_courrier: 'COURT' }, utilisateur).action).toBe('remplir');
  });

  it('asks the same for a billing city longer than 38 characters', () => {
    const abonnement = { ...compteFixture().abonnements[0], ville_facturation: 'V'.repeat(39) };
    const compte = compteFixture({ abonnements: [abonnement as never] });
    expect(regleLibelles(compte, utilisateur)).toEqual({ action: 'completer' });
  });

  it('fills missing labels with the company name, or else last name and first name', () => {
    expect(regleLibelles(compteFixture({ ...sansLibelles, denomination_sociale: 'EXEMPLE' }), utilisateur)).toEqual({
      action: 'remplir',
      libelle_courrier: 'EXEMPLE',
      libelle_facturation: 'EXEMPLE',
    });
    expect(
      regleLibelles(
        compteFixture({ denomination_sociale: null, libelle_courrier: 'X', libelle_facturation: null }),
        utilisateur,
      ),
    ).toEqual({ action: 'remplir', libelle_courrier: 'X', libelle_facturation: 'Martin Jeanne' });
    expect(regleLibelles(compteFixture(), utilisateur)).toEqual({ action: 'aucune' });
  });
});
