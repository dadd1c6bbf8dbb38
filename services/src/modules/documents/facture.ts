import { deMois } from '@portail/domaine';
import type { Prix } from '@portail/contrat/commun/paniers';
import { dateCourte, montantFormate } from './pdf/formats.js';
import {
  genererPiece,
  libelleMoyenPaiement,
  type ClientFacture,
  type IdentiteVendeur,
  type LigneFacture,
} from './piece-comptable.js';

export {
  blocClient,
  blocVendeur,
  FactureIncoherente,
  libelleMoyenPaiement,
  type ClientFacture,
  type IdentiteVendeur,
  type LigneFacture,
} from './piece-comptable.js';

/*
 * The invoice of an order, with the mentions a French invoice must carry (CGI art. 242 nonies A,
 * code de commerce L441-9 and R123-237): seller's identity, legal form, capital, RCS and VAT
 * numbers; buyer; unique number; issue and supply dates; lines with quantity, unit price before
 * tax and VAT rate; totals HT / TVA / TTC; payment date or due date; late-payment penalties and
 * the 40 € recovery indemnity; no discount for early payment.
 */

export interface DonneesFacture {
  vendeur: IdentiteVendeur;
  client: ClientFacture;
  /** Unique, from a continuous chronological sequence. */
  numero: string;
  /** AAAA-MM-JJ. */
  dateFacture: string;
  /** Day the documents were delivered (the supply); the invoice date when omitted. */
  datePrestation?: string | null;
  /** The order invoiced; null for the monthly invoice of deferred billing (`periode`). */
  referenceCommande: string | null;
  /** AAAA-MM-JJ (Paris) of that order. */
  dateCommande: string | null;
  /** AAAA-MM: the month a deferred-billing invoice covers. */
  periode?: string | null;
  lignes: LigneFacture[];
  /** Must be the sum of the lines (checked to the cent). */
  total: Prix;
  paiement: {
    /** A SPEC §9 code (CARTE_BANCAIRE…) or a label. */
    moyen: string;
    /** AAAA-MM-JJ when paid; null when still due. */
    date: string | null;
    /** AAAA-MM-JJ, for an invoice still due (deferred billing). */
    echeance?: string | null;
  };
  /** PDF CreationDate; noon UTC of the invoice date when omitted (same input, same bytes). */
  emiseLe?: Date;
}

/** « Commande 2026-000123 du 02/05/2026 », « Facturation mensuelle de mai 2026 ». */
function objet(facture: DonneesFacture): string {
  if (facture.periode) {
    const [annee, mois] = facture.periode.split('-').map(Number);
    return `Facturation mensuelle ${deMois(mois ?? 1)} ${annee}`;
  }
  if (facture.referenceCommande === null) return 'Commande';
  return facture.dateCommande
    ? `Commande ${facture.referenceCommande} du ${dateCourte(facture.dateCommande)}`
    : `Commande ${facture.referenceCommande}`;
}

export function genererFacture(facture: DonneesFacture): Promise<Buffer> {
  const { total, paiement } = facture;
  const paye = paiement.date !== null;
  return genererPiece({
    vendeur: facture.vendeur,
    client: facture.client,
    nature: 'Facture',
    numero: facture.numero,
    date: facture.dateFacture,
    reperes: [
      `Date de facture : ${dateCourte(facture.dateFacture)}`,
      `Date de la prestation : ${dateCourte(facture.datePrestation ?? facture.dateFacture)}`,
      objet(facture),
    ],
    objet: objet(facture),
    motsCles: ['Facture', facture.numero, ...(facture.referenceCommande ? [facture.referenceCommande] : [])],
    titreClient: 'Facturé à',
    lignes: facture.lignes,
    total,
    soldes: [
      { libelle: 'Montant réglé', montant: montantFormate(paye ? total.ttc_formate : '0,00') },
      { libelle: 'Net à payer', montant: montantFormate(paye ? '0,00' : total.ttc_formate), gras: true },
    ],
    sections: [
      {
        titre: 'Règlement',
        lignes: [
          paye
            ? `Facture acquittée : réglée le ${dateCourte(paiement.date as string)} par ${libelleMoyenPaiement(paiement.moyen)}.`
            : `À régler par ${libelleMoyenPaiement(paiement.moyen)}${paiement.echeance ? ` au plus tard le ${dateCourte(paiement.echeance)}` : ''}.`,
        ],
      },
      {
        titre: 'Mentions légales',
        petit: true,
        lignes: [
          'Catégorie de l’opération : prestation de services (délivrance de documents du registre du commerce et des sociétés).',
          'Taux de TVA appliqué : taux normal de 20 %, sauf mention contraire sur la ligne.',
          'Pas d’escompte pour paiement anticipé.',
          'En cas de retard de paiement, pénalités exigibles au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points (article L441-10 du code de commerce), et, pour les clients professionnels, indemnité forfaitaire pour frais de recouvrement de 40 € (article D441-5 du code de commerce).',
        ],
      },
    ],
    ...(facture.emiseLe ? { emiseLe: facture.emiseLe } : {}),
  });
}
