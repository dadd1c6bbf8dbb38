import type { Vendeur } from '../../../config.js';
import type { Messagerie } from '../../../lib/courriels/messagerie.js';
import type { Queryable, Transaction } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { prix } from '@portail/domaine';
import { AvoirIntrouvable, FactureIntrouvable } from '../erreurs.js';
import { contenuAvoir, prochainRang } from '../repository/avoirs.js';
import {
  attacherFacture,
  attacherLignes,
  findContenuFacture,
  findFactureDeCommande,
  findLignesAFacturer,
  findReferencesAFacturer,
  insererFacture,
  listerPieces,
  type LigneDiffereeRow,
} from '../repository/factures.js';
import {
  findArticlesCommande,
  findCommande,
  findSousArticlesCommande,
  type CommandeRow,
} from '../repository/commandes.js';
import type { Client } from './contexte.js';
import { acheteur, pdfFacture, type DonneesFacture } from './production.js';
import { INTITULES_MOYENS } from './paiements.js';

interface Emission {
  compte: number;
  commandes: CommandeRow[];
  moyen: string;
  /** AAAA-MM for the monthly invoice of deferred billing; undefined for one order's invoice. */
  periode?: string;
  /** Monthly invoice: its lines that are not orders (consulted surveillance notices). */
  lignes?: LigneDiffereeRow[];
}

/**
 * Numbers and writes an invoice. The number comes from the year's counter row, updated in the
 * caller's transaction: concurrent invoices wait on that row, and a rollback gives the number back,
 * so numbers have no gaps (F2026-000001, F2026-000002…).
 */
async function emettre(
  tx: Transaction,
  emission: Emission,
  emisLe: Date,
  vendeur: Vendeur,
): Promise<{ id: number; numero: string }> {
  const jour = aujourdhui(emisLe);
  const annee = Number(jour.slice(0, 4));
  const rang = await prochainRang(tx, 'compteurs_factures', annee);
  const numero = `F${annee}-${String(rang).padStart(6, '0')}`;
  const lignes: DonneesFacture['lignes'] = [];
  for (const commande of emission.commandes) {
    const [articles, sousArticles] = await Promise.all([
      findArticlesCommande(tx, commande.id),
      findSousArticlesCommande(tx, commande.id),
    ]);
    for (const s of sousArticles) {
      const article = articles.find((a) => a.id === s.commande_article_id);
      lignes.push({
        libelle: [
          emission.periode ? `Commande ${commande.reference}` : null,
          article?.libelle,
          article?.denomination ? `${article.denomination}${article.siren ? ` (SIREN ${article.siren})` : ''}` : null,
          s.format_diffusion === 'ELEC' ? 'électronique' : 'par courrier',
        ]
          .filter(Boolean)
          .join(' – '),
        quantite: s.quantite * s.nombre_envois,
        prixUnitaire: prix({ ht: s.unitaire_ht_centimes, ttc: s.unitaire_ttc_centimes }),
        montant: prix({ ht: s.ht_centimes, ttc: s.ttc_centimes }),
      });
    }
  }
  for (const ligne of emission.lignes ?? []) {
    const montant = prix({ ht: ligne.ht_centimes, ttc: ligne.ttc_centimes });
    lignes.push({ libelle: ligne.libelle, quantite: 1, prixUnitaire: montant, montant });
  }
  const pieces = [...emission.commandes, ...(emission.lignes ?? [])];
  const ht = pieces.reduce((somme, c) => somme + c.ht_centimes, 0);
  const ttc = pieces.reduce((somme, c) => somme + c.ttc_centimes, 0);
  const [premiere] = emission.commandes as [CommandeRow];
  const donnees: DonneesFacture = {
    numero,
    date: jour,
    referenceCommande: emission.periode ? null : premiere.reference,
    jourCommande: emission.periode ? null : premiere.jour,
    periode: emission.periode ?? null,
    moyenPaiement: INTITULES_MOYENS[emission.moyen] ?? emission.moyen,
    payeLe: emission.periode ? null : premiere.paye_le ? new Date(premiere.paye_le) : emisLe,
    acheteur: await acheteur(tx, emission.compte),
    lignes,
    total: prix({ ht, ttc }),
  };
  const id = await insererFacture(tx, {
    numero,
    annee,
    rang,
    commandeId: emission.periode ? null : premiere.id,
    periode: emission.periode ?? null,
    compte: emission.compte,
    jour,
    moyen: emission.moyen,
    ht,
    ttc,
    contenu: await pdfFacture(donnees, vendeur),
  });
  return { id, numero };
}

/** The invoice of one paid order (card, wallet). */
export async function emettreFacture(
  tx: Transaction,
  commande: CommandeRow,
  emisLe: Date,
  vendeur: Vendeur,
): Promise<string> {
  const emission = { compte: commande.compte_client_id, commandes: [commande], moyen: commande.moyen_paiement ?? '' };
  return (await emettre(tx, emission, emisLe, vendeur)).numero;
}

export const TRAVAIL_FACTURATION_DIFFEREE = 'FACTURER_DIFFERE';

/** Deferred billing: the month's invoice runs on the 1st of the next month (02:00 UTC: past midnight in Paris). */
export function echeanceFacturation(jour: string): { periode: string; date: Date } {
  const [annee, mois] = jour.split('-').map(Number) as [number, number];
  return { periode: jour.slice(0, 7), date: new Date(Date.UTC(annee, mois, 1, 2)) };
}

/**
 * The monthly invoice of an account under deferred billing: every delivered DIFFERE order of the
 * month not yet invoiced, and the month's other deferred lines (`lignes_facturation_differee`:
 * consulted surveillance notices), in one invoice. Nothing to invoice: nothing written (no number used).
 */
export async function facturerMois(
  tx: Transaction,
  compte: number,
  periode: string,
  vendeur: Vendeur,
  emisLe = new Date(),
): Promise<string | undefined> {
  const references = await findReferencesAFacturer(tx, compte, periode);
  const commandes: CommandeRow[] = [];
  for (const reference of references) {
    const commande = await findCommande(tx, compte, reference);
    if (commande) commandes.push(commande);
  }
  const lignes = await findLignesAFacturer(tx, compte, periode);
  if (commandes.length === 0 && lignes.length === 0) return undefined;
  const facture = await emettre(tx, { compte, commandes, moyen: 'DIFFERE', periode, lignes }, emisLe, vendeur);
  await attacherFacture(
    tx,
    facture.id,
    commandes.map((c) => c.id),
  );
  await attacherLignes(
    tx,
    facture.id,
    lignes.map((l) => l.id),
  );
  return facture.numero;
}

/**
 * The account's invoices and credit notes in one list, newest first: a credit note is a negative
 * invoice (its amounts are deductions), told apart by `type` and its AV number.
 */
export async function listerFactures(
  db: Queryable,
  client: Client,
  { offset, limit }: { offset: number; limit: number },
) {
  const { total, rows } = await listerPieces(db, client.compte, offset, limit);
  return {
    total,
    factures: rows.map((f) => ({
      type: f.type,
      numero: f.numero,
      date_facture: f.date_piece,
      reference_commande: f.reference,
      jour_commande: f.jour,
      periode: f.periode,
      moyen_paiement: f.moyen_paiement,
      montant: prix({ ht: f.ht_centimes, ttc: f.ttc_centimes }),
      facture_creditee: f.facture_creditee,
      motif: f.motif,
    })),
  };
}

/** The PDF of an invoice or a credit note (AV…) of the account, as issued; 404 for anyone else's. */
export async function contenuFacture(db: Queryable, client: Client, numero: string): Promise<Uint8Array> {
  if (numero.startsWith('AV')) {
    const avoir = await contenuAvoir(db, client.compte, numero);
    if (avoir === undefined) throw new AvoirIntrouvable({ numero, compte: client.compte });
    return avoir;
  }
  const facture = await findContenuFacture(db, client.compte, numero);
  if (facture === undefined) throw new FactureIntrouvable({ numero, compte: client.compte });
  return facture;
}

/** Sends the invoice of an order (its own or its month's) to the caller's address; its number. */
export async function envoyerFactureDeCommande(
  db: Queryable,
  messagerie: Messagerie,
  commande: CommandeRow,
  email: string,
): Promise<string> {
  const facture = await findFactureDeCommande(db, commande.id);
  if (facture === undefined) throw new FactureIntrouvable({ reference: commande.reference });
  await messagerie.envoyer({
    a: email,
    sujet: `Votre facture ${facture.numero} – commande ${commande.reference}`,
    texte: `Bonjour,\n\nVous trouverez ci-joint la facture ${facture.numero} de votre commande ${commande.reference}.\n\nL’équipe Greffeo\n`,
    html: `<p>Bonjour,</p><p>Vous trouverez ci-joint la facture ${facture.numero} de votre commande ${commande.reference}.</p><p>L’équipe Greffeo</p>`,
    pieces_jointes: [{ nom: `${facture.numero}.pdf`, type: 'application/pdf', contenu: facture.contenu }],
  });
  return facture.numero;
}
