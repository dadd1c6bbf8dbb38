import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { clientSelectionne } from '../commandes/index.js';
import { appelant } from '../comptes-clients/index.js';
import {
  adresseSchema,
  annulationSchema,
  creationSchema,
  envoisSchema,
  lectureSchema,
  listeSchema,
} from '@portail/contrat/kbis-periodiques';
import { commanderKbisPeriodique } from './service/commande.js';
import { annulerKbisPeriodique, changerAdresseLivraison } from './service/gestion.js';
import { lireEnvois, lireKbisPeriodique, listeKbisPeriodiques } from './service/lecture.js';
import { enregistrerTravauxKbisPeriodiques } from './travaux.js';
import { exigerJeton } from '../../plugins/app/authentification.js';

/** Customer routes: 401 without a valid token (before validation), then the selected account only. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const client = (request: Parameters<typeof appelant>[0]) => clientSelectionne(db, appelant(request));

  fastify.post('/kbis_periodiques', { schema: creationSchema }, async (request, reply) =>
    reply.code(201).send(await commanderKbisPeriodique(db, await client(request), request.body)),
  );

  fastify.get('/kbis_periodiques', { schema: listeSchema }, async (request) =>
    listeKbisPeriodiques(db, await client(request), request.query),
  );

  fastify.get('/kbis_periodiques/:id', { schema: lectureSchema }, async (request) =>
    lireKbisPeriodique(db, await client(request), request.params.id),
  );

  fastify.get('/kbis_periodiques/:id/envois', { schema: envoisSchema }, async (request) =>
    lireEnvois(db, await client(request), request.params.id),
  );

  fastify.put('/kbis_periodiques/:id/adresse_livraison', { schema: adresseSchema }, async (request) =>
    changerAdresseLivraison(db, await client(request), request.params.id, request.body),
  );

  fastify.post('/kbis_periodiques/:id/annulations', { schema: annulationSchema }, async (request) =>
    annulerKbisPeriodique(db, await client(request), request.params.id, fastify.config.vendeur),
  );
};

/** Periodic Kbis (README.md beside this file). Mounted at /api, from the commandes module. */
const kbisPeriodiquesModule: FastifyPluginAsync = async (fastify) => {
  enregistrerTravauxKbisPeriodiques(fastify);
  await fastify.register(routes);
};

export default kbisPeriodiquesModule;
