/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compteFixture } from '../../../lib/api/fixtures';
import {
  commandeFixture,
  commandeLivreeFixture,
  commandePayeeFixture,
  INTITULES,
  JOUR,
  moyensFixture,
  REFERENCE,
  sessionFixture,
} from '../../../lib/api/fixtures-commandes';
import type { Commande } from '@portail/contrat/commandes';
import { navigationExterne } from '../../../lib/navigation/page-externe';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel, type Gestionnaire } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { capterTelechargements } from '../../../test/telechargements';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';

const CHEMIN = '/espace-personnel/mes-commandes/commande';
const COMMANDE = `GET /api/commandes/${REFERENCE}`;
const SESSIONS = `POST /api/commandes/${REFERENCE}/paiements/sessions`;

const ouvrir = (suite = '') =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={CHEMIN} />
      <EspacePersonnelApp pathname={CHEMIN} search={`?reference_commande=${REFERENCE}&date_commande=${JOUR}${suite}`} />
    </>,
  );

const routes = (commande: Gestionnaire, autres: Record<string, Gestionnaire> = {}) => ({
  ...routesDuCompte(compteFixture()),
  [COMMANDE]: commande,
  'GET /api/moyens_paiements/1': { corps: moyensFixture() },
  'GET /api/moyens_paiements/1/intitules': { corps: INTITULES },
  ...autres,
});

/** Answers each reading of the order with the next of `etats` (the last one then stays). */
function successivement(...etats: Commande[]) {
  let i = 0;
  return () => ({ corps: etats[Math.min(i++, etats.length - 1)] });
}

/** Accessible names and texts hold no-break spaces: compared as the eye reads them. */
const lu = (texte: string) => (contenu: string) => contenu.replace(/\s+/gu, ' ').trim() === texte;

let aller: jest.SpyInstance;
beforeEach(() => {
  aller = jest.spyOn(navigationExterne, 'aller').mockImplementation(() => undefined);
});
afterEach(() => {
  aller.mockRestore();
  jest.useRealTimers();
});

describe('/espace-personnel/mes-commandes/commande', () => {
  it('shows the order: articles by company with their formats, quantities and prices, the totals and the status', async () => {
    const api = apiFactice(routes({ corps: commandeFixture() }));
    ouvrir();
    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${REFERENCE}` })).toBeInTheDocument();
    const [lecture] = api.appelsA(COMMANDE) as [Appel];
    expect(lecture.recherche.get('date_commande')).toBe(JOUR);
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);

    const suivi = screen.getByRole('region', { name: 'Suivi de la commande' });
    expect(within(suivi).getByText('En attente de paiement')).toBeInTheDocument();
    expect(within(suivi).getByText(lu('25 novembre 2026 à 14 h 05'))).toBeInTheDocument();

    const alpha = screen.getByRole('region', { name: 'ALPHA SOLUTIONS' });
    expect(within(alpha).getByText('SIREN 552 100 554')).toBeInTheDocument();
    const kbis = within(alpha).getByRole('table', { name: 'Diffusions : Extrait Kbis, ALPHA SOLUTIONS' });
    const lignes = within(kbis)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent?.replace(/\s+/gu, ' ')));
    expect(lignes).toEqual([
      ['Format', 'Quantité', 'Prix unitaire TTC', 'Montant TTC'],
      ['Téléchargement', '2', '3,20 €', '6,40 €'],
      ['Courrier', '1', '3,97 €', '3,97 €'],
      ['Montant de l’article', '10,37 €'],
    ]);
    expect(within(alpha).getByText(lu('Sous-total : 14,27 € TTC'))).toBeInTheDocument();
    const autres = screen.getByRole('region', { name: 'Autres documents' });
    expect(
      within(autres).getByRole('link', { name: 'Voir le détail de l’article : État d’endettement' }),
    ).toHaveAttribute('href', `${CHEMIN}/${REFERENCE}/etat-endettement/502?date_commande=${JOUR}`);

    const totaux = screen.getByRole('table', { name: 'Montants de la commande' });
    expect(within(totaux).getByRole('row', { name: lu('Total HT 52,84 €') })).toBeInTheDocument();
    expect(within(totaux).getByRole('row', { name: lu('TVA 10,57 €') })).toBeInTheDocument();
    expect(within(totaux).getByRole('row', { name: lu('Total TTC 63,41 €') })).toBeInTheDocument();
    // Nothing to download before the order is paid.
    expect(screen.queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('offers the available means of the account, the wallet with its balance, and sends a card payment to the provider’s page', async () => {
    const api = apiFactice(
      routes({ corps: commandeFixture() }, { [SESSIONS]: { status: 201, corps: sessionFixture() } }),
    );
    ouvrir();
    const carte = await screen.findByRole('radio', { name: 'Carte bancaire' });
    const portefeuille = screen.getByRole('radio', { name: lu('Portefeuille électronique (solde : 120,00 €)') });
    const differe = screen.getByRole('radio', { name: 'Paiement différé (facturation mensuelle)' });
    expect(carte).toBeEnabled();
    expect(portefeuille).toBeEnabled();
    expect(differe).toBeDisabled();
    expect(differe).toHaveAccessibleDescription('Le paiement différé n’est pas ouvert pour ce compte.');
    expect(api.appelsA('GET /api/moyens_paiements/1')[0]?.entetes.get('authorization')).toMatch(/^Bearer /);

    fireEvent.click(portefeuille);
    fireEvent.click(carte);
    const payer = screen.getByRole('button', { name: 'Payer' });
    fireEvent.click(payer);
    await waitFor(() => expect(aller).toHaveBeenCalledWith(sessionFixture().url_paiement));
    expect(api.appelsA(SESSIONS)).toHaveLength(1);
    expect(api.appelsA(SESSIONS)[0]?.corps).toEqual({ moyen_paiement: 'CARTE_BANCAIRE' });
    expect(screen.getByRole('button', { name: 'Redirection vers la page de paiement…' })).toBeDisabled();
  });

  it('pays from the wallet in place, then follows the order every 2 s until its documents are ready', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const api = apiFactice(
      routes(successivement(commandeFixture(), commandePayeeFixture(), commandeLivreeFixture()), {
        [SESSIONS]: {
          status: 201,
          corps: sessionFixture({ moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE', statut: 'REUSSIE', url_paiement: null }),
        },
      }),
    );
    ouvrir();
    fireEvent.click(await screen.findByRole('radio', { name: lu('Portefeuille électronique (solde : 120,00 €)') }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(api.appelsA(SESSIONS)).toHaveLength(1));
    expect(api.appelsA(SESSIONS)[0]?.corps).toEqual({ moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    expect(aller).not.toHaveBeenCalled();
    // Read again at once: paid, documents on their way.
    expect(
      await screen.findByText('Paiement confirmé. Vos documents sont en cours de préparation…'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText('Paiement confirmé : vos documents sont prêts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger tous les documents (zip)' })).toBeInTheDocument();
  });

  it('follows the order back from the provider until it is delivered, then stops and shows every download', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const api = apiFactice(
      routes(successivement(commandeFixture(), commandeFixture(), commandePayeeFixture(), commandeLivreeFixture())),
    );
    ouvrir('&paiement=reussi');
    const statut = await screen.findByText('Votre paiement est en cours de confirmation…');
    expect(statut.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(api.appelsA(COMMANDE)).toHaveLength(1);
    // Still to pay until the notification arrives: no second payment meanwhile.
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();

    // Nothing before 2 s.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1900);
    });
    expect(api.appelsA(COMMANDE)).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(api.appelsA(COMMANDE)).toHaveLength(2);
    expect(screen.getByText('Votre paiement est en cours de confirmation…')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(
      await screen.findByText('Paiement confirmé. Vos documents sont en cours de préparation…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Justificatif de paiement' })).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText('Paiement confirmé : vos documents sont prêts.')).toBeInTheDocument();
    expect(api.appelsA(COMMANDE)).toHaveLength(4);
    // Delivered: no more readings.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20000);
    });
    expect(api.appelsA(COMMANDE)).toHaveLength(4);

    expect(screen.getByRole('button', { name: 'Télécharger tous les documents (zip)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Justificatif de paiement' })).toBeInTheDocument();
    expect(screen.getByText('Facture n° F2026-000042 du 25 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger la facture F2026-000042 (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger (PDF) Extrait Kbis, ALPHA SOLUTIONS' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger (PDF) État d’endettement, Autres documents' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7KQ2-M9XD-4HTR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier ce document : Extrait Kbis' })).toHaveAttribute(
      'href',
      '/verifier-un-document?code=7KQ2-M9XD-4HTR',
    );
    expect(screen.getByText(lu('Envoi postal enregistré le 25 novembre 2026 à 14 h 12'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
  });

  it('stops following after about a minute and offers to check again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const api = apiFactice(routes({ corps: commandePayeeFixture() }));
    ouvrir('&paiement=reussi');
    await screen.findByText('Paiement confirmé. Vos documents sont en cours de préparation…');
    for (let i = 0; i < 35; i += 1)
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
    // The first reading, then 30 in a minute, then none.
    expect(api.appelsA(COMMANDE)).toHaveLength(31);
    expect(
      screen.getByText(
        'La confirmation prend plus de temps que prévu. Vos documents apparaîtront sur cette page dès qu’ils seront prêts.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(screen.queryByText(/plus de temps que prévu/)).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(api.appelsA(COMMANDE)).toHaveLength(32);
  });

  it('says that a refused payment can be made again, with the means to pay', async () => {
    apiFactice(routes({ corps: commandeFixture() }));
    ouvrir('&paiement=refuse');
    const alerte = await screen.findByRole('alert');
    expect(alerte).toHaveTextContent('Votre paiement a été refusé.');
    expect(alerte).toHaveTextContent('Vous pouvez payer à nouveau cette commande ci-dessous.');
    expect(await screen.findByRole('button', { name: 'Payer' })).toBeEnabled();
    expect(screen.queryByText(/en cours de confirmation/)).not.toBeInTheDocument();
  });

  it('shows the service’s refusal of a wallet payment', async () => {
    apiFactice(
      routes(
        { corps: commandeFixture() },
        { [SESSIONS]: refus(400, 'Le solde de votre portefeuille électronique est insuffisant.') },
      ),
    );
    ouvrir();
    fireEvent.click(await screen.findByRole('radio', { name: lu('Portefeuille électronique (solde : 120,00 €)') }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le paiement n’a pas pu être effectué : Le solde de votre portefeuille électronique est insuffisant.',
    );
    expect(screen.getByRole('button', { name: 'Payer' })).toBeEnabled();
  });

  it('downloads each file with the bearer token and saves it under its name', async () => {
    const capture = capterTelechargements();
    const pdf = (nom: string) => ({
      corps: `%PDF ${nom}`,
      entetes: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${nom}"` },
    });
    const api = apiFactice(
      routes(
        { corps: commandeLivreeFixture() },
        {
          [`GET /api/commandes/${REFERENCE}/visualisations/zip`]: {
            corps: 'zip',
            entetes: {
              'content-type': 'application/zip',
              'content-disposition': `attachment; filename="${REFERENCE}.zip"`,
            },
          },
          [`GET /api/commandes/${REFERENCE}/visualisations`]: pdf('kbis-552100554.pdf'),
          [`GET /api/commandes/${REFERENCE}/justificatifs`]: pdf(`justificatif-${REFERENCE}.pdf`),
          'GET /api/factures/F2026-000042': pdf('F2026-000042.pdf'),
        },
      ),
    );
    ouvrir();
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger tous les documents (zip)' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger (PDF) Extrait Kbis, ALPHA SOLUTIONS' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Justificatif de paiement' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la facture F2026-000042 (PDF)' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(4));
    capture.restaurer();

    expect(capture.enregistrements.map((e) => e.nom)).toEqual([
      `${REFERENCE}.zip`,
      'kbis-552100554.pdf',
      `justificatif-${REFERENCE}.pdf`,
      'F2026-000042.pdf',
    ]);
    expect(await capture.enregistrements[1]?.contenu.text()).toBe('"%PDF kbis-552100554.pdf"');
    const fichiers = [
      ...api.appelsA(`GET /api/commandes/${REFERENCE}/visualisations/zip`),
      ...api.appelsA(`GET /api/commandes/${REFERENCE}/visualisations`),
      ...api.appelsA(`GET /api/commandes/${REFERENCE}/justificatifs`),
      ...api.appelsA('GET /api/factures/F2026-000042'),
    ];
    expect(fichiers).toHaveLength(4);
    for (const appel of fichiers) expect(appel.entetes.get('authorization')).toMatch(/^Bearer e30\./);
    const [zip, document, justificatif] = fichiers as [Appel, Appel, Appel];
    expect(zip.recherche.get('date_commande')).toBe(JOUR);
    expect(document.recherche.get('date_commande')).toBe(JOUR);
    expect(document.recherche.get('id_article')).toBe('501');
    expect(document.entetes.get('accept')).toBe('application/pdf');
    expect(justificatif.recherche.get('date_commande')).toBe(JOUR);
  });

  it('says why a file could not be downloaded, next to its button', async () => {
    capterTelechargements().restaurer();
    apiFactice(
      routes(
        { corps: commandeLivreeFixture() },
        {
          [`GET /api/commandes/${REFERENCE}/visualisations/zip`]: refus(
            409,
            'Les documents de cette commande ne sont pas encore disponibles.',
          ),
        },
      ),
    );
    ouvrir();
    const bouton = await screen.findByRole('button', { name: 'Télécharger tous les documents (zip)' });
    fireEvent.click(bouton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le téléchargement a échoué : Les documents de cette commande ne sont pas encore disponibles.',
    );
    expect(bouton).toHaveAccessibleDescription(
      'Le téléchargement a échoué : Les documents de cette commande ne sont pas encore disponibles.',
    );
  });

  it('cancels the order after a confirmation', async () => {
    const annulee = commandeFixture({ statut: 'ANNULEE', libelle_statut: 'Annulée' });
    const api = apiFactice(
      routes({ corps: commandeFixture() }, { [`POST /api/commandes/${REFERENCE}/annulations`]: { corps: annulee } }),
    );
    ouvrir();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const non = screen.getByRole('button', { name: 'Non, garder la commande' });
    expect(non).toHaveFocus();
    expect(api.appelsA(`POST /api/commandes/${REFERENCE}/annulations`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler la commande' }));
    expect(await screen.findByText(`La commande ${REFERENCE} a été annulée.`)).toBeInTheDocument();
    expect(api.appelsA(`POST /api/commandes/${REFERENCE}/annulations`)).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Suivi de la commande' })).getByText('Annulée'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist for that day', async () => {
    apiFactice(routes(refus(404, 'Commande introuvable.')));
    ouvrir();
    expect(await screen.findByText('Commande introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/mon-historique',
    );
  });
});
