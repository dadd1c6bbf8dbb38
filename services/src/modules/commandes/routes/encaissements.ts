import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { exigerJeton } from '../../../plugins/app/authentification.js';
import { appelant } from '../../comptes-clients/index.js';
import {
  encaissementSchema,
  encaissementsSchema,
  paiementDirectSchema,
  paiementsDirectsSchema,
} from '@portail/contrat/commandes';
import { clientSelectionne } from '../service/contexte.js';
import { detailEncaissement, listerEncaissements } from '../service/encaissements.js';

/**
 * What the selected account paid (SPEC §7's legacy paths): `/factures/encaissements` and
 * `/encaissements/paiements` for every payment session, `/paiements_directs` and
 * `/paiements_directs/details` for those paid directly by card.
 */
const encaissementsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const client = (request: Parameters<typeof appelant>[0]) => clientSelectionne(db, appelant(request));

  fastify.get('/factures/encaissements', { schema: encaissementsSchema }, async (request) =>
    listerEncaissements(db, await client(request), request.query),
  );
  fastify.get('/encaissements/paiements', { schema: encaissementSchema }, async (request) =>
    detailEncaissement(db, await client(request), request.query.id_session),
  );
  fastify.get('/paiements_directs', { schema: paiementsDirectsSchema }, async (request) =>
    listerEncaissements(db, await client(request), { ...request.query, directs: true }),
  );
  fastify.get('/paiements_directs/details', { schema: paiementDirectSchema }, async (request) =>
    detailEncaissement(db, await client(request), request.query.id_session, true),
  );
};

export default encaissementsRoutes;
