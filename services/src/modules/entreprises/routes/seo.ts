import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../../lib/cache-http.js';
import { codesNafSchema, departementsSchema, entreprisesSeoSchema, secteursSchema } from '@portail/contrat/entreprises';
import { codesNaf, departements, entreprises, secteurs } from '../service/seo.js';

/** The browse tree of the SEO pages: départements, sectors, NAF codes, companies. */
const seoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('/seo/departements', { schema: departementsSchema }, async () => ({
    departements: await departements(fastify.db),
  }));

  fastify.get('/seo/departements/:dep/secteurs', { schema: secteursSchema }, (request) =>
    secteurs(fastify.db, request.params.dep),
  );

  fastify.get('/seo/departements/:dep/secteurs/:division/naf', { schema: codesNafSchema }, (request) =>
    codesNaf(fastify.db, request.params.dep, request.params.division),
  );

  fastify.get('/seo/entreprises', { schema: entreprisesSeoSchema }, (request) =>
    entreprises(fastify.db, request.query),
  );
};

export default seoRoutes;
