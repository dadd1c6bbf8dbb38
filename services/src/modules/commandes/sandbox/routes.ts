import { randomUUID } from 'node:crypto';

import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { Db } from '../../../db/index.js';
import { entetesPage } from '../../../lib/pages/gabarit.js';
import { origineRefusee, texte } from '../../../lib/pages/requete.js';
import { formaterMontant } from '@portail/domaine';
import { ajouterTravail } from '../../travaux/index.js';
import { findReferenceCommande } from '../repository/commandes.js';
import { findSession, type SessionRow } from '../repository/paiements.js';
import { urlRetour } from '../service/paiements.js';
import { acquitterEvenement, decisionFournisseur, findEvenement, insererEvenement } from './repository.js';
import { CARTES_TEST, pageCarte, pageConfirmation, pageIntrouvable, pageTerminee, type Erreur } from './pages.js';
import { cleNotifications, ENTETE_SIGNATURE, signer } from './signature.js';

export const TRAVAIL_NOTIFICATION = 'NOTIFIER_PAIEMENT';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function luhn(chiffres: string): boolean {
  let somme = 0;
  for (let i = 0; i < chiffres.length; i += 1) {
    let n = Number(chiffres[chiffres.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    somme += n;
  }
  return somme % 10 === 0;
}

/** What the form says, checked like a real provider would; the test card decides the outcome. */
export function lireCarte(
  corps: unknown,
  maintenant = new Date(),
): { erreurs: Erreur[]; issue?: (typeof CARTES_TEST)[number]['issue'] } {
  const erreurs: Erreur[] = [];
  const numero = texte(corps, 'numero').replace(/[\s-]/g, '');
  const expiration = texte(corps, 'expiration').replace(/\s/g, '');
  const cryptogramme = texte(corps, 'cryptogramme').trim();
  const carte = CARTES_TEST.find((c) => c.numero === numero);
  if (!/^\d{16}$/.test(numero))
    erreurs.push({ champ: 'numero', message: 'Le numéro de carte doit compter 16 chiffres.' });
  else if (!luhn(numero)) erreurs.push({ champ: 'numero', message: 'Ce numéro de carte n’est pas valide.' });
  else if (carte === undefined) {
    erreurs.push({ champ: 'numero', message: 'Utilisez l’une des cartes de test indiquées sous le formulaire.' });
  }
  const date = /^(\d{2})\/(\d{2})$/.exec(expiration);
  const mois = date ? Number(date[1]) : 0;
  if (!date || mois < 1 || mois > 12) {
    erreurs.push({ champ: 'expiration', message: 'La date d’expiration doit être au format MM/AA.' });
  } else {
    const annee = 2000 + Number(date[2]);
    const courant = maintenant.getUTCFullYear() * 12 + maintenant.getUTCMonth();
    if (annee * 12 + mois - 1 < courant) erreurs.push({ champ: 'expiration', message: 'Cette carte est expirée.' });
  }
  if (!/^\d{3}$/.test(cryptogramme)) {
    erreurs.push({ champ: 'cryptogramme', message: 'Le cryptogramme doit compter 3 chiffres.' });
  }
  return erreurs.length > 0 ? { erreurs } : { erreurs, issue: carte?.issue };
}

async function retourSite(db: Db, siteUrl: string, session: SessionRow, paiement: string): Promise<string> {
  if (session.objet === 'RECHARGEMENT') return urlRetour(siteUrl, { objet: 'RECHARGEMENT' }, paiement);
  const commande = (await findReferenceCommande(db, session.commande_id as number)) as {
    reference: string;
    jour: string;
  };
  return urlRetour(siteUrl, { objet: 'COMMANDE', ...commande }, paiement);
}

/**
 * The provider decides once per session: its event (and the job that delivers it) is written with
 * the session row locked; a second decision finds it and does nothing.
 */
async function decider(db: Db, id: string, statut: 'REUSSI' | 'REFUSE'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, id, true);
    if (session === undefined || session.statut !== 'OUVERTE') return false;
    const idEvenement = randomUUID();
    const corps = JSON.stringify({
      id_evenement: idEvenement,
      id_session: session.id,
      statut,
      montant_centimes: session.montant_centimes,
      devise: 'EUR',
    });
    if (!(await insererEvenement(tx, { id: idEvenement, session: session.id, statut, corps }))) return false;
    await ajouterTravail(tx, {
      type: TRAVAIL_NOTIFICATION,
      cle: idEvenement,
      donnees: { evenement: idEvenement },
      maxTentatives: 15,
    });
    return true;
  });
}

/**
 * The embedded sandbox payment provider (README of the module): its hosted card page, and the
 * delivery of its signed notifications to our notification endpoint (routes/notifications.ts).
 * Mounted only while it is the configured provider (PAIEMENT_PRESTATAIRE=sandbox): with Stripe,
 * nobody can pay with its test cards.
 */
export async function sandboxRoutes(fastify: FastifyInstance) {
  const { db, config } = fastify;
  const cle = cleNotifications(config);

  fastify.travaux.enregistrer(TRAVAIL_NOTIFICATION, {
    transactionnel: false,
    async executer(travail) {
      const evenement = await findEvenement(db, String(travail.donnees.evenement));
      if (evenement === undefined || evenement.acquitte_le !== null) return;
      // Delivered through the HTTP route, so it goes through the same checks as a real provider's.
      const reponse = await fastify.inject({
        method: 'POST',
        url: '/api/paiements/notifications',
        headers: { 'content-type': 'application/json', [ENTETE_SIGNATURE]: signer(cle, evenement.corps) },
        payload: evenement.corps,
      });
      if (reponse.statusCode !== 200)
        throw new Error(`Notification refusée : HTTP ${reponse.statusCode} ${reponse.body}`);
      await acquitterEvenement(db, String(travail.donnees.evenement));
    },
  });

  await fastify.register(async (pages) => {
    await pages.register(formbody);
    const envoyer = (reply: FastifyReply, statut: number, page: string) =>
      reply.code(statut).headers(entetesPage(config.siteUrl)).type('text/html; charset=utf-8').send(page);

    const sessionDe = async (id: string) => (UUID.test(id) ? findSession(db, id) : undefined);

    pages.get<{ Params: { id: string } }>(
      '/paiements/sandbox/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const session = await sessionDe(request.params.id);
        if (session === undefined) return envoyer(reply, 404, pageIntrouvable(config.siteUrl));
        if (session.statut !== 'OUVERTE') {
          return envoyer(
            reply,
            200,
            pageTerminee(
              await retourSite(db, config.siteUrl, session, session.statut === 'REUSSIE' ? 'reussi' : 'refuse'),
            ),
          );
        }
        return envoyer(reply, 200, await pageCarteDe(session));
      },
    );

    async function pageCarteDe(session: SessionRow, valeurs?: Record<string, string>, erreurs?: Erreur[]) {
      return pageCarte({
        action: `/api/paiements/sandbox/${session.id}`,
        montant: formaterMontant(session.montant_centimes),
        objet:
          session.objet === 'RECHARGEMENT'
            ? 'Rechargement du portefeuille électronique Greffeo'
            : 'Commande de documents sur Greffeo',
        retour: await retourSite(db, config.siteUrl, session, 'abandon'),
        valeurs,
        erreurs,
      });
    }

    /**
     * The page says what the provider decided, which is not always this form's outcome: the session
     * may have been closed meanwhile (its order cancelled: nothing was taken), or decided by another
     * submission of the same page.
     */
    const conclure = async (reply: FastifyReply, session: SessionRow, voulu: 'REUSSI' | 'REFUSE') => {
      const statut = (await decider(db, session.id, voulu)) ? voulu : await decisionFournisseur(db, session.id);
      fastify.travaux.reveiller();
      if (statut === null) {
        return envoyer(reply, 409, pageTerminee(await retourSite(db, config.siteUrl, session, 'abandon')));
      }
      return reply.redirect(
        await retourSite(db, config.siteUrl, session, statut === 'REUSSI' ? 'reussi' : 'refuse'),
        303,
      );
    };

    pages.post<{ Params: { id: string } }>(
      '/paiements/sandbox/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        if (origineRefusee(request, reply, config.siteUrl)) return reply;
        const session = await sessionDe(request.params.id);
        if (session === undefined) return envoyer(reply, 404, pageIntrouvable(config.siteUrl));
        if (session.statut !== 'OUVERTE') {
          return envoyer(reply, 409, pageTerminee(await retourSite(db, config.siteUrl, session, 'abandon')));
        }
        const { erreurs, issue } = lireCarte(request.body);
        if (erreurs.length > 0) {
          request.log.info(
            { session: session.id, champs: erreurs.map((e) => e.champ) },
            'Paiement sandbox : formulaire refusé',
          );
          const valeurs = {
            numero: texte(request.body, 'numero').slice(0, 30),
            expiration: texte(request.body, 'expiration').slice(0, 10),
          };
          return envoyer(reply, 400, await pageCarteDe(session, valeurs, erreurs));
        }
        if (issue === 'CONFIRMATION') {
          return envoyer(
            reply,
            200,
            pageConfirmation({
              action: `/api/paiements/sandbox/${session.id}/confirmation`,
              montant: formaterMontant(session.montant_centimes),
            }),
          );
        }
        return conclure(reply, session, issue === 'REUSSI' ? 'REUSSI' : 'REFUSE');
      },
    );

    pages.post<{ Params: { id: string } }>(
      '/paiements/sandbox/:id/confirmation',
      { schema: { hide: true } },
      async (request, reply) => {
        if (origineRefusee(request, reply, config.siteUrl)) return reply;
        const session = await sessionDe(request.params.id);
        if (session === undefined) return envoyer(reply, 404, pageIntrouvable(config.siteUrl));
        if (session.statut !== 'OUVERTE') {
          return envoyer(reply, 409, pageTerminee(await retourSite(db, config.siteUrl, session, 'abandon')));
        }
        return conclure(reply, session, texte(request.body, 'decision') === 'confirmer' ? 'REUSSI' : 'REFUSE');
      },
    );
  });
}
