import type { FastifyRequest } from 'fastify';

import { UtilisateurInconnu } from './erreurs.js';

// Our provider only issues uuids: anything else cannot be one of our users.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in caller's id, undefined for a guest (routes where authentication is optional). */
export function appelantOuInvite(request: FastifyRequest): string | undefined {
  const id = request.utilisateur?.id;
  if (id !== undefined && !UUID.test(id)) throw new UtilisateurInconnu(id);
  return id;
}

/** The caller's user id, on routes behind `fastify.authentifier`. */
export function appelant(request: FastifyRequest): string {
  const id = appelantOuInvite(request);
  if (id === undefined) throw new UtilisateurInconnu('');
  return id;
}
