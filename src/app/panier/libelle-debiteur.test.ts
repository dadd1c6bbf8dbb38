import type { Article as ArticlePanier } from '@portail/contrat/paniers';
import { articleFixture, sousArticleFixture } from '../../lib/api/fixtures-panier';
import { libelleDebiteur } from './libelle-debiteur';

/** As the service lists it: the catalogue's label, with its straight apostrophe. */
const LIBELLE = "État d'endettement par débiteur";

function debiteur(donnees: ArticlePanier['donnees'], idEntite: number | null = null): ArticlePanier {
  return {
    ...articleFixture(
      7,
      LIBELLE,
      [sousArticleFixture(70, { format_diffusion: 'ELEC', quantite: 1 }, '49,14')],
      '49,14',
      idEntite,
    ),
    id_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR',
    type: 'ETAT_ENDETTEMENT_DEBITEUR',
    donnees,
  };
}

describe('the name of a debtor’s état d’endettement in the basket', () => {
  it('names the debtor by its SIREN, known to the registry or not', () => {
    expect(libelleDebiteur(debiteur({ siren: '732829320' }))).toBe(
      'État d’endettement par débiteur — SIREN 732 829 320',
    );
    expect(libelleDebiteur(debiteur({ siren: '552100554' }, 12))).toBe(
      'État d’endettement par débiteur — SIREN 552 100 554',
    );
  });

  it('names a debtor without SIREN by its name and département', () => {
    expect(libelleDebiteur(debiteur({ nom: 'Boulangerie Martin', departement: '2A' }))).toBe(
      'État d’endettement par débiteur — nom « Boulangerie Martin », Corse-du-Sud (2A)',
    );
    expect(libelleDebiteur(debiteur({ nom: 'Café du Port', departement: '971' }))).toBe(
      'État d’endettement par débiteur — nom « Café du Port », Guadeloupe (971)',
    );
    expect(libelleDebiteur(debiteur({ nom: 'X', departement: '99' }))).toBe(
      'État d’endettement par débiteur — nom « X », département 99',
    );
  });

  it('tells two debtors apart, and leaves every other article to the caller', () => {
    const a = libelleDebiteur(debiteur({ nom: 'Martin', departement: '75' }));
    const b = libelleDebiteur(debiteur({ nom: 'Martin', departement: '69' }));
    expect(a).not.toBe(b);
    expect(libelleDebiteur(debiteur({}))).toBe('État d’endettement par débiteur');
    expect(libelleDebiteur({ ...debiteur({ siren: '552100554' }), id_article_catalogue: 'KBIS' })).toBeNull();
  });
});
