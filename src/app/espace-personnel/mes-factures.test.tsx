/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { encaissementFixture, factureFixture, INTITULES } from '../../lib/api/fixtures-commandes';
import { prixFixture } from '../../lib/api/fixtures-panier';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { capterTelechargements } from '../../test/telechargements';
import { SessionController } from '../session/session-controller';
import { EspacePersonnelApp } from './espace-personnel-app';
import { MESSAGE_REFERENCE_PAIEMENT } from './mes-paiements';

const CHEMIN = '/espace-personnel/mes-factures';
const vue = (search = '') => (
  <>
    <SessionController path={CHEMIN} />
    <EspacePersonnelApp pathname={CHEMIN} search={search} />
  </>
);

/** 12 invoices, newest first. */
function listeDeFactures(appel: Appel) {
  const offset = Number(appel.recherche.get('offset'));
  const limit = Number(appel.recherche.get('limit'));
  const numeros = Array.from({ length: 12 }, (_, i) => 12 - i).slice(offset, offset + limit);
  return {
    corps: {
      total: 12,
      factures: numeros.map((n) => factureFixture(n, n === 12 ? { moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' } : {})),
    },
  };
}

const routes = () => ({
  ...routesDuCompte(compteFixture()),
  'GET /api/factures': listeDeFactures,
  'GET /api/moyens_paiements/1/intitules': { corps: INTITULES },
});

describe('/espace-personnel/mes-factures', () => {
  it('lists the invoices of the page with their order, means of payment and amount', async () => {
    const api = apiFactice(routes());
    rendre(sessionStockee(), vue());
    const tableau = await screen.findByRole('table', { name: 'Vos factures et avoirs (page 1 sur 2)' });
    const [entete, premiere] = within(tableau).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(Array.from(entete.querySelectorAll('th'), (c) => c.textContent)).toEqual([
      'Numéro',
      'Date',
      'Commande',
      'Moyen de paiement',
      'Montant TTC',
      'Actions',
    ]);
    await waitFor(() => expect(premiere).toHaveTextContent('Portefeuille électronique'));
    expect(within(premiere).getByRole('rowheader')).toHaveTextContent('F2026-000012');
    expect(premiere).toHaveTextContent('25 novembre 2026');
    expect(premiere).toHaveTextContent('63,41 €');
    expect(within(premiere).getByRole('link', { name: 'CMD-2026-000012' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/commande?reference_commande=CMD-2026-000012&date_commande=2026-11-25',
    );
    expect(within(tableau).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('12 documents')).toBeInTheDocument();
    const [lecture] = api.appelsA('GET /api/factures') as [Appel];
    expect([lecture.recherche.get('offset'), lecture.recherche.get('limit')]).toEqual(['0', '10']);
    expect(
      within(screen.getByRole('navigation', { name: 'Pages de vos factures' })).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('href', `${CHEMIN}?page=2`);
    attendreBasesAccessibilite();
  });

  it('shows a monthly invoice of deferred billing by its month, without an order link or e-mail button', async () => {
    apiFactice({
      ...routes(),
      'GET /api/factures': {
        corps: {
          total: 1,
          factures: [
            factureFixture(3, {
              reference_commande: null,
              jour_commande: null,
              periode: '2026-10',
              moyen_paiement: 'DIFFERE',
            }),
          ],
        },
      },
    });
    rendre(sessionStockee(), vue());
    const tableau = await screen.findByRole('table', { name: /^Vos factures/ });
    const ligne = within(tableau).getAllByRole('row')[1] as HTMLElement;
    expect(ligne).toHaveTextContent('Facturation mensuelle d’octobre 2026');
    expect(within(ligne).queryByRole('link')).not.toBeInTheDocument();
    expect(within(ligne).queryByRole('button', { name: /Recevoir par courriel/ })).not.toBeInTheDocument();
    expect(within(ligne).getByRole('button', { name: /Télécharger \(PDF\)/ })).toBeInTheDocument();
  });

  it('shows a credit note as « Avoir n° … », its amount negative, with its PDF and no e-mail button', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routes(),
      'GET /api/factures': {
        corps: {
          total: 2,
          factures: [
            factureFixture(4, {
              type: 'AVOIR',
              numero: 'AV2026-000003',
              moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE',
              montant: prixFixture('-12,80'),
              facture_creditee: 'F2026-000004',
              motif: 'Annulation du Kbis périodique : 2 envois non effectués',
            }),
            factureFixture(4, { type: 'FACTURE' }),
          ],
        },
      },
      'GET /api/factures/AV2026-000003': {
        corps: 'pdf',
        entetes: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="AV2026-000003.pdf"',
        },
      },
    });
    rendre(sessionStockee(), vue());
    const tableau = await screen.findByRole('table', { name: 'Vos factures et avoirs' });
    const [, avoir, facture] = within(tableau).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(avoir).getByRole('rowheader')).toHaveTextContent('Avoir n° AV2026-000003');
    expect(within(facture).getByRole('rowheader')).toHaveTextContent('Facture n° F2026-000004');
    expect(avoir).toHaveTextContent('-12,80 €');
    expect(avoir).toHaveTextContent('Sur la facture n° F2026-000004');
    expect(avoir).toHaveTextContent('Annulation du Kbis périodique : 2 envois non effectués');
    expect(avoir).toHaveTextContent('Remboursé sur le portefeuille électronique');
    expect(within(avoir).getByRole('link', { name: 'CMD-2026-000004' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/commande?reference_commande=CMD-2026-000004&date_commande=2026-11-25',
    );
    expect(within(avoir).queryByRole('button', { name: /Recevoir par courriel/ })).not.toBeInTheDocument();
    expect(within(facture).getByRole('button', { name: /Recevoir par courriel/ })).toBeInTheDocument();
    fireEvent.click(within(avoir).getByRole('button', { name: 'Télécharger (PDF) : avoir AV2026-000003' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    expect(capture.enregistrements[0]?.nom).toBe('AV2026-000003.pdf');
    const [lecture] = api.appelsA('GET /api/factures/AV2026-000003') as [Appel];
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    attendreBasesAccessibilite();
  });

  it('reads the second page from the address', async () => {
    const api = apiFactice(routes());
    rendre(sessionStockee(), vue('?page=2'));
    const tableau = await screen.findByRole('table', { name: 'Vos factures et avoirs (page 2 sur 2)' });
    expect(
      within(tableau)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Facture n°\u00a0F2026-000002', 'Facture n°\u00a0F2026-000001']);
    expect(api.appelsA('GET /api/factures')[0]?.recherche.get('offset')).toBe('10');
  });

  it('downloads an invoice PDF with the bearer token', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routes(),
      'GET /api/factures/F2026-000011': {
        corps: 'pdf',
        entetes: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="F2026-000011.pdf"',
        },
      },
    });
    rendre(sessionStockee(), vue());
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger (PDF) : facture F2026-000011' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    expect(capture.enregistrements[0]?.nom).toBe('F2026-000011.pdf');
    const [lecture] = api.appelsA('GET /api/factures/F2026-000011') as [Appel];
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(lecture.entetes.get('accept')).toBe('application/pdf');
  });

  it('e-mails an invoice on request and says where it went', async () => {
    const api = apiFactice({
      ...routes(),
      'POST /api/commandes/CMD-2026-000011/factures/demandes': {
        status: 202,
        corps: { envoyee_a: 'jeanne.martin@example.fr' },
      },
      'POST /api/commandes/CMD-2026-000010/factures/demandes': refus(404, 'Facture introuvable.'),
    });
    rendre(sessionStockee(), vue());
    const bouton = await screen.findByRole('button', { name: 'Recevoir par courriel : facture F2026-000011' });
    fireEvent.click(bouton);
    expect(
      await screen.findByText('La facture F2026-000011 a été envoyée à jeanne.martin@example.fr.'),
    ).toBeInTheDocument();
    expect(bouton).toHaveAccessibleDescription('La facture F2026-000011 a été envoyée à jeanne.martin@example.fr.');
    const [demande] = api.appelsA('POST /api/commandes/CMD-2026-000011/factures/demandes') as [Appel];
    expect(demande.entetes.get('authorization')).toMatch(/^Bearer /);

    fireEvent.click(screen.getByRole('button', { name: 'Recevoir par courriel : facture F2026-000010' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La facture n’a pas pu être envoyée : Facture introuvable.',
    );
  });

  it('says when there is no invoice yet', async () => {
    apiFactice({ ...routes(), 'GET /api/factures': { corps: { total: 0, factures: [] } } });
    rendre(sessionStockee(), vue());
    expect(await screen.findByText('Vous n’avez pas encore de facture.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/mon-historique',
    );
  });

  describe('payments view', () => {
    /** 12 payments received, newest first: the 12th a wallet top-up, the 11th by wallet. */
    function listeDePaiements(appel: Appel) {
      const offset = Number(appel.recherche.get('offset'));
      const limit = Number(appel.recherche.get('limit'));
      const numeros = Array.from({ length: 12 }, (_, i) => 12 - i).slice(offset, offset + limit);
      return {
        corps: {
          total: 12,
          encaissements: numeros.map((n) =>
            encaissementFixture(
              n,
              n === 12
                ? {
                    objet: 'RECHARGEMENT',
                    libelle: 'Rechargement du portefeuille',
                    reference_commande: null,
                    jour_commande: null,
                    facture: null,
                    montant: prixFixture('50,00'),
                  }
                : {},
            ),
          ),
        },
      };
    }
    const routesPaiements = () => ({
      ...routes(),
      'GET /api/factures/encaissements': listeDePaiements,
      'GET /api/paiements_directs': { corps: { total: 1, encaissements: [encaissementFixture(3)] } },
    });

    it('lists every payment received with its object, means, amount and a link to its detail', async () => {
      const api = apiFactice(routesPaiements());
      rendre(sessionStockee(), vue('?vue=paiements'));
      const tableau = await screen.findByRole('table', { name: 'Vos paiements (page 1 sur 2)' });
      const [, recharge, commande] = within(tableau).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
      expect(recharge).toHaveTextContent('Rechargement du portefeuille électronique');
      expect(recharge).toHaveTextContent('50,00 €');
      expect(within(commande).getByRole('link', { name: 'CMD-2026-000011' })).toHaveAttribute(
        'href',
        '/espace-personnel/mes-commandes/commande?reference_commande=CMD-2026-000011&date_commande=2026-11-25',
      );
      expect(commande).toHaveTextContent('Facture n° F2026-000011');
      expect(within(commande).getByRole('link', { name: /Détail du paiement/ })).toHaveAttribute(
        'href',
        `${CHEMIN}?vue=paiements&paiement=00000011-aaaa-4bbb-8ccc-000000000011`,
      );
      expect(screen.getByRole('link', { name: 'Paiements' })).toHaveAttribute('aria-current', 'page');
      expect(
        within(screen.getByRole('navigation', { name: 'Pages de vos paiements' })).getByRole('link', {
          name: 'Page 2',
        }),
      ).toHaveAttribute('href', `${CHEMIN}?vue=paiements&page=2`);
      expect(api.appelsA('GET /api/factures')).toHaveLength(0);
      attendreBasesAccessibilite();
    });

    it('lists the card payments only through paiements_directs', async () => {
      const api = apiFactice(routesPaiements());
      rendre(sessionStockee(), vue('?vue=paiements&cartes=1'));
      const tableau = await screen.findByRole('table', { name: 'Vos paiements par carte' });
      expect(within(tableau).getAllByRole('row')).toHaveLength(2);
      expect(api.appelsA('GET /api/paiements_directs')).toHaveLength(1);
      expect(api.appelsA('GET /api/factures/encaissements')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Voir tous les paiements' })).toHaveAttribute(
        'href',
        `${CHEMIN}?vue=paiements`,
      );
    });

    it('shows one payment by its reference, and says so when the account has none with it', async () => {
      const reference = '00000011-aaaa-4bbb-8ccc-000000000011';
      const api = apiFactice({
        ...routesPaiements(),
        'GET /api/encaissements/paiements': (appel: Appel) =>
          appel.recherche.get('id_session') === reference
            ? { corps: encaissementFixture(11, { reference_prestataire: 'pi_3Qx' }) }
            : refus(404, 'Paiement introuvable.'),
      });
      rendre(sessionStockee(), vue(`?vue=paiements&paiement=${reference.toUpperCase()}`));
      const detail = await screen.findByRole('region', { name: 'Paiement du 25 novembre 2026' });
      expect(detail).toHaveTextContent(reference);
      expect(detail).toHaveTextContent('Carte bancaire');
      expect(detail).toHaveTextContent('pi_3Qx');
      expect(within(detail).getByRole('button', { name: /Facture n°\sF2026-000011/ })).toBeInTheDocument();
      expect(api.appelsA('GET /api/factures/encaissements')).toHaveLength(0);
      cleanup();

      rendre(sessionStockee(), vue('?vue=paiements&paiement=11111111-aaaa-4bbb-8ccc-000000000011'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Aucun paiement de votre compte ne porte la référence 11111111-aaaa-4bbb-8ccc-000000000011.',
      );
    });

    it('refuses a reference that cannot be one before asking the service', async () => {
      const api = apiFactice(routesPaiements());
      rendre(sessionStockee(), vue('?vue=paiements'));
      const champ = await screen.findByLabelText(/Retrouver un paiement par sa référence/);
      fireEvent.change(champ, { target: { value: 'CMD-2026-000011' } });
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByText(MESSAGE_REFERENCE_PAIEMENT)).toBeInTheDocument();
      expect(champ).toHaveAttribute('aria-invalid', 'true');
      expect(navigate).not.toHaveBeenCalledWith(expect.stringContaining('paiement='));
      fireEvent.change(champ, { target: { value: ' 00000011-AAAA-4bbb-8ccc-000000000011 ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?vue=paiements&paiement=00000011-aaaa-4bbb-8ccc-000000000011`);
      expect(api.appelsA('GET /api/encaissements/paiements')).toHaveLength(0);
    });
  });
});
