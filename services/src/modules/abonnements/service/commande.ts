import type { Db, Transaction } from '../../../db/index.js';
import { ajouterJours, aujourdhui, lendemain, prix } from '@portail/domaine';
import type { CommandeAbonnement, CommandeAbonnementCorps } from '@portail/contrat/abonnements';
import { exigerCompteOuvert, insererCommande, lireCommandeCreee, type Client } from '../../commandes/index.js';
import { exigerAdministrateur } from '../../comptes-clients/index.js';
import { PeriodeAnnulee, PeriodeDejaPayee, PeriodeIntrouvable, RenouvellementPremature } from '../erreurs.js';
import {
  changerAdressePeriode,
  findDernierJourPaye,
  findFormuleAbonne,
  findModeleAdresse,
  findPayeJusquAu,
  findPeriodes,
  insererPeriodeEnAttente,
  lierCommande,
  verrouillerCompte,
  verrouillerPeriodeAPayer,
  type AdressePeriode,
  type PeriodeRow,
} from '../repository/periodes.js';
import { JOURS_AVANT_ECHEANCE } from './echeances.js';
import { compteDuClient, periodeAbonnement } from './lecture.js';

/**
 * POST commandes/abonnements: the order (A_PAYER) that pays a period, paid afterwards like any
 * order. The period is the one named by `uuid`, else the account's period waiting for payment,
 * else a new annual period (a member subscribing, a renewal within JOURS_AVANT_ECHEANCE days of
 * the paid period's end, a subscription resumed after expiry). An order still open for the period
 * is returned instead of a second one. Serialised per account by the lock on its account row.
 */
export async function commanderAbonnement(
  db: Db,
  utilisateur: string,
  corps: CommandeAbonnementCorps,
): Promise<{ cree: boolean; resultat: CommandeAbonnement }> {
  const { client, compte } = await compteDuClient(db, utilisateur, corps.id_compte_client);
  exigerCompteOuvert(client);
  exigerAdministrateur(compte, utilisateur, 'commande_abonnement');
  const jour = aujourdhui();
  const { periode, reference, cree } = await db.transaction(async (tx) => {
    await verrouillerCompte(tx, client.compte);
    const trouvee = await periodeAPayer(tx, client, corps, jour);
    if (corps.adresse_facturation !== undefined) await changerAdressePeriode(tx, adresse(trouvee.id, corps));
    if (trouvee.commande_reference !== null && trouvee.commande_statut !== 'ANNULEE') {
      return { periode: trouvee.id, reference: trouvee.commande_reference, cree: false };
    }
    return { periode: trouvee.id, reference: await commander(tx, client, trouvee, jour), cree: true };
  });
  const [commande, periodes] = await Promise.all([
    lireCommandeCreee(db, client, reference),
    findPeriodes(db, client.compte),
  ]);
  const lue = periodes.find((p) => p.id === periode);
  if (lue === undefined) throw new PeriodeIntrouvable({ compte: client.compte });
  return { cree, resultat: { abonnement: periodeAbonnement(lue), commande } };
}

async function periodeAPayer(
  tx: Transaction,
  client: Client,
  corps: CommandeAbonnementCorps,
  jour: string,
): Promise<PeriodeRow> {
  const existante = await verrouillerPeriodeAPayer(tx, client.compte, corps.uuid);
  if (corps.uuid !== undefined && existante === undefined) {
    throw new PeriodeIntrouvable({ compte: client.compte, uuid: corps.uuid });
  }
  if (existante !== undefined) {
    if (existante.statut === 'PAYE' || existante.statut === 'GRATUIT') {
      throw new PeriodeDejaPayee({ compte: client.compte, periode: existante.id, fin: existante.date_fin });
    }
    if (existante.statut === 'ANNULE') throw new PeriodeAnnulee({ compte: client.compte, periode: existante.id });
    return existante;
  }
  // No period waiting: a new one, from the day after the paid coverage, or today.
  const payeJusquAu = await findPayeJusquAu(tx, client.compte, jour);
  if (payeJusquAu !== null && payeJusquAu > ajouterJours(jour, JOURS_AVANT_ECHEANCE)) {
    const ouverture = ajouterJours(payeJusquAu, -JOURS_AVANT_ECHEANCE);
    throw new RenouvellementPremature({ compte: client.compte, payeJusquAu, ouverture });
  }
  const dernierJour = await findDernierJourPaye(tx, client.compte);
  const debut = dernierJour !== null && dernierJour >= jour ? lendemain(dernierJour) : jour;
  const formule = await findFormuleAbonne(tx);
  if (formule === undefined) throw new Error('Aucune formule d’abonnement payante dans formules_abonnement');
  const modele = await findModeleAdresse(tx, client.compte);
  if (modele === undefined) throw new PeriodeIntrouvable({ compte: client.compte });
  const { id, uuid } = await insererPeriodeEnAttente(tx, {
    compte: client.compte,
    formule,
    date_debut: debut,
    adresse: modele,
  });
  const creee = await verrouillerPeriodeAPayer(tx, client.compte, uuid);
  if (creee === undefined) throw new Error(`Période ${id} introuvable après son insertion`);
  return creee;
}

function adresse(id: number, corps: CommandeAbonnementCorps): AdressePeriode {
  const a = corps.adresse_facturation;
  if (a === undefined) throw new Error('adresse absente');
  const texte = (valeur: string | null | undefined) => (valeur === undefined || valeur === null ? null : valeur.trim());
  return {
    id,
    libelle_facturation: texte(a.libelle_facturation) || null,
    contact_nom: a.contact_nom.trim(),
    contact_prenom: a.contact_prenom.trim(),
    numero_voie_facturation: a.numero_voie_facturation.trim(),
    complement_adresse_facturation: texte(a.complement_adresse_facturation) || null,
    code_postal_facturation: a.code_postal_facturation.trim().toUpperCase(),
    ville_facturation: a.ville_facturation.trim(),
    pays_facturation: a.pays_facturation ?? 'FR',
  };
}

/** The order of one ABONNEMENT article at the period's price, linked to the period. */
async function commander(tx: Transaction, client: Client, periode: PeriodeRow, jour: string): Promise<string> {
  const montant = prix({ ht: periode.ht_centimes, ttc: periode.ttc_centimes });
  const libelle = `${periode.libelle} (${periode.duree_mois ?? 12} mois)`;
  const reference = await insererCommande(tx, client, { jour, grille: client.grille }, [
    {
      groupe: { siren: null, denomination: null },
      article: {
        id_article_catalogue: 'ABONNEMENT',
        type: 'ABONNEMENT',
        libelle,
        id_entite: null,
        donnees: {},
        montant,
        sous_articles: [
          {
            id_sous_article_catalogue: 'ABONNEMENT_ELEC',
            format_diffusion: 'ELEC',
            payload: JSON.stringify({ diffusions: [{ quantite: 1 }] }),
            nombre_envois: 1,
            prix_unitaire: montant,
          },
        ],
      },
    },
  ]);
  await lierCommande(tx, periode.id, reference);
  return reference;
}
