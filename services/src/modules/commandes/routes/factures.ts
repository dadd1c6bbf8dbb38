import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { exigerJeton } from '../../../plugins/app/authentification.js';
import { appelant } from '../../comptes-clients/index.js';
import { factureSchema, facturesSchema } from '@portail/contrat/commandes';
import { clientSelectionne } from '../service/contexte.js';
import { contenuFacture, listerFactures } from '../service/factures.js';
import { fichier } from './fichier.js';

/** `/factures`: the selected account's invoices and credit notes, and each one's PDF. */
const facturesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const client = (request: Parameters<typeof appelant>[0]) => clientSelectionne(db, appelant(request));

  fastify.get('/factures', { schema: facturesSchema }, async (request) =>
    listerFactures(db, await client(request), request.query),
  );

  fastify.get('/factures/:numero', { schema: factureSchema }, async (request, reply) => {
    const pdf = await contenuFacture(db, await client(request), request.params.numero);
    return fichier(reply, 'application/pdf', `${request.params.numero}.pdf`, pdf);
  });
};

export default facturesRoutes;
