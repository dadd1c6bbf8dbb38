import type { Vendeur } from '../../../config.js';
import type { Db, Transaction } from '../../../db/index.js';
import type { Client } from '../../commandes/index.js';
import { ChampsInvalides } from '../../../domain-error.js';
import { minimumRequis } from '@portail/contrat/commun/comptes';
import { KbisPeriodiqueInactif, KbisPeriodiqueIntrouvable, SansAdresseLivraison } from '../erreurs.js';
import { annulerEnvoisPrevus } from '../repository/envois.js';
import {
  changerAdresse,
  marquerAnnule,
  verrouillerKbisPeriodique,
  type VerrouRow,
} from '../repository/kbis-periodiques.js';
import type { AdresseLivraison, KbisPeriodique, SaisieAdresse } from '@portail/contrat/kbis-periodiques';
import { lireKbisPeriodique } from './lecture.js';
import { rembourserEnvois } from './remboursement.js';

/** Spaces trimmed and collapsed; the rules the schema cannot state (a French postcode). */
function normaliser(saisie: SaisieAdresse): AdresseLivraison {
  const propre = (texte: string) => texte.trim().replace(/\s+/g, ' ');
  const adresse = {
    nom: propre(saisie.nom),
    numero_voie: propre(saisie.numero_voie),
    complement: saisie.complement === undefined || propre(saisie.complement) === '' ? null : propre(saisie.complement),
    code_postal: propre(saisie.code_postal).toUpperCase(),
    ville: propre(saisie.ville),
    pays: saisie.pays ?? 'FR',
  };
  const erreurs: Array<{ champ: string; message: string }> = (['nom', 'numero_voie', 'ville'] as const)
    .filter((champ) => adresse[champ] === '')
    .map((champ) => ({ champ, message: minimumRequis(1) }));
  if (adresse.pays === 'FR' && !/^[0-9]{5}$/.test(adresse.code_postal)) {
    erreurs.push({ champ: 'code_postal', message: 'doit être composé de 5 chiffres' });
  }
  if (erreurs.length > 0) throw new ChampsInvalides(erreurs);
  return adresse;
}

async function verrouiller(tx: Transaction, client: Client, id: number): Promise<VerrouRow> {
  const k = await verrouillerKbisPeriodique(tx, id, client.compte);
  if (k === undefined) throw new KbisPeriodiqueIntrouvable({ id, compte: client.compte });
  return k;
}

/** PUT adresse_livraison: the next postal issues go there (issues sent keep the address they went to). */
export async function changerAdresseLivraison(
  db: Db,
  client: Client,
  id: number,
  saisie: SaisieAdresse,
): Promise<KbisPeriodique> {
  const adresse = normaliser(saisie);
  await db.transaction(async (tx) => {
    const k = await verrouiller(tx, client, id);
    if (k.format_diffusion !== 'COURRIER') throw new SansAdresseLivraison({ id });
    if (k.statut !== 'ACTIF') throw new KbisPeriodiqueInactif('modifie', { id, statut: k.statut });
    await changerAdresse(tx, id, adresse);
  });
  return lireKbisPeriodique(db, client, id);
}

/**
 * POST annulations: the issues not sent are cancelled and refunded to the account's wallet (with a
 * credit note) at the order's frozen TTC unit price × quantity, in one transaction with the subscription's row lock (the
 * issue job takes it too: an issue is either sent and kept, or cancelled and refunded).
 */
export async function annulerKbisPeriodique(
  db: Db,
  client: Client,
  id: number,
  vendeur: Vendeur,
): Promise<KbisPeriodique> {
  await db.transaction(async (tx) => {
    const k = await verrouiller(tx, client, id);
    if (k.statut !== 'ACTIF') throw new KbisPeriodiqueInactif('annule', { id, statut: k.statut });
    const annules = await annulerEnvoisPrevus(tx, id);
    await marquerAnnule(tx, id);
    const envois = `${annules} envoi${annules > 1 ? 's' : ''}`;
    await rembourserEnvois(
      tx,
      k,
      annules,
      {
        libelle: `Annulation du Kbis périodique ${k.denomination} (${envois})`,
        motif: `Annulation du Kbis périodique : ${envois} non effectué${annules > 1 ? 's' : ''}`,
        detail: `${envois} annulé${annules > 1 ? 's' : ''}`,
      },
      vendeur,
    );
  });
  return lireKbisPeriodique(db, client, id);
}
