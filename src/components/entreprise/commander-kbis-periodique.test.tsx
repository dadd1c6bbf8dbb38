/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { SessionController } from '../../app/session/session-controller';
import { compteFixture } from '../../lib/api/fixtures';
import { commandeFixture, JOUR, REFERENCE } from '../../lib/api/fixtures-commandes';
import { hydrateAuthAtom } from '../../state/auth';
import { apiFactice, refus, type Appel, type ReponseFactice } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { Commander } from './commander';
import { ficheDuval } from './entreprise.fixtures';
import type { TarifsCommande } from './server';

const CHEMIN = '/entreprise/ateliers-duval-fils/552100554/1042';
const CREATION = 'POST /api/kbis_periodiques';
const tarifs: TarifsCommande = {
  KBIS: { ELEC: '3,20', COURRIER: '3,97' },
  COMPTES_ANNUELS: { ELEC: '11,70' },
  ACTE: { ELEC: '11,70' },
  ETAT_ENDETTEMENT: { ELEC: '49,14' },
};

/** The offer of the company page, for a signed-in user (the session's bearer token on every call). */
const connecte = (t: TarifsCommande | null = tarifs) =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path={CHEMIN} />
      <Commander fiche={ficheDuval} tarifs={t} />
    </>,
  );

const offre = () => screen.getByRole('region', { name: 'Kbis périodique' });
const lu = (texte: string) => (contenu: string) => contenu.replace(/\s+/gu, ' ').trim() === texte;
const options = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (o) => o.textContent);

describe('« Kbis périodique » on a registered company’s page', () => {
  it('tells a visitor it needs an account, and opens the sign-in popup from its button', async () => {
    const api = apiFactice({});
    const ouvrir = jest.spyOn(window, 'open').mockReturnValue(null);
    const store = visiteur();
    rendre(store, <Commander fiche={ficheDuval} tarifs={tarifs} />);
    const bloc = screen.getByRole('complementary', { name: 'Commander un document officiel' });
    const region = within(bloc).getByRole('region', { name: 'Kbis périodique' });
    expect(region).toHaveTextContent('réservé aux titulaires d’un compte client');
    expect(within(region).getByText(lu('3,20 € TTC par envoi, en PDF'))).toBeInTheDocument();
    // Until the stored session is read, a click could not tell a visitor from a signed-in user.
    const bouton = within(region).getByRole('button', { name: 'Se connecter pour commander' });
    expect(bouton).toBeDisabled();
    act(() => store.set(hydrateAuthAtom));
    expect(bouton).toBeEnabled();
    expect(bouton).toHaveAccessibleDescription(/Connectez-vous pour le commander/);
    expect(within(region).queryByRole('combobox')).not.toBeInTheDocument();

    fireEvent.click(bouton);
    await act(async () => undefined);
    expect(ouvrir).toHaveBeenCalledWith('about:blank', 'greffeo-connexion', expect.stringContaining('width=600'));
    expect(api.appelsA(CREATION)).toHaveLength(0);
    ouvrir.mockRestore();
  });

  it('is rendered on the server as the visitor’s offer, its button waiting for the browser', () => {
    const html = renderToString(<Commander fiche={ficheDuval} tarifs={tarifs} />);
    expect(html).toContain('<h3 id="commander-kbis-periodique">Kbis périodique</h3>');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Se connecter pour commander<\/button>/);
    expect(html).not.toContain('<select');
  });

  it('offers a signed-in user the rhythms, the durations that are multiples of it and the format, with the estimate', async () => {
    apiFactice(routesDuCompte(compteFixture()));
    connecte();
    const frequence = await screen.findByRole('combobox', { name: 'Fréquence' });
    const duree = screen.getByRole('combobox', { name: 'Durée' });
    expect(options(frequence)).toEqual(['Tous les mois', 'Tous les 3 mois', 'Tous les 6 mois']);
    expect(frequence).toHaveValue('1');
    expect(options(duree)).toEqual(['3 mois', '6 mois', '12 mois', '24 mois']);
    expect(duree).toHaveValue('12');
    expect(screen.getByRole('radio', { name: 'Téléchargement (PDF, aussi envoyé par courriel)' })).toBeChecked();
    expect(within(offre()).getByText(lu('Prix par envoi : 3,20 € TTC'))).toBeInTheDocument();
    expect(
      within(offre()).getByText(lu('Total estimé : 38,40 € TTC pour 12 envois tous les mois pendant 12 mois.')),
    ).toBeInTheDocument();
    expect(within(offre()).getByText(/^Estimation : le montant exact est calculé à la commande/)).toBeInTheDocument();

    fireEvent.change(duree, { target: { value: '3' } });
    fireEvent.change(frequence, { target: { value: '6' } });
    expect(options(duree)).toEqual(['6 mois', '12 mois', '24 mois']);
    // 3 months is not a multiple of 6: the next duration up is kept.
    expect(duree).toHaveValue('6');
    expect(
      within(offre()).getByText(lu('Total estimé : 3,20 € TTC pour 1 envoi tous les 6 mois pendant 6 mois.')),
    ).toBeInTheDocument();

    fireEvent.change(frequence, { target: { value: '3' } });
    fireEvent.change(duree, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Courrier' }));
    expect(within(offre()).getByText(lu('Prix par envoi : 3,97 € TTC'))).toBeInTheDocument();
    expect(
      within(offre()).getByText(lu('Total estimé : 31,76 € TTC pour 8 envois tous les 3 mois pendant 24 mois.')),
    ).toBeInTheDocument();
  });

  it('posts the chosen periodic Kbis, the button disabled meanwhile, then opens the order to pay', async () => {
    let repondre: (reponse: ReponseFactice) => void = () => undefined;
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [CREATION]: () =>
        new Promise<ReponseFactice>((resolve) => {
          repondre = resolve;
        }),
    });
    connecte();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Fréquence' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Durée' }), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commander le Kbis périodique' }));
    await waitFor(() => expect(api.appelsA(CREATION)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Commande en cours…' })).toBeDisabled();
    const [creation] = api.appelsA(CREATION) as [Appel];
    expect(creation.corps).toEqual({
      id_entite: 1042,
      format_diffusion: 'ELEC',
      quantite: 1,
      frequence_mois: 3,
      duree_mois: 24,
    });
    expect(creation.entetes.get('authorization')).toMatch(/^Bearer e30\./);
    expect(navigate).not.toHaveBeenCalled();

    repondre({ status: 201, corps: commandeFixture() });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/espace-personnel/mes-commandes/commande?reference_commande=${REFERENCE}&date_commande=${JOUR}`,
      ),
    );
  });

  it('prices an issue from the periodic article’s own tariff when the grid has one, and sends the format chosen', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      [CREATION]: { status: 201, corps: commandeFixture() },
    });
    connecte({ ...tarifs, KBIS_PERIODIQUE: { ELEC: '2,90', COURRIER: '3,50' } });
    await screen.findByRole('combobox', { name: 'Fréquence' });
    expect(within(offre()).getByText(lu('Prix par envoi : 2,90 € TTC'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Courrier' }));
    expect(
      within(offre()).getByText(lu('Total estimé : 42,00 € TTC pour 12 envois tous les mois pendant 12 mois.')),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Commander le Kbis périodique' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(api.appelsA(CREATION)[0]?.corps).toMatchObject({
      format_diffusion: 'COURRIER',
      frequence_mois: 1,
      duree_mois: 12,
    });
  });

  it('shows no estimate rather than a wrong one when the grid could not be read', async () => {
    apiFactice(routesDuCompte(compteFixture()));
    connecte(null);
    await screen.findByRole('combobox', { name: 'Fréquence' });
    expect(within(offre()).getByText('Prix par envoi indiqué sur la commande')).toBeInTheDocument();
    expect(within(offre()).getByText('12 envois tous les mois pendant 12 mois.')).toBeInTheDocument();
    expect(within(offre()).queryByText(/Total estimé/)).not.toBeInTheDocument();
  });

  it('says in French why the service refused, and lets the user try again', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      [CREATION]: refus(
        400,
        'Requête invalide : id_entite n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré.',
        [
          {
            field: 'body.id_entite',
            message: 'n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré',
          },
        ],
      ),
    });
    connecte();
    fireEvent.click(await screen.findByRole('button', { name: 'Commander le Kbis périodique' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La commande n’a pas pu être passée : cette entreprise n’est pas immatriculée au registre du commerce et des sociétés : aucun Kbis ne peut être délivré.',
    );
    expect(screen.getByRole('button', { name: 'Commander le Kbis périodique' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
