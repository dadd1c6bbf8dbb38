import type { Queryable } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { ChampsInvalides } from '../erreurs.js';
import { findSousArticles } from '../repository/catalogue.js';
import type { NouvelArticle } from '../repository/paniers.js';
import type { Diffusion } from '@portail/contrat/commun/paniers';

export const KBIS_PERIODIQUE = 'KBIS_PERIODIQUE';

type Erreur = { champ: string; message: string };

function reglesPeriodicite(diffusion: Diffusion, i: number, periodique: boolean): Erreur | undefined {
  const champ = `diffusions/${i}/periodicite`;
  const { periodicite } = diffusion;
  if (periodique && periodicite === undefined) return { champ, message: 'est obligatoire pour un Kbis périodique' };
  if (!periodique && periodicite !== undefined) {
    return { champ, message: "ne s'applique qu'au Kbis délivré périodiquement" };
  }
  if (periodicite && periodicite.duree_mois % periodicite.frequence_mois !== 0) {
    return { champ: `${champ}/duree_mois`, message: 'doit être un multiple de frequence_mois' };
  }
  return undefined;
}

/**
 * The basket lines of an article from what the client asked: one sub-article per diffusion format,
 * each payload holding that diffusion (SPEC §3). Every rule the schema cannot state answers 400
 * naming the diffusion: a format twice, a periodicity where none applies, a format without a
 * price in force today in the caller's grid.
 */
export async function lignesDiffusion(
  db: Queryable,
  article: string,
  diffusions: Diffusion[],
  grille: string,
): Promise<NouvelArticle['sous_articles']> {
  const catalogue = await findSousArticles(db, article, grille, aujourdhui());
  const erreurs: Erreur[] = [];
  const lignes: NouvelArticle['sous_articles'] = [];
  const vus = new Set<string>();
  diffusions.forEach((diffusion, i) => {
    const champ = `diffusions/${i}/format_diffusion`;
    const sous = catalogue.find((s) => s.format_diffusion === diffusion.format_diffusion);
    const erreur =
      (vus.has(diffusion.format_diffusion) && { champ, message: 'est déjà demandé pour cet article' }) ||
      reglesPeriodicite(diffusion, i, article === KBIS_PERIODIQUE) ||
      (sous === undefined && { champ, message: "n'est pas proposé pour cet article" }) ||
      (sous?.tarife === false && { champ, message: "n'a pas de tarif en vigueur pour cet article" }) ||
      undefined;
    vus.add(diffusion.format_diffusion);
    if (erreur) erreurs.push(erreur);
    else if (sous)
      lignes.push({ id_sous_article_catalogue: sous.id_sous_article_catalogue, payload: { diffusions: [diffusion] } });
  });
  if (erreurs.length > 0) throw new ChampsInvalides(erreurs);
  return lignes;
}
