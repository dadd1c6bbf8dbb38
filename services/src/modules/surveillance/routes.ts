import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { appelant } from '../comptes-clients/index.js';
import {
  creationGroupeSchema,
  creationSurveillanceSchema,
  enAlerteSchema,
  finSurveillanceSchema,
  lectureRevelationSchema,
  listeGroupesSchema,
  listeRevelationsSchema,
  marquageRevelationSchema,
  lectureSurveillanceSchema,
  modificationSurveillanceSchema,
  renommageGroupeSchema,
  revelationsGroupeSchema,
  suppressionGroupeSchema,
  surveillancesActivesSchema,
  surveillancesGroupeSchema,
} from '@portail/contrat/surveillance';
import {
  avisRevelationSchema,
  consultationAvisSchema,
  rapportRevelationSchema,
  rapportSurveillanceSchema,
} from '@portail/contrat/surveillance-avis';
import { validationPanierSurveillanceSchema } from '@portail/contrat/surveillance-panier';
import { catalogueSurveillanceSchema, suppressionDomainesSchema } from '@portail/contrat/surveillance-legacy';
import { fichier } from '../commandes/index.js';
import { exigerJeton } from '../../plugins/app/authentification.js';
import { lireGroupes } from './repository/lecture.js';
import { consulterAvis, lireAvis } from './service/avis.js';
import { catalogueSurveillance } from './service/catalogue.js';
import { compteDuChemin, compteSelectionne } from './service/contexte.js';
import { creerGroupe, groupeDuCompte, renommerGroupe, supprimerGroupe } from './service/groupes.js';
import { validerPanierSurveillance } from './service/panier.js';
import { rapportRevelation, rapportSurveillance } from './service/rapports.js';
import { supprimerDomaines } from './service/suppression-domaines.js';
import { enAlerte, listerRevelations, marquerLue } from './service/revelations.js';
import {
  modifierSurveillance,
  ouvrirSurveillance,
  surveillancesActives,
  surveillanceDuCompte,
  terminerSurveillance,
} from './service/surveillances.js';
import { enregistrerDiffusion } from './travaux.js';
import alertes from './alertes/routes.js';

/** Customer routes: 401 without a valid token (before validation), then the selected account only. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  type Requete = Parameters<typeof appelant>[0];
  const compte = (request: Requete) => compteSelectionne(db, appelant(request));
  const duChemin = (request: Requete & { params: { id_compte_client: number } }) =>
    compteDuChemin(db, appelant(request), request.params.id_compte_client);

  fastify.get('/revelation', { schema: listeRevelationsSchema }, async (request) =>
    listerRevelations(db, await compte(request), request.query),
  );
  fastify.get('/revelation/groupefavoris/:id', { schema: revelationsGroupeSchema }, async (request) =>
    listerRevelations(db, await compte(request), { ...request.query, groupe_favoris_id: request.params.id }),
  );
  fastify.get('/revelation/enAlerte', { schema: enAlerteSchema }, async (request) =>
    enAlerte(db, await compte(request)),
  );
  fastify.put('/revelation/:id_compte_client/:id', { schema: lectureRevelationSchema }, async (request) =>
    marquerLue(db, await duChemin(request), request.params.id, request.body.lue),
  );
  fastify.post('/revelation/:id_compte_client/:id', { schema: marquageRevelationSchema }, async (request) =>
    marquerLue(db, await duChemin(request), request.params.id, true),
  );

  fastify.get('/revelation/avis/:id_compte_client/:id', { schema: avisRevelationSchema }, async (request) =>
    lireAvis(db, await duChemin(request), request.params.id),
  );
  fastify.post('/revelation/avis/:id_compte_client/:id', { schema: consultationAvisSchema }, async (request) =>
    consulterAvis(db, await duChemin(request), request.params.id),
  );
  fastify.get(
    '/revelation/rapport/:id_compte_client/:id',
    { schema: rapportRevelationSchema },
    async (request, reply) => {
      const pdf = await rapportRevelation(db, await duChemin(request), request.params.id);
      return fichier(reply, 'application/pdf', `revelation-${request.params.id}.pdf`, pdf);
    },
  );
  fastify.get(
    '/surveillance/rapport/:id_compte_client/:id',
    { schema: rapportSurveillanceSchema },
    async (request, reply) => {
      const pdf = await rapportSurveillance(db, await duChemin(request), request.params.id);
      return fichier(reply, 'application/pdf', `surveillance-${request.params.id}.pdf`, pdf);
    },
  );

  fastify.get('/surveillance/true', { schema: surveillancesActivesSchema }, async (request) => {
    const surveillances = await surveillancesActives(db, await compte(request));
    return { total: surveillances.length, surveillances };
  });
  fastify.get('/surveillance/groupefavoris/:id', { schema: surveillancesGroupeSchema }, async (request) => {
    const qui = await compte(request);
    await groupeDuCompte(db, qui, request.params.id);
    const surveillances = await surveillancesActives(db, qui, request.params.id);
    return { total: surveillances.length, surveillances };
  });
  fastify.post('/surveillance', { schema: creationSurveillanceSchema }, async (request, reply) =>
    reply.code(201).send(await ouvrirSurveillance(db, await compte(request), request.body)),
  );
  // SPEC §7 legacy service: the watches put in the basket (POST paniers/surveillances) are opened.
  fastify.post(
    '/surveillance/finishOrContinueSurveillance',
    { schema: validationPanierSurveillanceSchema },
    async (request) => validerPanierSurveillance(db, await compte(request), request.body),
  );
  // SPEC §7 legacy service: the catalogue per dossier, and the removal of domains from watches.
  fastify.get('/surveillance/catalogue/:siren', { schema: catalogueSurveillanceSchema }, async (request) =>
    catalogueSurveillance(db, await compte(request), request.params.siren),
  );
  fastify.post('/surveillance/deleteDomaineSurveillancePaye', { schema: suppressionDomainesSchema }, async (request) =>
    supprimerDomaines(db, await compte(request), request.body),
  );
  fastify.get('/surveillance/:id_compte_client/:id', { schema: lectureSurveillanceSchema }, async (request) =>
    surveillanceDuCompte(db, await duChemin(request), request.params.id),
  );
  fastify.put('/surveillance/:id_compte_client/:id', { schema: modificationSurveillanceSchema }, async (request) =>
    modifierSurveillance(db, await duChemin(request), request.params.id, request.body),
  );
  fastify.delete('/surveillance/:id_compte_client/:id', { schema: finSurveillanceSchema }, async (request) =>
    terminerSurveillance(db, await duChemin(request), request.params.id),
  );

  fastify.get('/favori/:id_compte_client', { schema: listeGroupesSchema }, async (request) => {
    const qui = await duChemin(request);
    return { groupes_favoris: await lireGroupes(db, qui.id) };
  });
  fastify.post('/favori/:id_compte_client', { schema: creationGroupeSchema }, async (request, reply) =>
    reply.code(201).send(await creerGroupe(db, await duChemin(request), request.body.libelle)),
  );
  fastify.put('/favori/:id_compte_client/:id', { schema: renommageGroupeSchema }, async (request) =>
    renommerGroupe(db, await duChemin(request), request.params.id, request.body.libelle),
  );
  fastify.delete('/favori/:id_compte_client/:id', { schema: suppressionGroupeSchema }, async (request, reply) => {
    await supprimerGroupe(db, await duChemin(request), request.params.id);
    return reply.code(204).send(null);
  });
};

/** Surveillance (README.md beside this file). Mounted at /api by app.ts. */
const surveillanceModule: FastifyPluginAsync = async (fastify) => {
  enregistrerDiffusion(fastify, fastify.config.surveillanceIntervalleS);
  await fastify.register(routes);
  await fastify.register(alertes);
};

export default surveillanceModule;
