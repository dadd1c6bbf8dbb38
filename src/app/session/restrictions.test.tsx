/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { shellData } from '../../components/shell/test-fixtures';
import { compteFixture } from '../../lib/api/fixtures';
import type { CompteClient, Position } from '@portail/contrat/comptes-clients';
import { apiFactice } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../test/session';
import { PageShell } from '../page-shell';
import { SessionController } from './session-controller';

jest.mock('../../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

const ACCUEIL = '/espace-personnel';
const AUTORISEES = [
  '/espace-personnel',
  '/espace-personnel/',
  '/selection-compte-client',
  '/espace-personnel/mes-informations',
];

/** Lets the session load the user and the accounts, then tells where it sent the user. */
async function visiter(compte: CompteClient, chemins: string[]) {
  const api = apiFactice(routesDuCompte(compte));
  const vue = rendre(sessionStockee(), <SessionController path={chemins[0] as string} />);
  await waitFor(() => expect(api.appelsA('GET /api/comptes_clients/selectionne')).toHaveLength(1));
  const destinations: Array<string | null> = [];
  for (const [i, chemin] of chemins.entries()) {
    if (i > 0) vue.rerendre(<SessionController path={chemin} />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    destinations.push(
      (navigate as jest.Mock).mock.calls.length ? ((navigate as jest.Mock).mock.calls[0][0] as string) : null,
    );
    (navigate as jest.Mock).mockClear();
  }
  return destinations;
}

describe('blocked accounts (position RADIE, INTERDIT, SUSPENDU)', () => {
  it.each(['RADIE', 'INTERDIT', 'SUSPENDU'] as const)(
    'sends a %s account to the personal-space home from other pages',
    async (position) => {
      const compte = compteFixture({ position });
      expect(
        await visiter(compte, [
          '/panier',
          '/espace-personnel/mon-entreprise',
          '/recherche-entreprise-dirigeant/recherche-avancee',
        ]),
      ).toEqual([ACCUEIL, ACCUEIL, ACCUEIL]);
    },
  );

  it.each(['RADIE', 'INTERDIT', 'SUSPENDU'] as const)(
    'leaves a %s account on the home, selection and information pages',
    async (position) => {
      expect(await visiter(compteFixture({ position }), AUTORISEES)).toEqual(AUTORISEES.map(() => null));
    },
  );

  it('lets an open account go anywhere', async () => {
    expect(
      await visiter(compteFixture({ position: 'OUVERT' }), ['/panier', '/espace-personnel/mon-entreprise']),
    ).toEqual([null, null]);
  });
});

describe('web-service offers', () => {
  it.each(['WS', 'WS_INTEG', 'WS_INTEG, WS'])(
    'restricts « %s » without the offer 14 to the home, selection and information pages',
    async (offres) => {
      const compte = compteFixture({ offres_de_service: offres });
      expect(await visiter(compte, ['/panier', ...AUTORISEES, '/espace-personnel/demande-desabonnement'])).toEqual([
        ACCUEIL,
        ...AUTORISEES.map(() => null),
        ACCUEIL,
      ]);
    },
  );

  it('does not restrict a web-service account that also has the portal offer 14', async () => {
    expect(await visiter(compteFixture({ offres_de_service: 'WS,14' }), ['/panier'])).toEqual([null]);
  });
});

describe('search of a blocked account', () => {
  const rechercher = () => screen.getAllByRole('button', { name: 'Rechercher', hidden: true });

  async function shell(position: Position) {
    const api = apiFactice(routesDuCompte(compteFixture({ position })));
    rendre(sessionStockee(), <PageShell path="/espace-personnel">{<h1>Mon espace personnel</h1>}</PageShell>);
    await waitFor(() => expect(api.appelsA('GET /api/comptes_clients/selectionne')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }

  it('disables the search submit once the selected account turns out to be INTERDIT', async () => {
    await shell('INTERDIT');
    expect(rechercher().length).toBeGreaterThan(0);
    for (const bouton of rechercher()) expect(bouton).toBeDisabled();
  });

  it.each(['OUVERT', 'RADIE', 'SUSPENDU'] as const)(
    'keeps the search submit of a %s account enabled',
    async (position) => {
      await shell(position);
      for (const bouton of rechercher()) expect(bouton).toBeEnabled();
    },
  );
});
