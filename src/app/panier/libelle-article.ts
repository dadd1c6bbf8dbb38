/** The name of a basket line: the catalogue's label, and what the article is about when no company says it. */
import type { Article as ArticlePanier } from '@portail/contrat/paniers';
import { formatSiren } from '../../components/entreprise/format';
import { ARTICLE_ETAT_GAGES, type GreffeChoisi } from '../../lib/api/gages';

/** Whether the line names a greffe by its code (its name is then read from the list of greffes). */
export const greffeNomme = (article: ArticlePanier): boolean =>
  article.id_article_catalogue === ARTICLE_ETAT_GAGES && Boolean(article.donnees.code_greffe);

/**
 * « État des inscriptions de gages sans dépossession — SIREN 552 100 554, greffe de Paris », or
 * « … — nom « MARTIN » »: the certificate covers a pledger, who need not be a registry company.
 * Other articles keep the catalogue's label.
 */
export function libelleArticle(article: ArticlePanier, greffes?: readonly GreffeChoisi[]): string {
  if (article.id_article_catalogue !== ARTICLE_ETAT_GAGES) return article.libelle;
  const { siren, nom, code_greffe: code } = article.donnees;
  const constituant = siren ? `SIREN ${formatSiren(siren)}` : nom ? `nom « ${nom} »` : null;
  const nomGreffe = code ? greffes?.find((g) => g.code === code)?.nom : undefined;
  const greffe = code ? (nomGreffe ? `greffe de ${nomGreffe}` : `greffe ${code}`) : null;
  const precisions = [constituant, greffe].filter(Boolean).join(', ');
  return precisions ? `${article.libelle} — ${precisions}` : article.libelle;
}
