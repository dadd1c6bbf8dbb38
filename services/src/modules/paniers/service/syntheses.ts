import type { Queryable } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { GrilleTarifaireIntrouvable } from '../erreurs.js';
import { findGrille, findSyntheses, type LigneSynthese } from '../repository/catalogue.js';
import type { ArticleSynthese, SynthesesArticles } from '@portail/contrat/paniers';
import { prix } from '@portail/domaine';

type SousArticleSynthese = ArticleSynthese['sous_articles'][number];

function sousArticle(ligne: LigneSynthese): SousArticleSynthese | undefined {
  const { id_sous_article_catalogue: id, libelle_sous_article: libelle, format_diffusion: format } = ligne;
  if (id === null || libelle === null || format === null) return undefined;
  const tarife = ligne.ht_centimes !== null && ligne.ttc_centimes !== null;
  return {
    id_sous_article_catalogue: id,
    libelle,
    format_diffusion: format,
    prix: tarife ? prix({ ht: ligne.ht_centimes as number, ttc: ligne.ttc_centimes as number }) : null,
    tarif: tarife
      ? {
          taux_tva: ligne.taux_tva as number,
          valide_du: ligne.valide_du as string,
          valide_au: ligne.valide_au,
          source: ligne.source as string,
          date_source: ligne.date_source as string,
          remarque: ligne.remarque,
        }
      : null,
  };
}

/** GET grilles_tarifaires/{code}/syntheses_articles: the catalogue priced at `date` (today by default). */
export async function synthesesArticles(db: Queryable, code: string, date = aujourdhui()): Promise<SynthesesArticles> {
  const grille = await findGrille(db, code);
  if (grille === undefined) throw new GrilleTarifaireIntrouvable(code);
  const articles = new Map<string, ArticleSynthese>();
  for (const ligne of await findSyntheses(db, code, date)) {
    let article = articles.get(ligne.id_article_catalogue);
    if (article === undefined) {
      article = {
        id_article_catalogue: ligne.id_article_catalogue,
        type: ligne.type,
        libelle: ligne.libelle,
        code_produit: ligne.code_produit,
        ancien_code_produit: ligne.ancien_code_produit,
        sous_articles: [],
      };
      articles.set(ligne.id_article_catalogue, article);
    }
    const sous = sousArticle(ligne);
    if (sous) article.sous_articles.push(sous);
  }
  return { grille_tarifaire: grille, date, articles: [...articles.values()] };
}
