import type { Queryable } from '../../../db/index.js';
import { AbonnementIntrouvable, ChampsInvalides, DesabonnementImpossible } from '../erreurs.js';
import {
  aPeriodeEnAttente,
  demanderResiliation,
  findAbonnementEnVigueur,
  finPeriodePayee,
} from '../repository/abonnements.js';
import { compterUtilisateurs } from '../repository/comptes.js';
import type { Abonnement, Suppression } from '@portail/contrat/comptes-clients';
import { minimumRequis } from '@portail/contrat/commun/comptes';
import { aujourdhui, dateFrancaise, lendemain } from '@portail/domaine';
import { exigerAdministrateur, lireCompte } from './comptes.js';

export async function lireAbonnement(
  db: Queryable,
  utilisateur: string,
  id: number,
  date?: string,
): Promise<Abonnement> {
  await lireCompte(db, utilisateur, id);
  const jour = date ?? aujourdhui();
  const abonnement = await findAbonnementEnVigueur(db, id, jour);
  if (abonnement === undefined) throw new AbonnementIntrouvable({ id, date: jour });
  return abonnement;
}

/**
 * Whether the caller can give up their access to the account on `date`. The account itself is
 * never deleted: orders and invoices stay attached to it. Only the last administrator is held
 * back, by a paid period running past the date (what was paid for runs to its term) or by other
 * users who would be left without an administrator.
 */
export async function verifierSuppression(
  db: Queryable,
  utilisateur: string,
  id: number,
  date?: string,
): Promise<Suppression> {
  const compte = await lireCompte(db, utilisateur, id);
  const jour = date ?? aujourdhui();
  if (jour < aujourdhui()) {
    throw new ChampsInvalides([{ champ: 'date', message: 'ne doit pas être dans le passé' }], 'querystring');
  }
  const motifs: string[] = [];
  const consequences = [`Les commandes et factures du compte client ${compte.numero_client} sont conservées.`];
  let dateEffet = jour;
  const { administrateurs, utilisateurs } = await compterUtilisateurs(db, id);
  const dernierAdministrateur = compte.role === 'ADMINISTRATEUR' && administrateurs === 1;
  if (dernierAdministrateur) {
    const finPayee = await finPeriodePayee(db, id, jour);
    if (finPayee !== undefined) {
      dateEffet = lendemain(finPayee);
      motifs.push(
        `Votre abonnement est payé jusqu'au ${dateFrancaise(finPayee)} inclus : ` +
          `votre accès pourra être supprimé à partir du ${dateFrancaise(dateEffet)}.`,
      );
    }
    if (utilisateurs > 1) {
      motifs.push(
        'Vous êtes le seul administrateur de ce compte client : désignez un autre administrateur avant de supprimer votre accès.',
      );
    }
    if (utilisateurs === 1 && (await aPeriodeEnAttente(db, id, jour))) {
      consequences.push("L'abonnement en attente de paiement sera annulé.");
    }
  }
  return { supprimable: motifs.length === 0, date_effet: dateEffet, motifs, consequences };
}

/** Records the wish to end the subscription at its term; asking again returns the first request. */
export async function demanderDesabonnement(
  db: Queryable,
  utilisateur: string,
  id: number,
  motif: string,
): Promise<Abonnement> {
  const compte = await lireCompte(db, utilisateur, id);
  exigerAdministrateur(compte, utilisateur, 'desabonnement');
  if (motif.trim() === '') throw new ChampsInvalides([{ champ: 'motif', message: minimumRequis(1) }]);
  if (compte.type_compte !== 'ABONNE') {
    throw new DesabonnementImpossible("Un compte membre n'a pas d'abonnement à résilier.", { id });
  }
  const jour = aujourdhui();
  const abonnement = await findAbonnementEnVigueur(db, id, jour);
  if (abonnement === undefined) {
    throw new DesabonnementImpossible("Ce compte client n'a pas d'abonnement en cours.", { id });
  }
  return demanderResiliation(db, abonnement.id, { date: jour, motif: motif.trim() });
}
