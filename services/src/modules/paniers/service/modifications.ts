import type { Db } from '../../../db/index.js';
import { ArticleIntrouvable, ChampsInvalides, PanierIntrouvable } from '../erreurs.js';
import {
  assurerPanierUtilisateur,
  findArticle,
  findPanierInvite,
  remplacerSousArticles,
  supprimerArticle,
  verser,
} from '../repository/paniers.js';
import type { Diffusion } from '@portail/contrat/commun/paniers';
import type { Panier } from '@portail/contrat/paniers';
import type { Connexion } from '@portail/contrat/paniers';
import { lignesDiffusion } from './diffusions.js';
import { chiffrerPanier } from './lecture.js';
import { findPanier, grilleDe, type Proprietaire, type ProprietaireConnecte } from './proprietaire.js';

async function articleDuPanier(db: Db, p: Proprietaire, id: number) {
  const panier = await findPanier(db, p);
  const article = panier && (await findArticle(db, panier.id, id));
  if (!panier || !article) throw new ArticleIntrouvable({ id });
  return { panier, article };
}

/** PATCH paniers/articles/{id}: the article's diffusions replaced by these. */
export async function modifierArticle(db: Db, p: Proprietaire, id: number, diffusions: Diffusion[]): Promise<Panier> {
  const { panier, article } = await articleDuPanier(db, p, id);
  if (article.id_article_catalogue === 'SURVEILLANCE') {
    throw new ChampsInvalides([{ champ: 'diffusions', message: "ne s'applique pas à une surveillance" }]);
  }
  const lignes = await lignesDiffusion(db, article.id_article_catalogue, diffusions, grilleDe(p));
  await db.transaction((tx) => remplacerSousArticles(tx, article.id, lignes));
  return chiffrerPanier(db, p, panier);
}

/** DELETE paniers/articles/{id}. */
export async function retirerArticle(db: Db, p: Proprietaire, id: number): Promise<Panier> {
  const { panier } = await articleDuPanier(db, p, id);
  if (!(await supprimerArticle(db, panier.id, id))) throw new ArticleIntrouvable({ id });
  return chiffrerPanier(db, p, panier);
}

/**
 * POST paniers/connexions: at sign-in the guest basket's articles move into the user's (priced from
 * then on in the account's grid) and the uid becomes the user's. Calling again changes nothing; a
 * uid another user has claimed answers 404.
 */
export async function connecter(db: Db, p: ProprietaireConnecte, corps: Connexion): Promise<Panier> {
  if (corps.uid_grille_tarifaire !== p.grille) {
    throw new ChampsInvalides([
      { champ: 'uid_grille_tarifaire', message: "n'est pas la grille tarifaire de votre compte client" },
    ]);
  }
  const panier = await db.transaction(async (tx) => {
    const invite = await findPanierInvite(tx, corps.uid_invite, true);
    if (invite?.reclame_par && invite.reclame_par !== p.utilisateur) {
      throw new PanierIntrouvable({ uid_invite: corps.uid_invite, utilisateur: p.utilisateur });
    }
    const sien = await assurerPanierUtilisateur(tx, p);
    if (invite && !invite.reclame_par) await verser(tx, invite.id, sien.id, p.utilisateur);
    return sien;
  });
  return chiffrerPanier(db, p, panier);
}
