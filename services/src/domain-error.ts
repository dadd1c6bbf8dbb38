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
}
