import type { Transaction } from '../../../db/index.js';
import { SuppressionImpossible } from '../erreurs.js';
import { annulerPeriodesEnAttente } from '../repository/abonnements.js';
import { compterUtilisateurs, findComptes } from '../repository/comptes.js';
import { verifierSuppression } from './abonnements.js';
import { aujourdhui } from '@portail/domaine';

/**
 * Called inside the transaction that deletes a user (identity module): every account the user
 * belongs to must allow their leaving today (`verifierSuppression`, the rules the site shows),
 * else nothing is deleted. Accounts whose last user leaves keep their orders and invoices; a
 * subscription period still waiting for its payment is cancelled, as the site announced.
 */
export async function preparerDepartUtilisateur(tx: Transaction, utilisateur: string): Promise<void> {
  const jour = aujourdhui();
  const comptes = await findComptes(tx, utilisateur, jour);
  const motifs: string[] = [];
  for (const compte of comptes) {
    const verification = await verifierSuppression(tx, utilisateur, compte.id, jour);
    motifs.push(...verification.motifs);
  }
  if (motifs.length > 0) throw new SuppressionImpossible(motifs, { utilisateur });
  for (const compte of comptes) {
    const { utilisateurs } = await compterUtilisateurs(tx, compte.id);
    if (utilisateurs === 1) await annulerPeriodesEnAttente(tx, compte.id, jour);
  }
}
