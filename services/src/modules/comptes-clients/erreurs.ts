import { DomainError } from '../../domain-error.js';

export { ChampsInvalides } from '../../domain-error.js';

/** Missing, or not linked to the caller: the same answer, so ids of others reveal nothing. */
export class CompteClientIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: { id: number; utilisateur: string }) {
    super('Compte client introuvable.', context);
  }
}

export class AucunCompteSelectionne extends DomainError {
  readonly statusCode = 404;

  constructor(utilisateur: string) {
    super('Aucun compte client sélectionné.', { utilisateur });
  }
}

export class AbonnementIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: { id: number; date: string }) {
    super('Aucun abonnement en vigueur à cette date pour ce compte client.', context);
  }
}

export class VersionPerimee extends DomainError {
  readonly statusCode = 409;

  constructor(context: { id: number; version: number }) {
    super('Ce compte client a été modifié entre-temps : rechargez la page puis recommencez.', context);
  }
}

export class AdministrateurRequis extends DomainError {
  readonly statusCode = 403;

  constructor(context: { id: number; utilisateur: string; action: string }) {
    super('Seul un administrateur du compte client peut faire cette opération.', context);
  }
}

export class DesabonnementImpossible extends DomainError {
  readonly statusCode = 409;

  constructor(message: string, context: { id: number }) {
    super(message, context);
  }
}

/** A valid token whose user no longer exists (deleted within the token's life) or is not ours. */
export class UtilisateurInconnu extends DomainError {
  readonly statusCode = 401;

  constructor(utilisateur: string) {
    super('Votre session a expiré : reconnectez-vous.', { utilisateur });
  }
}

/** A user whose leaving the account rules forbid today (paid period running, sole administrator). */
export class SuppressionImpossible extends DomainError {
  readonly statusCode = 409;

  constructor(
    readonly motifs: string[],
    context: { utilisateur: string },
  ) {
    super(`Votre compte ne peut pas encore être supprimé. ${motifs.join(' ')}`, context);
  }
}
