/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { panierFixture, panierVideFixture } from '../../lib/api/fixtures-panier';
import { compteFixture } from '../../lib/api/fixtures';
import { lireUidInvite } from '../../lib/panier/uid-invite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { MESSAGE_SANS_FORMAT } from '../commande/commande';
import { CommanderEtatGages } from './commander-etat-gages';
import type { Criteres } from './criteres';
import { SYNTHESES } from './fixtures';

const AJOUT = 'POST /api/paniers/gages';
const GRILLE = 'GET /api/grilles_tarifaires/PUBLIC/syntheses_articles';
const PAR_SIREN: Criteres = { constituant: { siren: '552100554' }, greffe: '7501', radies: true };
const PAR_NOM: Criteres = { constituant: { nom: 'Boulangerie Martin' }, greffe: '', radies: false };
const PARIS = { code: '7501', nom: 'Paris' };

const bloc = () => screen.getByRole('region', { name: 'Commander l’état des inscriptions' });
const format = (nom: RegExp) => within(bloc()).getByRole('checkbox', { name: nom });
const ajouter = () => fireEvent.click(within(bloc()).getByRole('button', { name: 'Ajouter au panier' }));

describe('« Commander l’état des inscriptions »', () => {
  it('says what the certificate holds, and shows each format with the public grid’s price', async () => {
    apiFactice({ [GRILLE]: { corps: SYNTHESES } });
    rendre(visiteur(), <CommanderEtatGages criteres={PAR_SIREN} greffe={PARIS} />);
    expect(bloc()).toHaveTextContent(
      'au jour de sa délivrance, pour le SIREN 552 100 554, au greffe de Paris : les inscriptions en vigueur ce jour-là, ou « Néant » s’il n’y en a aucune.',
    );
    await waitFor(() => expect(format(/^Électronique/)).toHaveAccessibleName(/49,14\s€ TTC$/u));
    expect(format(/^Électronique/)).toBeChecked();
    expect(format(/^Par courrier/)).toHaveAccessibleName(/49,91\s€ TTC$/u);
    expect(format(/^Par courrier/)).not.toBeChecked();
  });

  it('puts the certificate of a SIREN at a greffe in the visitor’s basket, in both formats, then offers the basket', async () => {
    const api = apiFactice({
      [GRILLE]: { corps: SYNTHESES },
      'GET /api/paniers': { corps: panierVideFixture() },
      [AJOUT]: { status: 201, corps: panierFixture() },
    });
    rendre(visiteur(), <CommanderEtatGages criteres={PAR_SIREN} greffe={PARIS} />);
    await waitFor(() => expect(format(/^Par courrier/)).toHaveAccessibleName(/49,91/u));
    fireEvent.click(format(/^Par courrier/));
    ajouter();
    expect(await within(bloc()).findByText(/L’état des inscriptions a été ajouté à votre panier/)).toBeInTheDocument();
    expect(within(bloc()).getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/panier');
    const [ajout] = api.appelsA(AJOUT) as [Appel];
    // The certificate covers the inscriptions in force: « radiées » is a search option, not sent.
    expect(ajout.corps).toEqual({
      siren: '552100554',
      code_greffe: '7501',
      diffusions: [
        { format_diffusion: 'ELEC', quantite: 1 },
        { format_diffusion: 'COURRIER', quantite: 1 },
      ],
    });
    expect(ajout.recherche.get('uid_invite')).toBe(lireUidInvite()?.uid);
    expect(ajout.entetes.get('authorization')).toBeNull();
  });

  it('orders by name, for every greffe, in the signed-in user’s basket', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [GRILLE]: { corps: SYNTHESES },
      'GET /api/paniers': { corps: panierVideFixture() },
      [AJOUT]: { status: 201, corps: panierFixture() },
    });
    rendre(
      sessionStockee(),
      <>
        <SessionController path="/services/recherche-gage-sans-depossession" />
        <CommanderEtatGages criteres={PAR_NOM} greffe={null} />
      </>,
    );
    expect(bloc()).toHaveTextContent('pour le nom « Boulangerie Martin », dans tous les greffes');
    ajouter();
    await within(bloc()).findByRole('link', { name: 'Voir mon panier' });
    const [ajout] = api.appelsA(AJOUT) as [Appel];
    expect(ajout.corps).toEqual({
      nom: 'Boulangerie Martin',
      diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
    });
    expect(ajout.recherche.has('uid_invite')).toBe(false);
    expect(ajout.entetes.get('authorization')).toMatch(/^Bearer /);
  });

  it('asks for a format before sending anything, and says why in French when the service refuses', async () => {
    const api = apiFactice({
      [GRILLE]: { corps: SYNTHESES },
      [AJOUT]: refus(400, 'Requête invalide : body.siren n’est pas un numéro SIREN valide.'),
    });
    rendre(visiteur(), <CommanderEtatGages criteres={PAR_SIREN} greffe={PARIS} />);
    fireEvent.click(format(/^Électronique/));
    ajouter();
    expect(await within(bloc()).findByText(MESSAGE_SANS_FORMAT.replace(/\s+/gu, ' '))).toBeInTheDocument();
    expect(format(/^Électronique/)).toHaveFocus();
    expect(format(/^Électronique/)).toHaveAccessibleDescription(MESSAGE_SANS_FORMAT);
    expect(api.appelsA(AJOUT)).toHaveLength(0);

    fireEvent.click(format(/^Électronique/));
    expect(within(bloc()).queryByText(MESSAGE_SANS_FORMAT.replace(/\s+/gu, ' '))).not.toBeInTheDocument();
    ajouter();
    expect(await within(bloc()).findByRole('alert')).toHaveTextContent(
      'Requête invalide : body.siren n’est pas un numéro SIREN valide.',
    );
  });

  it('offers no format the grid has no price for, and still orders when the grid cannot be read', async () => {
    const sansCourrier = {
      ...SYNTHESES,
      articles: SYNTHESES.articles.map((a) => ({
        ...a,
        sous_articles: a.sous_articles.map((s) => (s.format_diffusion === 'COURRIER' ? { ...s, prix: null } : s)),
      })),
    };
    apiFactice({ [GRILLE]: { corps: sansCourrier } });
    const vue = rendre(visiteur(), <CommanderEtatGages criteres={PAR_SIREN} greffe={PARIS} />);
    await waitFor(() => expect(format(/^Par courrier/)).toBeDisabled());
    expect(format(/^Par courrier/)).toHaveAccessibleName('Par courrier — indisponible');
    vue.unmount();

    apiFactice({ [GRILLE]: refus(503, 'indisponible') });
    rendre(visiteur(), <CommanderEtatGages criteres={PAR_SIREN} greffe={PARIS} />);
    expect(await within(bloc()).findByText('Prix indiqué dans le panier.')).toBeInTheDocument();
    expect(format(/^Électronique/)).toBeEnabled();
    expect(format(/^Par courrier/)).toBeEnabled();
  });
});
