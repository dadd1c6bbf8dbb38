/** Sample answers of the basket service for the tests (never imported by the app). */
import type { Diffusion, Prix } from '@portail/contrat/commun/paniers';
import type { Article as ArticlePanier, Panier, Regroupement } from '@portail/contrat/paniers';

type SousArticlePanier = ArticlePanier['sous_articles'][number];

const nombre = (texte: string) => Number(texte.replace(/\s/g, '').replace(',', '.'));

/** An amount as the service writes it: the strings are given, the numbers follow. */
export function prixFixture(ttc: string, ht = ttc, tva = '0,00'): Prix {
  return {
    devise: 'EUR',
    ht: nombre(ht),
    tva: nombre(tva),
    ttc: nombre(ttc),
    ht_formate: ht,
    tva_formate: tva,
    ttc_formate: ttc,
  };
}

export function sousArticleFixture(id: number, diffusion: Diffusion, montant: string, envois = 1): SousArticlePanier {
  return {
    id,
    id_sous_article_catalogue: `KBIS_${diffusion.format_diffusion}`,
    format_diffusion: diffusion.format_diffusion,
    payload: JSON.stringify({ diffusions: [diffusion] }),
    nombre_envois: envois,
    prix_unitaire: prixFixture(montant),
    montant: prixFixture(montant),
  };
}

export function articleFixture(
  id: number,
  libelle: string,
  sousArticles: SousArticlePanier[],
  montant: string,
  idEntite: number | null = 12,
): ArticlePanier {
  return {
    id,
    id_article_catalogue: 'KBIS',
    type: 'KBIS',
    libelle,
    id_entite: idEntite,
    donnees: {},
    diffusion_courrier: sousArticles.some((s) => s.format_diffusion === 'COURRIER'),
    diffusion_electronique: sousArticles.some((s) => s.format_diffusion === 'ELEC'),
    sous_articles: sousArticles,
    montant: prixFixture(montant),
  };
}

/** Two companies: a Kbis (2 downloads) and a periodic Kbis; annual accounts downloaded and posted. */
export function panierFixture(surcharge: Partial<Panier> = {}): Panier {
  const alpha: Regroupement = {
    id_entite: 12,
    siren: '552100554',
    denomination: 'ALPHA SOLUTIONS',
    montant: prixFixture('19,20'),
    articles: [
      articleFixture(
        101,
        'Extrait Kbis',
        [sousArticleFixture(1011, { format_diffusion: 'ELEC', quantite: 2 }, '6,40')],
        '6,40',
      ),
      articleFixture(
        102,
        'Extrait Kbis périodique',
        [
          sousArticleFixture(
            1021,
            { format_diffusion: 'ELEC', quantite: 1, periodicite: { frequence_mois: 3, duree_mois: 12 } },
            '12,80',
            4,
          ),
        ],
        '12,80',
      ),
    ],
  };
  const beta: Regroupement = {
    id_entite: 34,
    siren: '732829320',
    denomination: 'BETA INDUSTRIE',
    montant: prixFixture('1 023,33'),
    articles: [
      articleFixture(
        201,
        'Comptes annuels',
        [
          sousArticleFixture(2011, { format_diffusion: 'ELEC', quantite: 1 }, '11,70'),
          sousArticleFixture(2012, { format_diffusion: 'COURRIER', quantite: 1 }, '11,63'),
        ],
        '23,33',
        34,
      ),
    ],
  };
  return {
    id: 7,
    uid_invite: null,
    grille_tarifaire: 'PUBLIC',
    date_tarif: '2025-03-05',
    nombre_articles: 3,
    prix_devises: prixFixture('1 042,53', '868,78', '173,75'),
    regroupements: [alpha, beta],
    ...surcharge,
  };
}

export const panierVideFixture = (): Panier =>
  panierFixture({ id: null, nombre_articles: 0, regroupements: [], prix_devises: prixFixture('0,00') });
