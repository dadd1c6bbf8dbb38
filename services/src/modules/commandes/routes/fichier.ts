import type { FastifyReply } from 'fastify';

/** A customer's file (PDF, ZIP): downloaded, never cached, never sniffed. */
export function fichier(reply: FastifyReply, type: string, nom: string, contenu: Uint8Array) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${nom.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(contenu));
}
