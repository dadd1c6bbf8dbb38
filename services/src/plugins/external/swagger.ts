import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

import { packageVersion } from '../../package-info.js';

/** Builds the OpenAPI document from the routes' TypeBox schemas. */
export default fp(
  async function openapi(fastify) {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Greffeo — services',
          description:
            'Services du portail (SPEC §7). Les erreurs ont la forme { statusCode, error, message } ' +
            'et, pour les données invalides (400), errors: [{ field, message }], messages en français.',
          version: packageVersion,
        },
        tags: [
          { name: 'santé', description: 'Disponibilité des services' },
          { name: 'greffes', description: 'Greffes tenant le registre du commerce et des sociétés' },
        ],
      },
    });
  },
  { name: 'swagger' },
);
