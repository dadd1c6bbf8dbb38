import type { Vendeur } from '../../../config.js';
import type { Db, Transaction } from '../../../db/index.js';
import { html } from '../../../lib/pages/html.js';
import type { Messagerie } from '../../../lib/courriels/messagerie.js';
import { formaterMontant } from '@portail/domaine';
import { findCourrielEchec, marquerEchec } from '../repository/envois.js';
import { reperesCourriel, verrouillerNumeroPrevu } from './envoi.js';
import { montantRembourse } from './lecture.js';
import { apresEnvoi, planifierCourrielEchec, type CibleEnvoi } from './planification.js';
import { rembourserEnvois } from './remboursement.js';

/**
 * Issue `rang` given up by the queue after its last attempt, in the transaction that records the
 * job `ECHEC`: only while the subscription is ACTIF and the issue PREVU (as for an issue sent). The
 * issue becomes ECHEC (« Non délivré »), its price is refunded to the account's wallet with a credit
 * note, the customer is told by e-mail (its own job), and the subscription goes on: the next issue
 * is enqueued, or, after the last, it ends. The reason stays in the job and the log, not in the customer's e-mail.
 */
export async function abandonnerNumero(tx: Transaction, cible: CibleEnvoi, vendeur: Vendeur): Promise<boolean> {
  const k = await verrouillerNumeroPrevu(tx, cible);
  if (k === undefined) return false;
  const le = new Date();
  await marquerEchec(tx, k.id, cible.rang, le);
  await rembourserEnvois(
    tx,
    k,
    1,
    {
      libelle: `Kbis périodique ${k.denomination} : envoi ${cible.rang} non délivré`,
      motif: `Envoi ${cible.rang} du Kbis périodique non délivré`,
      detail: `envoi ${cible.rang} non délivré`,
    },
    vendeur,
  );
  await planifierCourrielEchec(tx, cible);
  await apresEnvoi(tx, k, cible.rang, le);
  return true;
}

/** The e-mail saying an issue was not delivered and refunded (outside any transaction, at least once). */
export async function envoyerCourrielEchec(
  db: Db,
  messagerie: Messagerie,
  cible: CibleEnvoi,
  siteUrl: string,
): Promise<boolean> {
  const c = await findCourrielEchec(db, cible.kbis_periodique, cible.rang);
  if (c === undefined) return false;
  const { espace, envoi } = reperesCourriel(siteUrl, cible.rang, c.nombre_envois);
  const montant = `${formaterMontant(montantRembourse(c, 1))}\u00a0€`;
  const suite =
    cible.rang < c.nombre_envois
      ? 'Les envois suivants de votre Kbis périodique ne changent pas.'
      : 'C’était le dernier envoi de votre Kbis périodique.';
  await messagerie.envoyer({
    a: c.email,
    sujet: `Votre extrait Kbis ${c.denomination} n’a pas pu être délivré (${envoi})`,
    texte: [
      'Bonjour,',
      '',
      `L’extrait Kbis de ${c.denomination} (SIREN ${c.siren}), ${envoi} de votre Kbis périodique, n’a pas pu être délivré.`,
      `Son prix, ${montant}, a été remboursé sur votre portefeuille électronique.`,
      suite,
      `Tous vos envois : ${espace}`,
      '',
      'L’équipe Greffeo',
      '',
    ].join('\n'),
    html: html`<p>Bonjour,</p>
      <p>
        L’extrait Kbis de ${c.denomination} (SIREN ${c.siren}), ${envoi} de votre Kbis périodique, n’a pas pu être
        délivré.
      </p>
      <p>Son prix, ${montant}, a été remboursé sur votre portefeuille électronique.</p>
      <p>${suite}</p>
      <p><a href="${espace}">Tous vos envois</a></p>
      <p>L’équipe Greffeo</p>`.texte,
  });
  return true;
}
