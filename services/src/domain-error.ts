import { CUSTOM_MESSAGE_KEYWORD } from '@portail/contrat/commun/messages';
import { type ValidationIssue } from './schemas/messages-validation.js';

/**
 * Base of the business errors modules throw (`GreffeNotFound { code }`…).
 * The error handler answers with `statusCode` and the French `message`; the
 * `context` goes to the log, never to the client.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;

  constructor(
    message: string,
    readonly context: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * Whether the client may read `message`: a client error always; a server error only when its class
   * says so (a service we depend on is away, in words written for the user). Otherwise the error
   * handler answers the generic message.
   */
  get messagePublic(): boolean {
    return this.statusCode < 500;
  }
}

/**
 * Rules no JSON schema can state (a Luhn key, fields required by a profile), rejected like a
 * schema violation: the error handler sees `validation` and answers the usual 400 with
 * `errors: [{ field, message }]`.
 */
export class ChampsInvalides extends Error {
  readonly statusCode = 400;
  readonly validation: ValidationIssue[];

  constructor(
    champs: ReadonlyArray<{ champ: string; message: string }>,
    readonly validationContext: 'body' | 'querystring' | 'params' = 'body',
  ) {
    super(champs.map(({ champ, message }) => `${champ} ${message}`).join(' ; '));
    this.name = new.target.name;
    this.validation = champs.map(({ champ, message }) => ({
      keyword: CUSTOM_MESSAGE_KEYWORD,
      instancePath: `/${champ}`,
      schemaPath: `#/properties/${champ}`,
      params: {},
      parentSchema: { [CUSTOM_MESSAGE_KEYWORD]: message },
    }));
  }
}
