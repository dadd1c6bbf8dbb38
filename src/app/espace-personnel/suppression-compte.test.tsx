/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { authAtom } from '../../state/auth';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus, type Gestionnaire } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionEnregistree, sessionStockee } from '../../test/session';
import { EspacePersonnelApp } from './espace-personnel-app';

const CONTROLE = 'GET /api/comptes_clients/1/suppression';
const SUPPRESSION = 'DELETE /api/utilisateurs/user';
const PAYE =
  "Votre abonnement est payé jusqu'au 28/02/2026 inclus : votre accès pourra être supprimé à partir du 01/03/2026.";
const SEUL =
  'Vous êtes le seul administrateur de ce compte client : désignez un autre administrateur avant de supprimer votre accès.';
const possible = { corps: { supprimable: true, date_effet: '2025-03-10', motifs: [], consequences: [] } };

function ouvrir(controle: Gestionnaire, suppression: Gestionnaire = { status: 204 }) {
  const api = apiFactice({ ...routesDuCompte(), [CONTROLE]: controle, [SUPPRESSION]: suppression });
  const store = sessionStockee();
  rendre(store, <EspacePersonnelApp pathname="/espace-personnel/suppression-de-mon-compte" />);
  return { api, store, user: userEvent.setup() };
}

const motDePasse = () => screen.getByLabelText('Votre mot de passe (obligatoire)');
const supprimer = () => screen.getByRole('button', { name: 'Supprimer définitivement mon compte' });

describe('/espace-personnel/suppression-de-mon-compte', () => {
  it('shows why the account cannot be deleted yet and keeps the button disabled', async () => {
    const { api } = ouvrir({
      corps: { supprimable: false, date_effet: '2026-03-01', motifs: [PAYE, SEUL], consequences: [] },
    });
    expect(await screen.findByText(PAYE)).toBeInTheDocument();
    expect(screen.getByText(SEUL)).toBeInTheDocument();
    expect(screen.getByText('Votre compte ne peut pas être supprimé pour le moment.')).toBeInTheDocument();
    expect(supprimer()).toBeDisabled();
    expect(api.appelsA(CONTROLE)[0]?.recherche.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    attendreBasesAccessibilite();
  });

  it('asks for the password, then shows the service’s « Mot de passe incorrect. » with the field', async () => {
    const { api, user } = ouvrir(
      possible,
      refus(400, 'La demande contient des champs invalides.', [
        { field: 'body.motDePasse', message: 'Mot de passe incorrect.' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(motDePasse()).toHaveAccessibleDescription(
      'Pour confirmer qu’il s’agit bien de vous. Ce champ est obligatoire.',
    );
    expect(api.appelsA(SUPPRESSION)).toHaveLength(0);
    await user.type(motDePasse(), 'pas le bon mot de passe');
    await user.click(supprimer());
    await waitFor(() =>
      expect(motDePasse()).toHaveAccessibleDescription(
        'Pour confirmer qu’il s’agit bien de vous. Mot de passe incorrect.',
      ),
    );
    expect(motDePasse()).toHaveFocus();
    attendreErreursLiees();
    expect(api.appelsA(SUPPRESSION)[0]?.corps).toEqual({ motDePasse: 'pas le bon mot de passe' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the message of a 409 from the service and keeps the session', async () => {
    const { store, user } = ouvrir(possible, refus(409, SEUL));
    await user.type(await screen.findByLabelText('Votre mot de passe (obligatoire)'), 'mot de passe correct');
    await user.click(supprimer());
    expect(within(await screen.findByRole('alert')).getByText(SEUL)).toBeInTheDocument();
    expect(store.get(authAtom).connected).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs the user out and goes home once the account is deleted', async () => {
    const { api, store, user } = ouvrir(possible);
    await user.type(await screen.findByLabelText('Votre mot de passe (obligatoire)'), 'mot de passe correct');
    await user.click(supprimer());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(api.appelsA(SUPPRESSION)).toHaveLength(1);
    expect(store.get(authAtom).connected).toBe(false);
    expect(sessionEnregistree()).toBeNull();
  });
});
