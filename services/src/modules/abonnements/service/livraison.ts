import type { Transaction } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import type { CommandeRow } from '../../commandes/index.js';
import { habilitationsDuCompte } from '../../comptes-clients/index.js';
import { enregistrerPaiement, findPeriodesDeCommande } from '../repository/periodes.js';
import { planifierCourriel } from './echeances.js';

/**
 * The orders module's delivery step (app.ts hands it over): an order's ABONNEMENT articles pay
 * their periods, in the delivery's transaction. A period paid twice (it cannot be ordered twice
 * while an order is open) stays paid once.
 */
export async function payerAbonnements(tx: Transaction, commande: CommandeRow, emisLe: Date): Promise<void> {
  for (const periode of await findPeriodesDeCommande(tx, commande.id)) {
    const paye = await enregistrerPaiement(tx, {
      periode,
      jour: aujourdhui(emisLe),
      payeLe: emisLe,
      habilitationsAbonne: habilitationsDuCompte('ABONNE'),
    });
    if (paye) await planifierCourriel(tx, periode, 'PAYE');
  }
}
