/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { hydrateAuthAtom } from '../../state/auth';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { formaliteDuCompteFixture } from './fixtures';
import { lireLien, PageLien } from './page-lien';
import { GUICHET_UNIQUE, MESSAGE_PROVENANCE } from './textes';

const DETAIL = '/espace-personnel/mes-formalites/commande?ref=75012026000123&identifiantFormalite=J00012345678';
const PROVENANCE = 'POST /api/formalites/provenances';

const vue = (pathname: string, search = '') => (
  <>
    <SessionController path={pathname} />
    <PageLien pathname={pathname} search={search} />
  </>
);

function visite() {
  const store = visiteur();
  store.set(hydrateAuthAtom);
  return store;
}

describe('the addresses of the forward pages', () => {
  it('reads the three kinds of links, identifiers tidied, anything else refused', () => {
    expect(lireLien('/Lien/mmbId/J00012345678')).toEqual({ type: 'mmbId', identifiant: 'J00012345678' });
    expect(lireLien('/Lien/mmbId/j00012345678/')).toEqual({ type: 'mmbId', identifiant: 'J00012345678' });
    expect(lireLien('/Lien/mmbId/123')).toEqual({ type: 'mmbId', identifiant: null });
    expect(lireLien('/Lien/formalite/D00000000042')).toEqual({ type: 'formalite', identifiant: 'D00000000042' });
    expect(lireLien('/Lien/liasse/7501%202026%20000123')).toEqual({ type: 'liasse', numero: '75012026000123' });
    expect(lireLien('/Lien/autre/1')).toBeNull();
    expect(lireLien('/Lien/mmbId/J00012345678/plus')).toBeNull();
  });
});

describe('/Lien/mmbId/{mmbdId}', () => {
  it('shows the SPEC §8 message and the way back to the guichet unique when the token is refused', async () => {
    const api = apiFactice({ [PROVENANCE]: refus(400, MESSAGE_PROVENANCE) });
    rendre(visite(), vue('/Lien/mmbId/J00012345678', '?jeton=faux'));
    const alerte = await screen.findByRole('alert');
    expect(alerte.textContent).toBe(MESSAGE_PROVENANCE);
    expect(screen.getByRole('link', { name: /site guichet unique/ })).toHaveAttribute('href', GUICHET_UNIQUE);
    expect((api.appelsA(PROVENANCE)[0] as Appel).corps).toEqual({ identifiant: 'J00012345678', jeton: 'faux' });
  });

  it('refuses an empty token or a link without a formality without asking the service', async () => {
    const api = apiFactice({});
    const { rerendre } = rendre(visite(), vue('/Lien/mmbId/J00012345678', '?jeton='));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_PROVENANCE);
    rerendre(vue('/Lien/mmbId/abc', '?jeton=x'));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_PROVENANCE);
    expect(api.appelsA(PROVENANCE)).toHaveLength(0);
  });

  it('asks a visitor with a good token to sign in', async () => {
    apiFactice({ [PROVENANCE]: { corps: { identifiant: 'J00012345678', numero_liasse: '75012026000123' } } });
    rendre(visite(), vue('/Lien/mmbId/J00012345678', '?jeton=bon'));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(
      screen.getByText(/Connectez-vous à votre compte Greffeo pour suivre la formalité J00012345678/),
    ).toBeInTheDocument();
  });

  it('follows the dossier the account does not have yet, then opens it', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [PROVENANCE]: { corps: { identifiant: 'J00012345678', numero_liasse: '75012026000123' } },
      'GET /api/formalites/J00012345678': refus(404, 'Formalité introuvable.'),
      'POST /api/formalites/suivies': { status: 201, corps: formaliteDuCompteFixture() },
    });
    rendre(sessionStockee(), vue('/Lien/mmbId/J00012345678', '?jeton=bon'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(DETAIL, { replace: true }));
    expect((api.appelsA('POST /api/formalites/suivies')[0] as Appel).corps).toEqual({ identifiant: 'J00012345678' });
  });

  it('opens straight a dossier the account has, without a token for a signed-in user', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites/J00012345678': { corps: formaliteDuCompteFixture() },
    });
    rendre(sessionStockee(), vue('/Lien/mmbId/J00012345678'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(DETAIL, { replace: true }));
    expect(api.appelsA(PROVENANCE)).toHaveLength(0);
    expect(api.appelsA('POST /api/formalites/suivies')).toHaveLength(0);
  });

  it('says « introuvable » when the dossier does not exist', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites/J00012345678': refus(404, 'Formalité introuvable.'),
      'POST /api/formalites/suivies': refus(404, 'Formalité introuvable.'),
    });
    rendre(sessionStockee(), vue('/Lien/mmbId/J00012345678'));
    expect(await screen.findByRole('heading', { name: 'Formalité introuvable' })).toBeInTheDocument();
  });

  it('offers « Réessayer » when the services fail', async () => {
    const routes = {
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites/J00012345678': { status: 503, corps: { message: 'Indisponible' } },
    };
    const api = apiFactice(routes);
    rendre(sessionStockee(), vue('/Lien/mmbId/J00012345678'));
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.appelsA('GET /api/formalites/J00012345678')).toHaveLength(2));
  });
});

describe('the redirect links keyed by identifiers', () => {
  it('/Lien/liasse/{n} leads to the public follow-up of that number, /Lien/formalite/{id} to the dossier', async () => {
    apiFactice({});
    const { rerendre } = rendre(visite(), <PageLien pathname="/Lien/liasse/75012026000123" search="" />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/formalites/suivi-formalite?reference=75012026000123', { replace: true }),
    );
    rerendre(<PageLien pathname="/Lien/formalite/J00012345678" search="" />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/espace-personnel/mes-formalites/commande?identifiantFormalite=J00012345678',
        { replace: true },
      ),
    );
    rerendre(<PageLien pathname="/Lien/formalite/rien" search="" />);
    expect(await screen.findByRole('heading', { name: 'Formalité introuvable' })).toBeInTheDocument();
  });
});
