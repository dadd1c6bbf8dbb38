import type { Queryable } from '../../../db/index.js';
import { prix } from '@portail/domaine';
import { PaiementIntrouvable } from '../erreurs.js';
import {
  findLigneEncaissement,
  listerLignesEncaissement,
  type LigneEncaissement,
} from '../repository/encaissements.js';
import type { Client } from './contexte.js';
import { INTITULES_MOYENS } from './paiements.js';

/**
 * What the account paid, as the accounting sees it (SPEC §7 « factures/encaissements »,
 * « encaissements/paiements », « paiements_directs »): every accepted payment session — card
 * payments of orders and top-ups, wallet and deferred payments — newest first. A « direct »
 * payment is one made by card for an order, as opposed to the wallet or deferred billing.
 */
function encaissement(l: LigneEncaissement) {
  return {
    id_session: l.id_session,
    date: new Date(l.termine_le).toISOString(),
    objet: l.objet,
    libelle:
      l.objet === 'RECHARGEMENT' ? 'Rechargement du portefeuille électronique' : `Commande ${l.reference ?? ''}`.trim(),
    moyen_paiement: l.moyen_paiement,
    libelle_moyen: INTITULES_MOYENS[l.moyen_paiement] ?? l.moyen_paiement,
    // A top-up is not a sale: no VAT on it (the orders it pays carry theirs).
    montant: prix({ ht: l.montant_centimes, ttc: l.montant_centimes }),
    reference_commande: l.reference,
    jour_commande: l.jour,
    facture: l.facture,
    reference_prestataire: l.id_evenement,
  };
}

export type Encaissement = ReturnType<typeof encaissement>;

export async function listerEncaissements(
  db: Queryable,
  client: Client,
  { offset, limit, directs = false }: { offset: number; limit: number; directs?: boolean },
) {
  const { total, rows } = await listerLignesEncaissement(db, client.compte, offset, limit, directs);
  return { total, encaissements: rows.map(encaissement) };
}

/** One payment of the account, by its session id; 404 for anyone else's or one not accepted. */
export async function detailEncaissement(db: Queryable, client: Client, idSession: string, directs = false) {
  const ligne = await findLigneEncaissement(db, client.compte, idSession, directs);
  if (ligne === undefined) throw new PaiementIntrouvable({ id_session: idSession, compte: client.compte });
  return encaissement(ligne);
}
