import type { FastifyInstance } from 'fastify';

/** The registry is public: its answers may be kept a minute by browsers and proxies. */
export const CACHE_PUBLIC = 'public, max-age=60';

/** Adds Cache-Control to the 200 answers of the routes of `fastify` (an encapsulated plugin). */
export function cachePublic(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', CACHE_PUBLIC);
    return payload;
  });
}
