import type { Prix } from '@portail/contrat/commun/paniers';
import { dateCourte, montantFormate } from './pdf/formats.js';
import {
  genererPiece,
  libelleMoyenPaiement,
  type ClientFacture,
  type IdentiteVendeur,
  type LigneFacture,
} from './piece-comptable.js';

/*
 * The credit note (« avoir ») of a refund. French law treats it as an invoice that corrects
 * another (CGI art. 242 nonies A, I-9 and BOI-TVA-DECLA-30-20-20): the same mentions (seller,
 * buyer, lines HT with their VAT rate, totals HT / TVA / TTC), its own number in a continuous
 * chronological series, and an unambiguous reference to what it cancels: the invoice, or the
 * payment received when none was issued (a card payment refunded because its order could not take
 * it). Its amounts are printed as deductions.
 */

export interface DonneesAvoir {
  vendeur: IdentiteVendeur;
  client: ClientFacture;
  /** Unique, from the credit notes' own continuous chronological sequence. */
  numero: string;
  /** AAAA-MM-JJ. */
  dateAvoir: string;
  /** The invoice credited; null when the money refunded was never invoiced. */
  facture: { numero: string; date: string } | null;
  /** The payment refunded, when it is one payment (a card payment the order could not take). */
  paiement: { moyen: string; date: string; reference: string } | null;
  referenceCommande: string;
  /** AAAA-MM-JJ (Paris) of that order. */
  dateCommande: string | null;
  /** Why: « Commande annulée avant la réception du paiement »… */
  motif: string;
  /** Positive amounts: the shared layout prints them as deductions. */
  lignes: LigneFacture[];
  total: Prix;
  /** How and when the customer got the money back. */
  remboursement: { moyen: string; date: string };
  emiseLe?: Date;
}

/** « Commande CMD-2026-000123 du 02/05/2026 ». */
function commande(avoir: DonneesAvoir): string {
  return avoir.dateCommande
    ? `Commande ${avoir.referenceCommande} du ${dateCourte(avoir.dateCommande)}`
    : `Commande ${avoir.referenceCommande}`;
}

/** What the credit note cancels, as its heading and its legal mention say it. */
function annule(avoir: DonneesAvoir): { repere: string; mention: string } {
  if (avoir.facture) {
    const facture = `facture ${avoir.facture.numero} du ${dateCourte(avoir.facture.date)}`;
    return {
      repere: `Avoir sur la ${facture}`,
      mention: `Le présent avoir annule, à due concurrence, la ${facture}.`,
    };
  }
  if (avoir.paiement) {
    const paiement = `paiement par ${libelleMoyenPaiement(avoir.paiement.moyen)} du ${dateCourte(avoir.paiement.date)}`;
    return {
      repere: `Avoir sur le ${paiement} (réf. ${avoir.paiement.reference})`,
      mention: `Le présent avoir annule le ${paiement} (réf. ${avoir.paiement.reference}), reçu pour la commande ${avoir.referenceCommande} et qui n’a pas donné lieu à facture.`,
    };
  }
  return {
    repere: `Avoir sur la ${commande(avoir).charAt(0).toLowerCase()}${commande(avoir).slice(1)}`,
    mention: `Le présent avoir vient en déduction de la facturation de la commande ${avoir.referenceCommande}.`,
  };
}

export function genererAvoir(avoir: DonneesAvoir): Promise<Buffer> {
  const { repere, mention } = annule(avoir);
  const ttc = montantFormate(avoir.total.ttc_formate);
  return genererPiece({
    vendeur: avoir.vendeur,
    client: avoir.client,
    nature: 'Avoir',
    numero: avoir.numero,
    date: avoir.dateAvoir,
    reperes: [`Date de l’avoir : ${dateCourte(avoir.dateAvoir)}`, repere, commande(avoir), `Motif : ${avoir.motif}`],
    objet: `${repere} – ${commande(avoir)}`,
    motsCles: [
      'Avoir',
      avoir.numero,
      avoir.referenceCommande,
      ...(avoir.facture ? [avoir.facture.numero] : []),
      ...(avoir.paiement ? [avoir.paiement.reference] : []),
    ],
    titreClient: 'Avoir établi pour',
    lignes: avoir.lignes,
    total: avoir.total,
    deduction: true,
    soldes: [{ libelle: 'Montant remboursé', montant: ttc, gras: true }],
    sections: [
      {
        titre: 'Remboursement',
        lignes: [
          `${ttc} TTC remboursés le ${dateCourte(avoir.remboursement.date)} sur ${avoir.remboursement.moyen} : rien ne reste dû au titre de cet avoir.`,
        ],
      },
      {
        titre: 'Mentions légales',
        petit: true,
        lignes: [
          mention,
          'Catégorie de l’opération : prestation de services (délivrance de documents du registre du commerce et des sociétés).',
          'Taux de TVA appliqué : taux normal de 20 %, sauf mention contraire sur la ligne ; la TVA de cet avoir vient en déduction de la TVA facturée ou acquittée sur l’opération annulée.',
        ],
      },
    ],
    ...(avoir.emiseLe ? { emiseLe: avoir.emiseLe } : {}),
  });
}
