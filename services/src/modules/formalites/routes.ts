import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';

import {
  depotDgfipSchema,
  lectureFormaliteSchema,
  listeFormalitesSchema,
  nePlusSuivreFormaliteSchema,
  provenanceGuichetUniqueSchema,
  recepisseFormaliteSchema,
  suiviFormalitesSchema,
  suivreFormaliteSchema,
} from '@portail/contrat/formalites';
import { exigerJeton } from '../../plugins/app/authentification.js';
import { appelant } from '../comptes-clients/index.js';
import { genererRecepisseFormalite } from '../documents/index.js';
import { deposerFormaliteDgfip } from './depot.js';
import { ProvenanceRefusee } from './erreurs.js';
import { cleGuichetUnique, verifierJetonGuichetUnique } from './guichet-unique.js';
import { trouverFormalite } from './repository.js';
import {
  compteSelectionne,
  formaliteDuCompte,
  formalitesDuCompte,
  nePlusSuivreFormalite,
  suiviFormalites,
  suivreFormalite,
} from './service.js';

/** A customer's file: downloaded, never cached, never sniffed. */
function pdf(reply: FastifyReply, nom: string, contenu: Uint8Array) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${nom.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(contenu));
}

/**
 * The formalities register (SPEC §2 « formalités », §7 follow-up), mounted at /api/formalites:
 * the public follow-up and the single window's origin check, then the selected customer account's
 * own dossiers (401 without a valid token, before validation).
 */
const formalitesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;
  const cle = cleGuichetUnique(fastify.config);
  if (cle === undefined)
    fastify.log.warn(
      'GUICHET_UNIQUE_SECRET est absent sur une instance publiée : tout lien du guichet unique sera refusé (POST /api/formalites/provenances).',
    );

  // Public: answers are not cached, the dossiers move during the day.
  fastify.get('/suivi', { schema: suiviFormalitesSchema }, async (request) => suiviFormalites(db, request.query));

  fastify.post('/provenances', { schema: provenanceGuichetUniqueSchema }, async (request) => {
    const { identifiant, jeton } = request.body;
    await verifierJetonGuichetUnique(cle, jeton, { identifiant, audience: fastify.config.siteUrl });
    const formalite = await trouverFormalite(db, identifiant);
    if (formalite === undefined) throw new ProvenanceRefusee('formalité inconnue', { identifiant });
    return { identifiant: formalite.identifiant, numero_liasse: formalite.numero_liasse };
  });

  const routesDuCompte: FastifyPluginAsyncTypebox = async (compte) => {
    exigerJeton(compte);
    const selectionne = (request: Parameters<typeof appelant>[0]) => compteSelectionne(db, appelant(request));

    compte.get('', { schema: listeFormalitesSchema }, async (request) =>
      formalitesDuCompte(db, await selectionne(request), request.query),
    );

    compte.post('/dgfip', { schema: depotDgfipSchema }, async (request, reply) =>
      reply.code(201).send(await deposerFormaliteDgfip(db, await selectionne(request), request.body)),
    );

    compte.post('/suivies', { schema: suivreFormaliteSchema }, async (request, reply) => {
      const { cree, formalite } = await suivreFormalite(db, await selectionne(request), request.body.identifiant);
      return reply.code(cree ? 201 : 200).send(formalite);
    });

    compte.delete('/suivies/:identifiant', { schema: nePlusSuivreFormaliteSchema }, async (request, reply) => {
      await nePlusSuivreFormalite(db, await selectionne(request), request.params.identifiant);
      return reply.code(204).send(null);
    });

    compte.get('/:identifiant', { schema: lectureFormaliteSchema }, async (request) =>
      formaliteDuCompte(db, await selectionne(request), request.params.identifiant),
    );

    compte.get('/:identifiant/recepisse', { schema: recepisseFormaliteSchema }, async (request, reply) => {
      const formalite = await formaliteDuCompte(db, await selectionne(request), request.params.identifiant);
      const contenu = await genererRecepisseFormalite(formalite, { emisLe: new Date() });
      return pdf(reply, `Recepisse-${formalite.numero_liasse}.pdf`, contenu);
    });
  };
  await fastify.register(routesDuCompte);
};

export default formalitesRoutes;
