import type { Queryable } from '../../../db/index.js';
import type { Client } from '../../commandes/index.js';
import { prix } from '@portail/domaine';
import { KbisPeriodiqueIntrouvable } from '../erreurs.js';
import { findEnvois, type EnvoiRow } from '../repository/envois.js';
import { findKbisPeriodique, listerKbisPeriodiques, type KbisPeriodiqueRow } from '../repository/kbis-periodiques.js';
import type {
  Envoi,
  KbisPeriodique,
  KbisPeriodiqueResume,
  StatutEnvoi,
  StatutKbisPeriodique,
} from '@portail/contrat/kbis-periodiques';

export const LIBELLES_STATUT: Record<StatutKbisPeriodique, string> = {
  ACTIF: 'En cours',
  TERMINE: 'Terminé',
  ANNULE: 'Annulé',
};

export const LIBELLES_ENVOI: Record<StatutEnvoi, string> = {
  PREVU: 'Prévu',
  ENVOYE: 'Envoyé',
  ANNULE: 'Annulé',
  ECHEC: 'Non délivré (remboursé)',
};

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

const origine = (row: KbisPeriodiqueRow) => ({
  reference_commande: row.reference_commande,
  jour_commande: row.jour_commande,
  id_article: row.commande_article_id,
});

function resume(row: KbisPeriodiqueRow): KbisPeriodiqueResume {
  return {
    id: row.id,
    id_entite: row.id_entite,
    siren: row.siren,
    denomination: row.denomination,
    format_diffusion: row.format_diffusion,
    quantite: row.quantite,
    periodicite: { frequence_mois: row.frequence_mois, duree_mois: row.duree_mois },
    nombre_envois: row.nombre_envois,
    envois_effectues: row.envois_effectues,
    prochain_envoi_le: row.prochain_envoi_le,
    statut: row.statut,
    libelle_statut: LIBELLES_STATUT[row.statut],
    date_debut: row.date_debut,
    cree_le: new Date(row.cree_le).toISOString(),
    prix_unitaire: prix({ ht: row.unitaire_ht_centimes, ttc: row.unitaire_ttc_centimes }),
    montant: prix({ ht: row.ht_centimes, ttc: row.ttc_centimes }),
    commande: origine(row),
  };
}

function envoi(row: EnvoiRow): Envoi {
  return {
    rang: row.rang,
    prevu_le: row.prevu_le,
    statut: row.statut,
    libelle_statut: LIBELLES_ENVOI[row.statut],
    envoye_le: iso(row.envoye_le),
    echoue_le: iso(row.echoue_le),
    document:
      row.document_id === null
        ? null
        : {
            id: row.document_id,
            code_verification: row.code_verification,
            nom_fichier: row.nom_fichier as string,
            emis_le: new Date(row.document_emis_le as Date).toISOString(),
          },
    adresse_livraison: row.adresse_livraison,
  };
}

/** The refund of a cancelled subscription: the cancelled issues at the order's frozen TTC price. */
export function montantRembourse(
  k: { quantite: number; unitaire_ttc_centimes: number },
  envoisAnnules: number,
): number {
  return k.unitaire_ttc_centimes * k.quantite * envoisAnnules;
}

/** The account's subscription, or 404 (someone else's, or none). */
export async function trouverKbisPeriodique(db: Queryable, client: Client, id: number): Promise<KbisPeriodiqueRow> {
  const row = await findKbisPeriodique(db, client.compte, id);
  if (row === undefined) throw new KbisPeriodiqueIntrouvable({ id, compte: client.compte });
  return row;
}

export async function lireKbisPeriodique(db: Queryable, client: Client, id: number): Promise<KbisPeriodique> {
  const row = await trouverKbisPeriodique(db, client, id);
  const remboursement = montantRembourse(row, row.envois_annules);
  return {
    ...resume(row),
    adresse_livraison: row.adresse_livraison,
    email: row.email,
    termine_le: iso(row.termine_le),
    annule_le: iso(row.annule_le),
    // Wallet amounts are TTC (commandes README).
    remboursement: row.statut === 'ANNULE' ? prix({ ht: remboursement, ttc: remboursement }) : null,
    envois: (await findEnvois(db, row.id)).map(envoi),
  };
}

export async function lireEnvois(db: Queryable, client: Client, id: number) {
  const row = await trouverKbisPeriodique(db, client, id);
  return { commande: origine(row), envois: (await findEnvois(db, row.id)).map(envoi) };
}

export async function listeKbisPeriodiques(
  db: Queryable,
  client: Client,
  query: { offset: number; limit: number; statut?: StatutKbisPeriodique },
) {
  const { total, rows } = await listerKbisPeriodiques(db, client.compte, query);
  return { total, offset: query.offset, limit: query.limit, kbis_periodiques: rows.map(resume) };
}
