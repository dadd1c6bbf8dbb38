import type { Config } from '../../../config.js';
import type { PrestatairePaiement } from './prestataire.js';
import { prestataireSandbox } from './sandbox.js';
import { prestataireStripe } from './stripe.js';

export type { LectureNotification, Notification, PrestatairePaiement, SessionAOuvrir } from './prestataire.js';

/** The provider PAIEMENT_PRESTATAIRE names (config.ts checked that Stripe's keys are there). */
export function creerPrestataire(config: Config): PrestatairePaiement {
  if (config.paiementPrestataire === 'stripe') {
    return prestataireStripe({
      cleSecrete: config.stripeCleSecrete as string,
      secretWebhook: config.stripeSecretWebhook as string,
    });
  }
  return prestataireSandbox(config);
}
