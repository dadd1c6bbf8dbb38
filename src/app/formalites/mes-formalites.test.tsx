/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { capterTelechargements } from '../../test/telechargements';
import { EspacePersonnelApp } from '../espace-personnel/espace-personnel-app';
import { SessionController } from '../session/session-controller';
import { formaliteDuCompteFixture, inscriteFixture } from './fixtures';
import { filtresEtat, lireEtat } from './mes-formalites';
import { MESSAGE_INTROUVABLE } from './textes';

const LISTE = '/espace-personnel/mes-formalites';
const DETAIL = '/espace-personnel/mes-formalites/commande';
const NOM = 'Formalité n°\u00a075012026000123';

const vue = (chemin: string, search = '') => (
  <>
    <SessionController path={chemin} />
    <EspacePersonnelApp pathname={chemin} search={search} />
  </>
);

const PAR_ETAT = { EN_ATTENTE_REGULARISATION: 1, INSCRITE: 1 };

describe('the state filters of mes-formalites', () => {
  it('reads a known state from the address only', () => {
    expect(lireEtat(new URLSearchParams('etat=INSCRITE'))).toBe('INSCRITE');
    expect(lireEtat(new URLSearchParams('etat=inscrite'))).toBeNull();
    expect(lireEtat(new URLSearchParams(''))).toBeNull();
  });

  it('counts every dossier, then each state the account has, in the order of the states', () => {
    expect(filtresEtat({ INSCRITE: 2, RECUE: 1, REJETEE: 0 }, 'VALIDEE')).toEqual([
      { etat: null, libelle: 'Toutes', nombre: 3 },
      { etat: 'RECUE', libelle: 'Reçue', nombre: 1 },
      { etat: 'VALIDEE', libelle: 'Validée', nombre: 0 },
      { etat: 'INSCRITE', libelle: 'Inscrite', nombre: 2 },
    ]);
  });
});

describe('/espace-personnel/mes-formalites', () => {
  it('lists the account’s dossiers with their state, filters them by state with the counts', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites': (appel: Appel) => ({
        corps: {
          total: appel.recherche.get('etat') ? 1 : 2,
          offset: 0,
          limit: 20,
          par_etat: PAR_ETAT,
          formalites: appel.recherche.get('etat')
            ? [inscriteFixture()]
            : [formaliteDuCompteFixture(), inscriteFixture()],
        },
      }),
    });
    const { rerendre } = rendre(sessionStockee(), vue(LISTE));
    const tableau = await screen.findByRole('table', { name: 'Vos formalités' });
    const [, premiere, seconde] = within(tableau).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(premiere).getByRole('link', { name: NOM })).toHaveAttribute(
      'href',
      `${DETAIL}?ref=75012026000123&identifiantFormalite=J00012345678`,
    );
    expect(premiere).toHaveTextContent('Suivie');
    expect(premiere).toHaveTextContent('En attente de régularisation');
    expect(seconde).toHaveTextContent('Déposée sur Greffeo');
    expect(seconde).toHaveTextContent('Inscription DGFiP');
    const filtres = screen.getByRole('navigation', { name: 'Filtrer par état' });
    expect(
      within(filtres)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Toutes (2)', 'En attente de régularisation (1)', 'Inscrite (1)']);
    expect(within(filtres).getByRole('link', { name: 'Toutes (2)' })).toHaveAttribute('aria-current', 'page');
    expect(within(filtres).getByRole('link', { name: 'Inscrite (1)' })).toHaveAttribute(
      'href',
      `${LISTE}?etat=INSCRITE`,
    );
    attendreBasesAccessibilite();

    rerendre(vue(LISTE, '?etat=INSCRITE'));
    await screen.findByRole('table', { name: 'Vos formalités dans l’état « Inscrite »' });
    expect(api.appelsA('GET /api/formalites').at(-1)?.recherche.get('etat')).toBe('INSCRITE');
  });

  it('says how to find a formality when the account has none', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites': { corps: { total: 0, offset: 0, limit: 20, par_etat: {}, formalites: [] } },
    });
    rendre(sessionStockee(), vue(LISTE));
    expect(await screen.findByText('Vous ne suivez aucune formalité pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'suivi des formalités' })).toHaveAttribute(
      'href',
      '/formalites/suivi-formalite',
    );
  });
});

describe('/espace-personnel/mes-formalites/commande', () => {
  const CHEMIN_API = 'GET /api/formalites/J00012345678';

  it('shows the dossier with its timeline, downloads its receipt, and no longer follows it', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [CHEMIN_API]: { corps: formaliteDuCompteFixture() },
      'GET /api/formalites/J00012345678/recepisse': {
        corps: 'pdf',
        entetes: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="recepisse.pdf"' },
      },
      'DELETE /api/formalites/suivies/J00012345678': { status: 204 },
    });
    rendre(sessionStockee(), vue(DETAIL, '?ref=75012026000123&identifiantFormalite=J00012345678'));
    expect(await screen.findByRole('heading', { level: 1, name: NOM })).toBeInTheDocument();
    expect(screen.getByText('Formalité suivie')).toBeInTheDocument();
    const etapes = screen.getByRole('list', { name: `Étapes de la ${NOM.toLowerCase()}` });
    expect(within(etapes).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText(/Pièce manquante/).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: `Télécharger (PDF) Récépissé de dépôt : ${NOM}` }));
    await waitFor(() => expect(capture.enregistrements.map((e) => e.nom)).toEqual(['recepisse.pdf']));
    capture.restaurer();

    fireEvent.click(screen.getByRole('button', { name: 'Ne plus suivre' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(LISTE));
    expect(api.appelsA('DELETE /api/formalites/suivies/J00012345678')).toHaveLength(1);
  });

  it('offers no « Ne plus suivre » for a dossier filed here', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites/D00000000042': { corps: inscriteFixture() },
    });
    rendre(sessionStockee(), vue(DETAIL, '?ref=69012026000042&identifiantFormalite=D00000000042'));
    expect(await screen.findByText('Déposée sur Greffeo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ne plus suivre' })).not.toBeInTheDocument();
  });

  it('says « introuvable » for another account’s or an unknown dossier, and for a bad identifier', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      [CHEMIN_API]: refus(404, 'Formalité introuvable.'),
    });
    const { rerendre } = rendre(sessionStockee(), vue(DETAIL, '?ref=75012026000123&identifiantFormalite=J00012345678'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Formalité introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE_INTROUVABLE);
    expect(screen.getByRole('link', { name: 'Rechercher la formalité dans le suivi des formalités' })).toHaveAttribute(
      'href',
      '/formalites/suivi-formalite?reference=75012026000123',
    );

    rerendre(vue(DETAIL, '?identifiantFormalite=n-importe-quoi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Formalité introuvable' })).toBeInTheDocument();
  });

  it('finds the dossier by its liasse number alone', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/formalites/suivi': {
        corps: { total: 1, offset: 0, limit: 5, formalites: [formaliteDuCompteFixture()] },
      },
      [CHEMIN_API]: { corps: formaliteDuCompteFixture() },
    });
    rendre(sessionStockee(), vue(DETAIL, '?ref=75012026000123'));
    expect(await screen.findByRole('heading', { level: 1, name: NOM })).toBeInTheDocument();
    expect(api.appelsA('GET /api/formalites/suivi')[0]?.recherche.get('numeroLiasseOrRefFormaliste')).toBe(
      '75012026000123',
    );
  });
});
