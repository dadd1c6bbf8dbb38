import type { Transaction } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import { dernierDocument, dernierEnvoiPostal, insererEnvoisPrevus, marquerEnvoye } from '../repository/envois.js';
import { insererKbisPeriodique } from '../repository/kbis-periodiques.js';
import {
  adresseFacturation,
  emailUtilisateur,
  findDiffusionsPeriodiques,
  type DiffusionPeriodiqueRow,
} from '../repository/sources.js';
import { datePrevue } from './calendrier.js';
import { apresEnvoi, planifierCourriel } from './planification.js';

/** An order line that cannot open its subscription: a fault to fix (the fulfilment rolls back and retries). */
class OuvertureImpossible extends Error {
  constructor(diffusion: DiffusionPeriodiqueRow, raison: string) {
    super(`Kbis périodique impossible pour le sous-article ${diffusion.sous_article} : ${raison}`);
    this.name = 'OuvertureImpossible';
  }
}

/**
 * Opens the subscriptions of an order's KBIS_PERIODIQUE lines, in the fulfilment's transaction
 * (commandes/service/livraison.ts, once it has written each document and postal dispatch): one per
 * diffusion, every issue planned, issue 1 being what the fulfilment just delivered (the PDF of an
 * ELEC line, the postal dispatch of a COURRIER one), and the job of issue 2 enqueued for its day.
 */
export async function ouvrirKbisPeriodiques(
  tx: Transaction,
  commande: { id: number; utilisateur_id: string | null; compte_client_id: number },
  emisLe: Date,
): Promise<void> {
  const debut = aujourdhui(emisLe);
  for (const d of await findDiffusionsPeriodiques(tx, commande.id)) {
    if (d.periodicite === null) throw new OuvertureImpossible(d, 'aucune périodicité');
    if (d.id_entite === null || d.siren === null || d.denomination === null)
      throw new OuvertureImpossible(d, 'aucune entreprise');
    const elec = d.format_diffusion === 'ELEC';
    const email = elec ? await emailUtilisateur(tx, commande.utilisateur_id, commande.compte_client_id) : null;
    const adresse = elec ? null : await adresseFacturation(tx, commande.compte_client_id);
    if (email === undefined) throw new OuvertureImpossible(d, 'utilisateur sans adresse électronique');
    if (adresse === undefined) throw new OuvertureImpossible(d, 'compte sans adresse de facturation');
    const { frequence_mois, duree_mois } = d.periodicite;
    const id = await insererKbisPeriodique(tx, {
      compte: commande.compte_client_id,
      utilisateur: commande.utilisateur_id,
      commandeArticle: d.article,
      commandeSousArticle: d.sous_article,
      idEntite: d.id_entite,
      siren: d.siren,
      denomination: d.denomination,
      format: d.format_diffusion,
      quantite: d.quantite,
      frequenceMois: frequence_mois,
      duree_mois: duree_mois,
      nombreEnvois: d.nombre_envois,
      date_debut: debut,
      adresse,
      email,
    });
    await insererEnvoisPrevus(
      tx,
      id,
      Array.from({ length: d.nombre_envois }, (_, i) => datePrevue(debut, i + 1, frequence_mois)),
    );
    if (elec) {
      const document = await dernierDocument(tx, d.article);
      if (document === undefined) throw new OuvertureImpossible(d, 'aucun document émis par la livraison');
      await marquerEnvoye(tx, { kbisPeriodique: id, rang: 1, le: emisLe, document });
      await planifierCourriel(tx, { kbis_periodique: id, rang: 1 });
    } else {
      const envoiPostal = await dernierEnvoiPostal(tx, d.sous_article);
      if (envoiPostal === undefined) throw new OuvertureImpossible(d, 'aucun envoi postal enregistré par la livraison');
      await marquerEnvoye(tx, { kbisPeriodique: id, rang: 1, le: emisLe, envoiPostal, adresse });
    }
    await apresEnvoi(tx, { id, nombre_envois: d.nombre_envois, date_debut: debut, frequence_mois }, 1, emisLe);
  }
}
