import { DomainError } from '../../domain-error.js';

export { AucunCompteSelectionne, ChampsInvalides, CompteClientIntrouvable } from '../comptes-clients/index.js';

/** Missing, someone else's, or another day than the one given: the same answer. */
export class CommandeIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Commande introuvable.', context);
  }
}

export class CommandeDejaPayee extends DomainError {
  readonly statusCode = 409;

  constructor(context: Record<string, unknown>) {
    super('Cette commande est déjà payée.', context);
  }
}

export class CommandeAnnulee extends DomainError {
  readonly statusCode = 409;

  constructor(context: Record<string, unknown>) {
    super('Cette commande est annulée.', context);
  }
}

export class AnnulationImpossible extends DomainError {
  readonly statusCode = 409;

  constructor(context: Record<string, unknown>) {
    super('Cette commande ne peut plus être annulée.', context);
  }
}

export const PAIEMENT_EN_COURS =
  'Le paiement par carte de cette commande vient d’être accepté : elle ne peut plus être annulée.';

/** The provider accepted a card payment whose notification has not arrived yet. */
export class PaiementCarteAccepte extends DomainError {
  readonly statusCode = 409;

  constructor(context: Record<string, unknown>) {
    super(PAIEMENT_EN_COURS, context);
  }
}

export class DocumentsPasEncorePrets extends DomainError {
  readonly statusCode = 409;

  constructor(context: Record<string, unknown>) {
    super('Les documents de cette commande ne sont pas encore disponibles.', context);
  }
}

export class DocumentIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Aucun document électronique pour cet article.', context);
  }
}

export class FactureIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Facture introuvable.', context);
  }
}

export class AvoirIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Avoir introuvable.', context);
  }
}

export class CompteSansCommande extends DomainError {
  readonly statusCode = 403;

  constructor(context: Record<string, unknown>) {
    super('Votre compte client ne permet pas de passer commande.', context);
  }
}

export class CodeVerificationInconnu extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Aucun document ne correspond à ce code de vérification.', context);
  }
}

/** `POST verifications/{code}/document` given something that is not a PDF file. */
export class FichierNonPdf extends DomainError {
  readonly statusCode = 400;

  constructor(context: Record<string, unknown>) {
    super('Le fichier envoyé n’est pas un document PDF lisible : envoyez le fichier PDF reçu, tel quel.', context);
  }
}

/** A notification we cannot believe: bad signature, too old, unknown session, wrong amount. */
export class NotificationRefusee extends DomainError {
  readonly statusCode = 400;

  constructor(raison: string, context: Record<string, unknown> = {}) {
    super(`Notification de paiement refusée : ${raison}.`, context);
  }
}

export class PaiementIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Paiement introuvable.', context);
  }
}

/** The card payment provider (Stripe) failed or could not be reached: nothing was changed. */
export class PrestataireIndisponible extends DomainError {
  readonly statusCode = 502;

  /** Written for the user: the provider is away, not our fault to hide. */
  override get messagePublic(): boolean {
    return true;
  }

  constructor(context: Record<string, unknown>) {
    super('Le service de paiement par carte ne répond pas pour le moment. Réessayez dans quelques minutes.', context);
  }
}
