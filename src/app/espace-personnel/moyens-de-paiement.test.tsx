/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, within } from '@testing-library/react';
import { compteFixture } from '../../lib/api/fixtures';
import { moyensFixture } from '../../lib/api/fixtures-commandes';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { EspacePersonnelApp } from './espace-personnel-app';

const CHEMIN = '/espace-personnel/moyens-de-paiement';
const ouvrir = () =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={CHEMIN} />
      <EspacePersonnelApp pathname={CHEMIN} />
    </>,
  );

describe('/espace-personnel/moyens-de-paiement', () => {
  it('lists the means of the selected account, available or not and why, and the wallet’s balance', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture({ id: 7 })),
      'GET /api/moyens_paiements/7': { corps: moyensFixture() },
    });
    ouvrir();
    const moyens = await screen.findByRole('region', { name: 'Moyens de paiement' });
    const elements = within(moyens).getAllByRole('listitem');
    expect(elements.map((e) => e.textContent)).toEqual([
      'Carte bancaireDisponible',
      'Portefeuille électroniqueDisponible',
      'Paiement différé (facturation mensuelle)IndisponibleLe paiement différé n’est pas ouvert pour ce compte.',
    ]);
    const portefeuille = screen.getByRole('region', { name: 'Portefeuille électronique' });
    expect(
      within(portefeuille).getByText('Solde : 120,00 €', { normalizer: (t) => t.replace(/\s+/gu, ' ') }),
    ).toBeInTheDocument();
    expect(
      within(portefeuille).getByRole('link', { name: 'Voir et recharger mon portefeuille électronique' }),
    ).toHaveAttribute('href', '/espace-personnel/portefeuille-electronique-details');
    const [lecture] = api.appelsA('GET /api/moyens_paiements/7') as [Appel];
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes moyens de paiement' })).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('offers to try again when the means cannot be loaded', async () => {
    apiFactice({ ...routesDuCompte(compteFixture()), 'GET /api/moyens_paiements/1': refus(500, 'panne') });
    ouvrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos moyens de paiement n’ont pas pu être chargés.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
