/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../../lib/api/fixtures';
import {
  ADRESSE_PERIODE,
  mesAbonnementsFixture,
  periodeFixture,
  periodePayeeFixture,
  UUID_ATTENTE,
  UUID_PAYEE,
} from '../../../lib/api/fixtures-abonnements';
import { commandeFixture, JOUR, moyensFixture, REFERENCE, sessionFixture } from '../../../lib/api/fixtures-commandes';
import { navigationExterne } from '../../../lib/navigation/page-externe';
import { attendreBasesAccessibilite, attendreErreursLiees } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel, type Gestionnaire } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';

const CHEMIN = '/espace-personnel/mon-abonnement';
const LISTE = 'GET /api/commandes/abonnements';
const COMMANDER = 'POST /api/commandes/abonnements';
const COMMANDE = `GET /api/commandes/${REFERENCE}`;
const SESSIONS = `POST /api/commandes/${REFERENCE}/paiements/sessions`;

const ouvrir = (search = '') =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={CHEMIN} />
      <EspacePersonnelApp pathname={CHEMIN} search={search} />
    </>,
  );

const routes = (liste: Gestionnaire, autres: Record<string, Gestionnaire> = {}, compte = compteFixture()) => ({
  ...routesDuCompte(compte),
  [LISTE]: liste,
  'GET /api/moyens_paiements/1': { corps: moyensFixture() },
  ...autres,
});

/** Accessible names and texts hold no-break spaces: compared as the eye reads them. */
const lu = (texte: string) => (contenu: string) => contenu.replace(/\s+/gu, ' ').trim() === texte;

const etapeCourante = () =>
  within(screen.getByRole('navigation', { name: 'Étapes de l’abonnement' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

let aller: jest.SpyInstance;
beforeEach(() => {
  aller = jest.spyOn(navigationExterne, 'aller').mockImplementation(() => undefined);
});
afterEach(() => aller.mockRestore());

describe('/espace-personnel/mon-abonnement, offer step', () => {
  it('shows a member the offer from the service: price, duration, watch quota, and the way to subscribe', async () => {
    const api = apiFactice(routes({ corps: mesAbonnementsFixture() }));
    ouvrir('?etape=offre');
    expect(await screen.findByRole('heading', { level: 2, name: 'Abonnement annuel' })).toBeInTheDocument();
    expect(api.appelsA(LISTE)[0]?.recherche.get('id_compte_client')).toBe('1');
    expect(etapeCourante()).toBe('Offre');
    expect(screen.getByText(/compte membre, gratuit/)).toBeInTheDocument();
    expect(screen.getByText(lu('99,00 € TTC pour 12 mois'))).toBeInTheDocument();
    expect(screen.getByText(/La surveillance de 50 entreprises en même temps/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'M’abonner' })).toHaveAttribute('href', `${CHEMIN}?etape=facturation`);
    attendreBasesAccessibilite();
  });

  it('takes an unknown step for the first one', async () => {
    apiFactice(routes({ corps: mesAbonnementsFixture() }));
    ouvrir('?etape=inconnue');
    expect(await screen.findByRole('heading', { level: 2, name: 'Abonnement annuel' })).toBeInTheDocument();
    expect(etapeCourante()).toBe('Offre');
  });

  it('tells an active subscriber until when, and offers the renewal only once the service opened it', async () => {
    const actif = {
      type_compte: 'ABONNE' as const,
      abonne_actif: true,
      paye_jusqu_au: '2027-11-24',
    };
    const api = apiFactice(
      routes({ corps: mesAbonnementsFixture({ ...actif, abonnements: [periodePayeeFixture({ uuid: UUID_PAYEE })] }) }),
    );
    const { unmount } = ouvrir();
    expect(
      await screen.findByText(lu('Vous êtes abonné : votre abonnement est actif jusqu’au 24/11/2027.')),
    ).toBeInTheDocument();
    expect(screen.getByText(/Un courriel vous rappellera de le renouveler/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renouveler mon abonnement' })).not.toBeInTheDocument();
    unmount();

    const renouvellement = periodeFixture({ date_debut: '2027-11-25', date_fin: '2028-11-24', commande: null });
    api.routes[LISTE] = {
      corps: mesAbonnementsFixture({
        ...actif,
        abonnements: [renouvellement, periodePayeeFixture({ uuid: UUID_PAYEE })],
      }),
    };
    ouvrir();
    expect(await screen.findByRole('link', { name: 'Payer le renouvellement' })).toHaveAttribute(
      'href',
      `${CHEMIN}/reprise/${UUID_ATTENTE}`,
    );
    expect(screen.getByRole('link', { name: 'Renouveler mon abonnement' })).toHaveAttribute(
      'href',
      `${CHEMIN}?etape=facturation`,
    );
  });

  it('points a period awaiting payment to its resume link, and says when a subscription ended', async () => {
    const api = apiFactice(routes({ corps: mesAbonnementsFixture({ abonnements: [periodeFixture()] }) }));
    const { unmount } = ouvrir();
    expect(await screen.findByText(/attend son paiement/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reprendre le paiement de cet abonnement' })).toHaveAttribute(
      'href',
      `${CHEMIN}/reprise/${UUID_ATTENTE}`,
    );
    unmount();
    api.routes[LISTE] = {
      corps: mesAbonnementsFixture({
        type_compte: 'ABONNE',
        paye_jusqu_au: '2026-01-31',
        abonnements: [periodePayeeFixture()],
      }),
    };
    ouvrir();
    expect(
      await screen.findByText(lu('Votre abonnement a pris fin le 31/01/2026. Vous pouvez vous abonner de nouveau.')),
    ).toBeInTheDocument();
  });

  it('tells a user who is not an administrator of the account that only one can subscribe', async () => {
    apiFactice(routes({ corps: mesAbonnementsFixture() }, {}, compteFixture({ role_greffeo: 'UTILISATEUR' })));
    ouvrir();
    expect(
      await screen.findByText('Seul un administrateur du compte client peut souscrire ou payer l’abonnement.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'M’abonner' })).not.toBeInTheDocument();
  });
});

describe('/espace-personnel/mon-abonnement, billing step', () => {
  it('prefills the pending period’s billing block, orders its payment with it and goes on to the payment', async () => {
    const api = apiFactice(
      routes(
        { corps: mesAbonnementsFixture({ abonnements: [periodeFixture()] }) },
        { [COMMANDER]: { status: 200, corps: { abonnement: periodeFixture(), commande: commandeFixture() } } },
        compteFixture({ abonnements: [{ ...ADRESSE_PERIODE, ville_facturation: 'Paris', contact_nom: 'Autre' }] }),
      ),
    );
    ouvrir('?etape=facturation');
    const ville = await screen.findByRole('textbox', { name: 'Ville (obligatoire)' });
    expect(etapeCourante()).toBe('Facturation');
    expect(ville).toHaveValue('Lyon');
    expect(screen.getByRole('textbox', { name: 'Nom du contact (obligatoire)' })).toHaveValue('Dupont');
    attendreBasesAccessibilite();
    fireEvent.change(screen.getByRole('textbox', { name: 'Complément d’adresse' }), {
      target: { value: 'Bâtiment B' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?etape=paiement&uuid=${UUID_ATTENTE}`));
    expect((api.appelsA(COMMANDER)[0] as Appel).corps).toEqual({
      id_compte_client: 1,
      uuid: UUID_ATTENTE,
      adresse_facturation: { ...ADRESSE_PERIODE, complement_adresse_facturation: 'Bâtiment B' },
    });
  });

  it('starts from the account’s billing block when no period waits, and sends no uuid', async () => {
    const api = apiFactice(
      routes(
        { corps: mesAbonnementsFixture() },
        { [COMMANDER]: { status: 201, corps: { abonnement: periodeFixture(), commande: commandeFixture() } } },
        compteFixture({ abonnements: [{ ...ADRESSE_PERIODE, ville_facturation: 'Paris' }] }),
      ),
    );
    ouvrir('?etape=facturation');
    expect(await screen.findByRole('textbox', { name: 'Ville (obligatoire)' })).toHaveValue('Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() => expect(api.appelsA(COMMANDER)).toHaveLength(1));
    expect((api.appelsA(COMMANDER)[0] as Appel).corps).not.toHaveProperty('uuid');
  });

  it('checks the fields before sending, and shows the service’s field errors next to their fields', async () => {
    const api = apiFactice(
      routes(
        { corps: mesAbonnementsFixture() },
        {
          [COMMANDER]: refus(400, 'Requête invalide.', [
            { field: 'body.adresse_facturation.code_postal_facturation', message: 'n’est pas un code postal valide' },
          ]),
        },
        compteFixture({ abonnements: [ADRESSE_PERIODE] }),
      ),
    );
    ouvrir('?etape=facturation');
    const ville = await screen.findByRole('textbox', { name: 'Ville (obligatoire)' });
    fireEvent.change(ville, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(ville).toHaveAttribute('aria-invalid', 'true');
    expect(ville).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(api.appelsA(COMMANDER)).toHaveLength(0);

    fireEvent.change(ville, { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    const codePostal = screen.getByRole('textbox', { name: 'Code postal (obligatoire)' });
    await waitFor(() => expect(codePostal).toHaveAccessibleDescription('n’est pas un code postal valide'));
    expect(ville).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Requête invalide.');
    attendreErreursLiees();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the service’s message when the period is already paid (409)', async () => {
    const api = apiFactice(
      routes(
        { corps: mesAbonnementsFixture({ abonnements: [periodeFixture()] }) },
        { [COMMANDER]: refus(409, 'Cette période d’abonnement est déjà payée.') },
      ),
    );
    ouvrir('?etape=facturation');
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette période d’abonnement est déjà payée.');
    await waitFor(() => expect(api.appelsA(LISTE).length).toBeGreaterThan(1));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/espace-personnel/mon-abonnement, payment step', () => {
  it('pays the period’s order with the order payment component, then goes to the confirmation', async () => {
    const api = apiFactice(
      routes(
        { corps: mesAbonnementsFixture({ abonnements: [periodeFixture()] }) },
        {
          [COMMANDE]: { corps: commandeFixture({ montant: periodeFixture().montant, nombre_articles: 1 }) },
          [SESSIONS]: {
            status: 201,
            corps: sessionFixture({
              moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE',
              statut: 'REUSSIE',
              url_paiement: null,
            }),
          },
        },
      ),
    );
    ouvrir(`?etape=paiement&uuid=${UUID_ATTENTE}`);
    expect(await screen.findByText(/Montant à payer/)).toHaveTextContent('Montant à payer : 99,00 € TTC');
    expect(etapeCourante()).toMatch(/^Paiement/);
    expect(api.appelsA(COMMANDE)[0]?.recherche.get('date_commande')).toBe(JOUR);
    expect(screen.getByRole('link', { name: REFERENCE })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: lu('Portefeuille électronique (solde : 120,00 €)') }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?etape=confirmation&uuid=${UUID_ATTENTE}`));
    expect(api.appelsA(SESSIONS)[0]?.corps).toEqual({ moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' });
    attendreBasesAccessibilite();
  });

  it('sends a card payment to the provider’s page', async () => {
    apiFactice(
      routes(
        { corps: mesAbonnementsFixture({ abonnements: [periodeFixture()] }) },
        { [COMMANDE]: { corps: commandeFixture() }, [SESSIONS]: { status: 201, corps: sessionFixture() } },
      ),
    );
    ouvrir('?etape=paiement');
    fireEvent.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
    fireEvent.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(aller).toHaveBeenCalledWith(sessionFixture().url_paiement));
  });

  it('says so when no period waits for a payment', async () => {
    apiFactice(routes({ corps: mesAbonnementsFixture() }));
    ouvrir('?etape=paiement');
    expect(await screen.findByText('Aucun abonnement de ce compte client n’attend de paiement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir l’offre d’abonnement' })).toHaveAttribute(
      'href',
      `${CHEMIN}?etape=offre`,
    );
  });
});
