import type { FastifyInstance } from 'fastify';

import { sourceAffaires } from '../../affaires/index.js';
import type { Config } from '../../../config.js';
import type { Transaction } from '../../../db/index.js';
import type { Sceau } from '../../documents/index.js';
import { aujourdhui } from '@portail/domaine';
import {
  type CommandeRow,
  findArticlesCommande,
  findCommandeParId,
  findDestinataireLivraison,
  findSousArticlesCommande,
  insererDocumentEmis,
  insererEnvoiPostal,
  passerLivree,
} from '../repository/commandes.js';
import { courrielCommandeLivree } from '../../../lib/courriels/modeles.js';
import { ajouterTravail } from '../../travaux/index.js';
import { echeanceFacturation, emettreFacture, facturerMois, TRAVAIL_FACTURATION_DIFFEREE } from './factures.js';
import { TRAVAIL_LIVRAISON } from './paiements.js';
import { produireDocument } from './production.js';

/**
 * Work another module does when an order is delivered, in the delivery's transaction (a failure
 * rolls the delivery back): the periodic Kbis module opens the subscriptions ordered.
 */
export type EtapeLivraison = (tx: Transaction, commande: CommandeRow, emisLe: Date) => Promise<void>;

/**
 * Fulfils a paid order in the job's transaction: each article's electronic document (sealed PDF kept with
 * its fingerprint and, for a Kbis or a certificate, a verification code), each postal dispatch, the
 * invoice (numbered without gaps, except under deferred billing, invoiced monthly), then LIVREE.
 * A failure rolls it all back and the job runs again; an order no longer PAYEE is left alone.
 */
export async function livrerCommande(
  tx: Transaction,
  idCommande: number,
  { siteUrl, vendeur, affairesSourceUrl }: Pick<Config, 'siteUrl' | 'vendeur' | 'affairesSourceUrl'>,
  etapes: readonly EtapeLivraison[],
  sceau: Sceau,
): Promise<boolean> {
  const commande = await findCommandeParId(tx, idCommande, true);
  if (commande === undefined || commande.statut !== 'PAYEE') return false;
  const emisLe = new Date();
  const [articles, sousArticles] = await Promise.all([
    findArticlesCommande(tx, commande.id),
    findSousArticlesCommande(tx, commande.id),
  ]);
  const affaires = sourceAffaires(affairesSourceUrl);
  for (const article of articles) {
    const siens = sousArticles.filter((s) => s.commande_article_id === article.id);
    if (siens.some((s) => s.format_diffusion === 'ELEC')) {
      const document = await produireDocument(tx, article, {
        emisLe,
        siteUrl,
        jour: aujourdhui(emisLe),
        affaires,
        sceau,
      });
      if (document !== undefined) await insererDocumentEmis(tx, article, document, emisLe);
    }
    for (const sous of siens.filter((s) => s.format_diffusion === 'COURRIER')) {
      await insererEnvoiPostal(tx, sous.id, sous.quantite);
    }
  }
  for (const etape of etapes) await etape(tx, commande, emisLe);
  if (commande.moyen_paiement === 'DIFFERE') {
    // Invoiced with the month's other deferred orders of the account, on the 1st of next month.
    const { periode, date } = echeanceFacturation(commande.jour);
    await ajouterTravail(tx, {
      type: TRAVAIL_FACTURATION_DIFFEREE,
      cle: `${commande.compte_client_id}:${periode}`,
      donnees: { compte: commande.compte_client_id, periode },
      executerApres: date,
    });
  } else {
    await emettreFacture(tx, commande, emisLe, vendeur);
  }
  await passerLivree(tx, commande.id, emisLe);
  // The e-mail goes once the delivery is committed, by its own job (retried, outside this transaction).
  await ajouterTravail(tx, {
    type: TRAVAIL_COURRIEL_LIVRAISON,
    cle: String(commande.id),
    donnees: { commande: commande.id },
  });
  return true;
}

export const TRAVAIL_COURRIEL_LIVRAISON = 'COURRIEL_COMMANDE_LIVREE';

export function enregistrerLivraison(fastify: FastifyInstance, etapes: readonly EtapeLivraison[], sceau: Sceau): void {
  const { config } = fastify;
  const { messagerie } = fastify;
  fastify.travaux.enregistrer(TRAVAIL_COURRIEL_LIVRAISON, {
    transactionnel: false,
    async executer(travail, db) {
      const commande = await findDestinataireLivraison(db, Number(travail.donnees.commande));
      // The user deleted their account meanwhile, or the order held no document: nothing to tell.
      if (commande === undefined) return;
      const query = new URLSearchParams({ reference_commande: commande.reference, date_commande: commande.jour });
      const url = `${config.siteUrl}/espace-personnel/mes-commandes/commande?${query.toString()}`;
      await messagerie.envoyer(
        courrielCommandeLivree({ email: commande.email, prenom: commande.prenom }, commande.reference, url),
      );
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_LIVRAISON, {
    transactionnel: true,
    async executer(travail, tx) {
      await livrerCommande(tx, Number(travail.donnees.commande), fastify.config, etapes, sceau);
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_FACTURATION_DIFFEREE, {
    transactionnel: true,
    async executer(travail, tx) {
      const numero = await facturerMois(
        tx,
        Number(travail.donnees.compte),
        String(travail.donnees.periode),
        fastify.config.vendeur,
      );
      fastify.log.info(
        { compte: travail.donnees.compte, periode: travail.donnees.periode, facture: numero },
        'Facturation mensuelle',
      );
    },
  });
}
