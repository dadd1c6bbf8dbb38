/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compteFixture } from '../../../lib/api/fixtures';
import {
  commandeFixture,
  commandeLivreeFixture,
  JOUR,
  REFERENCE,
  resumeFixture,
} from '../../../lib/api/fixtures-commandes';
import type { Commande } from '@portail/contrat/commandes';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { apiFactice, type Appel } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { capterTelechargements } from '../../../test/telechargements';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp, titreEspace } from '../espace-personnel-app';

const BASE = `/espace-personnel/mes-commandes/commande/${REFERENCE}`;

const ouvrir = (chemin: string, search = `?date_commande=${JOUR}`) =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={chemin} />
      <EspacePersonnelApp pathname={chemin} search={search} />
    </>,
  );

const routes = (commande: Commande) => ({
  ...routesDuCompte(compteFixture()),
  [`GET /api/commandes/${REFERENCE}`]: { corps: commande },
});

describe('the pages of an ordered article', () => {
  it('shows a debt statement: the debtor named at ordering, the order, and its PDF to download', async () => {
    const capture = capterTelechargements();
    const api = apiFactice({
      ...routes(commandeLivreeFixture()),
      [`GET /api/commandes/${REFERENCE}/visualisations`]: {
        corps: 'pdf',
        entetes: { 'content-type': 'application/pdf' },
      },
    });
    ouvrir(`${BASE}/etat-endettement/502`);
    expect(await screen.findByRole('heading', { level: 1, name: 'État d’endettement' })).toBeInTheDocument();
    const debiteur = screen.getByRole('region', { name: 'Débiteur' });
    expect(within(debiteur).getByText('DURAND BATIMENT')).toBeInTheDocument();
    expect(within(debiteur).getByText('Rhône (69)')).toBeInTheDocument();
    expect(within(debiteur).getByRole('link', { name: 'Voir le débiteur de cet état d’endettement' })).toHaveAttribute(
      'href',
      `${BASE}/etat-endettement/502/debiteurs?date_commande=${JOUR}`,
    );
    expect(screen.getByRole('link', { name: `← Commande ${REFERENCE}` })).toHaveAttribute(
      'href',
      `/espace-personnel/mes-commandes/commande?reference_commande=${REFERENCE}&date_commande=${JOUR}`,
    );
    attendreBasesAccessibilite();

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger (PDF) État d’endettement, Autres documents' }));
    await waitFor(() => expect(capture.enregistrements).toHaveLength(1));
    capture.restaurer();
    // No name from the service: the document's own.
    expect(capture.enregistrements[0]?.nom).toBe('etat-endettement.pdf');
    const [lecture] = api.appelsA(`GET /api/commandes/${REFERENCE}/visualisations`) as [Appel];
    expect(lecture.recherche.get('id_article')).toBe('502');
    expect(lecture.recherche.get('date_commande')).toBe(JOUR);
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
  });

  it('shows the debtor page of a debt statement, without its documents', async () => {
    apiFactice(routes(commandeFixture()));
    ouvrir(`${BASE}/etat-endettement/502/debiteurs`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Débiteur de l’état d’endettement' }),
    ).toBeInTheDocument();
    expect(titreEspace(`${BASE}/etat-endettement/502/debiteurs/`)).toBe('Débiteur de l’état d’endettement');
    const debiteur = await screen.findByRole('region', { name: 'Débiteur' });
    expect(within(debiteur).getByText('Nom du débiteur')).toBeInTheDocument();
    expect(within(debiteur).getByText('DURAND BATIMENT')).toBeInTheDocument();
    expect(within(debiteur).getByRole('link', { name: 'Revenir à l’état d’endettement' })).toHaveAttribute(
      'href',
      `${BASE}/etat-endettement/502?date_commande=${JOUR}`,
    );
    expect(screen.queryByRole('button', { name: /Télécharger/ })).not.toBeInTheDocument();
  });

  it('lists, once paid, the debtors the statement covers and their inscriptions from the registry', async () => {
    const api = apiFactice({
      ...routes(commandeLivreeFixture()),
      [`GET /api/commandes/${REFERENCE}/etat_endettement`]: {
        corps: {
          reference_commande: REFERENCE,
          id_article: 502,
          type: 'ETAT_ENDETTEMENT_DEBITEUR',
          critere: { nom: 'DURAND BATIMENT', departement: { code: '69', nom: 'Rhône' } },
          debiteurs: [
            {
              numero_debiteur: '552100554',
              id_entite: 1,
              denomination: 'DURAND BATIMENT',
              greffe: { code: '6901', nom: 'Lyon' },
              inscriptions: [
                {
                  type_inscription: 'PRIVILEGE_TRESOR',
                  libelle: 'Privilèges du Trésor',
                  numero: '2023/4003',
                  code_greffe: '6901',
                  date_inscription: '2023-11-20',
                  date_radiation: null,
                  en_vigueur: true,
                  montant: 15000,
                  creancier: 'SIE LYON',
                },
                {
                  type_inscription: 'NANTISSEMENT_FONDS_COMMERCE',
                  libelle: 'Nantissements du fonds de commerce',
                  numero: '2016/12',
                  code_greffe: '6901',
                  date_inscription: '2016-05-01',
                  date_radiation: '2020-05-01',
                  en_vigueur: false,
                  montant: null,
                  creancier: 'BANQUE EXEMPLE',
                },
              ],
            },
          ],
        },
      },
    });
    ouvrir(`${BASE}/etat-endettement/502/debiteurs`);
    const tableau = await screen.findByRole('table', { name: 'Inscriptions de DURAND BATIMENT' });
    const [, tresor, nantissement] = within(tableau).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(tresor).getByRole('rowheader')).toHaveTextContent('Privilèges du Trésor');
    expect(tresor.textContent).toContain('15\u202f000,00\u00a0€');
    expect(tresor).toHaveTextContent('En vigueur');
    expect(nantissement).toHaveTextContent('Radiée le 1er mai 2020');
    expect(nantissement).toHaveTextContent('Non précisé');
    expect(screen.getByRole('link', { name: 'DURAND BATIMENT' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/552100554\/1$/),
    );
    const [lecture] = api.appelsA(`GET /api/commandes/${REFERENCE}/etat_endettement`) as [Appel];
    expect(lecture.recherche.get('id_article')).toBe('502');
    expect(lecture.recherche.get('date_commande')).toBe(JOUR);
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
  });

  it('waits for the payment before reading the inscriptions', async () => {
    const api = apiFactice(routes(commandeFixture()));
    ouvrir(`${BASE}/etat-endettement/502/debiteurs`);
    expect(
      await screen.findByText('Les débiteurs et leurs inscriptions s’affichent ici une fois la commande payée.'),
    ).toBeInTheDocument();
    expect(api.appelsA(`GET /api/commandes/${REFERENCE}/etat_endettement`)).toHaveLength(0);
  });

  it('shows a certificate of collective proceedings with its company, even from an address without the day', async () => {
    const api = apiFactice({
      ...routes(commandeFixture()),
      'GET /api/commandes': { corps: { total: 1, offset: 0, limit: 10, commandes: [resumeFixture(123)] } },
    });
    ouvrir(`${BASE}/procedure-collective/503`, '');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificat de procédures collectives' }),
    ).toBeInTheDocument();
    const entreprise = screen.getByRole('region', { name: 'Entreprise' });
    expect(within(entreprise).getByRole('link', { name: 'ALPHA SOLUTIONS' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    expect(within(entreprise).getByText('552 100 554')).toBeInTheDocument();
    expect(
      screen.getByText('Le document sera disponible ici une fois la commande payée et délivrée.'),
    ).toBeInTheDocument();
    // The day came from the history.
    expect(api.appelsA(`GET /api/commandes/${REFERENCE}`)[0]?.recherche.get('date_commande')).toBe(JOUR);
  });

  it('says when the address names an article of another kind', async () => {
    apiFactice(routes(commandeFixture()));
    ouvrir(`${BASE}/procedure-collective/501`);
    expect(await screen.findByText('Article introuvable.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Entreprise' })).not.toBeInTheDocument();
  });
});
