import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { instancePubliee } from '@portail/domaine';
import {
  desabonnementSchema,
  enregistrementWebhookSchema,
  lecturePreferencesAlertesSchema,
  lectureWebhookSchema,
  livraisonsWebhookSchema,
  modificationPreferencesAlertesSchema,
  suppressionWebhookSchema,
} from '@portail/contrat/surveillance-alertes';
import type { FastifyPluginAsync } from 'fastify';

import { ChampsInvalides } from '../../../domain-error.js';
import { exigerJeton } from '../../../plugins/app/authentification.js';
import { appelant } from '../../comptes-clients/index.js';
import { compteDuChemin } from '../service/contexte.js';
import { resoudre } from './adresses.js';
import { cleAlertes, lireDesabonnement } from './jeton.js';
import { choisirMode, lirePreferences } from './preferences.js';
import { enregistrerTravauxAlertes } from './travaux.js';
import { enregistrerWebhook, listerLivraisons, lireWebhook, supprimerWebhook } from './webhooks.js';

/** Customer routes: bearer token (401 first), then the selected account named in the path only. */
const routesClient: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const options = { publiee: instancePubliee(fastify.config.siteUrl), resoudre };
  type Requete = Parameters<typeof appelant>[0] & { params: { id_compte_client: number } };
  const duChemin = (request: Requete) => compteDuChemin(db, appelant(request), request.params.id_compte_client);

  fastify.get('/alertes/:id_compte_client/preferences', { schema: lecturePreferencesAlertesSchema }, async (request) =>
    lirePreferences(db, await duChemin(request)),
  );
  fastify.put(
    '/alertes/:id_compte_client/preferences',
    { schema: modificationPreferencesAlertesSchema },
    async (request) => {
      const compte = await duChemin(request);
      await choisirMode(db, { utilisateur: compte.utilisateur, compte: compte.id }, request.body.mode);
      return lirePreferences(db, compte);
    },
  );

  fastify.get('/webhooks/:id_compte_client', { schema: lectureWebhookSchema }, async (request) =>
    lireWebhook(db, await duChemin(request)),
  );
  fastify.put('/webhooks/:id_compte_client', { schema: enregistrementWebhookSchema }, async (request, reply) => {
    const { cree, webhook } = await enregistrerWebhook(db, await duChemin(request), request.body.url, options);
    return reply.code(cree ? 201 : 200).send(webhook);
  });
  fastify.delete('/webhooks/:id_compte_client', { schema: suppressionWebhookSchema }, async (request, reply) => {
    await supprimerWebhook(db, await duChemin(request));
    return reply.code(204).send(null);
  });
  fastify.get('/webhooks/:id_compte_client/livraisons', { schema: livraisonsWebhookSchema }, async (request) =>
    listerLivraisons(db, await duChemin(request), {
      offset: request.query.offset ?? 0,
      limit: request.query.limit ?? 20,
    }),
  );
};

/**
 * RFC 8058 one-click unsubscribe: no bearer token, the signed token names the user and the account.
 * Mail providers POST `List-Unsubscribe=One-Click` as a form: formbody reads it (and it is ignored).
 */
const routeDesabonnement: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(formbody);
  const cle = cleAlertes(fastify.config);
  fastify.post('/alertes/desabonnement', { schema: desabonnementSchema }, async (request) => {
    const qui = lireDesabonnement(cle, request.query.jeton);
    if (qui === undefined)
      throw new ChampsInvalides(
        [{ champ: 'jeton', message: 'n’est pas un lien de désabonnement valide' }],
        'querystring',
      );
    await choisirMode(fastify.db, qui, 'AUCUNE');
    return { mode: 'AUCUNE' as const, message: 'Vous ne recevrez plus d’alertes par courriel pour ce compte client.' };
  });
};

/** Alerts (README.md beside this file): jobs and routes, mounted by the surveillance module. */
const alertes: FastifyPluginAsync = async (fastify) => {
  enregistrerTravauxAlertes(fastify);
  await fastify.register(routesClient);
  await fastify.register(routeDesabonnement);
};

export default alertes;
