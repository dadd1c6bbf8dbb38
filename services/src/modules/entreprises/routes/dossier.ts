import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../../lib/cache-http.js';
import {
  documentsBeneficiairesSchema,
  documentsSchema,
  evenementsSchema,
  inscriptionsSchema,
  proceduresSchema,
} from '@portail/contrat/entreprises';
import { documents, documentsBeneficiaires, evenements, inscriptions, procedures } from '../service/dossier.js';

/** A company's file at the registry: collective proceedings, documents, registrations, history. */
const dossierRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('/procedures_collectives', { schema: proceduresSchema }, async (request) => ({
    procedures: await procedures(fastify.db, request.query.id_entreprise),
  }));

  fastify.get('/entreprises/:id/documents', { schema: documentsSchema }, (request) =>
    documents(fastify.db, request.params.id),
  );

  fastify.get('/documents/beneficiaires_effectifs', { schema: documentsBeneficiairesSchema }, async (request) => ({
    documents: await documentsBeneficiaires(fastify.db, request.query.id_entreprise, request.query.type_document),
  }));

  fastify.get('/entreprises/:id/inscriptions', { schema: inscriptionsSchema }, (request) =>
    inscriptions(fastify.db, request.params.id),
  );

  fastify.get('/entreprises/:id/evenements', { schema: evenementsSchema }, (request) =>
    evenements(fastify.db, request.params.id, request.query),
  );
};

export default dossierRoutes;
