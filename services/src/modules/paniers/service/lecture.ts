import type { Queryable } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { TarifManquant } from '../erreurs.js';
import { findArticles, findSousArticlesPanier, type PanierRow, type SousArticleRow } from '../repository/paniers.js';
import type { Article, Panier, Regroupement } from '@portail/contrat/paniers';
import { ajouter, multiplier, prix, ZERO, type Centimes } from '@portail/domaine';
import { findPanier, grilleDe, type Proprietaire } from './proprietaire.js';

type SousArticle = Article['sous_articles'][number];

interface Ligne {
  sous_article: SousArticle;
  centimes: Centimes;
}

// jsonb reorders keys: the payload is written back in the order SPEC §3 gives its fields.
function payload({ diffusions }: SousArticleRow['payload']): string {
  return JSON.stringify({
    diffusions: diffusions.map(({ format_diffusion, quantite, periodicite }) => ({
      format_diffusion,
      quantite,
      ...(periodicite && {
        periodicite: { frequence_mois: periodicite.frequence_mois, duree_mois: periodicite.duree_mois },
      }),
    })),
  });
}

/** One sub-article priced from its unit price: quantity × issues (exported for kbis-periodiques). */
export function ligne(row: SousArticleRow, grille: string, date: string): Ligne {
  if (row.ht_centimes === null || row.ttc_centimes === null) {
    throw new TarifManquant({ sous_article: row.id_sous_article_catalogue, grille, date });
  }
  const unitaire = { ht: row.ht_centimes, ttc: row.ttc_centimes };
  const diffusion = row.payload.diffusions[0];
  const quantite = diffusion?.quantite ?? 1;
  const periode = diffusion?.periodicite;
  // A periodic Kbis: one issue every frequence_mois during duree_mois (a multiple, checked on entry).
  const envois = periode ? Math.floor(periode.duree_mois / periode.frequence_mois) : 1;
  const centimes = multiplier(unitaire, quantite * envois);
  return {
    centimes,
    sous_article: {
      id: row.id,
      id_sous_article_catalogue: row.id_sous_article_catalogue,
      format_diffusion: row.format_diffusion,
      payload: payload(row.payload),
      nombre_envois: envois,
      prix_unitaire: prix(unitaire),
      montant: prix(centimes),
    },
  };
}

function vide(p: Proprietaire, panier: PanierRow | undefined, date: string): Panier {
  return {
    id: panier?.id ?? null,
    uid_invite: p.type === 'invite' ? p.uid : null,
    grille_tarifaire: grilleDe(p),
    date_tarif: date,
    nombre_articles: 0,
    prix_devises: prix(ZERO),
    regroupements: [],
  };
}

/**
 * The basket priced now from the grid (never from anything the client sent), its articles grouped
 * by company in the order they were first added. `idEntite` keeps that company's group only; the
 * count and totals stay those of the whole basket (the header shows them).
 */
export async function lirePanier(db: Queryable, p: Proprietaire, idEntite?: number): Promise<Panier> {
  return chiffrerPanier(db, p, await findPanier(db, p), idEntite);
}

/** `lirePanier` for a basket row the caller has just read or written: not read a second time. */
export async function chiffrerPanier(
  db: Queryable,
  p: Proprietaire,
  panier: PanierRow | undefined,
  idEntite?: number,
): Promise<Panier> {
  const date = aujourdhui();
  const resultat = vide(p, panier, date);
  if (panier === undefined) return resultat;
  const grille = grilleDe(p);
  const lignes = new Map<number, Ligne[]>();
  for (const row of await findSousArticlesPanier(db, panier.id, grille, date)) {
    lignes.set(row.panier_article_id, [...(lignes.get(row.panier_article_id) ?? []), ligne(row, grille, date)]);
  }
  const groupes = new Map<number | null, { regroupement: Regroupement; centimes: Centimes }>();
  let total = ZERO;
  const articles = await findArticles(db, panier.id);
  for (const row of articles) {
    const siennes = lignes.get(row.id) ?? [];
    const centimes = siennes.reduce((somme, l) => ajouter(somme, l.centimes), ZERO);
    const formats = siennes.map((l) => l.sous_article.format_diffusion);
    const article: Article = {
      id: row.id,
      id_article_catalogue: row.id_article_catalogue,
      type: row.type,
      libelle: row.libelle,
      id_entite: row.id_entite,
      donnees: row.donnees,
      diffusion_courrier: formats.includes('COURRIER'),
      diffusion_electronique: formats.includes('ELEC'),
      sous_articles: siennes.map((l) => l.sous_article),
      montant: prix(centimes),
    };
    let groupe = groupes.get(row.id_entite);
    if (groupe === undefined) {
      const regroupement = { id_entite: row.id_entite, siren: row.siren, denomination: row.denomination, articles: [] };
      groupe = { regroupement: { ...regroupement, montant: prix(ZERO) }, centimes: ZERO };
      groupes.set(row.id_entite, groupe);
    }
    groupe.regroupement.articles.push(article);
    groupe.centimes = ajouter(groupe.centimes, centimes);
    total = ajouter(total, centimes);
  }
  const regroupements = [...groupes.values()]
    .map(({ regroupement, centimes }) => ({ ...regroupement, montant: prix(centimes) }))
    .filter((r) => idEntite === undefined || r.id_entite === idEntite);
  return { ...resultat, nombre_articles: articles.length, prix_devises: prix(total), regroupements };
}
