import { createHmac, randomBytes } from 'node:crypto';

import type { Livraison, Webhook } from '@portail/contrat/surveillance-alertes';

import type { Db, Queryable } from '../../../db/index.js';
import { DomainError } from '../../../domain-error.js';
import { lireRevelations } from '../repository/lecture.js';
import type { Compte } from '../service/contexte.js';
import { CHEMIN_REVELATIONS } from './courriels.js';
import { verifierUrlWebhook, type Resolveur } from './adresses.js';

export class WebhookIntrouvable extends DomainError {
  readonly statusCode = 404;
  constructor(context: Record<string, unknown>) {
    super('Aucun webhook n’est enregistré pour ce compte client.', context);
  }
}

export interface OptionsWebhook {
  publiee: boolean;
  resoudre: Resolveur;
}

const iso = (instant: Date | string | null) => (instant === null ? null : new Date(instant).toISOString());
type WebhookRow = { id: number; compte_client_id: number; url: string; cree_le: Date; modifie_le: Date };
const versWebhook = (w: WebhookRow): Webhook => ({
  id: w.id,
  id_compte_client: w.compte_client_id,
  url: w.url,
  cree_le: iso(w.cree_le) as string,
  modifie_le: iso(w.modifie_le) as string,
});

/** X-Greffeo-Signature: `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` with the secret. */
export const signerLivraison = (secret: string, horodatage: string, corps: string) =>
  `v1=${createHmac('sha256', secret).update(`${horodatage}.${corps}`).digest('hex')}`;

export async function lireWebhook(db: Queryable, compte: Compte): Promise<Webhook> {
  const { rows } = await db.query<WebhookRow>(
    'SELECT id, compte_client_id, url, cree_le, modifie_le FROM webhooks WHERE compte_client_id = $1',
    [compte.id],
  );
  const w = rows[0];
  if (w === undefined) throw new WebhookIntrouvable({ compte: compte.id });
  return versWebhook(w);
}

/** Creates the account's webhook (its secret returned this once) or changes its address (secret kept). */
export async function enregistrerWebhook(
  db: Queryable,
  compte: Compte,
  brute: string,
  options: OptionsWebhook,
): Promise<{ cree: boolean; webhook: Webhook & { secret?: string } }> {
  const url = await verifierUrlWebhook(brute, options);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query<WebhookRow & { cree: boolean; secret: string }>(
    `INSERT INTO webhooks (compte_client_id, url, secret) VALUES ($1, $2, $3)
     ON CONFLICT (compte_client_id) DO UPDATE SET url = EXCLUDED.url, modifie_le = now()
     RETURNING id, compte_client_id, url, secret, cree_le, modifie_le, (xmax = 0) AS cree`,
    [compte.id, url, secret],
  );
  const w = rows[0] as WebhookRow & { cree: boolean; secret: string };
  return { cree: w.cree, webhook: w.cree ? { ...versWebhook(w), secret: w.secret } : versWebhook(w) };
}

export async function supprimerWebhook(db: Queryable, compte: Compte): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM webhooks WHERE compte_client_id = $1', [compte.id]);
  if (rowCount === 0) throw new WebhookIntrouvable({ compte: compte.id });
}

export async function listerLivraisons(db: Queryable, compte: Compte, page: { offset: number; limit: number }) {
  const webhook = await lireWebhook(db, compte);
  const { rows } = await db.query<{
    id: string;
    revelation_id: string;
    statut: Livraison['statut'];
    tentatives: number;
    code_http: number | null;
    derniere_erreur: string | null;
    cree_le: Date;
    derniere_tentative_le: Date | null;
    livree_le: Date | null;
    total: number;
  }>(
    `SELECT l.*, count(*) OVER ()::int AS total FROM webhooks_livraisons l
      WHERE l.webhook_id = $1 ORDER BY l.id DESC LIMIT $2 OFFSET $3`,
    [webhook.id, page.limit, page.offset],
  );
  const total =
    rows[0]?.total ??
    Number(
      (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks_livraisons WHERE webhook_id = $1', [
          webhook.id,
        ])
      ).rows[0]?.n,
    );
  const livraisons = rows.map((l): Livraison => ({
    id: Number(l.id),
    id_revelation: Number(l.revelation_id),
    statut: l.statut,
    tentatives: l.tentatives,
    code_http: l.code_http,
    derniere_erreur: l.derniere_erreur,
    cree_le: iso(l.cree_le) as string,
    derniere_tentative_le: iso(l.derniere_tentative_le),
    livree_le: iso(l.livree_le),
  }));
  return { total: Number(total), offset: page.offset, limit: page.limit, livraisons };
}

/** Milliseconds a receiver has to answer. */
export const DELAI_LIVRAISON_MS = 10_000;

/**
 * One attempt at a delivery, recorded whatever happens (attempts, HTTP code, error). true: delivered
 * or nothing left to do (delivered already, webhook deleted); throws to be retried by the queue.
 * Redirects are not followed (a 3xx is a failure): they could lead to an internal address.
 */
export async function livrer(
  db: Db,
  livraison: number,
  options: OptionsWebhook & { siteUrl: string; delaiMs?: number },
): Promise<boolean> {
  const { rows } = await db.query<{
    statut: string;
    url: string;
    secret: string;
    compte_client_id: number;
    revelation_id: string;
  }>(
    `SELECT l.statut, w.url, w.secret, w.compte_client_id, l.revelation_id
       FROM webhooks_livraisons l JOIN webhooks w ON w.id = l.webhook_id WHERE l.id = $1`,
    [livraison],
  );
  const l = rows[0];
  if (l === undefined || l.statut !== 'EN_ATTENTE') return true;
  const [revelation] = await lireRevelations(db, l.compte_client_id, 'r.id = $2', [l.revelation_id]);
  if (revelation === undefined) return true;
  const corps = JSON.stringify({
    type: 'revelation.nouvelle',
    id_livraison: livraison,
    revelation: { ...revelation, lien: `${options.siteUrl}${CHEMIN_REVELATIONS}` },
  });
  const horodatage = String(Math.floor(Date.now() / 1000));
  let code: number | null = null;
  let erreur: string | null = null;
  try {
    await verifierUrlWebhook(l.url, options);
    const reponse = await fetch(l.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.delaiMs ?? DELAI_LIVRAISON_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Greffeo-Webhooks/1',
        'x-greffeo-timestamp': horodatage,
        'x-greffeo-signature': signerLivraison(l.secret, horodatage, corps),
      },
      body: corps,
    });
    code = reponse.status;
    await reponse.body?.cancel().catch(() => undefined);
    if (code < 200 || code > 299) erreur = `Réponse HTTP ${code}`;
  } catch (e) {
    erreur = e instanceof Error ? (e.name === 'TimeoutError' ? 'Délai de réponse dépassé' : e.message) : String(e);
  }
  await db.query(
    `UPDATE webhooks_livraisons
        SET tentatives = tentatives + 1, code_http = $2, derniere_erreur = $3, derniere_tentative_le = now(),
            statut = CASE WHEN $3::text IS NULL THEN 'LIVREE' ELSE statut END,
            livree_le = CASE WHEN $3::text IS NULL THEN now() END
      WHERE id = $1`,
    [livraison, code, erreur === null ? null : erreur.slice(0, 500)],
  );
  if (erreur !== null) throw new Error(`Webhook ${livraison} : ${erreur}`);
  return true;
}

/** The queue gave up: the delivery is ECHEC. */
export async function abandonnerLivraison(db: Queryable, livraison: number): Promise<void> {
  await db.query(`UPDATE webhooks_livraisons SET statut = 'ECHEC' WHERE id = $1 AND statut = 'EN_ATTENTE'`, [
    livraison,
  ]);
}
