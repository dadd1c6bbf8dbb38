import { DomainError } from '../../domain-error.js';

export { AucunCompteSelectionne, ChampsInvalides, UtilisateurInconnu } from '../comptes-clients/index.js';

export class GrilleTarifaireIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(code: string) {
    super('Grille tarifaire introuvable.', { code });
  }
}

/** A guest uid merged into a user's basket, or a basket of someone else: the same answer as none. */
export class PanierIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Panier introuvable.', context);
  }
}

/** An article id that is not in the caller's basket (missing or someone else's). */
export class ArticleIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: { id: number }) {
    super('Article introuvable dans votre panier.', context);
  }
}

/** A basket line whose price ended after it was added: a grid to complete, not a user error. */
export class TarifManquant extends DomainError {
  readonly statusCode = 500;

  constructor(context: { sous_article: string; grille: string; date: string }) {
    super('Aucun tarif en vigueur pour un article du panier.', context);
  }
}

export class SurveillanceDejaAuPanier extends DomainError {
  readonly statusCode = 409;

  constructor(context: { id_entite: number }) {
    super('Cette entreprise est déjà dans votre panier de surveillance.', context);
  }
}
