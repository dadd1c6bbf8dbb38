/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { compteFixture } from '../../../lib/api/fixtures';
import { apiFactice, refus, type Appel } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../../test/session';
import { SessionController } from '../../session/session-controller';
import { groupeFixture, surveillanceFixture } from './fixtures';
import { Surveiller, type CibleSurveillance } from './surveiller';

const DUVAL: CibleSurveillance = { type: 'entreprise', id: 1042, nom: 'ATELIERS DUVAL & FILS' };
const MARTIN: CibleSurveillance = { type: 'personne', id: 300, nom: 'Claire MARTIN' };
const vue = (cible: CibleSurveillance) => (
  <>
    <SessionController path="/entreprise/ateliers-duval-fils/552100554/1042" />
    <Surveiller cible={cible} />
  </>
);

const routes = () => ({
  ...routesDuCompte(compteFixture()),
  'GET /api/favori/1': { corps: { groupes_favoris: [groupeFixture()] } },
});

async function ouvrir(nom = 'Surveiller cette entreprise') {
  const user = userEvent.setup();
  const bouton = await screen.findByRole('button', { name: nom });
  await waitFor(() => expect(bouton).toBeEnabled());
  await user.click(bouton);
  return { user, dialogue: screen.getByRole('dialog', { name: /^Surveiller / }) };
}

describe('« Surveiller » on the company and officer pages', () => {
  it('is one disabled button in the server’s HTML, the same for everyone', () => {
    const html = renderToString(
      <Provider store={createStore()}>
        <Surveiller cible={DUVAL} />
      </Provider>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Surveiller cette entreprise<\/button>/);
    expect(html).not.toContain('role="dialog"');
  });

  it('asks a visitor to sign in first, with the sign-in popup', async () => {
    const api = apiFactice({});
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    rendre(visiteur(), vue(DUVAL));
    const { user, dialogue } = await ouvrir();
    expect(dialogue).toHaveAccessibleName('Surveiller ATELIERS DUVAL & FILS');
    expect(dialogue).toHaveTextContent('La surveillance est réservée aux titulaires d’un compte client.');
    await user.click(within(dialogue).getByRole('button', { name: 'Se connecter' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'greffeo-connexion', expect.stringContaining('width=600'));
    open.mockRestore();
    expect(api.appels.filter((a) => a.chemin.startsWith('/api/surveillance'))).toHaveLength(0);
  });

  it('lets a signed-in user choose the folder and the domains, then says it is done', async () => {
    const api = apiFactice({
      ...routes(),
      'POST /api/surveillance': {
        status: 201,
        corps: surveillanceFixture({ groupe_favoris: { id: 3, libelle: 'Clients' } }),
      },
    });
    rendre(sessionStockee(), vue(DUVAL));
    const { user, dialogue } = await ouvrir();
    const groupe = await within(dialogue).findByLabelText('Groupe de favoris');
    await waitFor(() => expect(within(groupe).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(groupe, 'Clients');
    const domaines = within(dialogue).getByRole('group', { name: 'Domaines surveillés' });
    expect(within(domaines).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(domaines).getByRole('checkbox', { name: /^Registre, comptes et actes/ })).toBeChecked();
    await user.click(within(domaines).getByRole('checkbox', { name: /^Privilèges et nantissements/ }));
    await user.click(within(dialogue).getByRole('button', { name: 'Surveiller' }));
    expect(
      await within(dialogue).findByText('Vous surveillez désormais ATELIERS DUVAL & FILS, dans le groupe « Clients ».'),
    ).toBeInTheDocument();
    const [ouverture] = api.appelsA('POST /api/surveillance') as [Appel];
    expect(ouverture.corps).toEqual({
      id_entreprise: 1042,
      domaines: ['RCS_BILAN_ACTES', 'PRIVILEGES_ET_NANTISSEMENTS'],
      groupe_favoris_id: 3,
    });
    expect(ouverture.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(within(dialogue).getByRole('link', { name: 'Voir mes surveillances' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-surveillances',
    );
  });

  it('refuses no domain itself, and shows each refusal of the service in its words', async () => {
    const reponses = [
      refus(
        409,
        'Plafond atteint : un compte MEMBRE peut avoir au plus 1 surveillance active. Mettez fin à une surveillance pour en ouvrir une autre.',
      ),
      refus(409, 'Vous surveillez déjà cette entreprise.'),
      refus(403, 'Un compte membre ou abonné est nécessaire pour surveiller une entreprise ou une personne.'),
    ];
    const api = apiFactice({ ...routes(), 'POST /api/surveillance': () => reponses.shift() ?? { status: 500 } });
    rendre(sessionStockee(), vue(DUVAL));
    const { user, dialogue } = await ouvrir();
    await user.click(within(dialogue).getByRole('checkbox', { name: /^Registre, comptes et actes/ }));
    await user.click(within(dialogue).getByRole('button', { name: 'Surveiller' }));
    expect(within(dialogue).getByText('Choisissez au moins un domaine.')).toBeInTheDocument();
    expect(api.appelsA('POST /api/surveillance')).toHaveLength(0);
    await user.click(within(dialogue).getByRole('checkbox', { name: /^Actes/ }));
    for (const message of [
      'Plafond atteint : un compte MEMBRE peut avoir au plus 1 surveillance active. Mettez fin à une surveillance pour en ouvrir une autre.',
      'Vous surveillez déjà cette entreprise.',
      'Un compte membre ou abonné est nécessaire pour surveiller une entreprise ou une personne.',
    ]) {
      await user.click(within(dialogue).getByRole('button', { name: 'Surveiller' }));
      expect(await within(dialogue).findByRole('alert')).toHaveTextContent(
        `La surveillance n’a pas pu être ouverte : ${message}`,
      );
    }
    expect(api.appelsA('POST /api/surveillance').map((a) => a.corps)).toEqual(
      Array(3).fill({ id_entreprise: 1042, domaines: ['ACT'], groupe_favoris_id: null }),
    );
  });

  it('watches a person on RCS_BILAN_ACTES only', async () => {
    const api = apiFactice({
      ...routes(),
      'POST /api/surveillance': {
        status: 201,
        corps: surveillanceFixture({
          entreprise: null,
          personne_physique: { id: 300, nom: 'MARTIN', prenoms: 'Claire' },
        }),
      },
    });
    rendre(sessionStockee(), vue(MARTIN));
    const { user, dialogue } = await ouvrir('Surveiller cette personne');
    const cases = within(within(dialogue).getByRole('group', { name: 'Domaines surveillés' })).getAllByRole('checkbox');
    expect(cases).toHaveLength(1);
    expect(cases[0]).toBeChecked();
    expect(cases[0]).toBeDisabled();
    await user.click(within(dialogue).getByRole('button', { name: 'Surveiller' }));
    expect(await within(dialogue).findByText('Vous surveillez désormais Claire MARTIN.')).toBeInTheDocument();
    expect(api.appelsA('POST /api/surveillance')[0]?.corps).toEqual({
      id_personne_physique: 300,
      domaines: ['RCS_BILAN_ACTES'],
      groupe_favoris_id: null,
    });
  });
});
