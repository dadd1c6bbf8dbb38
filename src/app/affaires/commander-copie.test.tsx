/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { compteFixture } from '../../lib/api/fixtures';
import { panierFixture, panierVideFixture } from '../../lib/api/fixtures-panier';
import { lireUidInvite } from '../../lib/panier/uid-invite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import type { AffaireData } from './chargement';
import { MESSAGE_SANS_FORMAT } from '../commande/commande';
import { affaireFixture, jugement } from './fixtures';
import { VueAffaire } from './vue-affaire';

const AJOUT = 'POST /api/paniers/affaires';
const PRIX = { ELEC: '5,46', COURRIER: '4,06' };
const donnees = (surcharge: Partial<AffaireData> = {}): AffaireData => ({
  affaire: affaireFixture(),
  typeTribunal: 'Tribunal des activités économiques',
  prix: PRIX,
  ...surcharge,
});

const bloc = () => screen.getByRole('region', { name: 'Commander une copie du jugement du 12 mars 2025' });
const format = (nom: RegExp) => within(bloc()).getByRole('checkbox', { name: nom });
const ajouter = () => fireEvent.click(within(bloc()).getByRole('button', { name: /^Ajouter au panier/ }));

describe('« Commander une copie » of a decision', () => {
  it('shows each format with the public grid’s price, the electronic copy chosen', () => {
    apiFactice({});
    rendre(visiteur(), <VueAffaire {...donnees()} />);
    expect(format(/^Électronique/)).toHaveAccessibleName('Électronique (PDF à télécharger) — 5,46\u00a0€ TTC');
    expect(format(/^Électronique/)).toBeChecked();
    expect(format(/^Par courrier/)).toHaveAccessibleName('Par courrier — 4,06\u00a0€ TTC');
    expect(format(/^Par courrier/)).not.toBeChecked();
    expect(within(bloc()).getByRole('button', { name: /^Ajouter au panier/ })).toHaveAccessibleName(
      'Ajouter au panier la copie du jugement du 12 mars 2025',
    );
  });

  it('puts the copy of that decision in the visitor’s basket, filed under the defendant, then offers the basket', async () => {
    const api = apiFactice({
      'GET /api/paniers': { corps: panierVideFixture() },
      [AJOUT]: { status: 201, corps: panierFixture() },
    });
    rendre(visiteur(), <VueAffaire {...donnees()} />);
    fireEvent.click(format(/^Par courrier/));
    ajouter();
    expect(
      await within(bloc()).findByText(/La copie du jugement du 12 mars 2025 a été ajoutée à votre panier/),
    ).toBeInTheDocument();
    expect(within(bloc()).getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/panier');
    const [ajout] = api.appelsA(AJOUT) as [Appel];
    expect(ajout.corps).toEqual({
      code_greffe: '7501',
      numero_affaire: '2024F00012',
      id_decision: jugement.id,
      id_entite: 13,
      diffusions: [
        { format_diffusion: 'ELEC', quantite: 1 },
        { format_diffusion: 'COURRIER', quantite: 1 },
      ],
    });
    expect(ajout.recherche.get('uid_invite')).toBe(lireUidInvite()?.uid);
    expect(ajout.entetes.get('authorization')).toBeNull();
  });

  it('orders the decision chosen among several, in the signed-in user’s basket, without a company when no registry company is defendant', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/paniers': { corps: panierVideFixture() },
      [AJOUT]: { status: 201, corps: panierFixture() },
    });
    const affaire = affaireFixture({
      parties: affaireFixture().parties.map((p) =>
        p.role.code === 'DEFENDEUR' ? { ...p, nom: 'DELTA DISTRIBUTION', siren: null, id_entite: null } : p,
      ),
      decisions: [
        {
          id: 10,
          date: '2024-06-03',
          type: { code: 'ORDONNANCE', libelle: 'Ordonnance' },
          libelle: 'Ordonnance de mise en état',
          dispositif: 'Fixe le calendrier de procédure.',
        },
        jugement,
      ],
    });
    rendre(
      sessionStockee(),
      <>
        <SessionController path="/services/detail-affaire/1" />
        <VueAffaire {...donnees({ affaire })} />
      </>,
    );
    const ordonnance = screen.getByRole('region', { name: 'Commander une copie de l’ordonnance du 3 juin 2024' });
    fireEvent.click(within(ordonnance).getByRole('button', { name: /^Ajouter au panier/ }));
    await within(ordonnance).findByRole('link', { name: 'Voir mon panier' });
    const [ajout] = api.appelsA(AJOUT) as [Appel];
    expect(ajout.corps).toEqual({
      code_greffe: '7501',
      numero_affaire: '2024F00012',
      id_decision: 10,
      diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
    });
    expect(ajout.recherche.has('uid_invite')).toBe(false);
    expect(ajout.entetes.get('authorization')).toMatch(/^Bearer /);
    // The other decision's block did not move.
    expect(within(bloc()).queryByRole('link', { name: 'Voir mon panier' })).not.toBeInTheDocument();
  });

  it('asks for a format before sending anything, and says why in French when the service refuses', async () => {
    const api = apiFactice({
      [AJOUT]: refus(
        400,
        'Requête invalide : body.numero_affaire aucune décision n’a encore été rendue dans cette affaire : il n’y a rien à copier.',
      ),
    });
    rendre(visiteur(), <VueAffaire {...donnees()} />);
    fireEvent.click(format(/^Électronique/));
    ajouter();
    expect(await within(bloc()).findByText(MESSAGE_SANS_FORMAT.replace(/\s+/gu, ' '))).toBeInTheDocument();
    expect(format(/^Électronique/)).toHaveFocus();
    expect(format(/^Électronique/)).toHaveAccessibleDescription(MESSAGE_SANS_FORMAT);
    expect(api.appelsA(AJOUT)).toHaveLength(0);

    fireEvent.click(format(/^Électronique/));
    ajouter();
    expect(await within(bloc()).findByRole('alert')).toHaveTextContent(
      'aucune décision n’a encore été rendue dans cette affaire',
    );
  });

  it('offers no format the grid has no price for, and orders without prices when the grid could not be read', () => {
    apiFactice({});
    const vue = rendre(visiteur(), <VueAffaire {...donnees({ prix: { ELEC: '5,46' } })} />);
    expect(format(/^Par courrier/)).toBeDisabled();
    expect(format(/^Par courrier/)).toHaveAccessibleName('Par courrier — indisponible');
    vue.unmount();

    rendre(visiteur(), <VueAffaire {...donnees({ prix: null })} />);
    expect(within(bloc()).getByText('Prix indiqué dans le panier.')).toBeInTheDocument();
    expect(format(/^Électronique/)).toHaveAccessibleName('Électronique (PDF à télécharger)');
    expect(format(/^Par courrier/)).toBeEnabled();
  });
});
