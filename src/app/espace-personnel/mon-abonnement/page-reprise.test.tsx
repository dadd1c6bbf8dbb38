/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../../lib/api/fixtures';
import {
  mesAbonnementsFixture,
  periodeFixture,
  periodePayeeFixture,
  UUID_ATTENTE,
} from '../../../lib/api/fixtures-abonnements';
import { commandeFixture, JOUR, moyensFixture, REFERENCE } from '../../../lib/api/fixtures-commandes';
import type { MesAbonnements } from '@portail/contrat/abonnements';
import { CONSENTEMENT, rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { apiFactice, type Appel, type Gestionnaire } from '../../../test/api-factice';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { consentAtom } from '../../../state/consent';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';

const CHEMIN = '/espace-personnel/mon-abonnement';
const LISTE = 'GET /api/commandes/abonnements';
const COMMANDER = 'POST /api/commandes/abonnements';

const ouvrir = (chemin: string, search = '', analytics = false) => {
  const store = sessionStockee();
  store.set(consentAtom, { ...CONSENTEMENT, analytics });
  return rendre(
    store,
    <>
      <SessionController path={chemin} />
      <EspacePersonnelApp pathname={chemin} search={search} />
    </>,
  );
};

const routes = (liste: Gestionnaire, autres: Record<string, Gestionnaire> = {}) => ({
  ...routesDuCompte(compteFixture()),
  [LISTE]: liste,
  'GET /api/moyens_paiements/1': { corps: moyensFixture() },
  ...autres,
});

/** Answers each reading of the list with the next of `etats` (the last one then stays). */
function successivement(...etats: MesAbonnements[]) {
  let i = 0;
  return () => ({ corps: etats[Math.min(i++, etats.length - 1)] });
}

const paye = mesAbonnementsFixture({
  type_compte: 'ABONNE',
  abonne_actif: true,
  paye_jusqu_au: '2027-11-24',
  abonnements: [periodePayeeFixture()],
});
const enCours = mesAbonnementsFixture({
  abonnements: [periodeFixture({ commande: { reference_commande: REFERENCE, jour_commande: JOUR, statut: 'PAYEE' } })],
});

const evenements = () =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'abonnement historique');

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => jest.useRealTimers());

describe('/espace-personnel/mon-abonnement?etape=confirmation', () => {
  it('follows the list until the period is paid, then says until when and pushes the analytics event once', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const api = apiFactice(routes(successivement(enCours, enCours, paye)));
    const { rerendre } = ouvrir(CHEMIN, `?etape=confirmation&uuid=${UUID_ATTENTE}`, true);
    const statut = await screen.findByText('Votre paiement est en cours de confirmation…');
    expect(statut.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(evenements()).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(api.appelsA(LISTE)).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText(/Votre abonnement est actif jusqu’au 24\/11\/2027\./)).toBeInTheDocument();
    expect(evenements()).toEqual([
      { event: 'abonnement historique', periodicite: 'annuel', formule: 'ANNUEL', montant_ttc: 99 },
    ]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10000);
    });
    expect(api.appelsA(LISTE)).toHaveLength(3);
    // Shown again (a reload, another visit): not counted twice.
    rerendre(<EspacePersonnelApp pathname={CHEMIN} search={`?etape=confirmation&uuid=${UUID_ATTENTE}`} />);
    expect(evenements()).toHaveLength(1);
    attendreBasesAccessibilite();
  });

  it('pushes nothing without the visitor’s consent to audience measurement', async () => {
    window.localStorage.clear();
    apiFactice(routes({ corps: paye }));
    ouvrir(CHEMIN, '?etape=confirmation', false);
    expect(await screen.findByText(/Votre abonnement est actif jusqu’au 24\/11\/2027\./)).toBeInTheDocument();
    expect(evenements()).toHaveLength(0);
  });
});

describe('back from the card page of a subscription’s order', () => {
  const commandeAbonnement = () => {
    const base = commandeFixture({ nombre_articles: 1 });
    const [groupe] = base.regroupements;
    const article = { ...groupe!.articles[0]!, type: 'ABONNEMENT', libelle: 'Abonnement annuel (12 mois)' };
    return {
      ...base,
      regroupements: [{ ...groupe!, id_entite: null, siren: null, denomination: null, articles: [article] }],
    };
  };

  it('the order page hands over to the subscription’s confirmation, which finds the period by its order', async () => {
    const commandes = `/espace-personnel/mes-commandes/commande`;
    apiFactice(routes({ corps: paye }, { [`GET /api/commandes/${REFERENCE}`]: { corps: commandeAbonnement() } }));
    ouvrir(commandes, `?reference_commande=${REFERENCE}&date_commande=${JOUR}&paiement=reussi`, true);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?etape=confirmation&reference_commande=${REFERENCE}`, {
        replace: true,
      }),
    );
    ouvrir(CHEMIN, `?etape=confirmation&reference_commande=${REFERENCE}`, true);
    expect(await screen.findByText(/Votre abonnement est actif jusqu’au 24\/11\/2027\./)).toBeInTheDocument();
    expect(evenements()).toHaveLength(1);
  });

  it('an ordinary order stays on its page', async () => {
    apiFactice(routes({ corps: paye }, { [`GET /api/commandes/${REFERENCE}`]: { corps: commandeFixture() } }));
    ouvrir(
      '/espace-personnel/mes-commandes/commande',
      `?reference_commande=${REFERENCE}&date_commande=${JOUR}&paiement=reussi`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${REFERENCE}` })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/espace-personnel/mon-abonnement/reprise/{uuid}', () => {
  it('resumes a period whose order was cancelled: asks for a new order for that period, then offers its payment', async () => {
    const sansCommande = mesAbonnementsFixture({
      abonnements: [
        periodeFixture({ commande: { reference_commande: 'CMD-2026-000100', jour_commande: JOUR, statut: 'ANNULEE' } }),
      ],
    });
    const api = apiFactice(
      routes(successivement(sansCommande, mesAbonnementsFixture({ abonnements: [periodeFixture()] })), {
        [COMMANDER]: { status: 201, corps: { abonnement: periodeFixture(), commande: commandeFixture() } },
        [`GET /api/commandes/${REFERENCE}`]: { corps: commandeFixture() },
      }),
    );
    ouvrir(`${CHEMIN}/reprise/${UUID_ATTENTE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reprendre mon abonnement' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Préparer le paiement' }));
    expect(await screen.findByRole('button', { name: 'Payer' })).toBeInTheDocument();
    expect((api.appelsA(COMMANDER)[0] as Appel).corps).toEqual({ id_compte_client: 1, uuid: UUID_ATTENTE });
    attendreBasesAccessibilite();
  });

  it('offers the payment of the period’s open order at once', async () => {
    const api = apiFactice(
      routes(
        { corps: mesAbonnementsFixture({ abonnements: [periodeFixture()] }) },
        {
          [`GET /api/commandes/${REFERENCE}`]: { corps: commandeFixture() },
        },
      ),
    );
    ouvrir(`${CHEMIN}/reprise/${UUID_ATTENTE}`);
    expect(await screen.findByRole('button', { name: 'Payer' })).toBeInTheDocument();
    expect(api.appelsA(COMMANDER)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says a paid period is paid, and an unknown one is not the account’s, with the way to the offer', async () => {
    const api = apiFactice(routes({ corps: paye }));
    const { unmount } = ouvrir(`${CHEMIN}/reprise/${periodePayeeFixture().uuid}`);
    expect(await screen.findByText(/Cet abonnement est déjà payé/)).toHaveTextContent(
      'Cet abonnement est déjà payé : il court jusqu’au 24/11/2027.',
    );
    unmount();
    api.routes[LISTE] = { corps: paye };
    ouvrir(`${CHEMIN}/reprise/9e0c1a7b-0000-4000-8000-0000000000ff`);
    expect(await screen.findByText('Abonnement introuvable.')).toBeInTheDocument();
    expect(
      screen.getByText('Ce lien ne correspond à aucun abonnement du compte client sélectionné.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir l’offre d’abonnement' })).toHaveAttribute(
      'href',
      `${CHEMIN}?etape=offre`,
    );
  });
});
