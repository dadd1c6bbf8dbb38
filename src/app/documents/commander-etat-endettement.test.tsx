/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SynthesesArticles } from '@portail/contrat/paniers';
import { compteFixture } from '../../lib/api/fixtures';
import { panierFixture, panierVideFixture, prixFixture } from '../../lib/api/fixtures-panier';
import { lireUidInvite } from '../../lib/panier/uid-invite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { CommanderEtatEndettement, TITRE_ETAT_ENDETTEMENT } from './commander-etat-endettement';
import { MESSAGES_DEBITEUR } from './debiteur';

const PAR_SIREN = 'POST /api/paniers/etats_endettement/debiteurs';
const APPROCHE = 'POST /api/paniers/etats_endettement/debiteurs_approches';
const GRILLE = 'GET /api/grilles_tarifaires/PUBLIC/syntheses_articles';

const SYNTHESES: SynthesesArticles = {
  grille_tarifaire: { code: 'PUBLIC', libelle: 'Public' },
  date: '2026-11-25',
  articles: [
    {
      id_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR',
      type: 'ETAT_ENDETTEMENT_DEBITEUR',
      libelle: 'État d’endettement par débiteur',
      code_produit: '0059',
      ancien_code_produit: 'PN',
      sous_articles: [
        {
          id_sous_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR_ELEC',
          libelle: 'État d’endettement électronique',
          format_diffusion: 'ELEC',
          prix: prixFixture('49,14', '40,95', '8,19'),
          tarif: null,
        },
        {
          id_sous_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR_COURRIER',
          libelle: 'État d’endettement par courrier',
          format_diffusion: 'COURRIER',
          prix: prixFixture('48,31', '40,26', '8,05'),
          tarif: null,
        },
      ],
    },
  ],
};

const bloc = () => screen.getByRole('region', { name: TITRE_ETAT_ENDETTEMENT });
const dans = () => within(bloc());
const format = (nom: RegExp) => dans().getByRole('checkbox', { name: nom });
const siren = () => dans().getByRole('textbox', { name: 'Numéro SIREN du débiteur' });
const nom = () => dans().getByRole('textbox', { name: 'Nom ou dénomination du débiteur' });
const departement = () => dans().getByRole('combobox', { name: 'Département du débiteur' });
const sansSiren = () => fireEvent.click(dans().getByRole('radio', { name: 'Sans SIREN : nom et département' }));
const saisir = (champ: HTMLElement, valeur: string) => fireEvent.change(champ, { target: { value: valeur } });

async function ajouter() {
  const bouton = dans().getByRole('button', { name: 'Ajouter au panier' });
  await waitFor(() => expect(bouton).toBeEnabled());
  fireEvent.click(bouton);
}

describe('« Commander l’état d’endettement d’un débiteur »', () => {
  it('offers both ways to designate the debtor, and each format with the public grid’s price', async () => {
    apiFactice({ [GRILLE]: { corps: SYNTHESES } });
    rendre(visiteur(), <CommanderEtatEndettement />);
    expect(dans().getByRole('radio', { name: 'Par numéro SIREN' })).toBeChecked();
    expect(siren()).toHaveAccessibleDescription('9 chiffres, par exemple 552 100 554.');
    expect(dans().queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(format(/^Électronique/)).toHaveAccessibleName(/49,14\s€ TTC$/u));
    expect(format(/^Électronique/)).toBeChecked();
    expect(format(/^Par courrier/)).toHaveAccessibleName(/48,31\s€ TTC$/u);
    expect(format(/^Par courrier/)).not.toBeChecked();

    sansSiren();
    expect(dans().queryByRole('textbox', { name: 'Numéro SIREN du débiteur' })).not.toBeInTheDocument();
    expect(nom()).toBeInTheDocument();
    const options = within(departement()).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Choisissez un département');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(
      expect.arrayContaining(['01', '2A', '2B', '75', '971', '976']),
    );
    expect(within(departement()).getByRole('option', { name: '2A – Corse-du-Sud' })).toBeInTheDocument();
  });

  it('checks the SIREN in the browser, its key included, and says why next to the field', async () => {
    const api = apiFactice({ [GRILLE]: { corps: SYNTHESES } });
    rendre(visiteur(), <CommanderEtatEndettement />);
    await ajouter();
    expect(siren()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES_DEBITEUR.sirenVide));
    expect(siren()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(siren()).toHaveFocus());

    saisir(siren(), '55210');
    expect(siren()).not.toHaveAttribute('aria-invalid');
    await ajouter();
    expect(siren()).toHaveAccessibleDescription(expect.stringContaining('Le numéro SIREN comporte 9 chiffres.'));

    saisir(siren(), '552 100 555');
    await ajouter();
    expect(siren()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES_DEBITEUR.sirenCle));
    expect(api.appelsA(PAR_SIREN)).toHaveLength(0);
  });

  it('puts the statement of a SIREN in the visitor’s basket, then offers the basket', async () => {
    const api = apiFactice({
      [GRILLE]: { corps: SYNTHESES },
      'GET /api/paniers': { corps: panierVideFixture() },
      [PAR_SIREN]: { status: 201, corps: panierFixture() },
    });
    rendre(visiteur(), <CommanderEtatEndettement />);
    saisir(siren(), ' 552 100 554 ');
    await ajouter();
    expect(await dans().findByText(/L’état d’endettement du débiteur a été ajouté à votre panier/)).toBeInTheDocument();
    expect(dans().getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/panier');
    const [ajout] = api.appelsA(PAR_SIREN) as [Appel];
    expect(ajout.corps).toEqual({ siren: '552100554', diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }] });
    expect(ajout.recherche.get('uid_invite')).toBe(lireUidInvite()?.uid);
    expect(ajout.entetes.get('authorization')).toBeNull();
    expect(api.appelsA(APPROCHE)).toHaveLength(0);
  });

  it('asks for a name and a département without SIREN, then orders both formats in the signed-in user’s basket', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [GRILLE]: { corps: SYNTHESES },
      'GET /api/paniers': { corps: panierVideFixture() },
      [APPROCHE]: { status: 201, corps: panierFixture() },
    });
    rendre(
      sessionStockee(),
      <>
        <SessionController path="/kbis-documents/etat-endettement" />
        <CommanderEtatEndettement />
      </>,
    );
    sansSiren();
    fireEvent.click(format(/^Électronique/));
    await ajouter();
    expect(nom()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES_DEBITEUR.nomVide));
    expect(departement()).toHaveAccessibleDescription(MESSAGES_DEBITEUR.departement);
    expect(dans().getByText(MESSAGES_DEBITEUR.formats)).toBeInTheDocument();
    await waitFor(() => expect(nom()).toHaveFocus());

    saisir(nom(), 'MARTIN <b>');
    await ajouter();
    expect(nom()).toHaveAccessibleDescription(expect.stringContaining('Les caractères spéciaux ne sont pas autorisés'));
    saisir(nom(), 'M'.repeat(71));
    await ajouter();
    expect(nom()).toHaveAccessibleDescription(expect.stringContaining('Limité à 70 caractères.'));
    expect(api.appelsA(APPROCHE)).toHaveLength(0);

    saisir(nom(), '  Boulangerie   Martin ');
    fireEvent.change(departement(), { target: { value: '2A' } });
    fireEvent.click(format(/^Électronique/));
    fireEvent.click(format(/^Par courrier/));
    await ajouter();
    expect(await dans().findByRole('link', { name: 'Voir mon panier' })).toBeInTheDocument();
    const [ajout] = api.appelsA(APPROCHE) as [Appel];
    expect(ajout.corps).toEqual({
      nom: 'Boulangerie Martin',
      departement: '2A',
      diffusions: [
        { format_diffusion: 'ELEC', quantite: 1 },
        { format_diffusion: 'COURRIER', quantite: 1 },
      ],
    });
    expect(ajout.recherche.has('uid_invite')).toBe(false);
    expect(ajout.entetes.get('authorization')).toMatch(/^Bearer /);
    expect(api.appelsA(PAR_SIREN)).toHaveLength(0);
  });

  it('shows the service’s 400 under the field it names, as a sentence', async () => {
    apiFactice({
      [GRILLE]: { corps: SYNTHESES },
      [PAR_SIREN]: refus(
        400,
        "Requête invalide : body.siren n'est pas un numéro SIREN valide (clé de contrôle incorrecte).",
        [{ field: 'body.siren', message: "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)" }],
      ),
      [APPROCHE]: refus(400, 'Requête invalide : body.departement doit être un code de département.', [
        {
          field: 'body.departement',
          message: 'doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989)',
        },
      ]),
    });
    rendre(visiteur(), <CommanderEtatEndettement />);
    saisir(siren(), '732829320');
    await ajouter();
    await waitFor(() =>
      expect(siren()).toHaveAccessibleDescription(
        expect.stringContaining('Ce numéro n’est pas un numéro SIREN valide (clé de contrôle incorrecte).'),
      ),
    );
    expect(siren()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(siren()).toHaveFocus());
    expect(dans().queryByRole('alert')).not.toBeInTheDocument();

    sansSiren();
    saisir(nom(), 'Boulangerie Martin');
    fireEvent.change(departement(), { target: { value: '75' } });
    await ajouter();
    await waitFor(() =>
      expect(departement()).toHaveAccessibleDescription(
        'Ce département doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989).',
      ),
    );
    expect(departement()).toHaveAttribute('aria-invalid', 'true');
    expect(nom()).not.toHaveAttribute('aria-invalid');
    expect(dans().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal that names no field of the form below the button, and still orders without the grid', async () => {
    const api = apiFactice({
      [GRILLE]: refus(503, 'indisponible'),
      [PAR_SIREN]: refus(400, 'Requête invalide : body.diffusions doit contenir au moins 1 élément.', [
        { field: 'body.diffusions', message: 'doit contenir au moins 1 élément' },
      ]),
    });
    rendre(visiteur(), <CommanderEtatEndettement />);
    expect(await dans().findByText('Prix indiqué dans le panier.')).toBeInTheDocument();
    expect(format(/^Par courrier/)).toBeEnabled();
    saisir(siren(), '552100554');
    await ajouter();
    expect(await dans().findByRole('alert')).toHaveTextContent(
      'Requête invalide : body.diffusions doit contenir au moins 1 élément.',
    );
    expect(siren()).not.toHaveAttribute('aria-invalid');
    expect(api.appelsA(PAR_SIREN)).toHaveLength(1);
  });

  it('offers no format the grid has no price for', async () => {
    const sansCourrier: SynthesesArticles = {
      ...SYNTHESES,
      articles: SYNTHESES.articles.map((a) => ({
        ...a,
        sous_articles: a.sous_articles.map((s) => (s.format_diffusion === 'COURRIER' ? { ...s, prix: null } : s)),
      })),
    };
    apiFactice({ [GRILLE]: { corps: sansCourrier } });
    rendre(visiteur(), <CommanderEtatEndettement />);
    await waitFor(() => expect(format(/^Par courrier/)).toBeDisabled());
    expect(format(/^Par courrier/)).toHaveAccessibleName('Par courrier — indisponible');
  });
});
