import { dateFrancaise } from '@portail/domaine';

import { DomainError } from '../../domain-error.js';

export class PeriodeIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: { compte: number; uuid?: string }) {
    super('Période d’abonnement introuvable pour ce compte client.', context);
  }
}

export class PeriodeDejaPayee extends DomainError {
  readonly statusCode = 409;

  constructor(context: { compte: number; periode: number; fin: string | null }) {
    super('Cette période d’abonnement est déjà payée.', context);
  }
}

export class PeriodeAnnulee extends DomainError {
  readonly statusCode = 409;

  constructor(context: { compte: number; periode: number }) {
    super('Cette période d’abonnement a été annulée : elle ne peut plus être payée.', context);
  }
}

export class RenouvellementPremature extends DomainError {
  readonly statusCode = 409;

  constructor(context: { compte: number; payeJusquAu: string; ouverture: string }) {
    super(
      `Votre abonnement est payé jusqu’au ${dateFrancaise(context.payeJusquAu)} : son renouvellement pourra être payé à partir du ${dateFrancaise(context.ouverture)}.`,
      context,
    );
  }
}
