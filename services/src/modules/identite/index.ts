import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

import { exigerSecretsIdentite } from '../../config.js';
import type { ContexteIdentite } from './contexte.js';
import { changementEmailRoutes } from './pages/changement-email.js';
import { connexionRoutes } from './pages/connexion.js';
import { devCourrielsRoutes } from './pages/dev-courriels.js';
import { inscriptionRoutes } from './pages/inscription.js';
import { motDePasseRoutes } from './pages/mot-de-passe.js';
import { ressourcesRoutes } from '../../lib/pages/ressources.js';
import { deconnexionRoute } from './provider/deconnexion.js';
import { creerFournisseur, monterFournisseur } from './provider/montage.js';
import { utilisateurRoutes } from './routes/utilisateur.js';
import { envoyerReinitialisation, TRAVAIL_REINITIALISATION } from './service/comptes.js';
import { Liens } from './service/liens.js';

/**
 * Identity (contract in README.md): the OpenID Connect provider under /auth, its French pages,
 * the user resource under /api/utilisateurs. Registered at the root: its paths are the portal's.
 */
export default async function identiteModule(fastify: FastifyInstance) {
  const { config } = fastify;
  exigerSecretsIdentite(config);
  const ctx: ContexteIdentite = {
    db: fastify.db,
    config,
    liens: new Liens(config.identiteSecrets),
    messagerie: fastify.messagerie,
    travaux: fastify.travaux,
    fournisseur: creerFournisseur(fastify),
    log: fastify.log,
  };
  // Sends an e-mail (not idempotent, but a second reset link does no harm): outside any transaction.
  fastify.travaux.enregistrer(TRAVAIL_REINITIALISATION, {
    transactionnel: false,
    executer: (travail) => envoyerReinitialisation(ctx, travail.donnees),
  });

  // Signed in at another provider (OIDC_EMETTEUR), the site never comes here: the embedded provider
  // and the pages of its local accounts (sign-in, registration, password reset, address change)
  // answer 404 rather than create accounts that could not sign in to the site.
  const integre = config.oidcExterne === null;
  if (integre) {
    // The provider parses its own bodies: its routes live in a context without body parsers.
    await fastify.register(async (instance) => monterFournisseur(instance, ctx.fournisseur));
  } else {
    fastify.log.info({ emetteur: config.oidcExterne?.emetteur }, 'fournisseur d’identité externe : /auth désactivé');
  }

  await fastify.register(async (instance) => {
    await instance.register(formbody);
    if (integre) {
      await connexionRoutes(instance, ctx);
      await instance.register(deconnexionRoute, { ctx });
      await inscriptionRoutes(instance, ctx);
      await motDePasseRoutes(instance, ctx);
      await changementEmailRoutes(instance, ctx);
    }
    await ressourcesRoutes(instance);
    if (config.smtpUrl === undefined) await instance.register(devCourrielsRoutes, { ctx });
  });

  await fastify.register(utilisateurRoutes, { prefix: '/api/utilisateurs', ctx });
}

export { ALGORITHME_SIGNATURE, chargerClesSignature, clePublique, type CleSignature } from './cles.js';
/** Deletes a user row (tests of other modules simulate a user who left within a token's life). */
export { supprimer as supprimerUtilisateur } from './repository/utilisateurs.js';
export { AdresseNonVerifiee, lirePersonneExterne, utilisateurExterne } from './service/externes.js';
