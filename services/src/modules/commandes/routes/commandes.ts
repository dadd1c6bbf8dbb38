import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { exigerJeton } from '../../../plugins/app/authentification.js';
import { appelant } from '../../comptes-clients/index.js';
import { archiveZip } from '../../documents/index.js';
import { DocumentIntrouvable, DocumentsPasEncorePrets } from '../erreurs.js';
import { findContenusDocuments } from '../repository/commandes.js';
import {
  annulationSchema,
  creationSchema,
  demandeFactureSchema,
  etatEndettementSchema,
  justificatifSchema,
  lectureSchema,
  listeSchema,
  sessionSchema,
  visualisationSchema,
  zipSchema,
} from '@portail/contrat/commandes';
import { clientSelectionne } from '../service/contexte.js';
import { creerCommande } from '../service/creation.js';
import { etatEndettement } from '../service/endettement.js';
import { envoyerFactureDeCommande } from '../service/factures.js';
import { detailCommande, lireCommande, listeCommandes, trouverCommande } from '../service/lecture.js';
import type { PrestatairePaiement } from '../prestataires/index.js';
import { annulerCommande, ouvrirSession } from '../service/paiements.js';
import { pdfJustificatif } from '../service/production.js';
import { fichier } from './fichier.js';

/**
 * `/commandes` and everything under it: ordering, reading, cancelling and paying an order, then its
 * documents, its receipt, its invoice by e-mail and its debt statement. 401 without a valid token
 * (before validation), then the caller's selected account only.
 */
const commandesRoutes: FastifyPluginAsyncTypebox<{ prestataire: PrestatairePaiement }> = async (fastify, options) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const { config } = fastify;
  const client = (request: Parameters<typeof appelant>[0]) => clientSelectionne(db, appelant(request));

  const livree = async (request: Parameters<typeof appelant>[0], reference: string, jour: string) => {
    const commande = await trouverCommande(db, await client(request), reference, jour);
    if (commande.statut !== 'LIVREE') throw new DocumentsPasEncorePrets({ reference, statut: commande.statut });
    return commande;
  };

  fastify.post('/commandes', { schema: creationSchema }, async (request, reply) =>
    reply.code(201).send(await creerCommande(db, await client(request))),
  );

  fastify.get('/commandes', { schema: listeSchema }, async (request) =>
    listeCommandes(db, await client(request), request.query),
  );

  fastify.get('/commandes/:reference', { schema: lectureSchema }, async (request) =>
    lireCommande(db, await client(request), request.params.reference, request.query.date_commande),
  );

  fastify.post('/commandes/:reference/annulations', { schema: annulationSchema }, async (request) =>
    annulerCommande(db, await client(request), request.params.reference, options.prestataire),
  );

  fastify.post('/commandes/:reference/paiements/sessions', { schema: sessionSchema }, async (request, reply) => {
    const { session, payee } = await ouvrirSession(
      db,
      await client(request),
      request.params.reference,
      request.body.moyen_paiement,
      config.siteUrl,
      options.prestataire,
    );
    if (payee) fastify.travaux.reveiller();
    return reply.code(201).send(session);
  });

  fastify.get('/commandes/:reference/visualisations', { schema: visualisationSchema }, async (request, reply) => {
    const { reference } = request.params;
    const commande = await livree(request, reference, request.query.date_commande);
    const { id_article, id_document } = request.query;
    const [document] = await findContenusDocuments(db, commande.id, id_article, id_document);
    if (document === undefined) throw new DocumentIntrouvable({ reference, id_article, id_document });
    return fichier(reply, 'application/pdf', document.nom_fichier, document.contenu);
  });

  fastify.get('/commandes/:reference/visualisations/zip', { schema: zipSchema }, async (request, reply) => {
    const { reference } = request.params;
    const commande = await livree(request, reference, request.query.date_commande);
    const documents = await findContenusDocuments(db, commande.id);
    if (documents.length === 0) throw new DocumentIntrouvable({ reference });
    const zip = archiveZip(
      documents.map((d) => ({ nom: d.nom_fichier, contenu: d.contenu })),
      new Date(commande.livree_le ?? commande.cree_le),
    );
    return fichier(reply, 'application/zip', `${reference}.zip`, zip);
  });

  fastify.get('/commandes/:reference/justificatifs', { schema: justificatifSchema }, async (request, reply) => {
    const { reference } = request.params;
    const commande = await trouverCommande(db, await client(request), reference, request.query.date_commande);
    if (commande.paye_le === null) throw new DocumentsPasEncorePrets({ reference, statut: commande.statut });
    const pdf = await pdfJustificatif(await detailCommande(db, commande), config.vendeur);
    return fichier(reply, 'application/pdf', `Justificatif-${reference}.pdf`, pdf);
  });

  fastify.post('/commandes/:reference/factures/demandes', { schema: demandeFactureSchema }, async (request, reply) => {
    const commande = await trouverCommande(db, await client(request), request.params.reference);
    const email = request.utilisateur?.email as string;
    const numero = await envoyerFactureDeCommande(db, fastify.messagerie, commande, email);
    request.log.info({ facture: numero }, 'Facture envoyée par courriel');
    return reply.code(202).send({ envoyee_a: email });
  });

  fastify.get('/commandes/:reference/etat_endettement', { schema: etatEndettementSchema }, async (request) => {
    const { date_commande, id_article, ...filtres } = request.query;
    return etatEndettement(db, await client(request), request.params.reference, date_commande, id_article, filtres);
  });
};

export default commandesRoutes;
