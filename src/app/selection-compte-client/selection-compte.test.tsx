/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Gestionnaire } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { PageSelectionCompte } from './page-selection-compte';

const premier = compteFixture({ id: 1, numero_client: 'C100001', denomination_sociale: 'EXEMPLE SAS' });
const second = compteFixture({
  id: 2,
  numero_client: 'C100002',
  type_compte: 'ABONNE',
  denomination_sociale: 'AUTRE SARL',
  selectionne: false,
});

function demarrer(selection: Gestionnaire, liste: Gestionnaire = { corps: [premier, second] }) {
  const api = apiFactice({
    ...routesDuCompte(premier, [premier, second]),
    'GET /api/comptes_clients': liste,
    'POST /api/comptes_clients/2/selectionner': selection,
  });
  rendre(sessionStockee(), <PageSelectionCompte />);
  return { api, user: userEvent.setup() };
}

describe('/selection-compte-client', () => {
  it('lists the accounts of the user under the page title', async () => {
    demarrer({ status: 500 });
    expect(await screen.findByRole('heading', { level: 2, name: 'EXEMPLE SAS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'AUTRE SARL' })).toBeInTheDocument();
    const [carte1, carte2] = screen.getAllByRole('listitem');
    expect(carte1).toHaveTextContent('N° client C100001 · Membre · Ouvert · compte actuel');
    expect(carte2).toHaveTextContent('N° client C100002 · Abonné · Ouvert');
    expect(carte2).not.toHaveTextContent('compte actuel');
    attendreBasesAccessibilite();
  });

  it('selects the chosen account with a POST, then opens the personal space', async () => {
    const { api, user } = demarrer({ corps: { compte_client: { ...second, selectionne: true }, habilitations: '' } });
    await user.click(await screen.findByRole('button', { name: 'Choisir ce compte : AUTRE SARL, n° C100002' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/espace-personnel'));
    expect(api.appelsA('POST /api/comptes_clients/2/selectionner')).toHaveLength(1);
  });

  it('shows a generic error when the selection fails, and lets the user choose again', async () => {
    const { user } = demarrer(refus(500, 'panne'));
    const choisir = await screen.findByRole('button', { name: 'Choisir ce compte : AUTRE SARL, n° C100002' });
    await user.click(choisir);
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Une erreur est survenue lors de la sélection du compte client.',
      ),
    ).toBeInTheDocument();
    expect(choisir).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when the accounts cannot be loaded', async () => {
    demarrer({ status: 500 }, refus(503, 'panne'));
    expect(
      within(await screen.findByRole('alert')).getByText('Vos comptes clients n’ont pas pu être chargés.'),
    ).toBeInTheDocument();
  });
});
