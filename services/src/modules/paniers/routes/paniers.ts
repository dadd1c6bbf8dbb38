import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { declarerSecurite } from '../../../plugins/app/authentification.js';
import { sourceAffaires } from '../../affaires/index.js';
import { appelantOuInvite } from '../../comptes-clients/index.js';
import { findSirenEntreprise } from '../repository/catalogue.js';
import { ChampsInvalides } from '../erreurs.js';
import {
  ajoutAffaireSchema,
  ajoutEtatGagesSchema,
  ajoutArticleSchema,
  ajoutDebiteurApprocheSchema,
  ajoutDebiteurSchema,
  ajoutEtatEndettementSchema,
  lirePanierSchema,
  modificationArticleSchema,
  suppressionArticleSchema,
} from '@portail/contrat/paniers';
import type { AjoutAffaire } from '@portail/contrat/paniers';
import {
  ajouterAffaire,
  ajouterArticle,
  ajouterDebiteur,
  ajouterDebiteurApproche,
  ajouterEtatEndettement,
  ajouterEtatGages,
} from '../service/ajouts.js';
import { lirePanier } from '../service/lecture.js';
import { modifierArticle, retirerArticle } from '../service/modifications.js';
import { proprietaire } from '../service/proprietaire.js';

/**
 * Routes open to guests and signed-in users. A request with an Authorization header is
 * authenticated before validation (a bad token: 401) and works on the user's basket; without
 * one, on the guest basket of query uid_invite.
 */
const paniersRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== undefined) await fastify.authentifier(request, reply);
  });
  declarerSecurite(fastify, true);
  const db = fastify.db;
  const qui = (request: { query: { uid_invite?: string } } & Parameters<typeof appelantOuInvite>[0]) =>
    proprietaire(db, appelantOuInvite(request), request.query.uid_invite);

  fastify.get('/paniers', { schema: lirePanierSchema }, async (request) => {
    const { id_entite } = request.query;
    if (id_entite !== undefined && (await findSirenEntreprise(db, id_entite)) === undefined) {
      throw new ChampsInvalides(
        [{ champ: 'id_entite', message: 'ne correspond à aucune entreprise du registre' }],
        'querystring',
      );
    }
    return lirePanier(db, await qui(request), id_entite);
  });

  const ajouts = [
    ['/paniers/articles', ajoutArticleSchema, ajouterArticle],
    ['/paniers/etats_endettement', ajoutEtatEndettementSchema, ajouterEtatEndettement],
    ['/paniers/etats_endettement/debiteurs', ajoutDebiteurSchema, ajouterDebiteur],
    ['/paniers/etats_endettement/debiteurs_approches', ajoutDebiteurApprocheSchema, ajouterDebiteurApproche],
    ['/paniers/gages', ajoutEtatGagesSchema, ajouterEtatGages],
  ] as const;
  for (const [url, schema, ajouter] of ajouts) {
    fastify.post(url, { schema }, async (request, reply) => {
      const panier = await (ajouter as (...args: unknown[]) => ReturnType<typeof ajouterArticle>)(
        db,
        await qui(request),
        request.body,
      );
      return reply.code(201).send(panier);
    });
  }

  const source = sourceAffaires(fastify.config.affairesSourceUrl);
  fastify.post('/paniers/affaires', { schema: ajoutAffaireSchema }, async (request, reply) =>
    reply.code(201).send(await ajouterAffaire(db, await qui(request), request.body as AjoutAffaire, source)),
  );

  fastify.patch('/paniers/articles/:id', { schema: modificationArticleSchema }, async (request) =>
    modifierArticle(db, await qui(request), request.params.id, request.body.diffusions),
  );

  fastify.delete('/paniers/articles/:id', { schema: suppressionArticleSchema }, async (request) =>
    retirerArticle(db, await qui(request), request.params.id),
  );
};

export default paniersRoutes;
