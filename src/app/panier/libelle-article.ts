/** The name of a basket line: the catalogue's label, and what the article is about when no company says it. */
import type { Article as ArticlePanier } from '@portail/contrat/paniers';
import { formatSiren } from '../../components/entreprise/format';
import { ARTICLE_COPIE_JUGEMENT } from '../../lib/api/affaires';
import { ARTICLE_ETAT_GAGES, type GreffeChoisi } from '../../lib/api/gages';
import { deOrD } from '../../lib/text/greffe-title';
import { libelleDebiteur } from './libelle-debiteur';

/** The label of a copy of a decision that names its case (the catalogue's also says « ou d’ordonnance »). */
export const LIBELLE_COPIE_JUGEMENT = 'Copie de jugement';

const NOMMENT_UN_GREFFE: ReadonlySet<string> = new Set([ARTICLE_ETAT_GAGES, ARTICLE_COPIE_JUGEMENT]);

/** Whether the line names a greffe by its code (its name is then read from the list of greffes). */
export const greffeNomme = (article: ArticlePanier): boolean =>
  NOMMENT_UN_GREFFE.has(article.id_article_catalogue) && Boolean(article.donnees.code_greffe);

/** « greffe de Paris », « greffe d’Évry », or « greffe 7501 » while the greffes are not read. */
function greffeDe(code: string, greffes: readonly GreffeChoisi[] | undefined): string {
  const nom = greffes?.find((g) => g.code === code)?.nom;
  return nom ? `greffe ${deOrD(nom)}` : `greffe ${code}`;
}

/**
 * « État des inscriptions de gages sans dépossession — SIREN 552 100 554, greffe de Paris », or
 * « … — nom « MARTIN » »: the certificate covers a pledger, who need not be a registry company.
 * « Copie de jugement — affaire 2024F00123, greffe de Paris »: the copy of a decision names its case
 * (an article ordered before the cases were served names none, and keeps the catalogue's label).
 * Other articles keep the catalogue's label.
 */
export function libelleArticle(article: ArticlePanier, greffes?: readonly GreffeChoisi[]): string {
  const { siren, nom, code_greffe: code, numero_affaire } = article.donnees;
  const debiteur = libelleDebiteur(article);
  if (debiteur !== null) return debiteur;
  if (article.id_article_catalogue === ARTICLE_COPIE_JUGEMENT) {
    if (!numero_affaire) return article.libelle;
    const precisions = [`affaire ${numero_affaire}`, code ? greffeDe(code, greffes) : null].filter(Boolean);
    return `${LIBELLE_COPIE_JUGEMENT} — ${precisions.join(', ')}`;
  }
  if (article.id_article_catalogue !== ARTICLE_ETAT_GAGES) return article.libelle;
  const constituant = siren ? `SIREN ${formatSiren(siren)}` : nom ? `nom « ${nom} »` : null;
  const greffe = code ? greffeDe(code, greffes) : null;
  const precisions = [constituant, greffe].filter(Boolean).join(', ');
  return precisions ? `${article.libelle} — ${precisions}` : article.libelle;
}
