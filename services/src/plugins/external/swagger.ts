import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

import { packageVersion } from '../../package-info.js';
import { SCHEMA_JETON } from '../app/authentification.js';

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
        components: {
          securitySchemes: {
            // Operations that need it say so (`security`, from `exigerJeton` in authentification.ts).
            [SCHEMA_JETON]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: "Jeton d'accès (JWT) délivré par le fournisseur d'identité du portail (/auth).",
            },
          },
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
