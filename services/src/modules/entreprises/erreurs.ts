import { ChampsInvalides, DomainError } from '../../domain-error.js';

export class EntrepriseIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: { id: number } | { siren: string } | { siret: string }) {
    super('Entreprise introuvable.', context);
  }
}

export class EtablissementIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(context: { id: number } | { siret: string }) {
    super('Établissement introuvable.', context);
  }
}

export class PersonneIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(id: number) {
    super('Personne introuvable.', { id });
  }
}

export class DepartementIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(code: string) {
    super('Département introuvable.', { code });
  }
}

export class SecteurIntrouvable extends DomainError {
  readonly statusCode = 404;

  constructor(code: string) {
    super("Secteur d'activité introuvable.", { code });
  }
}

/** A single field (a Luhn key) refused as a schema violation would be. */
export class ChampInvalide extends ChampsInvalides {
  constructor(validationContext: 'querystring' | 'params', champ: string, message: string) {
    super([{ champ, message }], validationContext);
  }
}
