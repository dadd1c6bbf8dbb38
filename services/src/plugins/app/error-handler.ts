import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { DomainError } from '../../domain-error.js';
import type { ErrorResponse, FieldError, ValidationErrorResponse } from '@portail/contrat/commun/erreurs';
import { validationErrorBody, type ValidationIssue } from '../../schemas/messages-validation.js';

export const INTERNAL_ERROR_MESSAGE = 'Une erreur est survenue.';
export const NOT_FOUND_MESSAGE = 'Ressource introuvable.';

// French messages for the client errors Fastify itself raises (bad JSON, body
// too large…). Their English text is meant for developers, not users.
const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Requête invalide.',
  401: 'Authentification requise.',
  403: 'Accès refusé.',
  404: NOT_FOUND_MESSAGE,
  405: 'Méthode non autorisée.',
  406: 'Format de réponse non disponible.',
  408: 'La requête a pris trop de temps.',
  409: 'La ressource a été modifiée entre-temps.',
  413: 'Le contenu envoyé est trop volumineux.',
  415: "Le type de contenu envoyé n'est pas accepté.",
  429: 'Trop de requêtes : réessayez dans quelques instants.',
};
const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide alors que du JSON est annoncé.',
  FST_ERR_BAD_URL: "L'adresse demandée est invalide.",
};
// The part of the request a client error is about, when it is one.
const CODE_FIELDS: Record<string, FieldError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { field: 'body', message: "n'est pas un JSON valide" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', message: 'est vide' },
};

/**
 * Routes declare their 400 answer as `ValidationErrorResponse`, and Fastify serializes an error
 * answer with the schema of its route: a 400 without `errors` would fail to serialize and turn into
 * Fastify's own English 500. Every 400 therefore has the validation shape, `errors` possibly empty.
 */
function errorBody(
  statusCode: number,
  message: string,
  errors: FieldError[] = [],
): ErrorResponse | ValidationErrorResponse {
  if (statusCode === 400) return { statusCode, error: 'Bad Request', message, errors };
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Also given to Fastify's `frameworkErrors`, for errors raised before routing (malformed URL). */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const body = validationErrorBody(error.validation as ValidationIssue[], error.validationContext ?? 'body');
    request.log.info({ errors: body.errors }, 'Requête refusée : données invalides');
    return reply.code(400).send(body);
  }
  if (error instanceof DomainError) {
    const level = error.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ err: error, context: error.context }, error.name);
    const message = error.messagePublic ? error.message : INTERNAL_ERROR_MESSAGE;
    return reply.code(error.statusCode).send(errorBody(error.statusCode, message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'Requête refusée');
    const message = CODE_MESSAGES[error.code] ?? CLIENT_MESSAGES[status] ?? 'Requête refusée.';
    const field = CODE_FIELDS[error.code];
    return reply.code(status).send(errorBody(status, message, field ? [field] : []));
  }
  // The only place an unexpected error is logged; its text may reveal SQL or
  // internals, so the client gets the generic message.
  request.log.error({ err: error }, 'Erreur inattendue');
  const serverStatus = status >= 500 && status < 600 ? status : 500;
  return reply.code(serverStatus).send(errorBody(serverStatus, INTERNAL_ERROR_MESSAGE));
}

export default fp(
  async function errorHandler(fastify: FastifyInstance) {
    fastify.setErrorHandler(handleError);
    fastify.setNotFoundHandler((request, reply) => {
      request.log.info({ url: request.url }, 'Route inconnue');
      return reply.code(404).send(errorBody(404, NOT_FOUND_MESSAGE));
    });
  },
  { name: 'error-handler' },
);
