import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { appelant } from './appelant.js';
import { ChampsInvalides } from './erreurs.js';
import { abonnementSchema, desabonnementSchema, suppressionSchema } from '@portail/contrat/comptes-clients';
import {
  listeSchema,
  modificationSchema,
  selectionneSchema,
  selectionnerSchema,
} from '@portail/contrat/comptes-clients';
import { creationSchema } from '@portail/contrat/comptes-clients';
import { demanderDesabonnement, lireAbonnement, verifierSuppression } from './service/abonnements.js';
import { lireCompteSelectionne, listerComptes, modifierCompte, selectionnerCompte } from './service/comptes.js';
import { creerDossierClient } from './service/creation.js';
import { exigerJeton } from '../../plugins/app/authentification.js';

/**
 * Customer accounts (README.md beside this file), mounted at /api/comptes_clients. Authentication
 * runs on onRequest, before validation: a caller without a token learns nothing, not even a 400.
 */
const comptesClientsModule: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);

  fastify.get('', { schema: listeSchema }, (request) => listerComptes(fastify.db, appelant(request)));

  fastify.get('/selectionne', { schema: selectionneSchema }, (request) =>
    lireCompteSelectionne(fastify.db, appelant(request)),
  );

  for (const method of ['POST', 'PUT'] as const) {
    fastify.route({
      method,
      url: '/:id/selectionner',
      schema: selectionnerSchema,
      handler: (request) => selectionnerCompte(fastify.db, appelant(request), request.params.id),
    });
  }

  fastify.put('/:id', { schema: modificationSchema }, (request) => {
    if (request.body.id !== request.params.id) {
      throw new ChampsInvalides([{ champ: 'id', message: "doit être l'identifiant du compte de l'adresse" }]);
    }
    return modifierCompte(fastify.db, appelant(request), request.body);
  });

  fastify.get('/abonnements/:id', { schema: abonnementSchema }, (request) =>
    lireAbonnement(fastify.db, appelant(request), request.params.id, request.query.date),
  );

  fastify.get('/:id/suppression', { schema: suppressionSchema }, (request) =>
    verifierSuppression(fastify.db, appelant(request), request.params.id, request.query.date),
  );

  fastify.post('/:id/demande_desabonnement', { schema: desabonnementSchema }, (request) =>
    demanderDesabonnement(fastify.db, appelant(request), request.params.id, request.body.motif),
  );

  fastify.post('/signatures/creation_dossier_client', { schema: creationSchema }, async (request, reply) => {
    const compte = await creerDossierClient(fastify.db, appelant(request), request.body);
    return reply.code(201).send(compte);
  });
};

export default comptesClientsModule;
