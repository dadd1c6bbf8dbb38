import { DomainError } from '../../domain-error.js';

export { AucunCompteSelectionne, ChampsInvalides, CompteClientIntrouvable } from '../comptes-clients/index.js';

/** Missing or another account's: the same answer, so ids of others reveal nothing. */
export class Introuvable extends DomainError {
  readonly statusCode = 404;

  constructor(
    quoi: 'surveillance' | 'revelation' | 'groupe' | 'entreprise' | 'personne',
    context: Record<string, unknown>,
  ) {
    const messages = {
      surveillance: 'Surveillance introuvable.',
      revelation: 'Révélation introuvable.',
      groupe: 'Groupe de favoris introuvable.',
      entreprise: 'Entreprise introuvable dans le registre.',
      personne: 'Personne introuvable dans le registre.',
    };
    super(messages[quoi], context);
  }
}

/** FACTS §7: a MEMBRE or ABONNE account; an account type with no row in `plafonds_surveillance`. */
export class TypeCompteSansSurveillance extends DomainError {
  readonly statusCode = 403;

  constructor(context: { compte: number; type_compte: string }) {
    super('Un compte membre ou abonné est nécessaire pour surveiller une entreprise ou une personne.', context);
  }
}

/** SPEC §4: a blocked account (RADIE, INTERDIT, SUSPENDU) reads its watches but changes nothing. */
export class CompteBloque extends DomainError {
  readonly statusCode = 403;

  constructor(context: { compte: number; position: string }) {
    super('Votre compte client est bloqué : ses surveillances ne peuvent pas être modifiées.', context);
  }
}

export class PlafondAtteint extends DomainError {
  readonly statusCode = 409;

  constructor(context: { compte: number; type_compte: string; maximum: number }) {
    const n = context.maximum;
    super(
      `Plafond atteint : un compte ${context.type_compte} peut avoir au plus ${n} surveillance${n > 1 ? 's' : ''} active${n > 1 ? 's' : ''}. Mettez fin à une surveillance pour en ouvrir une autre.`,
      context,
    );
  }
}

export class Conflit extends DomainError {
  readonly statusCode = 409;

  constructor(message: string, context: Record<string, unknown>) {
    super(message, context);
  }
}

/** No row of `tarifs_avis_surveillance` in force: a notice is never given away nor charged at a guess. */
export class TarifAvisAbsent extends DomainError {
  readonly statusCode = 409;

  constructor(context: { compte: number; type: string; jour: string }) {
    super('Le prix de consultation de cet avis n’est pas défini à ce jour : il ne peut pas être consulté.', context);
  }
}

/** revelation/rapport: the report prints the notice, which must have been consulted (and charged) first. */
export class AvisNonConsulte extends DomainError {
  readonly statusCode = 409;

  constructor(context: { compte: number; revelation: number }) {
    super(
      'Consultez d’abord l’avis de cette révélation (payant) : son rapport est disponible une fois l’avis consulté.',
      context,
    );
  }
}
