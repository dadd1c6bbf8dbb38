/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { compteFixture } from '../../lib/api/fixtures';
import { panierFixture, panierVideFixture, prixFixture } from '../../lib/api/fixtures-panier';
import type { Panier } from '@portail/contrat/paniers';
import { PANIER_KEY } from '../../lib/panier/uid-invite';
import { hydrateAuthAtom } from '../../state/auth';
import { attendreBasesAccessibilite } from '../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { PagePanier } from './page-panier';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function ouvrirEnVisiteur() {
  const store = visiteur();
  store.set(hydrateAuthAtom);
  return rendre(store, <PagePanier />);
}

/** Accessible names hold no-break spaces (« 3,20 € »): compared as the eye reads them. */
const nom = (texte: string) => (n: string) => n.replace(/\s+/gu, ' ') === texte;

const uidStocke = () => (JSON.parse(window.localStorage.getItem(PANIER_KEY) ?? 'null') as { uid: string } | null)?.uid;

/** The basket without article `id` (what the service answers to its DELETE). */
function sans(panier: Panier, id: number, total: string): Panier {
  const regroupements = panier.regroupements
    .map((g) => ({ ...g, articles: g.articles.filter((a) => a.id !== id) }))
    .filter((g) => g.articles.length > 0);
  const nombre = regroupements.reduce((n, g) => n + g.articles.length, 0);
  return { ...panier, regroupements, nombre_articles: nombre, prix_devises: prixFixture(total) };
}

describe('/panier', () => {
  it('gives a visitor a basket identifier once, keeps it, and explains an empty basket', async () => {
    const api = apiFactice({ 'GET /api/paniers': { corps: panierVideFixture() } });
    const premiere = ouvrirEnVisiteur();
    expect(await screen.findByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher une entreprise' })).toHaveAttribute(
      'href',
      '/recherche-entreprise-dirigeant/recherche-avancee',
    );
    const uid = uidStocke();
    expect(uid).toMatch(UUID);
    const [lecture] = api.appelsA('GET /api/paniers');
    expect(lecture?.recherche.get('uid_invite')).toBe(uid);
    expect(lecture?.entetes.get('authorization')).toBeNull();

    // Another page load of the same browser: the same basket.
    premiere.unmount();
    const store = createStore();
    store.set(hydrateAuthAtom);
    rendre(store, <PagePanier />);
    await screen.findByText('Votre panier est vide.');
    expect(uidStocke()).toBe(uid);
    expect(api.appelsA('GET /api/paniers').map((a) => a.recherche.get('uid_invite'))).toEqual([uid, uid]);
    expect(screen.queryByRole('button', { name: /Commander|Valider/ })).not.toBeInTheDocument();
  });

  it('lists the articles by company with their diffusions, amounts and the service’s totals', async () => {
    apiFactice({ 'GET /api/paniers': { corps: panierFixture() } });
    ouvrirEnVisiteur();
    const alpha = await screen.findByRole('region', { name: 'ALPHA SOLUTIONS' });
    expect(within(alpha).getByRole('link', { name: 'ALPHA SOLUTIONS' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    expect(within(alpha).getByRole('link', { name: '552 100 554' })).toHaveAttribute(
      'href',
      '/entreprise/alpha-solutions/552100554/12',
    );
    expect(
      within(alpha)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Extrait Kbis', 'Extrait Kbis périodique']);
    expect(within(alpha).getByText('Un envoi tous les 3 mois pendant 12 mois, soit 4 envois')).toBeInTheDocument();
    expect(
      within(alpha).getByRole('spinbutton', { name: 'Quantité en téléchargement : Extrait Kbis, ALPHA SOLUTIONS' }),
    ).toHaveValue(2);
    expect(within(alpha).getByText('Sous-total : 19,20 € TTC')).toBeInTheDocument();

    const beta = screen.getByRole('region', { name: 'BETA INDUSTRIE' });
    const comptes = within(beta).getByRole('table', { name: 'Diffusions : Comptes annuels, BETA INDUSTRIE' });
    const [entete, elec, courrier, total] = within(comptes).getAllByRole('row') as HTMLElement[];
    expect(
      within(entete as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Format', 'Quantité', 'Montant TTC']);
    expect(elec).toHaveTextContent('Téléchargement');
    expect(elec).toHaveTextContent('11,70 €');
    expect(courrier).toHaveTextContent('11,63 €');
    expect(within(total as HTMLElement).getByRole('rowheader')).toHaveTextContent('Montant de l’article');
    expect(total).toHaveTextContent('23,33 €');
    expect(within(comptes).getByRole('rowheader', { name: 'Courrier' })).toBeInTheDocument();

    const totaux = screen.getByRole('table', { name: 'Montants de votre panier' });
    expect(within(totaux).getByRole('row', { name: nom('Total HT 868,78 €') })).toBeInTheDocument();
    expect(within(totaux).getByRole('row', { name: nom('TVA 173,75 €') })).toBeInTheDocument();
    expect(within(totaux).getByRole('row', { name: nom('Total TTC 1 042,53 €') })).toBeInTheDocument();
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    expect(screen.getByText('Prix en vigueur au 5 mars 2025.')).toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('sends a new quantity with the article’s other diffusions (PATCH) and announces the new total', async () => {
    const modifie = panierFixture({ prix_devises: prixFixture('1 065,86') });
    const api = apiFactice({
      'GET /api/paniers': { corps: panierFixture() },
      'PATCH /api/paniers/articles/201': { corps: modifie },
    });
    ouvrirEnVisiteur();
    const champ = await screen.findByRole('spinbutton', {
      name: 'Quantité par courrier : Comptes annuels, BETA INDUSTRIE',
    });
    fireEvent.change(champ, { target: { value: '3' } });
    fireEvent.keyDown(champ, { key: 'Enter' });
    await waitFor(() => expect(api.appelsA('PATCH /api/paniers/articles/201')).toHaveLength(1));
    const [patch] = api.appelsA('PATCH /api/paniers/articles/201') as [Appel];
    expect(patch.recherche.get('uid_invite')).toBe(uidStocke());
    expect(patch.corps).toEqual({
      diffusions: [
        { format_diffusion: 'ELEC', quantite: 1 },
        { format_diffusion: 'COURRIER', quantite: 3 },
      ],
    });
    expect(
      await screen.findByText('Quantité par courrier de « Comptes annuels » : 3. Total TTC du panier : 1 065,86 €.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: nom('Total TTC 1 065,86 €') })).toBeInTheDocument();
  });

  it('keeps the periodicity of a periodic Kbis and refuses a quantity outside 1–99', async () => {
    const api = apiFactice({
      'GET /api/paniers': { corps: panierFixture() },
      'PATCH /api/paniers/articles/102': { corps: panierFixture() },
    });
    ouvrirEnVisiteur();
    const champ = await screen.findByRole('spinbutton', {
      name: 'Quantité en téléchargement : Extrait Kbis périodique, ALPHA SOLUTIONS',
    });
    fireEvent.change(champ, { target: { value: '100' } });
    fireEvent.blur(champ);
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(champ).toHaveAccessibleDescription('Saisissez un nombre entier entre 1 et 99.');
    expect(api.appelsA('PATCH /api/paniers/articles/102')).toHaveLength(0);

    fireEvent.change(champ, { target: { value: '2' } });
    fireEvent.blur(champ);
    await waitFor(() => expect(api.appelsA('PATCH /api/paniers/articles/102')).toHaveLength(1));
    expect(api.appelsA('PATCH /api/paniers/articles/102')[0]?.corps).toEqual({
      diffusions: [{ format_diffusion: 'ELEC', quantite: 2, periodicite: { frequence_mois: 3, duree_mois: 12 } }],
    });
  });

  it('removes an article (DELETE), moves focus to the next one and announces it; the last one empties the basket', async () => {
    const complet = panierFixture();
    const sans101 = sans(complet, 101, '1 036,13');
    const sans102 = sans(sans101, 102, '23,33');
    const api = apiFactice({
      'GET /api/paniers': { corps: complet },
      'DELETE /api/paniers/articles/101': { corps: sans101 },
      'DELETE /api/paniers/articles/102': { corps: sans102 },
      'DELETE /api/paniers/articles/201': { corps: panierVideFixture() },
    });
    ouvrirEnVisiteur();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Extrait Kbis, ALPHA SOLUTIONS' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Extrait Kbis périodique' })).toHaveFocus(),
    );
    expect(api.appelsA('DELETE /api/paniers/articles/101')[0]?.recherche.get('uid_invite')).toBe(uidStocke());
    expect(screen.getByText('« Extrait Kbis » a été retiré du panier. Total TTC : 1 036,13 €.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Extrait Kbis' })).not.toBeInTheDocument();

    // The last article of the first company: focus goes to the next company's article.
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Extrait Kbis périodique, ALPHA SOLUTIONS' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Comptes annuels' })).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'ALPHA SOLUTIONS' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer Comptes annuels, BETA INDUSTRIE' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toHaveFocus());
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByText('« Comptes annuels » a été retiré du panier. Votre panier est vide.')).toBeInTheDocument();
  });

  it('says why an article could not be removed', async () => {
    apiFactice({
      'GET /api/paniers': { corps: panierFixture() },
      'DELETE /api/paniers/articles/101': refus(500, 'panne'),
    });
    ouvrirEnVisiteur();
    const bouton = await screen.findByRole('button', { name: 'Retirer Extrait Kbis, ALPHA SOLUTIONS' });
    fireEvent.click(bouton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’article n’a pas pu être retiré : Une erreur est survenue.',
    );
    expect(bouton).toHaveAccessibleDescription('L’article n’a pas pu être retiré : Une erreur est survenue.');
  });

  it('marks the basket in error and offers to try again', async () => {
    const api = apiFactice({ 'GET /api/paniers': refus(503, 'indisponible') });
    ouvrirEnVisiteur();
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    api.routes['GET /api/paniers'] = { corps: panierFixture() };
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'ALPHA SOLUTIONS' })).toBeInTheDocument();
  });

  it('reads a signed-in user’s basket with their token once their account is loaded, without a guest uid', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), 'GET /api/paniers': { corps: panierFixture() } });
    rendre(
      sessionStockee(),
      <>
        <SessionController path="/panier/" />
        <PagePanier />
      </>,
    );
    expect(await screen.findByRole('region', { name: 'BETA INDUSTRIE' })).toBeInTheDocument();
    const [lecture] = api.appelsA('GET /api/paniers') as [Appel];
    expect(lecture.recherche.has('uid_invite')).toBe(false);
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);
    const ordre = api.appels.map((a) => a.chemin);
    expect(ordre.indexOf('/api/comptes_clients/selectionne')).toBeLessThan(ordre.indexOf('/api/paniers'));
    expect(window.localStorage.getItem(PANIER_KEY)).toBeNull();
  });
});
