/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen } from '@testing-library/react';
import { compteFixture } from '../../lib/api/fixtures';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { EspacePersonnelApp } from './espace-personnel-app';

const ouvrir = () => rendre(sessionStockee(), <EspacePersonnelApp pathname="/espace-personnel/mon-entreprise/" />);

describe('/espace-personnel/mon-entreprise', () => {
  it('shows the company of the selected account and links to its page in the registry', async () => {
    apiFactice(routesDuCompte(compteFixture()));
    ouvrir();
    expect(await screen.findByRole('heading', { level: 2, name: 'EXEMPLE SAS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon entreprise' })).toBeInTheDocument();
    expect(screen.getByText('552 100 554')).toBeInTheDocument();
    expect(screen.getByText('FR44552100554')).toBeInTheDocument();
    expect(screen.getByText('Professionnel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la fiche de l’entreprise dans le registre' })).toHaveAttribute(
      'href',
      '/entreprise-societe/552100554',
    );
    attendreBasesAccessibilite();
  });

  it('says that a private person’s account has no company', async () => {
    const particulier = compteFixture({
      type_profil: 'PARTICULIER',
      siren: null,
      denomination_sociale: null,
      tva_intra_communautaire: null,
    });
    apiFactice(routesDuCompte(particulier));
    ouvrir();
    expect(
      await screen.findByText('Ce compte client est celui d’un particulier : aucune entreprise n’y est rattachée.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /fiche de l’entreprise/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the selected account cannot be loaded', async () => {
    apiFactice({ ...routesDuCompte(), 'GET /api/comptes_clients/selectionne': refus(500, 'panne') });
    ouvrir();
    expect(await screen.findByText('Votre compte client n’a pas pu être chargé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
