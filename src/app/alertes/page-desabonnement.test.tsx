/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, sessionStockee, visiteur } from '../../test/session';
import { PageDesabonnement } from './page-desabonnement';

const POST = 'POST /api/alertes/desabonnement';
const JETON = '0b7f3a52-95c1-4c1e-9f59-3c3a0f0c1d2e.12.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const MESSAGE = 'Vous ne recevrez plus d’alertes par courriel pour ce compte client.';

describe('/alertes/desabonnement', () => {
  it('asks first, then unsubscribes with the token of the address, without the session’s token', async () => {
    const api = apiFactice({ [POST]: { corps: { mode: 'AUCUNE', message: MESSAGE } } });
    const user = userEvent.setup();
    rendre(sessionStockee(), <PageDesabonnement search={`?jeton=${encodeURIComponent(JETON)}`} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ne plus recevoir les alertes de surveillance par courriel ?' }),
    ).toBeInTheDocument();
    expect(api.appelsA(POST)).toHaveLength(0);
    attendreBasesAccessibilite();

    await user.click(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    const [appel] = api.appelsA(POST) as [Appel];
    expect(appel.recherche.get('jeton')).toBe(JETON);
    expect(appel.entetes.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choisir un autre mode d’alerte' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-surveillances#alertes',
    );
    expect(screen.queryByRole('button', { name: 'Ne plus recevoir ces alertes' })).toBeNull();
  });

  it('says in plain French that a bad or altered link is not valid', async () => {
    apiFactice({
      [POST]: refus(400, 'Requête invalide : query.jeton n’est pas un lien de désabonnement valide.', [
        { field: 'query.jeton', message: 'n’est pas un lien de désabonnement valide' },
      ]),
    });
    const user = userEvent.setup();
    rendre(visiteur(), <PageDesabonnement search="?jeton=nimporte-quoi" />);
    await user.click(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' }));
    const alerte = await screen.findByRole('alert');
    expect(alerte).toHaveTextContent('Ce lien n’est pas un lien de désabonnement valide.');
    expect(alerte).not.toHaveTextContent('query.jeton');
    expect(screen.getByRole('link', { name: 'Choisir mes alertes dans Mes surveillances' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-surveillances#alertes',
    );
  });

  it('lets the user try again when the service does not answer', async () => {
    const api = apiFactice({ [POST]: { status: 503, corps: { message: 'Indisponible' } } });
    const user = userEvent.setup();
    rendre(visiteur(), <PageDesabonnement search={`?jeton=${JETON}`} />);
    await user.click(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' }));
    expect(await screen.findByText('Le désabonnement n’a pas abouti : Une erreur est survenue.')).toBeInTheDocument();
    api.routes[POST] = { corps: { mode: 'AUCUNE', message: MESSAGE } };
    await user.click(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  });

  it('calls nothing for a link without its token', () => {
    const api = apiFactice({});
    rendre(visiteur(), <PageDesabonnement search="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de désabonnement est incomplet.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.appels).toHaveLength(0);
  });
});
