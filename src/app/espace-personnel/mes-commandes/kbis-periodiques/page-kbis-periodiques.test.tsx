/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../../../lib/api/fixtures';
import { kbisResumeFixture } from '../../../../lib/api/fixtures-kbis-periodiques';
import { prixFixture } from '../../../../lib/api/fixtures-panier';
import { attendreBasesAccessibilite } from '../../../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../../test/session';
import { SessionController } from '../../../session/session-controller';
import { EspacePersonnelApp, titreEspace } from '../../espace-personnel-app';

const CHEMIN = '/espace-personnel/mes-commandes/mes-kbis-periodiques';
const LISTE = 'GET /api/kbis_periodiques';
const vue = (search = '') => (
  <>
    <SessionController path={CHEMIN} />
    <EspacePersonnelApp pathname={CHEMIN} search={search} />
  </>
);
/** The cells of a row as the eye reads them (no-break spaces as spaces). */
const cellules = (ligne: HTMLElement) =>
  Array.from(ligne.querySelectorAll('th, td'), (c) => (c.textContent ?? '').replace(/\s+/gu, ' ').trim());

/** 13 subscriptions, newest first (ids 13 down to 1): the newest by post every 3 months, the 12th over. */
function liste(appel: Appel) {
  const offset = Number(appel.recherche.get('offset'));
  const limit = Number(appel.recherche.get('limit'));
  const ids = Array.from({ length: 13 }, (_, i) => 13 - i).slice(offset, offset + limit);
  return {
    corps: {
      total: 13,
      offset,
      limit,
      kbis_periodiques: ids.map((id) => {
        if (id === 13)
          return kbisResumeFixture(13, {
            id_entite: 77,
            siren: '732829320',
            denomination: 'BÊTA & CIE',
            format_diffusion: 'COURRIER',
            quantite: 2,
            periodicite: { frequence_mois: 3, duree_mois: 24 },
            nombre_envois: 8,
            envois_effectues: 1,
            prochain_envoi_le: '2026-03-01',
            prix_unitaire: prixFixture('3,97'),
          });
        if (id === 12)
          return kbisResumeFixture(12, {
            statut: 'TERMINE',
            libelle_statut: 'Terminé',
            envois_effectues: 12,
            prochain_envoi_le: null,
          });
        return kbisResumeFixture(id);
      }),
    },
  };
}

describe('/espace-personnel/mes-commandes/mes-kbis-periodiques', () => {
  it('lists the subscriptions: company and its page, format, periodicity in words, issues sent, next issue, status, detail', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), [LISTE]: liste });
    rendre(sessionStockee(), vue());
    const tableau = await screen.findByRole('table', { name: 'Vos Kbis périodiques (page 1 sur 2)' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes Kbis périodiques' })).toBeInTheDocument();
    const lignes = within(tableau).getAllByRole('row').slice(1);
    expect(lignes).toHaveLength(10);
    const [beta, termine, alpha] = lignes as [HTMLElement, HTMLElement, HTMLElement];
    expect(cellules(beta)).toEqual([
      'BÊTA & CIE SIREN 732 829 320',
      'Courrier (2 exemplaires)',
      'tous les 3 mois pendant 24 mois',
      '1 / 8',
      '1er mars 2026',
      'En cours',
      'Voir le détail du Kbis périodique n° 13, BÊTA & CIE',
    ]);
    expect(cellules(termine)).toEqual([
      'ALPHA SOLUTIONS SIREN 552 100 554',
      'Téléchargement',
      'tous les mois pendant 12 mois',
      '12 / 12',
      '—',
      'Terminé',
      'Voir le détail du Kbis périodique n° 12, ALPHA SOLUTIONS',
    ]);
    expect(cellules(alpha)).toContain('15 décembre 2026');
    expect(within(beta).getByRole('link', { name: 'BÊTA & CIE' })).toHaveAttribute(
      'href',
      '/entreprise/beta-cie/732829320/77',
    );
    expect(within(beta).getByRole('link', { name: /^Voir le détail/ })).toHaveAttribute('href', `${CHEMIN}/13`);
    expect(screen.getByText('13 Kbis périodiques')).toBeInTheDocument();

    const [lecture] = api.appelsA(LISTE) as [Appel];
    expect(lecture.recherche.get('offset')).toBe('0');
    expect(lecture.recherche.get('limit')).toBe('10');
    expect(lecture.recherche.has('statut')).toBe(false);
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer e30\./);

    const pagination = screen.getByRole('navigation', { name: 'Pages de vos Kbis périodiques' });
    expect(within(pagination).getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', `${CHEMIN}?page=2`);
    attendreBasesAccessibilite();
  });

  it('reads the page from the address, asks the service for that offset and moves back through its link', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), [LISTE]: liste });
    const { rerendre } = rendre(sessionStockee(), vue('?page=2'));
    const tableau = await screen.findByRole('table', { name: 'Vos Kbis périodiques (page 2 sur 2)' });
    expect(api.appelsA(LISTE).map((a) => a.recherche.get('offset'))).toEqual(['10']);
    expect(
      within(tableau)
        .getAllByRole('link', { name: /^Voir le détail/ })
        .map((l) => l.getAttribute('href')),
    ).toEqual([`${CHEMIN}/3`, `${CHEMIN}/2`, `${CHEMIN}/1`]);
    const pagination = screen.getByRole('navigation', { name: 'Pages de vos Kbis périodiques' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', CHEMIN);
    fireEvent.click(within(pagination).getByRole('link', { name: 'Précédent' }));
    expect(navigate).toHaveBeenCalledWith(CHEMIN, expect.anything());

    rerendre(vue());
    await screen.findByRole('table', { name: 'Vos Kbis périodiques (page 1 sur 2)' });
    await waitFor(() => expect(api.appelsA(LISTE).map((a) => a.recherche.get('offset'))).toEqual(['10', '0']));
  });

  it('explains what a periodic Kbis is when there is none, and leads to the company search', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      [LISTE]: { corps: { total: 0, offset: 0, limit: 10, kbis_periodiques: [] } },
    });
    rendre(sessionStockee(), vue());
    expect(await screen.findByText('Vous n’avez pas encore de Kbis périodique.')).toBeInTheDocument();
    expect(
      screen.getByText(/vous adresse automatiquement un extrait Kbis à jour d’une entreprise/),
    ).toBeInTheDocument();
    expect(screen.getByText(/choisissez « Kbis périodique » sur sa page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher une entreprise' })).toHaveAttribute(
      'href',
      '/recherche-entreprise-dirigeant/recherche-avancee',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded, and refuses an answer it cannot read', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), [LISTE]: refus(503, 'panne') });
    rendre(sessionStockee(), vue());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos Kbis périodiques n’ont pas pu être chargés.');
    // A subscription without its order: not shown as if it were whole.
    api.routes[LISTE] = {
      corps: { total: 1, offset: 0, limit: 10, kbis_periodiques: [{ ...kbisResumeFixture(1), commande: null }] },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(api.appelsA(LISTE)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos Kbis périodiques n’ont pas pu être chargés.');
    api.routes[LISTE] = liste;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'BÊTA & CIE' })).toBeInTheDocument();
  });

  it('is listed among the sections of the personal space and named in the router', async () => {
    apiFactice(routesDuCompte(compteFixture()));
    rendre(sessionStockee(), <EspacePersonnelApp pathname="/espace-personnel" />);
    const rubriques = await screen.findByRole('region', { name: 'Mes rubriques' });
    await waitFor(() =>
      expect(within(rubriques).getByRole('link', { name: /^Mes Kbis périodiques/ })).toHaveAttribute('href', CHEMIN),
    );
    expect(titreEspace(CHEMIN)).toBe('Mes Kbis périodiques');
    expect(titreEspace(`${CHEMIN}/`)).toBe('Mes Kbis périodiques');
    expect(titreEspace(`${CHEMIN}/42`)).toBe('Détail du Kbis périodique');
    expect(titreEspace(`${CHEMIN}/abc`)).toBe('Espace personnel');
  });
});
