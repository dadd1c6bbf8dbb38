/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { authAtom } from '../../state/auth';
import { apiFactice } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { EspacePersonnelApp } from './espace-personnel-app';

// The site built for another identity provider (GATSBY_OIDC_EMETTEUR): the flag is read at build time.
jest.mock('../../lib/auth/oidc', () => ({
  ...jest.requireActual<typeof import('../../lib/auth/oidc')>('../../lib/auth/oidc'),
  FOURNISSEUR_EXTERNE: true,
}));

const CONTROLE = 'GET /api/comptes_clients/1/suppression';
const SUPPRESSION = 'DELETE /api/utilisateurs/user';

function ouvrir(pathname: string) {
  const api = apiFactice({
    ...routesDuCompte(),
    [CONTROLE]: { corps: { supprimable: true, date_effet: '2025-03-10', motifs: [], consequences: [] } },
    [SUPPRESSION]: { status: 204 },
  });
  const store = sessionStockee();
  rendre(store, <EspacePersonnelApp pathname={pathname} />);
  return { api, store, user: userEvent.setup() };
}

describe('Signed in at another identity provider', () => {
  it('deletes the account without a password of ours, which the person does not have', async () => {
    const { api, store, user } = ouvrir('/espace-personnel/suppression-de-mon-compte');
    await user.click(await screen.findByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(screen.queryByLabelText(/Votre mot de passe/)).not.toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(api.appelsA(SUPPRESSION)[0]?.corps).toEqual({ motDePasse: '' });
    expect(store.get(authAtom).connected).toBe(false);
  });

  it('sends the person to the provider for the password instead of a form the services would refuse', async () => {
    ouvrir('/espace-personnel/mes-informations');
    expect(
      await screen.findByText(
        'Vous vous connectez avec le compte de votre fournisseur d’identité : votre mot de passe se modifie auprès de lui.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mot de passe actuel (obligatoire)')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Adresse e-mail (obligatoire)')).toHaveAttribute('readonly');
  });
});
