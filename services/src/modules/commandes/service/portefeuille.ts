import type { Queryable, Transaction } from '../../../db/index.js';
import type { Client } from './contexte.js';
import { insererDebit, listerMouvements, soldePortefeuille, verrouillerCompte } from '../repository/paiements.js';
import { DIFFERE_FERME, INTITULES_MOYENS, montantPortefeuille } from './paiements.js';

export async function lirePortefeuille(db: Queryable, client: Client) {
  const [solde, rows] = await Promise.all([soldePortefeuille(db, client.compte), listerMouvements(db, client.compte)]);
  return {
    solde: montantPortefeuille(solde),
    mouvements: rows.map((m) => ({
      id: m.id,
      date: new Date(m.cree_le).toISOString(),
      type: m.type,
      libelle: m.libelle,
      montant: montantPortefeuille(m.montant_centimes),
      reference_commande: m.reference,
      numero_avoir: m.numero_avoir,
    })),
  };
}

/** What the account can pay with, and why not when it cannot. */
export async function moyensDuCompte(db: Queryable, client: Client) {
  const solde = await soldePortefeuille(db, client.compte);
  const moyens: Array<{
    code: 'CARTE_BANCAIRE' | 'PORTEFEUILLE_ELECTRONIQUE' | 'DIFFERE';
    libelle: string;
    disponible: boolean;
    raison?: string;
  }> = [
    { code: 'CARTE_BANCAIRE', libelle: INTITULES_MOYENS.CARTE_BANCAIRE as string, disponible: true },
    {
      code: 'PORTEFEUILLE_ELECTRONIQUE',
      libelle: INTITULES_MOYENS.PORTEFEUILLE_ELECTRONIQUE as string,
      disponible: solde > 0,
      ...(solde > 0 ? {} : { raison: 'Votre portefeuille électronique est vide : rechargez-le pour l’utiliser.' }),
    },
    {
      code: 'DIFFERE',
      libelle: INTITULES_MOYENS.DIFFERE as string,
      disponible: client.paiementDiffere,
      ...(client.paiementDiffere ? {} : { raison: DIFFERE_FERME }),
    },
  ];
  return { moyens, portefeuille: { solde: montantPortefeuille(solde) } };
}

/**
 * Debits the wallet for something other than an order (a consulted surveillance notice), when its
 * balance covers the TTC amount: the movement's id, or undefined (nothing written). The account's
 * row is locked first, as every wallet payment does, so two debits cannot both spend one balance.
 */
export async function debiterPortefeuille(
  tx: Transaction,
  debit: { compte: number; libelle: string; ttc: number },
): Promise<number | undefined> {
  if (debit.ttc <= 0) return undefined;
  await verrouillerCompte(tx, debit.compte);
  if ((await soldePortefeuille(tx, debit.compte)) < debit.ttc) return undefined;
  return insererDebit(tx, { compte: debit.compte, libelle: debit.libelle, montant: debit.ttc });
}
