import type { Queryable } from '../../../db/index.js';
import { aujourdhui, prix } from '@portail/domaine';
import type { MesAbonnements, PeriodeAbonnement } from '@portail/contrat/abonnements';
import { clientSelectionne } from '../../commandes/index.js';
import { CompteClientIntrouvable, lireCompte } from '../../comptes-clients/index.js';
import { findFormuleAbonne, findPayeJusquAu, findPeriodes, type PeriodeRow } from '../repository/periodes.js';

/** The caller's selected account, when it is the one the call names (another one: 404, like a missing one). */
export async function compteDuClient(db: Queryable, utilisateur: string, id: number) {
  const client = await clientSelectionne(db, utilisateur);
  if (client.compte !== id) throw new CompteClientIntrouvable({ id, utilisateur });
  return { client, compte: await lireCompte(db, utilisateur, id) };
}

export function periodeAbonnement(row: PeriodeRow): PeriodeAbonnement {
  return {
    id: row.id,
    uuid: row.uuid,
    formule: row.formule,
    libelle: row.libelle,
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    montant: prix({ ht: row.ht_centimes, ttc: row.ttc_centimes }),
    statut: row.statut,
    resiliation_demandee_le: row.resiliation_demandee_le,
    paye_le: row.paye_le,
    adresse_facturation: {
      libelle_facturation: row.libelle_facturation,
      contact_nom: row.contact_nom,
      contact_prenom: row.contact_prenom,
      numero_voie_facturation: row.numero_voie_facturation,
      complement_adresse_facturation: row.complement_adresse_facturation,
      code_postal_facturation: row.code_postal_facturation,
      ville_facturation: row.ville_facturation,
      pays_facturation: row.pays_facturation,
    },
    commande:
      row.commande_reference === null || row.commande_jour === null || row.commande_statut === null
        ? null
        : { reference_commande: row.commande_reference, jour_commande: row.commande_jour, statut: row.commande_statut },
  };
}

/** The subscriber's rights today: a paid period covers the day. One home for the rule (surveillance reads it). */
export async function droitsAbonne(
  db: Queryable,
  compte: number,
  jour = aujourdhui(),
): Promise<{ actif: boolean; payeJusquAu: string | null }> {
  const payeJusquAu = await findPayeJusquAu(db, compte, jour);
  return { actif: payeJusquAu !== null, payeJusquAu };
}

/** GET commandes/abonnements?id_compte_client=: the offer, the rights in force and every period. */
export async function mesAbonnements(db: Queryable, utilisateur: string, id: number): Promise<MesAbonnements> {
  const { compte } = await compteDuClient(db, utilisateur, id);
  const [formule, droits, periodes, plafond] = await Promise.all([
    findFormuleAbonne(db),
    droitsAbonne(db, id),
    findPeriodes(db, id),
    db.query<{ maximum: number }>(
      `SELECT maximum FROM plafonds_surveillance WHERE type_compte = 'ABONNE' AND valide_du <= $1::date
        ORDER BY valide_du DESC LIMIT 1`,
      [aujourdhui()],
    ),
  ]);
  if (formule === undefined) throw new Error('Aucune formule d’abonnement payante dans formules_abonnement');
  return {
    id_compte_client: id,
    type_compte: compte.type_compte,
    abonne_actif: droits.actif,
    paye_jusqu_au: droits.payeJusquAu,
    offre: {
      formule: formule.code,
      libelle: formule.libelle,
      duree_mois: formule.duree_mois,
      montant: prix({ ht: formule.ht_centimes, ttc: formule.ttc_centimes }),
      plafond_surveillances: plafond.rows[0]?.maximum ?? null,
    },
    abonnements: periodes.map(periodeAbonnement),
  };
}
