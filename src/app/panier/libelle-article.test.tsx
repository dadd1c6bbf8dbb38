/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Article as ArticlePanier, Panier, Regroupement } from '@portail/contrat/paniers';
import { articleFixture, panierFixture, prixFixture, sousArticleFixture } from '../../lib/api/fixtures-panier';
import { hydrateAuthAtom } from '../../state/auth';
import { apiFactice } from '../../test/api-factice';
import { rendre, visiteur } from '../../test/session';
import { GREFFES } from '../gages/fixtures';
import { libelleArticle } from './libelle-article';
import { PagePanier } from './page-panier';

const LIBELLE = 'État des inscriptions de gages sans dépossession';

function etatGages(id: number, donnees: ArticlePanier['donnees'], idEntite: number | null = null): ArticlePanier {
  return {
    ...articleFixture(
      id,
      LIBELLE,
      [sousArticleFixture(id * 10, { format_diffusion: 'ELEC', quantite: 1 }, '49,14')],
      '49,14',
      idEntite,
    ),
    id_article_catalogue: 'ETAT_GAGES',
    type: 'ETAT_GAGES',
    donnees,
  };
}

describe('the name of a basket line', () => {
  it('says whom and where the certificate of pledges covers; other articles keep their label', () => {
    const greffes = [{ code: '7501', nom: 'Paris' }];
    expect(libelleArticle(etatGages(1, { siren: '552100554' }))).toBe(`${LIBELLE} — SIREN 552 100 554`);
    expect(libelleArticle(etatGages(1, { siren: '552100554', code_greffe: '7501' }), greffes)).toBe(
      `${LIBELLE} — SIREN 552 100 554, greffe de Paris`,
    );
    expect(libelleArticle(etatGages(1, { nom: 'BOULANGERIE MARTIN' }))).toBe(`${LIBELLE} — nom « BOULANGERIE MARTIN »`);
    // The greffes not read (yet): its code rather than nothing.
    expect(libelleArticle(etatGages(1, { nom: 'MARTIN', code_greffe: '6901' }), greffes)).toBe(
      `${LIBELLE} — nom « MARTIN », greffe 6901`,
    );
    expect(libelleArticle(articleFixture(2, 'Extrait Kbis', [], '3,20'))).toBe('Extrait Kbis');
  });

  it('names the certificate of a pledger unknown to the registry under « Autres documents », its greffe by name', async () => {
    const autres: Regroupement = {
      id_entite: null,
      siren: null,
      denomination: null,
      montant: prixFixture('98,28'),
      articles: [
        etatGages(301, { nom: 'BOULANGERIE MARTIN', code_greffe: '7501' }),
        etatGages(302, { siren: '732829320' }),
      ],
    };
    const panier: Panier = panierFixture({ nombre_articles: 2, regroupements: [autres] });
    const api = apiFactice({
      'GET /api/paniers': { corps: panier },
      'GET /api/greffes': { corps: GREFFES },
      'DELETE /api/paniers/articles/301': {
        corps: { ...panier, nombre_articles: 1, regroupements: [{ ...autres, articles: [autres.articles[1]] }] },
      },
    });
    const store = visiteur();
    store.set(hydrateAuthAtom);
    rendre(store, <PagePanier />);
    const groupe = await screen.findByRole('region', { name: 'Autres documents' });
    await waitFor(() =>
      expect(
        within(groupe)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual([`${LIBELLE} — nom « BOULANGERIE MARTIN », greffe de Paris`, `${LIBELLE} — SIREN 732 829 320`]),
    );
    expect(api.appelsA('GET /api/greffes')).toHaveLength(1);
    const retirer = within(groupe).getByRole('button', {
      name: `Retirer ${LIBELLE} — nom « BOULANGERIE MARTIN », greffe de Paris, Autres documents`,
    });
    fireEvent.click(retirer);
    expect(
      await screen.findByText(
        `« ${LIBELLE} — nom « BOULANGERIE MARTIN », greffe de Paris » a été retiré du panier. Total TTC : 1 042,53 €.`,
      ),
    ).toBeInTheDocument();
  });

  it('reads no greffe for a basket that names none', async () => {
    const api = apiFactice({ 'GET /api/paniers': { corps: panierFixture() } });
    const store = visiteur();
    store.set(hydrateAuthAtom);
    rendre(store, <PagePanier />);
    await screen.findByRole('region', { name: 'ALPHA SOLUTIONS' });
    expect(api.appelsA('GET /api/greffes')).toHaveLength(0);
  });
});
