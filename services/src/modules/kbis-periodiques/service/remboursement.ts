import type { Vendeur } from '../../../config.js';
import type { Transaction } from '../../../db/index.js';
import { rembourserSurPortefeuille } from '../../commandes/index.js';
import type { VerrouRow } from '../repository/kbis-periodiques.js';

/**
 * Refunds `envois` issues of a subscription to the account's wallet at the order's frozen unit
 * price × quantity, with the credit note of the order's invoice, in the caller's transaction.
 * Nothing for a free subscription (no movement of 0, no credit note of 0).
 */
export async function rembourserEnvois(
  tx: Transaction,
  k: VerrouRow,
  envois: number,
  raison: { libelle: string; motif: string; detail: string },
  vendeur: Vendeur,
): Promise<{ numero: string } | undefined> {
  if (envois <= 0 || k.quantite <= 0 || k.unitaire_ttc_centimes <= 0) return undefined;
  return rembourserSurPortefeuille(
    tx,
    {
      compte: k.compte_client_id,
      commande: k.commande_id,
      libelle: raison.libelle,
      motif: raison.motif,
      ligne: {
        designation: `Kbis périodique ${k.denomination}`,
        detail: `${k.format_diffusion === 'ELEC' ? 'électronique' : 'par courrier'} – ${raison.detail}`,
        quantite: k.quantite * envois,
        unitaire: { ht: k.unitaire_ht_centimes, ttc: k.unitaire_ttc_centimes },
      },
    },
    vendeur,
  );
}
