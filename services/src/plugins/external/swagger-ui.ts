import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** Interactive documentation at /api/docs, the OpenAPI JSON at /api/docs/json. */
export default fp(
  async function openapiUi(fastify) {
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'swagger-ui', dependencies: ['swagger'] },
);
