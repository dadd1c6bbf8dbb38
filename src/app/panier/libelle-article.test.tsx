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
import { greffeNomme, libelleArticle } from './libelle-article';
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

function copieJugement(id: number, donnees: ArticlePanier['donnees'], idEntite: number | null = null): ArticlePanier {
  return {
    ...articleFixture(
      id,
      "Copie de jugement ou d'ordonnance",
      [sousArticleFixture(id * 10, { format_diffusion: 'ELEC', quantite: 1 }, '5,46')],
      '5,46',
      idEntite,
    ),
    id_article_catalogue: 'COPIE_JUGEMENT',
    type: 'COPIE_JUGEMENT',
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

  it('names a debtor’s état d’endettement by its SIREN or its name and département', () => {
    const debiteur = (donnees: ArticlePanier['donnees']): ArticlePanier => ({
      ...articleFixture(3, "État d'endettement par débiteur", [], '49,14'),
      id_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR',
      type: 'ETAT_ENDETTEMENT_DEBITEUR',
      donnees,
    });
    expect(libelleArticle(debiteur({ siren: '732829320' }))).toBe(
      'État d’endettement par débiteur — SIREN 732 829 320',
    );
    expect(libelleArticle(debiteur({ nom: 'Boulangerie Martin', departement: '2A' }))).toMatch(
      /^État d’endettement par débiteur — nom « Boulangerie Martin », .*\(2A\)$/,
    );
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

  it('names the copy of a decision by its case and greffe, and keeps the catalogue’s label when it names no case', () => {
    const greffes = [{ code: '7501', nom: 'Paris' }];
    const donnees = { code_greffe: '7501', numero_affaire: '2024F00123', id_affaire: 1, id_decision: 11 };
    expect(libelleArticle(copieJugement(1, donnees), greffes)).toBe(
      'Copie de jugement — affaire 2024F00123, greffe de Paris',
    );
    // The greffes not read (yet): its code rather than nothing.
    expect(libelleArticle(copieJugement(1, donnees))).toBe('Copie de jugement — affaire 2024F00123, greffe 7501');
    // Ordered before the cases were served: nothing to say of it.
    expect(libelleArticle(copieJugement(1, {}))).toBe("Copie de jugement ou d'ordonnance");
    expect(greffeNomme(copieJugement(1, donnees))).toBe(true);
    expect(greffeNomme(copieJugement(1, {}))).toBe(false);
  });

  it('names the copy of a decision under its company in the basket, its greffe by name', async () => {
    const beta: Regroupement = {
      id_entite: 13,
      siren: '732829320',
      denomination: 'BETA NEGOCE',
      montant: prixFixture('5,46'),
      articles: [copieJugement(401, { code_greffe: '6901', numero_affaire: '2023I00007', id_decision: 13 }, 13)],
    };
    const api = apiFactice({
      'GET /api/paniers': { corps: panierFixture({ nombre_articles: 1, regroupements: [beta] }) },
      'GET /api/greffes': { corps: GREFFES },
    });
    const store = visiteur();
    store.set(hydrateAuthAtom);
    rendre(store, <PagePanier />);
    const groupe = await screen.findByRole('region', { name: 'BETA NEGOCE' });
    await waitFor(() =>
      expect(within(groupe).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Copie de jugement — affaire 2023I00007, greffe de Lyon',
      ),
    );
    expect(api.appelsA('GET /api/greffes')).toHaveLength(1);
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
