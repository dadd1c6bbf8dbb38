/**
 * The name of a basket line for the état d'endettement of a debtor (ETAT_ENDETTEMENT_DEBITEUR).
 * The catalogue's label alone (« État d'endettement par débiteur ») does not say whom: a debtor whose
 * SIREN the registry does not know, and a debtor without SIREN, both sit under « Autres documents »
 * with nothing else, so two of them cannot be told apart (nor their quantity fields, named after it).
 * To be called by `libelleArticle` (libelle-article.ts) before its fallback to the catalogue's label.
 */
import { departement as departementDe, formaterSiren } from '@portail/domaine';
import type { Article as ArticlePanier } from '@portail/contrat/paniers';
import { ARTICLE_DEBITEUR } from '../../lib/api/endettement';

/** « Corse-du-Sud (2A) », or « département 99 » for a code the site does not know. */
function nomDepartement(code: string): string {
  const connu = departementDe(code);
  return connu ? `${connu.nom} (${code})` : `département ${code}`;
}

/**
 * « État d’endettement par débiteur — SIREN 732 829 320 », or « … — nom « Boulangerie Martin »,
 * Corse-du-Sud (2A) » for a debtor without SIREN; null for any other article. Apostrophes made
 * typographic (the catalogue stores straight ones).
 */
export function libelleDebiteur(article: ArticlePanier): string | null {
  if (article.id_article_catalogue !== ARTICLE_DEBITEUR) return null;
  const base = article.libelle.replace(/'/g, '’');
  const { siren, nom, departement } = article.donnees;
  const precisions = siren
    ? [`SIREN ${/^\d{9}$/.test(siren) ? formaterSiren(siren) : siren}`]
    : [nom ? `nom « ${nom} »` : null, departement ? nomDepartement(departement) : null].filter(Boolean);
  return precisions.length > 0 ? `${base} — ${precisions.join(', ')}` : base;
}
