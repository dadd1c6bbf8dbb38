import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { exigerJeton } from '../../../plugins/app/authentification.js';
import { appelant } from '../../comptes-clients/index.js';
import { intitulesSchema, moyensSchema } from '@portail/contrat/commandes';
import { clientDuCompte } from '../service/contexte.js';
import { INTITULES_MOYENS } from '../service/paiements.js';
import { moyensDuCompte } from '../service/portefeuille.js';

/** `/moyens_paiements/{id}`: the means of payment an account of the caller may use, and their labels. */
const moyensPaiementsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;

  fastify.get('/moyens_paiements/:id', { schema: moyensSchema }, async (request) =>
    moyensDuCompte(db, await clientDuCompte(db, appelant(request), request.params.id)),
  );

  fastify.get('/moyens_paiements/:id/intitules', { schema: intitulesSchema }, async (request) => {
    await clientDuCompte(db, appelant(request), request.params.id);
    return INTITULES_MOYENS;
  });
};

export default moyensPaiementsRoutes;
