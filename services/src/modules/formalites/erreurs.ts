import { MESSAGE_PROVENANCE_GUICHET_UNIQUE } from '@portail/contrat/formalites';
import { DomainError } from '../../domain-error.js';

export { AucunCompteSelectionne, ChampsInvalides } from '../comptes-clients/index.js';

/** Unknown, or neither entered nor followed by the selected account: the same answer. */
export class FormaliteIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Formalité introuvable.', context);
  }
}

export class FormaliteNonSuivie extends DomainError {
  readonly statusCode = 404;

  constructor(context: Record<string, unknown>) {
    super('Cette formalité ne figure pas parmi les formalités suivies par votre compte client.', context);
  }
}

/** SPEC §4: a blocked account (RADIE, INTERDIT, SUSPENDU) files nothing, as it orders nothing. */
export class CompteSansDepot extends DomainError {
  readonly statusCode = 403;

  constructor(context: { compte: number; position: string }) {
    super('Votre compte client ne permet pas de déposer une formalité.', context);
  }
}

/**
 * SPEC §8: the single-window link could not be checked. The reason goes to the log (`raison`), the
 * client reads the SPEC's sentence only.
 */
export class ProvenanceRefusee extends DomainError {
  readonly statusCode = 400;

  constructor(
    readonly raison: string,
    context: Record<string, unknown> = {},
  ) {
    super(MESSAGE_PROVENANCE_GUICHET_UNIQUE, { raison, ...context });
  }
}
