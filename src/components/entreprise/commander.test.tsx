/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageShell } from '../../app/page-shell';
import { SessionController } from '../../app/session/session-controller';
import { compteFixture } from '../../lib/api/fixtures';
import { panierFixture, panierVideFixture } from '../../lib/api/fixtures-panier';
import { lireUidInvite } from '../../lib/panier/uid-invite';
import { apiFactice, refus } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { shellData } from '../shell/test-fixtures';
import { ficheDuval } from './entreprise.fixtures';
import { Commander, offresDe } from './commander';

jest.mock('../shell/use-shell-data', () => ({ useShellData: () => shellData }));

const tarifs = {
  KBIS: { ELEC: '3,20', COURRIER: '3,97' },
  COMPTES_ANNUELS: { ELEC: '11,70' },
  ACTE: { ELEC: '11,70' },
  ETAT_ENDETTEMENT: { ELEC: '49,14' },
  CERTIFICAT_PROCEDURES_COLLECTIVES: { ELEC: '3,90', COURRIER: '2,50' },
};

describe('order shortcuts of a company page', () => {
  it('offers the Kbis, the latest accounts and deed, the debt statement and the certificate, with the grid’s prices', () => {
    rendre(visiteur(), <Commander fiche={ficheDuval} tarifs={tarifs} />);
    const bloc = screen.getByRole('complementary', { name: 'Commander un document officiel' });
    const offres = within(bloc).getAllByRole('listitem');
    expect(offres.map((o) => within(o).getByRole('heading').textContent)).toEqual([
      'Extrait Kbis',
      'Derniers comptes annuels',
      'Dernier acte déposé',
      'État d’endettement',
      'Certificat relatif aux procédures collectives',
    ]);
    expect(offres[0]?.textContent).toContain('3,20\u00a0€ TTC, en PDF');
    expect(offres[1]).toHaveTextContent('Exercice clos le 31 décembre 2023');
    expect(offres[2]).toHaveTextContent('Procès-verbal d’assemblée générale, du 28 juin 2024.');
    expect(offres[3]?.textContent).toContain('49,14\u00a0€ TTC');
    expect(offres[4]).toHaveTextContent(
      'Atteste l’existence ou l’absence de procédure collective ouverte (certificat de non-faillite).',
    );
    expect(offres[4]?.textContent).toContain('3,90\u00a0€ TTC, en PDF');
  });

  it('shows no price rather than a wrong one when the grid could not be read', () => {
    rendre(visiteur(), <Commander fiche={ficheDuval} tarifs={null} />);
    expect(screen.getAllByText('Prix indiqué dans le panier')).toHaveLength(5);
  });

  it('offers nothing for a unit that is not registered at a greffe', () => {
    const sansRcs = { ...ficheDuval, entreprise: { ...ficheDuval.entreprise, numero_rcs: null } };
    expect(offresDe(sansRcs)).toEqual([]);
    const { container } = rendre(visiteur(), <Commander fiche={sansRcs} tarifs={tarifs} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('puts the document in the visitor’s basket (a uid is created) and the header’s dot appears', async () => {
    let panier = panierVideFixture();
    const api = apiFactice({
      'GET /api/paniers': () => ({ corps: panier }),
      'POST /api/paniers/articles': () => {
        panier = panierFixture();
        return { status: 201, corps: panier };
      },
    });
    rendre(
      visiteur(),
      <PageShell path="/entreprise/duval/552100554/1">
        <Commander fiche={ficheDuval} tarifs={tarifs} />
      </PageShell>,
    );
    const comptes = screen.getByRole('heading', { name: 'Derniers comptes annuels' }).closest('li') as HTMLElement;
    const bouton = within(comptes).getByRole('button', { name: 'Ajouter au panier' });
    await waitFor(() => expect(bouton).toBeEnabled());
    await userEvent.click(bouton);
    expect(await within(comptes).findByText(/Ajouté à votre panier/)).toBeInTheDocument();
    expect(within(comptes).getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/panier');
    const [ajout] = api.appelsA('POST /api/paniers/articles');
    const uid = lireUidInvite()?.uid;
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(ajout?.recherche.get('uid_invite')).toBe(uid);
    expect(ajout?.corps).toEqual({
      id_article_catalogue: 'COMPTES_ANNUELS',
      id_entite: ficheDuval.entreprise.id,
      id_document: 401,
      diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
    });
    expect(ajout?.entetes.get('authorization')).toBeNull();
    expect((await screen.findAllByTestId('basket-dot')).length).toBeGreaterThan(0);
  });

  it('puts the certificate relating to collective proceedings of this company in the signed-in user’s basket', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/paniers': { corps: panierVideFixture() },
      'POST /api/paniers/articles': { status: 201, corps: panierFixture() },
    });
    rendre(
      sessionStockee(),
      <>
        <SessionController path="/entreprise/duval/552100554/1" />
        <Commander fiche={ficheDuval} tarifs={tarifs} />
      </>,
    );
    const certificat = screen
      .getByRole('heading', { name: 'Certificat relatif aux procédures collectives' })
      .closest('li') as HTMLElement;
    const bouton = within(certificat).getByRole('button', { name: 'Ajouter au panier' });
    await waitFor(() => expect(bouton).toBeEnabled());
    await userEvent.click(bouton);
    expect(await within(certificat).findByText(/Ajouté à votre panier/)).toBeInTheDocument();
    const [ajout] = api.appelsA('POST /api/paniers/articles');
    expect(ajout?.corps).toEqual({
      id_article_catalogue: 'CERTIFICAT_PROCEDURES_COLLECTIVES',
      id_entite: ficheDuval.entreprise.id,
      diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
    });
    expect(ajout?.recherche.has('uid_invite')).toBe(false);
    expect(ajout?.entetes.get('authorization')).toMatch(/^Bearer /);
  });

  it('says why in French when the service refuses', async () => {
    apiFactice({
      'GET /api/paniers': { corps: panierVideFixture() },
      'POST /api/paniers/articles': refus(
        400,
        'Requête invalide : body.id_entite ne correspond à aucune entreprise du registre.',
      ),
    });
    rendre(visiteur(), <Commander fiche={ficheDuval} tarifs={tarifs} />);
    const bouton = screen.getAllByRole('button', { name: 'Ajouter au panier' })[0] as HTMLElement;
    await waitFor(() => expect(bouton).toBeEnabled());
    await userEvent.click(bouton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Requête invalide : body.id_entite ne correspond à aucune entreprise du registre.',
    );
  });
});
