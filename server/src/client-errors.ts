import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Header } from './manifest.js';
import { RESOURCE_POLICY } from './security-headers.js';

export const INVALID_ADDRESS = "L'adresse demandée est invalide.";
export const INTERNAL_ERROR = 'Une erreur est survenue.';

/** The services' messages for the same statuses (services/src/plugins/app/error-handler.ts), and a few more. */
const MESSAGES: Record<number, string> = {
  400: 'Requête invalide.',
  404: 'Ressource introuvable.',
  405: 'Méthode non autorisée.',
  408: 'La requête a pris trop de temps.',
  413: 'Le contenu envoyé est trop volumineux.',
  414: "L'adresse demandée est trop longue.",
  415: "Le type de contenu envoyé n'est pas accepté.",
  431: 'Les en-têtes de la requête sont trop volumineux.',
};

/** Fastify's codes whose status alone says too little. */
const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: INVALID_ADDRESS,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur annoncée du contenu ne correspond pas au contenu envoyé.',
};

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** The services' JSON error shape, with a French message. */
export function errorBody(statusCode: number, message?: string): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: message ?? MESSAGES[statusCode] ?? (statusCode >= 500 ? INTERNAL_ERROR : 'Requête refusée.'),
  };
}

/** The French message of an error Fastify, a plugin or the proxy raised for a client's request. */
export function clientMessage(error: { code?: string }): string | undefined {
  return error.code === undefined ? undefined : CODE_MESSAGES[error.code];
}

/** /api answers JSON like the services; everything else is a page, answered with the site's HTML. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Where the site's error pages are: the release being served. */
export interface ErrorPages {
  publicDir: string;
  baseHeaders: readonly Header[];
}

const fallbackPage = (status: number) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur</title></head><body><h1>${
    status === 404 ? 'Page introuvable' : 'Une erreur est survenue'
  }</h1></body></html>`;

/**
 * Answers a request the portal refuses or could not serve, never cached: for /api, the services'
 * JSON error shape; for a page, the site's 404 page when the address leads nowhere (`page:
 * '404.html'`, the default for 404) or its error page otherwise. Read without @fastify/static:
 * the replies Fastify builds for errors raised before routing do not have `sendFile`.
 */
export async function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: ErrorPages,
  status: number,
  options: { message?: string; page?: '404.html' | '500.html' } = {},
): Promise<FastifyReply> {
  if (isApiPath(request.url)) {
    reply.code(status).header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(errorBody(status, options.message));
  }
  for (const { key, value } of pages.baseHeaders) reply.header(key, value);
  reply.code(status).header('cache-control', 'no-store');
  const page = options.page ?? (status === 404 ? '404.html' : '500.html');
  const html = await readFile(path.join(pages.publicDir, page)).catch(() => fallbackPage(status));
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Node's HTTP parser refused the request (invalid characters, headers too large, too slow): there
 * is no request to route, so the answer is written on the socket, in French, and the connection
 * closed, as Fastify's own handler does in English.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n` +
        // The security policy's headers of a JSON answer (security-headers.ts): no hook runs here.
        `Content-Security-Policy: ${RESOURCE_POLICY}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
