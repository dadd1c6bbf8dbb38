import type { FastifyPluginAsync } from 'fastify';

import { sandboxRoutes } from './sandbox/routes.js';
import commandesRoutes from './routes/commandes.js';
import encaissementsRoutes from './routes/encaissements.js';
import facturesRoutes from './routes/factures.js';
import moyensPaiementsRoutes from './routes/moyens-paiements.js';
import portefeuillesRoutes from './routes/portefeuilles.js';
import verificationsRoutes from './routes/verifications.js';
import { creerPrestataire, type PrestatairePaiement } from './prestataires/index.js';
import { notificationsRoutes } from './routes/notifications.js';
import { enregistrerLivraison, type EtapeLivraison } from './service/livraison.js';
import { executerRemboursementCarte, TRAVAIL_REMBOURSEMENT_CARTE } from './service/paiements.js';
import { sceauDesDocuments } from './service/sceau.js';

export interface OptionsCommandes {
  /** Work of other modules done in the delivery's transaction (app.ts: opening periodic Kbis). */
  etapesLivraison?: readonly EtapeLivraison[];
  /** Tests: this card payment provider instead of the one PAIEMENT_PRESTATAIRE names. */
  prestataire?: PrestatairePaiement;
}

/** Orders, payments, documents and invoices (README.md beside this file). Mounted at /api. */
const commandesModule: FastifyPluginAsync<OptionsCommandes> = async (fastify, options) => {
  // The seal of the issued documents: a published instance without its certificate stops here.
  const sceau = await sceauDesDocuments(fastify.config);
  if (sceau.origine === 'demonstration')
    fastify.log.info(
      { fichier: fastify.config.sceauFichierDemonstration },
      'Documents scellés avec le certificat de démonstration (SCEAU_CERTIFICAT_P12 non défini)',
    );
  enregistrerLivraison(fastify, options.etapesLivraison ?? [], sceau);
  const prestataire = options.prestataire ?? creerPrestataire(fastify.config);
  const { rembourser } = prestataire;
  if (rembourser !== undefined) {
    fastify.travaux.enregistrer(TRAVAIL_REMBOURSEMENT_CARTE, {
      transactionnel: false,
      executer: (travail, db) => executerRemboursementCarte(db, prestataire, String(travail.donnees.session)),
    });
  }
  await fastify.register(notificationsRoutes, { prestataire });
  if (prestataire.nom === 'sandbox') await fastify.register(sandboxRoutes);
  // One file per resource, named after its URL (README.md: « Routes »).
  await fastify.register(verificationsRoutes, { sceau });
  await fastify.register(commandesRoutes, { prestataire });
  await fastify.register(facturesRoutes);
  await fastify.register(encaissementsRoutes);
  await fastify.register(moyensPaiementsRoutes);
  await fastify.register(portefeuillesRoutes, { prestataire });
};

export default commandesModule;
