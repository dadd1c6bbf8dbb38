import type { Db, Transaction } from '../../../db/index.js';
import { findArticlesCommande, insererDocumentEmis } from '../../commandes/index.js';
import { produireDocument, sceauDesDocuments, urlVerification } from '../../commandes/index.js';
import type { Config } from '../../../config.js';
import { aujourdhui } from '@portail/domaine';
import { html } from '../../../lib/pages/html.js';
import type { Messagerie } from '../../../lib/courriels/messagerie.js';
import {
  findCourrielAEnvoyer,
  insererEnvoiPostal,
  marquerCourrielEnvoye,
  marquerEnvoye,
  statutEnvoi,
} from '../repository/envois.js';
import { verrouillerKbisPeriodique, type VerrouRow } from '../repository/kbis-periodiques.js';
import { apresEnvoi, planifierCourriel, type CibleEnvoi } from './planification.js';

/**
 * The subscription of issue `rang`, locked, if the issue is still to be settled: the subscription
 * ACTIF and the issue PREVU. Undefined otherwise (cancelled meanwhile, or a job run twice).
 */
export async function verrouillerNumeroPrevu(tx: Transaction, cible: CibleEnvoi): Promise<VerrouRow | undefined> {
  const k = await verrouillerKbisPeriodique(tx, cible.kbis_periodique);
  if (k === undefined || k.statut !== 'ACTIF') return undefined;
  if ((await statutEnvoi(tx, k.id, cible.rang))?.statut !== 'PREVU') return undefined;
  return k;
}

/**
 * One planned issue, in the job's transaction: only while the subscription is ACTIF and the issue
 * PREVU (a cancelled subscription's pending job, or a job run twice, does nothing). ELEC: a Kbis of
 * the registry as it stands now (a company struck off meanwhile gets one that says so), kept under
 * the order's article with its verification code, then e-mailed by its own job. COURRIER: a postal
 * dispatch at the subscription's current address. Then the next issue is enqueued, or it ends.
 */
export async function envoyerNumero(tx: Transaction, cible: CibleEnvoi, config: Config): Promise<boolean> {
  const { siteUrl } = config;
  const k = await verrouillerNumeroPrevu(tx, cible);
  if (k === undefined) return false;
  const le = new Date();
  if (k.format_diffusion === 'ELEC') {
    const article = (await findArticlesCommande(tx, k.commande_id)).find((a) => a.id === k.commande_article_id);
    if (article === undefined)
      throw new Error(`Article ${k.commande_article_id} introuvable pour le Kbis périodique ${k.id}`);
    const sceau = await sceauDesDocuments(config);
    const document = await produireDocument(tx, article, { emisLe: le, siteUrl, jour: aujourdhui(le), sceau });
    if (document === undefined) throw new Error(`Aucun document produit pour le Kbis périodique ${k.id}`);
    const id = await insererDocumentEmis(tx, article, document, le);
    await marquerEnvoye(tx, { kbisPeriodique: k.id, rang: cible.rang, le, document: id });
    await planifierCourriel(tx, cible);
  } else {
    const envoiPostal = await insererEnvoiPostal(tx, k.commande_sous_article_id, k.quantite);
    await marquerEnvoye(tx, { kbisPeriodique: k.id, rang: cible.rang, le, envoiPostal, adresse: k.adresse_livraison });
  }
  await apresEnvoi(tx, k, cible.rang, le);
  return true;
}

/** What every periodic Kbis e-mail names: the customer's list of subscriptions, and the issue. */
export function reperesCourriel(siteUrl: string, rang: number, nombreEnvois: number) {
  return {
    espace: `${siteUrl}/espace-personnel/mes-commandes/mes-kbis-periodiques`,
    envoi: `envoi ${rang} sur ${nombreEnvois}`,
  };
}

/**
 * The e-mail of an issued ELEC issue, the PDF attached. Outside any transaction (a slow or failing
 * mail server does not hold the issue back): marked sent afterwards, so a crash between the two
 * sends it again at the retry (at least once), never zero times.
 */
export async function envoyerCourriel(
  db: Db,
  messagerie: Messagerie,
  cible: CibleEnvoi,
  siteUrl: string,
): Promise<boolean> {
  const c = await findCourrielAEnvoyer(db, cible.kbis_periodique, cible.rang);
  if (c === undefined) return false;
  const { espace, envoi } = reperesCourriel(siteUrl, cible.rang, c.nombre_envois);
  const verification = c.code_verification && urlVerification(siteUrl, c.code_verification);
  await messagerie.envoyer({
    a: c.email,
    sujet: `Votre extrait Kbis ${c.denomination} (${envoi})`,
    texte: [
      'Bonjour,',
      '',
      `Vous trouverez ci-joint l’extrait Kbis de ${c.denomination} (SIREN ${c.siren}), ${envoi} de votre Kbis périodique.`,
      verification ? `Code de vérification : ${c.code_verification}, à vérifier sur ${verification}` : null,
      `Tous vos envois : ${espace}`,
      '',
      'L’équipe Greffeo',
      '',
    ]
      .filter((ligne) => ligne !== null)
      .join('\n'),
    html: html`<p>Bonjour,</p>
      <p>
        Vous trouverez ci-joint l’extrait Kbis de ${c.denomination} (SIREN ${c.siren}), ${envoi} de votre Kbis
        périodique.
      </p>
      ${verification && html`<p>Code de vérification : <a href="${verification}">${c.code_verification}</a></p>`}
      <p><a href="${espace}">Tous vos envois</a></p>
      <p>L’équipe Greffeo</p>`.texte,
    pieces_jointes: [{ nom: c.nom_fichier, type: 'application/pdf', contenu: c.contenu }],
  });
  await marquerCourrielEnvoye(db, cible.kbis_periodique, cible.rang);
  return true;
}
