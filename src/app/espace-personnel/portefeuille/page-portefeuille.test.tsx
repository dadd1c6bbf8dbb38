/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compteFixture } from '../../../lib/api/fixtures';
import { portefeuilleFixture, sessionFixture } from '../../../lib/api/fixtures-commandes';
import { prixFixture } from '../../../lib/api/fixtures-panier';
import { navigationExterne } from '../../../lib/navigation/page-externe';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { capterTelechargements } from '../../../test/telechargements';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';
import { memoriserRechargement } from './montant';

const CHEMIN = '/espace-personnel/portefeuille-electronique-details';
const LECTURE = 'GET /api/portefeuilles/1';
const RECHARGEMENT = 'POST /api/portefeuilles/1/rechargements';
const BORNES = 'Le montant doit être compris entre 10\u00a0€ et 5\u202f000\u00a0€.';

const ouvrir = (search = '') =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={CHEMIN} />
      <EspacePersonnelApp pathname={CHEMIN} search={search} />
    </>,
  );

const lu = (texte: string) => (contenu: string) => contenu.replace(/\s+/gu, ' ').trim() === texte;

let aller: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  aller = jest.spyOn(navigationExterne, 'aller').mockImplementation(() => undefined);
});
afterEach(() => {
  aller.mockRestore();
  jest.useRealTimers();
});

describe('/espace-personnel/portefeuille-electronique-details', () => {
  it('shows the balance and the movements, each payment with its order', async () => {
    apiFactice({ ...routesDuCompte(compteFixture()), [LECTURE]: { corps: portefeuilleFixture() } });
    ouvrir();
    const solde = await screen.findByRole('region', { name: 'Solde' });
    expect(within(solde).getByText(lu('20,00 €'))).toBeInTheDocument();
    const mouvements = screen.getByRole('table', { name: 'Mouvements de votre portefeuille' });
    const [, paiement, rechargement] = within(mouvements).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(Array.from(paiement.querySelectorAll('td'), (c) => c.textContent?.replace(/\s+/gu, ' '))).toEqual([
      '20 novembre 2026 à 10 h 30',
      'Paiement de la commande (CMD-2026-000100)',
      'Paiement',
      '-30,00 €',
    ]);
    expect(within(paiement).getByRole('link', { name: 'CMD-2026-000100' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/commande?reference_commande=CMD-2026-000100',
    );
    expect(rechargement).toHaveTextContent('Rechargement par carte bancaire');
    expect(screen.getByRole('textbox', { name: 'Montant à recharger, en euros (obligatoire)' })).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('shows the credit note of a refund with its PDF', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [LECTURE]: {
        corps: portefeuilleFixture('23,20', {
          mouvements: [
            {
              id: 3,
              date: '2026-11-21T09:30:00.000Z',
              type: 'REMBOURSEMENT',
              libelle: 'Remboursement du paiement par carte de la commande CMD-2026-000101',
              montant: prixFixture('3,20'),
              reference_commande: 'CMD-2026-000101',
              numero_avoir: 'AV2026-000007',
            },
          ],
        }),
      },
      'GET /api/factures/AV2026-000007': {
        corps: 'pdf',
        entetes: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="AV2026-000007.pdf"',
        },
      },
    });
    ouvrir();
    const mouvements = await screen.findByRole('table', { name: 'Mouvements de votre portefeuille' });
    const [, remboursement] = within(mouvements).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(remboursement).toHaveTextContent('Remboursement');
    expect(remboursement).toHaveTextContent('Avoir n° AV2026-000007');
    expect(remboursement).toHaveTextContent('3,20 €');
    fireEvent.click(within(remboursement).getByRole('button', { name: 'Télécharger (PDF) : avoir AV2026-000007' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    expect(capture.enregistrements[0]?.nom).toBe('AV2026-000007.pdf');
    const [lecture] = api.appelsA('GET /api/factures/AV2026-000007') as [Appel];
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    attendreBasesAccessibilite();
  });

  it.each([
    ['5', BORNES],
    ['9,99', BORNES],
    ['5 000,01', BORNES],
    ['', 'Saisissez le montant à recharger.'],
    ['dix euros', 'Saisissez un montant en euros, par exemple 50 ou 49,90.'],
    ['12,345', 'Saisissez un montant en euros, par exemple 50 ou 49,90.'],
  ])('refuses « %s » with a French message and sends nothing', async (saisie, message) => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), [LECTURE]: { corps: portefeuilleFixture() } });
    ouvrir();
    const champ = await screen.findByRole('textbox', { name: 'Montant à recharger, en euros (obligatoire)' });
    fireEvent.change(champ, { target: { value: saisie } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(await screen.findByText(lu(message.replace(/\s+/gu, ' ')))).toBeInTheDocument();
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(champ.getAttribute('aria-describedby')?.split(' ')).toContain('montant-rechargement-erreur');
    // Typographic spaces kept: « 10 € », « 5 000 € » never break.
    expect(document.getElementById('montant-rechargement-erreur')?.textContent).toBe(message);
    attendreErreursLiees();
    await waitFor(() => expect(champ).toHaveFocus());
    expect(api.appelsA(RECHARGEMENT)).toHaveLength(0);
    expect(aller).not.toHaveBeenCalled();
  });

  it('sends an amount within 10 to 5 000 € and goes to the provider’s card page', async () => {
    const url = '/api/paiements/sandbox/5b0f7a52-0000-4000-8000-000000000009';
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [LECTURE]: { corps: portefeuilleFixture() },
      [RECHARGEMENT]: { status: 201, corps: sessionFixture({ url_paiement: url, reference_commande: null }) },
    });
    ouvrir();
    const champ = await screen.findByRole('textbox', { name: 'Montant à recharger, en euros (obligatoire)' });
    fireEvent.change(champ, { target: { value: '1 049,90 €' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    await waitFor(() => expect(aller).toHaveBeenCalledWith(url));
    const [envoi] = api.appelsA(RECHARGEMENT) as [Appel];
    expect(envoi.corps).toEqual({ montant: 1049.9 });
    expect(envoi.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(champ).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Redirection vers la page de paiement…' })).toBeDisabled();
  });

  it('shows the service’s message for a refused amount', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      [LECTURE]: { corps: portefeuilleFixture() },
      [RECHARGEMENT]: refus(400, 'body/montant', [
        { field: 'body.montant', message: 'Le montant doit être compris entre 10 et 5 000 €.' },
      ]),
    });
    ouvrir();
    const champ = await screen.findByRole('textbox', { name: 'Montant à recharger, en euros (obligatoire)' });
    fireEvent.change(champ, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(await screen.findByText('Le montant doit être compris entre 10 et 5 000 €.')).toBeInTheDocument();
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(aller).not.toHaveBeenCalled();
  });

  it('says that a refused top-up left the wallet unchanged', async () => {
    apiFactice({ ...routesDuCompte(compteFixture()), [LECTURE]: { corps: portefeuilleFixture() } });
    ouvrir('?paiement=refuse');
    const alerte = await screen.findByRole('alert');
    expect(alerte).toHaveTextContent('Votre paiement a été refusé.');
    expect(alerte).toHaveTextContent('Votre portefeuille n’a pas été rechargé');
    expect(await screen.findByRole('button', { name: 'Recharger' })).toBeEnabled();
  });

  it('back from a top-up, reads the wallet every 2 s until its balance moves, then stops', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    memoriserRechargement({ idCompte: 1, soldeAvant: 20 });
    const soldes = ['20,00', '20,00', '69,90'];
    let i = 0;
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [LECTURE]: () => ({ corps: portefeuilleFixture(soldes[Math.min(i++, soldes.length - 1)]) }),
    });
    ouvrir('?paiement=reussi');
    const attente = await screen.findByText('Paiement accepté : votre portefeuille sera crédité dès sa confirmation…');
    expect(attente.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(api.appelsA(LECTURE)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(api.appelsA(LECTURE)).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(
      await screen.findByText(lu('Votre portefeuille a été rechargé. Nouveau solde : 69,90 €.')),
    ).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10000);
    });
    expect(api.appelsA(LECTURE)).toHaveLength(3);
    expect(window.sessionStorage.length).toBe(0);
  });
});
