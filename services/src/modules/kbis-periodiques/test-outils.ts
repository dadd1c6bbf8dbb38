/** Test helpers of the periodic Kbis tests: order, pay, bring an issue's day, read the kept e-mails. */
import { createHash } from 'node:crypto';

import type { App } from '../../app.js';
import { creerMessagerie, type CourrielConserve } from '../identite/service/courriels.js';
import { ouvrirSessionCarte, payerSurLaPage } from '../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../tests/fixtures/comptes-clients.js';

export interface CommandeCreee {
  reference_commande: string;
  jour_commande: string;
  regroupements: Array<{ articles: Array<{ id: number }> }>;
  [champ: string]: unknown;
}

export async function commanderKbis(app: App, qui: Appelant, corps: Record<string, unknown>): Promise<CommandeCreee> {
  const reponse = await app.inject({
    method: 'POST',
    url: '/api/kbis_periodiques',
    headers: qui.headers,
    payload: corps,
  });
  if (reponse.statusCode !== 201) throw new Error(`Kbis périodique refusé (${reponse.statusCode}) : ${reponse.body}`);
  return reponse.json();
}

/** Card payment on the sandbox page, then every due job (notification, fulfilment, e-mails). */
export async function payerParCarte(app: App, qui: Appelant, reference: string): Promise<void> {
  const reponse = await payerSurLaPage(app, await ouvrirSessionCarte(app, qui, reference));
  if (reponse.statusCode !== 303) throw new Error(`Paiement refusé (${reponse.statusCode}) : ${reponse.body}`);
  await app.travaux.vider();
}

export async function recharger(app: App, qui: Appelant, compte: number, montant: number): Promise<void> {
  const session = await app.inject({
    method: 'POST',
    url: `/api/portefeuilles/${compte}/rechargements`,
    headers: qui.headers,
    payload: { montant },
  });
  await payerSurLaPage(app, session.json<{ id_session: string }>().id_session);
  await app.travaux.vider();
}

export async function payerParPortefeuille(app: App, qui: Appelant, reference: string): Promise<void> {
  const reponse = await app.inject({
    method: 'POST',
    url: `/api/commandes/${reference}/paiements/sessions`,
    headers: qui.headers,
    payload: { moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' },
  });
  if (reponse.statusCode !== 201) throw new Error(`Paiement refusé (${reponse.statusCode}) : ${reponse.body}`);
  await app.travaux.vider();
}

/** The job of issue `rang`, as the queue holds it. */
export async function travailEnvoi(app: App, id: number, rang: number) {
  const { rows } = await app.db.query<{ statut: string; executer_apres: Date }>(
    "SELECT statut, executer_apres FROM travaux WHERE type = 'ENVOYER_KBIS_PERIODIQUE' AND cle = $1",
    [`${id}:${rang}`],
  );
  return rows[0];
}

/** The day of issue `rang` has come: its job becomes due, and the queue runs. */
export async function jourDeLEnvoi(app: App, id: number, rang: number): Promise<void> {
  const { rowCount } = await app.db.query(
    "UPDATE travaux SET executer_apres = now() WHERE type = 'ENVOYER_KBIS_PERIODIQUE' AND cle = $1 AND statut = 'EN_ATTENTE'",
    [`${id}:${rang}`],
  );
  if (rowCount !== 1) throw new Error(`Aucun envoi ${rang} en attente pour le Kbis périodique ${id}`);
  await app.travaux.vider();
}

export async function courrielsDe(app: App, qui: Appelant): Promise<CourrielConserve[]> {
  const { config } = app;
  const messagerie = creerMessagerie({
    smtpUrl: undefined,
    dossier: config.emailsDir,
    expediteur: config.emailExpediteur,
  });
  return (await messagerie.lister()).filter((c) => c.a === qui.email).reverse();
}

export async function empreinteDocument(app: App, id: number): Promise<string | undefined> {
  const { rows } = await app.db.query<{ sha256: string }>('SELECT sha256 FROM documents_emis WHERE id = $1', [id]);
  return rows[0]?.sha256;
}

export const sha256 = (contenu: Uint8Array) => createHash('sha256').update(contenu).digest('hex');

export async function contenuDocument(app: App, id: number): Promise<Uint8Array> {
  const { rows } = await app.db.query<{ contenu: Uint8Array }>('SELECT contenu FROM documents_emis WHERE id = $1', [
    id,
  ]);
  return rows[0]?.contenu as Uint8Array;
}
