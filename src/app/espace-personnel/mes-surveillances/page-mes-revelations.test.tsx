/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { compteFixture } from '../../../lib/api/fixtures';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { capterTelechargements } from '../../../test/telechargements';
import { useCompteursRevelations } from '../../../lib/api/use-surveillances';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';
import { avisFixture, groupeFixture, revelationFixture } from './fixtures';

const CHEMIN = '/espace-personnel/mes-surveillances/mes-revelations';
/** The header's counters, as the shell holds them on every page. */
function Compteurs() {
  return <p data-testid="compteurs">{useCompteursRevelations()?.non_lues ?? '—'}</p>;
}

const vue = (search = '') => (
  <>
    <SessionController path={CHEMIN} />
    <Compteurs />
    <EspacePersonnelApp pathname={CHEMIN} search={search} />
  </>
);

const BILAN = revelationFixture({
  id: 52,
  type: 'BIL',
  libelle: 'Dépôt des comptes annuels',
  date_evenement: '2026-03-20',
  lue_le: '2026-03-21T08:00:00.000Z',
});

const routes = () => ({
  ...routesDuCompte(compteFixture({ type_compte: 'ABONNE' })),
  'GET /api/revelation': { corps: { total: 12, offset: 0, limit: 10, revelations: [BILAN, revelationFixture()] } },
  'GET /api/favori/1': { corps: { groupes_favoris: [groupeFixture()] } },
  'GET /api/revelation/enAlerte': {
    corps: { compteurs_actifs: true, non_lues: 1, sans_groupe: 1, groupes_favoris: [] },
  },
});

const ligne = (nom: string) => screen.getByRole('rowheader', { name: nom }).closest('tr') as HTMLElement;

describe('/espace-personnel/mes-surveillances/mes-revelations', () => {
  it('lists the révélations of the page with their type and read state', async () => {
    const api = apiFactice(routes());
    rendre(sessionStockee(), vue());
    const tableau = await screen.findByRole('table', { name: 'Vos révélations (page 1 sur 2)' });
    expect(within(tableau).getAllByRole('row')).toHaveLength(3);
    const bilan = ligne('Dépôt des comptes annuels');
    expect(bilan).toHaveTextContent('20 mars 2026');
    expect(bilan).toHaveTextContent('ATELIERS DUVAL & FILS');
    expect(bilan).toHaveTextContent('Comptes annuels');
    expect(bilan).toHaveTextContent('Lue');
    expect(ligne('Transfert du siège social')).toHaveTextContent('Non lue');
    expect(screen.getByText('12 révélations')).toBeInTheDocument();
    const [lecture] = api.appelsA('GET /api/revelation') as [Appel];
    expect(Object.fromEntries(lecture.recherche)).toEqual({ offset: '0', limit: '10' });
    expect(
      within(screen.getByRole('navigation', { name: 'Pages de vos révélations' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('href', `${CHEMIN}?page=2`);
    attendreBasesAccessibilite();
  });

  it('reads the filters and the page from the address, and applies new ones through it', async () => {
    const api = apiFactice(routes());
    rendre(sessionStockee(), vue('?type=BIL&groupe=3&du=2026-03-01&au=2026-03-31&etat=non-lues&page=2&x=1'));
    await screen.findByRole('table');
    const [lecture] = api.appelsA('GET /api/revelation') as [Appel];
    expect(Object.fromEntries(lecture.recherche)).toEqual({
      type: 'BIL',
      groupe_favoris_id: '3',
      du: '2026-03-01',
      au: '2026-03-31',
      lue: 'false',
      offset: '10',
      limit: '10',
    });
    const filtres = screen.getByRole('form', { name: 'Filtrer les révélations' });
    expect(within(filtres).getByLabelText('Type')).toHaveValue('BIL');
    await waitFor(() => expect(within(filtres).getByLabelText('Groupe de favoris')).toHaveValue('3'));
    fireEvent.change(within(filtres).getByLabelText('Lecture'), { target: { value: 'lues' } });
    fireEvent.change(within(filtres).getByLabelText('Type'), { target: { value: '' } });
    fireEvent.click(within(filtres).getByRole('button', { name: 'Filtrer' }));
    expect(navigate).toHaveBeenLastCalledWith(`${CHEMIN}?groupe=3&du=2026-03-01&au=2026-03-31&etat=lues`);
    fireEvent.click(within(filtres).getByRole('button', { name: 'Effacer les filtres' }));
    expect(navigate).toHaveBeenLastCalledWith(CHEMIN);
  });

  it('marks a révélation read and unread, then reads the list and the counters again', async () => {
    const api = apiFactice({
      ...routes(),
      'PUT /api/revelation/1/51': { corps: revelationFixture({ lue_le: '2026-03-22T08:00:00.000Z' }) },
      'PUT /api/revelation/1/52': refus(404, 'Révélation introuvable.'),
    });
    rendre(sessionStockee(), vue());
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByTestId('compteurs')).toHaveTextContent('1'));
    const listes = api.appelsA('GET /api/revelation').length;
    api.routes['GET /api/revelation/enAlerte'] = {
      corps: { compteurs_actifs: true, non_lues: 0, sans_groupe: 0, groupes_favoris: [] },
    };
    fireEvent.click(within(ligne('Transfert du siège social')).getByRole('button', { name: /^Marquer lue/ }));
    expect(await screen.findByText('Révélation « Transfert du siège social » marquée lue.')).toBeInTheDocument();
    expect(api.appelsA('PUT /api/revelation/1/51')[0]?.corps).toEqual({ lue: true });
    await waitFor(() => expect(api.appelsA('GET /api/revelation').length).toBeGreaterThan(listes));
    await waitFor(() => expect(screen.getByTestId('compteurs')).toHaveTextContent('0'));
    expect(api.appelsA('GET /api/revelation/enAlerte')).toHaveLength(2);

    fireEvent.click(within(ligne('Dépôt des comptes annuels')).getByRole('button', { name: /^Marquer non lue/ }));
    expect(
      await screen.findByText('La révélation n’a pas pu être modifiée : Révélation introuvable.'),
    ).toBeInTheDocument();
    expect(api.appelsA('PUT /api/revelation/1/52')[0]?.corps).toEqual({ lue: false });
  });

  it('says what a notice costs before consulting it, then shows it with its report', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routes(),
      'GET /api/revelation/avis/1/51': { corps: avisFixture(false) },
      'POST /api/revelation/avis/1/51': { corps: avisFixture(true) },
      'GET /api/revelation/rapport/1/51': {
        corps: 'pdf',
        entetes: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="revelation-51.pdf"',
        },
      },
    });
    const user = userEvent.setup();
    rendre(sessionStockee(), vue());
    await screen.findByRole('table');
    await user.click(within(ligne('Transfert du siège social')).getByRole('button', { name: /^Consulter l’avis/ }));
    const dialogue = screen.getByRole('dialog', { name: 'Avis : Transfert du siège social' });
    expect(
      await within(dialogue).findByText(/^La consultation de cet avis vous sera facturée 1,56\s€ TTC\.$/),
    ).toBeInTheDocument();
    expect(api.appelsA('POST /api/revelation/avis/1/51')).toHaveLength(0);
    expect(within(dialogue).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialogue).getByRole('button', { name: /^Consulter l’avis \(1,56\s€ TTC\)$/ }));
    expect(
      await within(dialogue).findByText('Siège transféré du 12 rue des Lilas, Lyon au 3 quai Perrache, Lyon.'),
    ).toBeInTheDocument();
    expect(within(dialogue).getByRole('heading', { name: 'Transfert du siège social', level: 3 })).toBeInTheDocument();
    expect(dialogue).toHaveTextContent('greffe de Lyon');
    expect(dialogue).toHaveTextContent(
      /Avis consulté le 13 mars 2026, facturé 1,56\s€ TTC sur votre portefeuille électronique\./,
    );
    expect(api.appelsA('POST /api/revelation/avis/1/51')).toHaveLength(1);
    await user.click(within(dialogue).getByRole('button', { name: 'Rapport (PDF)' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    expect(capture.enregistrements[0]?.nom).toBe('revelation-51.pdf');
    await user.click(within(dialogue).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a notice already consulted without charging it again, and shows a refused consultation', async () => {
    const api = apiFactice({
      ...routes(),
      'GET /api/revelation/avis/1/52': { corps: avisFixture(true) },
      'GET /api/revelation/avis/1/51': { corps: avisFixture(false) },
      'POST /api/revelation/avis/1/51': refus(409, 'Solde du portefeuille insuffisant.'),
    });
    const user = userEvent.setup();
    rendre(sessionStockee(), vue());
    await screen.findByRole('table');
    await user.click(within(ligne('Dépôt des comptes annuels')).getByRole('button', { name: /^Consulter l’avis/ }));
    expect(await screen.findByText(/Siège transféré/)).toBeInTheDocument();
    expect(api.appelsA('POST /api/revelation/avis/1/52')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await user.click(within(ligne('Transfert du siège social')).getByRole('button', { name: /^Consulter l’avis/ }));
    await user.click(await screen.findByRole('button', { name: /^Consulter l’avis \(/ }));
    expect(
      await screen.findByText('L’avis n’a pas pu être consulté : Solde du portefeuille insuffisant.'),
    ).toBeInTheDocument();
  });

  it('says when no révélation matches the filters', async () => {
    apiFactice({ ...routes(), 'GET /api/revelation': { corps: { total: 0, offset: 0, limit: 10, revelations: [] } } });
    rendre(sessionStockee(), vue('?etat=non-lues'));
    expect(await screen.findByText('Aucune révélation ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes mes révélations' })).toHaveAttribute('href', CHEMIN);
  });
});
