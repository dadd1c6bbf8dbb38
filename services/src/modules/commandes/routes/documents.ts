import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';

import { appelant } from '../../comptes-clients/appelant.js';
import { DocumentIntrouvable, DocumentsPasEncorePrets, FactureIntrouvable } from '../erreurs.js';
import { findContenusDocuments } from '../repository/commandes.js';
import {
  demandeFactureSchema,
  encaissementSchema,
  etatEndettementSchema,
  encaissementsSchema,
  paiementDirectSchema,
  paiementsDirectsSchema,
  factureSchema,
  facturesSchema,
  justificatifSchema,
  visualisationSchema,
  zipSchema,
} from '../schemas.js';
import { clientSelectionne } from '../service/contexte.js';
import { detailEncaissement, listerEncaissements } from '../service/encaissements.js';
import { etatEndettement } from '../service/endettement.js';
import { contenuFacture, listerFactures } from '../service/factures.js';
import { detailCommande, trouverCommande } from '../service/lecture.js';
import { archiveZip } from '../../documents/index.js';
import { pdfJustificatif } from '../service/production.js';
import { exigerJeton } from '../../../plugins/app/authentification.js';

function fichier(reply: FastifyReply, type: string, nom: string, contenu: Uint8Array) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${nom.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(contenu));
}

/** The files of an order and the account's invoices: the selected account's only. */
const documentsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;
  const { config } = fastify;
  const { messagerie } = fastify;
  const client = (request: Parameters<typeof appelant>[0]) => clientSelectionne(db, appelant(request));

  const livree = async (request: Parameters<typeof appelant>[0], reference: string, jour: string) => {
    const commande = await trouverCommande(db, await client(request), reference, jour);
    if (commande.statut !== 'LIVREE') throw new DocumentsPasEncorePrets({ reference, statut: commande.statut });
    return commande;
  };

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
    const qui = await client(request);
    const commande = await trouverCommande(db, qui, request.params.reference);
    const { rows } = await db.query<{ numero: string; contenu: Uint8Array }>(
      `SELECT f.numero, f.contenu FROM factures f
        WHERE f.commande_id = $1 OR f.id = (SELECT facture_id FROM commandes WHERE id = $1)`,
      [commande.id],
    );
    const facture = rows[0];
    if (facture === undefined) throw new FactureIntrouvable({ reference: commande.reference });
    const email = request.utilisateur?.email as string;
    await messagerie.envoyer({
      a: email,
      sujet: `Votre facture ${facture.numero} – commande ${commande.reference}`,
      texte: `Bonjour,\n\nVous trouverez ci-joint la facture ${facture.numero} de votre commande ${commande.reference}.\n\nL’équipe Greffeo\n`,
      html: `<p>Bonjour,</p><p>Vous trouverez ci-joint la facture ${facture.numero} de votre commande ${commande.reference}.</p><p>L’équipe Greffeo</p>`,
      pieces_jointes: [{ nom: `${facture.numero}.pdf`, type: 'application/pdf', contenu: facture.contenu }],
    });
    request.log.info({ facture: facture.numero }, 'Facture envoyée par courriel');
    return reply.code(202).send({ envoyee_a: email });
  });

  fastify.get('/commandes/:reference/etat_endettement', { schema: etatEndettementSchema }, async (request) => {
    const { date_commande, id_article, ...filtres } = request.query;
    return etatEndettement(db, await client(request), request.params.reference, date_commande, id_article, filtres);
  });

  fastify.get('/factures/encaissements', { schema: encaissementsSchema }, async (request) =>
    listerEncaissements(db, await client(request), request.query),
  );
  fastify.get('/encaissements/paiements', { schema: encaissementSchema }, async (request) =>
    detailEncaissement(db, await client(request), request.query.id_session),
  );
  fastify.get('/paiements_directs', { schema: paiementsDirectsSchema }, async (request) =>
    listerEncaissements(db, await client(request), { ...request.query, directs: true }),
  );
  fastify.get('/paiements_directs/details', { schema: paiementDirectSchema }, async (request) =>
    detailEncaissement(db, await client(request), request.query.id_session, true),
  );

  fastify.get('/factures', { schema: facturesSchema }, async (request) =>
    listerFactures(db, await client(request), request.query),
  );

  fastify.get('/factures/:numero', { schema: factureSchema }, async (request, reply) => {
    const pdf = await contenuFacture(db, await client(request), request.params.numero);
    return fichier(reply, 'application/pdf', `${request.params.numero}.pdf`, pdf);
  });
};

export default documentsRoutes;
