import { DomainError } from '../../domain-error.js';

/** Missing or another account's: the same answer, so ids of others reveal nothing. */
export class KbisPeriodiqueIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Kbis périodique introuvable.', context);
  }
}

export class SansAdresseLivraison extends DomainError {
  readonly statusCode = 409;

  constructor(context: Record<string, unknown>) {
    super('Ce Kbis périodique est délivré par voie électronique : il n’a pas d’adresse de livraison.', context);
  }
}

/** TERMINE or ANNULE: nothing is left to change or to cancel. */
export class KbisPeriodiqueInactif extends DomainError {
  readonly statusCode = 409;

  constructor(action: 'modifie' | 'annule', context: Record<string, unknown>) {
    super(
      `Ce Kbis périodique est terminé ou annulé : il ne peut plus être ${action === 'modifie' ? 'modifié' : 'annulé'}.`,
      context,
    );
  }
}
