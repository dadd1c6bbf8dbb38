/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { hydrateAuthAtom } from '../../state/auth';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { GREFFES } from '../gages/fixtures';
import { SessionController } from '../session/session-controller';
import { MESSAGES_SUIVI } from './criteres';
import { formaliteDuCompteFixture, formaliteFixture, suiviFixture } from './fixtures';
import { PageSuivi } from './page-suivi';
import { MESSAGE_AUCUNE } from './textes';

const SUIVI = 'GET /api/formalites/suivi';
const NOM = 'Formalité n°\u00a075012026000123';
const lu = (element: Element | null) => element?.textContent?.replace(/\s+/gu, ' ').trim();

const services = (routes: Record<string, unknown> = {}) =>
  apiFactice({ 'GET /api/greffes': { corps: GREFFES }, ...(routes as Record<string, never>) });

function visite() {
  const store = visiteur();
  store.set(hydrateAuthAtom);
  return store;
}

describe('/formalites/suivi-formalite', () => {
  it('searches the liasse number of the address and shows the dossier, its state and its timeline', async () => {
    const api = services({ [SUIVI]: { corps: suiviFixture() } });
    rendre(visite(), <PageSuivi search="?reference=75012026000123" />);
    expect(await screen.findByText('1 formalité trouvée')).toBeInTheDocument();
    const [appel] = api.appelsA(SUIVI) as [Appel];
    expect(Object.fromEntries(appel.recherche)).toEqual({
      numeroLiasseOrRefFormaliste: '75012026000123',
      offset: '0',
      limit: '20',
    });
    expect(appel.entetes.get('authorization')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Numéro de liasse ou référence' })).toHaveValue('75012026000123');

    const carte = screen.getByRole('article', { name: NOM });
    expect(within(carte).getAllByText('En attente de régularisation')[0]).toBeInTheDocument();
    expect(within(carte).getByRole('link', { name: 'ALPHA SOLUTIONS' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    const etapes = within(carte).getByRole('list', { name: `Étapes de la ${NOM.toLowerCase()}` });
    expect(within(etapes).getAllByRole('listitem').map(lu)).toEqual([
      'Reçue — 2 novembre 2026 à 9 h 00',
      'En cours d’instruction — 3 novembre 2026 à 14 h 05',
      'En attente de régularisation — 5 novembre 2026 à 10 h 30Régularisation demandée : Pièce manquante : attestation de parution dans un journal d’annonces légales',
    ]);
    // A visitor is invited to sign in to follow it.
    expect(within(carte).getByRole('button', { name: 'Se connecter pour suivre cette formalité' })).toBeInTheDocument();
    expect(
      screen.getByText(/Pour le numéro ou la référence « 75012026000123 », dans tous les greffes/),
    ).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('checks the criteria before searching, and writes a search in the address', async () => {
    const api = services({ [SUIVI]: { corps: suiviFixture() } });
    rendre(visite(), <PageSuivi search="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(MESSAGES_SUIVI.aucun)).toBeInTheDocument();
    const reference = screen.getByRole('textbox', { name: 'Numéro de liasse ou référence' });
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveFocus();
    attendreErreursLiees();

    fireEvent.change(screen.getByRole('textbox', { name: 'Numéro SIREN' }), { target: { value: '552 100 555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      await screen.findByText('Ce numéro SIREN n’est pas valide : vérifiez les chiffres saisis.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES_SUIVI.aucun)).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Numéro SIREN' }), { target: { value: '552 100 554' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Greffe' }), { target: { value: '7501' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/formalites/suivi-formalite?siren=552100554&greffe=7501', {
        state: { conserverDefilement: true },
      }),
    );
    await screen.findByText('1 formalité trouvée');
    expect(Object.fromEntries((api.appelsA(SUIVI)[0] as Appel).recherche)).toMatchObject({
      siren: '552100554',
      codeGreffe: '7501',
    });
  });

  it('says when nothing is found, and puts a refusal of the service on its field', async () => {
    services({ [SUIVI]: { corps: suiviFixture({ total: 0, formalites: [] }) } });
    const { rerendre } = rendre(visite(), <PageSuivi search="?denomination=inconnue" />);
    expect(await screen.findByText(MESSAGE_AUCUNE)).toBeInTheDocument();

    services({
      [SUIVI]: refus(400, 'Requête invalide.', [
        { field: 'querystring/denomination', message: 'doit comporter de 2 à 120 caractères' },
      ]),
    });
    rerendre(<PageSuivi search="?denomination=autre" />);
    expect(await screen.findByText('La dénomination doit comporter de 2 à 120 caractères.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dénomination' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a signed-in user follow a dossier in the personal space', async () => {
    const api = services({
      ...routesDuCompte(compteFixture()),
      [SUIVI]: { corps: suiviFixture() },
      'POST /api/formalites/suivies': { status: 201, corps: formaliteDuCompteFixture() },
    });
    rendre(
      sessionStockee(),
      <>
        <SessionController path="/formalites/suivi-formalite" />
        <PageSuivi search="?reference=75012026000123" />
      </>,
    );
    const bouton = await screen.findByRole('button', { name: `Suivre dans mon espace : ${NOM}` });
    fireEvent.click(bouton);
    const lien = await screen.findByRole('link', { name: 'Voir la formalité dans mon espace' });
    expect(lien).toHaveAttribute(
      'href',
      '/espace-personnel/mes-formalites/commande?ref=75012026000123&identifiantFormalite=J00012345678',
    );
    const [appel] = api.appelsA('POST /api/formalites/suivies') as [Appel];
    expect(appel.corps).toEqual({ identifiant: 'J00012345678' });
    expect(appel.entetes.get('authorization')).toMatch(/^Bearer /);
  });

  it('pages through the results', async () => {
    const api = services({
      [SUIVI]: (appel: Appel) => ({
        corps: suiviFixture({
          total: 25,
          offset: Number(appel.recherche.get('offset')),
          formalites: [
            formaliteFixture({ identifiant: `J0000000000${appel.recherche.get('offset') === '0' ? 1 : 2}` }),
          ],
        }),
      }),
    });
    rendre(visite(), <PageSuivi search="?siren=552100554" />);
    await screen.findByText('25 formalités trouvées');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith('/formalites/suivi-formalite?siren=552100554&page=2', {
        state: { conserverDefilement: true },
      }),
    );
    await waitFor(() => expect(api.appelsA(SUIVI).at(-1)?.recherche.get('offset')).toBe('20'));
  });
});
