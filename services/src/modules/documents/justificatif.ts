import type { Prix } from '@portail/contrat/commun/paniers';
import {
  blocClient,
  blocVendeur,
  libelleMoyenPaiement,
  type ClientFacture,
  type IdentiteVendeur,
} from './piece-comptable.js';
import { dateCourte, dateHeure, jourParis, montantFormate, siren } from './pdf/formats.js';
import { GRIS, Mise } from './pdf/mise-en-page.js';

/*
 * The order and payment receipt: what was ordered, for which company, at which price, and how
 * and when it was paid. Not an invoice (which has its own number): it says so.
 */

/**
 * The fields of the orders API's `Commande` (commandes/README.md) the receipt reads: a
 * `Commande` object can be given as it is.
 */
export interface CommandeJustifiee {
  reference_commande: string;
  /** ISO instant. */
  date_commande: string;
  statut: string;
  libelle_statut: string;
  moyen_paiement: string | null;
  montant: Prix;
  /** ISO instant. */
  paye_le: string | null;
  regroupements: ReadonlyArray<{
    siren: string | null;
    denomination: string | null;
    montant: Prix;
    articles: ReadonlyArray<{
      libelle: string;
      montant: Prix;
      sous_articles: ReadonlyArray<{
        format_diffusion: string;
        quantite: number;
        nombre_envois: number;
        prix_unitaire: Prix;
        montant: Prix;
      }>;
    }>;
  }>;
  paiements: ReadonlyArray<{
    id_session: string;
    moyen_paiement: string;
    statut: string;
    montant: Prix;
    /** ISO instants. */
    cree_le: string;
    termine_le: string | null;
  }>;
  facture?: { numero: string; date_facture: string } | null;
}

export interface OptionsJustificatif {
  vendeur: IdentiteVendeur;
  /** The customer account's details; left out when not given. */
  client?: ClientFacture;
  /** PDF CreationDate and the « établi le » date. */
  emisLe: Date;
}

const majuscule = (texte: string) => texte.charAt(0).toUpperCase() + texte.slice(1);

const FORMATS: Readonly<Record<string, string>> = {
  ELEC: 'Électronique (PDF)',
  COURRIER: 'Courrier postal',
};

const STATUTS_PAIEMENT: Readonly<Record<string, string>> = {
  OUVERTE: 'En attente',
  REUSSIE: 'Accepté',
  REFUSEE: 'Refusé',
};

export async function genererJustificatif(commande: CommandeJustifiee, options: OptionsJustificatif): Promise<Buffer> {
  const intitule = 'Justificatif de commande et de paiement';
  const mise = new Mise({
    titre: `${intitule} – commande ${commande.reference_commande}`,
    sujet: `Commande ${commande.reference_commande} du ${dateHeure(commande.date_commande)}`,
    motsCles: ['Justificatif', commande.reference_commande],
    emisLe: options.emisLe,
  });

  mise.deuxColonnes(blocVendeur(options.vendeur), options.client ? blocClient(options.client, 'Client') : []);
  mise.espace(10);
  mise.titre(intitule, `Commande ${commande.reference_commande}`);

  mise.section('Commande');
  mise.champs([
    ['Référence', commande.reference_commande],
    ['Date de la commande', dateHeure(commande.date_commande)],
    ['Statut', commande.libelle_statut],
    [
      'Moyen de paiement',
      commande.moyen_paiement === null ? 'Non choisi' : majuscule(libelleMoyenPaiement(commande.moyen_paiement)),
    ],
    [
      'Facture',
      commande.facture ? `N° ${commande.facture.numero} du ${dateCourte(commande.facture.date_facture)}` : null,
    ],
  ]);

  mise.section('Articles');
  const lignes: string[][] = [];
  for (const groupe of commande.regroupements) {
    const entreprise = [groupe.denomination, groupe.siren && `SIREN ${siren(groupe.siren)}`]
      .filter((partie) => partie)
      .join('\n');
    for (const article of groupe.articles) {
      for (const sous of article.sous_articles) {
        lignes.push([
          entreprise || '–',
          `${article.libelle}\n${FORMATS[sous.format_diffusion] ?? sous.format_diffusion}`,
          sous.nombre_envois > 1 ? `${sous.quantite} × ${sous.nombre_envois} envois` : String(sous.quantite),
          montantFormate(sous.prix_unitaire.ttc_formate),
          montantFormate(sous.montant.ttc_formate),
        ]);
      }
    }
  }
  mise.tableau(
    [
      { titre: 'Entreprise', part: 2.6 },
      { titre: 'Document', part: 3.2 },
      { titre: 'Quantité', part: 1.4, aligne: 'right' },
      { titre: 'Prix unitaire TTC', part: 1.5, aligne: 'right' },
      { titre: 'Montant TTC', part: 1.5, aligne: 'right' },
    ],
    lignes,
  );
  mise.totaux(
    [
      ['Total HT', montantFormate(commande.montant.ht_formate)],
      ['TVA', montantFormate(commande.montant.tva_formate)],
      ['Total TTC', montantFormate(commande.montant.ttc_formate)],
    ],
    [2],
  );
  mise.espace(8);

  mise.section('Paiement');
  const reussi = commande.paiements.find((p) => p.statut === 'REUSSIE');
  if (commande.paye_le !== null) {
    mise.texte(
      `Paiement reçu le ${dateHeure(commande.paye_le)} : ${montantFormate(commande.montant.ttc_formate)} TTC${
        reussi
          ? ` par ${libelleMoyenPaiement(reussi.moyen_paiement)}`
          : commande.moyen_paiement
            ? ` par ${libelleMoyenPaiement(commande.moyen_paiement)}`
            : ''
      }.`,
      { police: 'gras', apres: 6 },
    );
  } else {
    mise.texte(`Aucun paiement reçu à ce jour : ${montantFormate(commande.montant.ttc_formate)} TTC restent dus.`, {
      police: 'gras',
      apres: 6,
    });
  }
  if (commande.paiements.length > 0) {
    mise.tableau(
      [
        { titre: 'Date', part: 2 },
        { titre: 'Moyen de paiement', part: 2.4 },
        { titre: 'Résultat', part: 1.3 },
        { titre: 'Montant', part: 1.4, aligne: 'right' },
        { titre: 'Transaction', part: 2.6 },
      ],
      commande.paiements.map((p) => [
        dateHeure(p.termine_le ?? p.cree_le),
        majuscule(libelleMoyenPaiement(p.moyen_paiement)),
        STATUTS_PAIEMENT[p.statut] ?? p.statut,
        montantFormate(p.montant.ttc_formate),
        p.id_session,
      ]),
    );
  }

  mise.espace(8);
  mise.texte(
    `Justificatif établi le ${dateHeure(options.emisLe)}. Ce document n’est pas une facture${
      commande.facture ? ` : la facture de cette commande porte le n° ${commande.facture.numero}` : ''
    }.`,
    { taille: 8.5, police: 'italique', couleur: GRIS },
  );

  return mise.terminer({
    entete: `${intitule} – commande ${commande.reference_commande}`,
    pied: [
      `${options.vendeur.denomination} – ${intitule.toLowerCase()}`,
      `Commande ${commande.reference_commande} – établi le ${dateCourte(jourParis(options.emisLe))}`,
    ],
  });
}
