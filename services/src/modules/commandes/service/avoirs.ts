import type { Vendeur } from '../../../config.js';
import type { Transaction } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { genererAvoir } from '../../documents/index.js';
import { prix, type Centimes } from '@portail/domaine';
import {
  findFactureDeCommande,
  insererAvoir,
  insererMouvementRemboursement,
  prochainRang,
} from '../repository/avoirs.js';
import { findCommandeParId } from '../repository/commandes.js';
import { acheteur, clientFacture } from './production.js';

/** A refund to the account's wallet, and what its credit note says. */
export interface Remboursement {
  compte: number;
  commande: number;
  /** The wallet movement's label. */
  libelle: string;
  /** Why (the credit note's « Motif »). */
  motif: string;
  /** The credit note's single line: quantity × frozen unit price of what is refunded. */
  ligne: { designation: string; detail: string | null; quantite: number; unitaire: Centimes };
  /**
   * The card payment refunded, never invoiced (its order was cancelled or paid by another one): the
   * credit note cancels that payment. Without it, the credit note credits the order's invoice.
   */
  paiement?: { session: string; moyen: string; recuLe: Date };
}

/**
 * Credits the wallet and issues the credit note, in the caller's transaction: both or neither. The
 * number comes from the year's counter row of credit notes (AV2026-000001…), locked until the
 * transaction ends: concurrent refunds get consecutive numbers, and a rollback gives it back.
 */
export async function rembourserSurPortefeuille(
  tx: Transaction,
  remboursement: Remboursement,
  vendeur: Vendeur,
  emisLe = new Date(),
): Promise<{ numero: string }> {
  return emettreAvoir(tx, remboursement, vendeur, emisLe, 'PORTEFEUILLE');
}

/**
 * A card payment given back to the card by the payment provider (Stripe): the credit note only, in
 * the caller's transaction, which also records the refund for the job that asks the provider
 * (service/paiements.ts). Nothing is credited to the wallet.
 */
export async function rembourserSurCarte(
  tx: Transaction,
  remboursement: Remboursement & { paiement: NonNullable<Remboursement['paiement']> },
  vendeur: Vendeur,
  emisLe = new Date(),
): Promise<{ numero: string }> {
  return emettreAvoir(tx, remboursement, vendeur, emisLe, 'CARTE');
}

async function emettreAvoir(
  tx: Transaction,
  remboursement: Remboursement,
  vendeur: Vendeur,
  emisLe: Date,
  sur: 'PORTEFEUILLE' | 'CARTE',
): Promise<{ numero: string }> {
  const commande = await findCommandeParId(tx, remboursement.commande);
  if (commande === undefined) throw new Error(`Commande ${remboursement.commande} introuvable pour son avoir`);
  const { ligne, paiement } = remboursement;
  const total = { ht: ligne.unitaire.ht * ligne.quantite, ttc: ligne.unitaire.ttc * ligne.quantite };
  const facture = paiement ? undefined : await findFactureDeCommande(tx, commande.id);
  const client = clientFacture(await acheteur(tx, remboursement.compte));
  const jour = aujourdhui(emisLe);
  const annee = Number(jour.slice(0, 4));
  const rang = await prochainRang(tx, 'compteurs_avoirs', annee);
  const numero = `AV${annee}-${String(rang).padStart(6, '0')}`;
  const contenu = await genererAvoir({
    vendeur,
    client,
    numero,
    dateAvoir: jour,
    facture: facture ? { numero: facture.numero, date: facture.date_facture } : null,
    paiement: paiement
      ? { moyen: paiement.moyen, date: aujourdhui(paiement.recuLe), reference: paiement.session }
      : null,
    referenceCommande: commande.reference,
    dateCommande: commande.jour,
    motif: remboursement.motif,
    lignes: [
      {
        designation: ligne.designation,
        detail: ligne.detail,
        quantite: ligne.quantite,
        prixUnitaire: prix(ligne.unitaire),
        montant: prix(total),
      },
    ],
    total: prix(total),
    remboursement: {
      moyen: sur === 'CARTE' ? 'la carte bancaire' : 'le portefeuille électronique du compte client',
      date: jour,
    },
  });
  const avoir = await insererAvoir(tx, {
    numero,
    annee,
    rang,
    compte: remboursement.compte,
    commande: commande.id,
    facture: facture?.id ?? null,
    session: paiement?.session ?? null,
    date: jour,
    motif: remboursement.motif,
    htCentimes: total.ht,
    ttcCentimes: total.ttc,
    contenu,
  });
  if (sur === 'CARTE') return { numero };
  await insererMouvementRemboursement(tx, {
    compte: remboursement.compte,
    commande: commande.id,
    libelle: remboursement.libelle,
    centimes: total.ttc,
    session: paiement?.session ?? null,
    avoir,
  });
  return { numero };
}
