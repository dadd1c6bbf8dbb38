import { DomainError } from '../../domain-error.js';
import { CUSTOM_MESSAGE_KEYWORD, type ValidationIssue } from '../../plugins/app/validation-messages.js';

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

/**
 * A rule no JSON schema can state (a Luhn key), rejected like a schema
 * violation: the error handler sees `validation` and answers the usual 400
 * with `errors: [{ field, message }]`.
 */
export class ChampInvalide extends Error {
  readonly statusCode = 400;
  readonly validation: ValidationIssue[];

  constructor(
    readonly validationContext: 'querystring' | 'params',
    champ: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChampInvalide';
    this.validation = [
      {
        keyword: CUSTOM_MESSAGE_KEYWORD,
        instancePath: `/${champ}`,
        schemaPath: `#/properties/${champ}`,
        params: {},
        parentSchema: { [CUSTOM_MESSAGE_KEYWORD]: message },
      },
    ];
  }
}
