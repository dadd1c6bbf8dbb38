import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { ValidationErrorResponse } from '@portail/contrat/commun/erreurs';
import type { ContexteIdentite } from '../contexte.js';
import { supprimerGrant, supprimerSessionsDuCompte } from '../repository/oidc.js';
import { CLIENT_ID } from './configuration.js';

const Corps = Type.Object({
  client_id: Type.String({ maxLength: 100 }),
  refresh_token: Type.String({ maxLength: 4096 }),
});

const JetonRefuse = Type.Object({ error: Type.Literal('invalid_grant'), message: Type.String() });

/**
 * `POST /auth/deconnexion` (Keycloak's logout endpoint shape, which the site calls): revokes the
 * grant of the refresh token and ends every provider session of its account, so the next
 * sign-in asks for the password again.
 */
export const deconnexionRoute: FastifyPluginAsyncTypebox<{ ctx: ContexteIdentite }> = async (fastify, { ctx }) => {
  fastify.post(
    '/auth/deconnexion',
    {
      schema: {
        summary: 'Déconnexion',
        description:
          'Révoque l’autorisation à laquelle appartient le jeton de rafraîchissement et termine les sessions du compte.',
        tags: ['identité'],
        consumes: ['application/x-www-form-urlencoded'],
        body: Corps,
        response: { 204: Type.Null(), 400: Type.Union([JetonRefuse, ValidationErrorResponse]) },
      },
    },
    async (request, reply) => {
      const { client_id: clientId, refresh_token: valeur } = request.body;
      // An expired token still names the grant to end: the site may sign out after a long pause.
      const jeton =
        clientId === CLIENT_ID
          ? await ctx.fournisseur.RefreshToken.find(valeur, { ignoreExpiration: true }).catch(() => undefined)
          : undefined;
      if (!jeton || jeton.clientId !== clientId) {
        request.log.info('Déconnexion refusée : jeton de rafraîchissement inconnu');
        return reply.code(400).send({ error: 'invalid_grant', message: 'Jeton de rafraîchissement invalide.' });
      }
      if (jeton.grantId) await supprimerGrant(ctx.db, jeton.grantId);
      await supprimerSessionsDuCompte(ctx.db, jeton.accountId);
      return reply.code(204).send(null);
    },
  );
};
