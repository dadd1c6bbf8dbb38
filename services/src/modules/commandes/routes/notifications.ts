import type { FastifyInstance } from 'fastify';

import { NotificationRefusee } from '../erreurs.js';
import type { PrestatairePaiement } from '../prestataires/index.js';
import { traiterNotification } from '../service/paiements.js';

/**
 * `POST /paiements/notifications` (public): the configured provider's notifications — the sandbox's
 * (`Paiement-Signature`) or Stripe's webhook events (`Stripe-Signature`). The provider's adapter
 * checks the signature on the exact bytes received; 400 « Notification de paiement refusée : … »
 * for a refused one (the provider retries), 200 for every authenticated one, acted on or not.
 */
export async function notificationsRoutes(fastify: FastifyInstance, options: { prestataire: PrestatairePaiement }) {
  const { db, config } = fastify;
  const { prestataire } = options;
  // The signature covers the exact bytes: the body is kept as received.
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, corps, done) => done(null, corps));
  fastify.post('/paiements/notifications', { schema: { hide: true } }, async (request) => {
    const corps = typeof request.body === 'string' ? request.body : '';
    const lecture = prestataire.lireNotification(corps, request.headers);
    if ('refusee' in lecture) {
      request.log.warn({ prestataire: prestataire.nom, raison: lecture.refusee }, 'Notification de paiement refusée');
      throw new NotificationRefusee(lecture.refusee);
    }
    if ('ignoree' in lecture) {
      request.log.info({ prestataire: prestataire.nom, raison: lecture.ignoree }, 'Notification de paiement ignorée');
      return { recue: true, ignoree: true };
    }
    const resultat = await traiterNotification(
      db,
      lecture.notification,
      corps,
      request.log,
      config.vendeur,
      prestataire,
    );
    fastify.travaux.reveiller();
    return { recue: true, ...resultat };
  });
}
