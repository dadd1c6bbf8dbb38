/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TypeCompte } from '@portail/contrat/comptes-clients';
import { compteFixture } from '../../lib/api/fixtures';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../test/accessibilite';
import { apiFactice, refus, type Gestionnaire } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { EspacePersonnelApp } from './espace-personnel-app';

const ABONNEMENT = 'GET /api/comptes_clients/abonnements/1';
const DEMANDE = 'POST /api/comptes_clients/1/demande_desabonnement';
const periode = {
  id: 11,
  compte_client_id: 1,
  formule: 'ANNUEL',
  date_debut: '2025-03-01',
  date_fin: '2026-02-28',
  montant_ttc: 99,
  statut: 'PAYE',
  resiliation_demandee_le: null,
};

function ouvrir(
  typeCompte: TypeCompte,
  demande: Gestionnaire = { corps: { ...periode, resiliation_demandee_le: '2025-03-10' } },
) {
  const api = apiFactice({
    ...routesDuCompte(compteFixture({ type_compte: typeCompte })),
    [ABONNEMENT]: { corps: periode },
    [DEMANDE]: demande,
  });
  rendre(sessionStockee(), <EspacePersonnelApp pathname="/espace-personnel/demande-desabonnement" />);
  return { api, user: userEvent.setup() };
}

const motif = () => screen.getByLabelText('Motif (obligatoire)');
const demander = () => screen.getByRole('button', { name: 'Demander le désabonnement' });

describe('/espace-personnel/demande-desabonnement', () => {
  it('shows the subscription of an ABONNE account with the request form', async () => {
    const { api } = ouvrir('ABONNE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mon abonnement' })).toBeInTheDocument();
    expect(screen.getByText('ANNUEL')).toBeInTheDocument();
    expect(screen.getByText('28 février 2026')).toBeInTheDocument();
    expect(screen.getByText('99,00 € TTC')).toBeInTheDocument();
    expect(api.appelsA(ABONNEMENT)[0]?.recherche.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    attendreBasesAccessibilite();
  });

  it('needs a reason, sends it, then confirms the end of the subscription at its term', async () => {
    const { api, user } = ouvrir('ABONNE');
    await user.click(await screen.findByRole('button', { name: 'Demander le désabonnement' }));
    expect(motif()).toHaveAccessibleDescription('Ce champ est obligatoire.');
    attendreErreursLiees();
    expect(api.appelsA(DEMANDE)).toHaveLength(0);
    await user.type(motif(), '  Je n’utilise plus le service.  ');
    await user.click(demander());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre demande de désabonnement du 10 mars 2025 est enregistrée : l’abonnement prendra fin à son échéance, le 28 février 2026.',
    );
    expect(api.appelsA(DEMANDE)[0]?.corps).toEqual({ motif: 'Je n’utilise plus le service.' });
    expect(screen.queryByRole('button', { name: 'Demander le désabonnement' })).not.toBeInTheDocument();
  });

  it('shows the refusal of the service', async () => {
    const refusee = "Ce compte client n'a pas d'abonnement en cours.";
    const { user } = ouvrir('ABONNE', refus(409, refusee));
    await user.type(await screen.findByLabelText('Motif (obligatoire)'), 'Trop cher');
    await user.click(demander());
    expect(within(await screen.findByRole('alert')).getByText(refusee)).toBeInTheDocument();
    expect(demander()).toBeEnabled();
  });

  it('explains to a MEMBRE account that there is nothing to end, without the form', async () => {
    const { api } = ouvrir('MEMBRE');
    expect(
      await screen.findByText('Le compte client sélectionné n’a pas d’abonnement : il n’y a rien à résilier.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.appelsA(ABONNEMENT)).toHaveLength(0);
  });
});
