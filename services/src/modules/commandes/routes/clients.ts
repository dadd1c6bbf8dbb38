import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { appelant } from '../../comptes-clients/appelant.js';
import {
  annulationSchema,
  creationSchema,
  intitulesSchema,
  lectureSchema,
  listeSchema,
  moyensSchema,
  portefeuilleSchema,
  rechargementSchema,
  sessionSchema,
} from '../schemas.js';
import { clientDuCompte, clientSelectionne } from '../service/contexte.js';
import { creerCommande } from '../service/creation.js';
import { lireCommande, listeCommandes } from '../service/lecture.js';
import { annulerCommande, INTITULES_MOYENS, ouvrirRechargement, ouvrirSession } from '../service/paiements.js';
import { lirePortefeuille, moyensDuCompte } from '../service/portefeuille.js';
import { exigerJeton } from '../../../plugins/app/authentification.js';

/** Customer routes: 401 without a valid token (before validation), then the selected account only. */
const clientsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const client = (request: Parameters<typeof appelant>[0]) => clientSelectionne(db, appelant(request));

  fastify.post('/commandes', { schema: creationSchema }, async (request, reply) =>
    reply.code(201).send(await creerCommande(db, await client(request))),
  );

  fastify.get('/commandes', { schema: listeSchema }, async (request) =>
    listeCommandes(db, await client(request), request.query),
  );

  fastify.get('/commandes/:reference', { schema: lectureSchema }, async (request) =>
    lireCommande(db, await client(request), request.params.reference, request.query.date_commande),
  );

  fastify.post('/commandes/:reference/annulations', { schema: annulationSchema }, async (request) =>
    annulerCommande(db, await client(request), request.params.reference),
  );

  fastify.post('/commandes/:reference/paiements/sessions', { schema: sessionSchema }, async (request, reply) => {
    const { session, payee } = await ouvrirSession(
      db,
      await client(request),
      request.params.reference,
      request.body.moyen_paiement,
      fastify.config.siteUrl,
    );
    if (payee) fastify.travaux.reveiller();
    return reply.code(201).send(session);
  });

  fastify.get('/moyens_paiements/:id', { schema: moyensSchema }, async (request) =>
    moyensDuCompte(db, await clientDuCompte(db, appelant(request), request.params.id)),
  );

  fastify.get('/moyens_paiements/:id/intitules', { schema: intitulesSchema }, async (request) => {
    await clientDuCompte(db, appelant(request), request.params.id);
    return INTITULES_MOYENS;
  });

  fastify.get('/portefeuilles/:id', { schema: portefeuilleSchema }, async (request) =>
    lirePortefeuille(db, await clientDuCompte(db, appelant(request), request.params.id)),
  );

  fastify.post('/portefeuilles/:id/rechargements', { schema: rechargementSchema }, async (request, reply) => {
    const compte = await clientDuCompte(db, appelant(request), request.params.id);
    return reply.code(201).send(await ouvrirRechargement(db, compte, request.body.montant, fastify.config.siteUrl));
  });
};

export default clientsRoutes;
