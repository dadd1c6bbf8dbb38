/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import { compteFixture } from '../../lib/api/fixtures';
import { panierFixture } from '../../lib/api/fixtures-panier';
import { useNombreArticlesPanier } from '../../lib/api/use-panier';
import { ecrireUidInvite, lireUidInvite } from '../../lib/panier/uid-invite';
import { loginSuccessAtom } from '../../state/auth';
import { fusionEnAttenteAtom, uidAFusionnerAtom } from '../../state/panier';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { JETONS, rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from './session-controller';

const UID_INVITE = '0b6f5d1e-8a4c-4c4e-9f0a-2d3b1c4e5f60';

function Compteur() {
  return <p>Articles : {useNombreArticlesPanier()}</p>;
}

const vue = (
  <>
    <SessionController path="/" />
    <Compteur />
  </>
);

/** The guest's basket (1 article) with their uid, the user's (3) with a bearer. */
const lecturePanier = (appel: Appel) =>
  appel.entetes.has('authorization')
    ? { corps: panierFixture() }
    : { corps: panierFixture({ nombre_articles: 1, uid_invite: appel.recherche.get('uid_invite') }) };

describe('the guest basket at sign-in', () => {
  it('is merged into the user’s once the account is loaded, then a new uid replaces it', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture({ grille_tarifaire: 'PUBLIC' })),
      'GET /api/paniers': lecturePanier,
      'POST /api/paniers/connexions': { corps: panierFixture({ nombre_articles: 4 }) },
    });
    const store = visiteur();
    ecrireUidInvite({ uid: UID_INVITE, aFusionner: true });
    rendre(store, vue);
    expect(await screen.findByText('Articles : 1')).toBeInTheDocument();

    act(() => store.set(loginSuccessAtom, JETONS));
    expect(await screen.findByText('Articles : 4')).toBeInTheDocument();
    const [fusion] = api.appelsA('POST /api/paniers/connexions') as [Appel];
    expect(fusion.corps).toEqual({ uid_invite: UID_INVITE, uid_grille_tarifaire: 'PUBLIC' });
    expect(fusion.entetes.get('authorization')).toMatch(/^Bearer /);
    const ordre = api.appels.map((a) => `${a.methode} ${a.chemin}`);
    expect(ordre.indexOf('GET /api/comptes_clients/selectionne')).toBeLessThan(
      ordre.indexOf('POST /api/paniers/connexions'),
    );
    // The user's basket was never read before the guest's articles were in it.
    const lecturesConnecte = api.appelsA('GET /api/paniers').filter((a) => a.entetes.has('authorization'));
    for (const lecture of lecturesConnecte)
      expect(api.appels.indexOf(lecture)).toBeGreaterThan(api.appels.indexOf(fusion));

    const apres = lireUidInvite();
    expect(apres?.uid).not.toBe(UID_INVITE);
    expect(apres?.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(apres?.aFusionner).toBe(false);
    expect(api.appelsA('POST /api/paniers/connexions')).toHaveLength(1);
  });

  it('does not merge again at the next page load', async () => {
    const api = apiFactice({ ...routesDuCompte(), 'GET /api/paniers': lecturePanier });
    const store = sessionStockee();
    ecrireUidInvite({ uid: UID_INVITE, aFusionner: false });
    rendre(store, vue);
    expect(await screen.findByText('Articles : 3')).toBeInTheDocument();
    expect(api.appelsA('POST /api/paniers/connexions')).toHaveLength(0);
  });

  it('logs a failed merge and still shows the user’s basket; the uid is kept for another try', async () => {
    const avertir = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = apiFactice({
      ...routesDuCompte(),
      'GET /api/paniers': lecturePanier,
      'POST /api/paniers/connexions': refus(500, 'panne'),
    });
    const store = sessionStockee();
    ecrireUidInvite({ uid: UID_INVITE, aFusionner: true });
    rendre(store, vue);
    expect(await screen.findByText('Articles : 3')).toBeInTheDocument();
    expect(api.appelsA('POST /api/paniers/connexions')).toHaveLength(1);
    expect(avertir).toHaveBeenCalledWith(
      'Le panier du visiteur n’a pas pu être rattaché au compte.',
      expect.anything(),
    );
    expect(lireUidInvite()).toEqual({ uid: UID_INVITE, aFusionner: true });
    avertir.mockRestore();
  });

  it('takes a new uid when the guest basket already belongs to a user (404), and merges nothing more', async () => {
    const avertir = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = apiFactice({
      ...routesDuCompte(),
      'GET /api/paniers': lecturePanier,
      // As the service answers: 404 for a uid another user took, the user's basket for a fresh one.
      'POST /api/paniers/connexions': (appel) =>
        (appel.corps as { uid_invite: string }).uid_invite === UID_INVITE
          ? refus(404, 'Panier introuvable.')
          : { corps: panierFixture() },
    });
    const store = sessionStockee();
    ecrireUidInvite({ uid: UID_INVITE, aFusionner: true });
    rendre(store, vue);
    expect(await screen.findByText('Articles : 3')).toBeInTheDocument();
    await waitFor(() => expect(lireUidInvite()?.uid).not.toBe(UID_INVITE));
    // Settled: anything the new uid would start has had time to go.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    const fusions = api.appelsA('POST /api/paniers/connexions');
    expect(fusions.map((f) => f.corps)).toEqual([
      { uid_invite: UID_INVITE, uid_grille_tarifaire: compteFixture().grille_tarifaire },
    ]);
    // The new uid has nothing to merge, in this visit and at the next page load; no failure logged.
    expect(lireUidInvite()).toEqual({ uid: expect.stringMatching(/^[0-9a-f-]{36}$/), aFusionner: false });
    expect(store.get(uidAFusionnerAtom)).toBeNull();
    expect(store.get(fusionEnAttenteAtom)).toBe(false);
    expect(avertir).not.toHaveBeenCalled();
    expect(screen.getByText('Articles : 3')).toBeInTheDocument();
    avertir.mockRestore();
  });
});
