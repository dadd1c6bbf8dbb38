import type { Db, Queryable } from '../../../db/index.js';
import type { Messagerie } from '../../../lib/courriels/messagerie.js';
import { ajouterTravail } from '../../travaux/index.js';
import { lireRevelations } from '../repository/lecture.js';
import { courrielImmediat, courrielQuotidien, liensCourriel } from './courriels.js';
import { signerDesabonnement } from './jeton.js';

export const TRAVAIL_COURRIELS = 'SURVEILLANCE_ALERTES_COURRIELS';
export const TRAVAIL_WEBHOOK = 'SURVEILLANCE_WEBHOOK';
/** Attempts of a webhook delivery: back-off of the queue, 1 s × 2^(n-1), about 4 minutes in all. */
export const TENTATIVES_WEBHOOK = 8;
const TAILLE_LOT = 1000;

/**
 * Records what the révélations past the alerts' cursor call for, batch after batch (one transaction
 * each, the cursor row locked so instances take turns): an IMMEDIATE e-mail per révélation and user
 * who chose it, a webhook delivery (with its job) per révélation of an account that has a webhook;
 * then moves the cursor. A crash rolls the batch back; the unique keys make a replay record nothing.
 * Révélations are inserted one fan-out batch at a time (its cursor lock), so no id below one seen
 * here can commit later. Returns the e-mails recorded.
 */
export async function enregistrerAlertes(db: Db): Promise<{ courriels: number; livraisons: number }> {
  const bilan = { courriels: 0, livraisons: 0 };
  for (;;) {
    const lot = await db.transaction(async (tx) => {
      const curseur = await tx.query<{ id: string }>(
        'SELECT derniere_revelation_id AS id FROM curseur_alertes FOR UPDATE',
      );
      const debut = Number(curseur.rows[0]?.id ?? 0);
      const { rows } = await tx.query<{ fin: string | null }>(
        'SELECT max(id) AS fin FROM (SELECT id FROM revelations WHERE id > $1 ORDER BY id LIMIT $2) lot',
        [debut, TAILLE_LOT],
      );
      if (rows[0]?.fin === null || rows[0] === undefined) return undefined;
      const fin = Number(rows[0].fin);
      const courriels = await tx.query(
        `INSERT INTO alertes_courriels (utilisateur_id, compte_client_id, mode, revelation_id, revelations)
         SELECT p.utilisateur_id, r.compte_client_id, 'IMMEDIATE', r.id, ARRAY[r.id]
           FROM revelations r
           JOIN alertes_preferences p ON p.compte_client_id = r.compte_client_id AND p.mode = 'IMMEDIATE'
           JOIN utilisateurs_comptes uc ON uc.utilisateur_id = p.utilisateur_id AND uc.compte_client_id = p.compte_client_id
          WHERE r.id > $1 AND r.id <= $2
          ORDER BY r.id
         ON CONFLICT DO NOTHING`,
        [debut, fin],
      );
      const livraisons = await tx.query<{ id: string }>(
        `INSERT INTO webhooks_livraisons (webhook_id, revelation_id)
         SELECT w.id, r.id FROM revelations r JOIN webhooks w ON w.compte_client_id = r.compte_client_id
          WHERE r.id > $1 AND r.id <= $2 ORDER BY r.id
         ON CONFLICT DO NOTHING RETURNING id`,
        [debut, fin],
      );
      for (const { id } of livraisons.rows)
        await ajouterTravail(tx, {
          type: TRAVAIL_WEBHOOK,
          cle: String(id),
          donnees: { livraison: Number(id) },
          maxTentatives: TENTATIVES_WEBHOOK,
        });
      if (courriels.rowCount > 0) await ajouterTravail(tx, { type: TRAVAIL_COURRIELS, maxTentatives: 5 });
      await tx.query('UPDATE curseur_alertes SET derniere_revelation_id = $1, modifie_le = now()', [fin]);
      return { courriels: courriels.rowCount, livraisons: livraisons.rowCount };
    });
    if (lot === undefined) return bilan;
    bilan.courriels += lot.courriels;
    bilan.livraisons += lot.livraisons;
  }
}

/**
 * Records the day's digest of every user whose mode for an account is QUOTIDIENNE (explicitly or by
 * default): the account's révélations since the user's previous digest (the first one: of the last
 * 24 hours), less those already e-mailed to them one by one. One per user, account and day: a
 * replay records nothing. No révélation, no digest.
 */
export async function enregistrerQuotidiens(db: Queryable, jour: string): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO alertes_courriels (utilisateur_id, compte_client_id, mode, jour, revelations)
     SELECT uc.utilisateur_id, uc.compte_client_id, 'QUOTIDIENNE', $1::date, array_agg(r.id ORDER BY r.id)
       FROM utilisateurs_comptes uc
       LEFT JOIN alertes_preferences p ON p.utilisateur_id = uc.utilisateur_id AND p.compte_client_id = uc.compte_client_id
       LEFT JOIN LATERAL (
         SELECT (SELECT max(x) FROM unnest(q.revelations) x) AS dernier FROM alertes_courriels q
          WHERE q.utilisateur_id = uc.utilisateur_id AND q.compte_client_id = uc.compte_client_id AND q.jour IS NOT NULL
          ORDER BY q.jour DESC LIMIT 1) precedent ON true
       JOIN revelations r ON r.compte_client_id = uc.compte_client_id
      WHERE COALESCE(p.mode, 'QUOTIDIENNE') = 'QUOTIDIENNE'
        AND (r.id > precedent.dernier OR (precedent.dernier IS NULL AND r.cree_le > now() - interval '24 hours'))
        AND NOT EXISTS (SELECT 1 FROM alertes_courriels i
                         WHERE i.utilisateur_id = uc.utilisateur_id AND i.revelation_id = r.id AND i.statut = 'ENVOYE')
      GROUP BY uc.utilisateur_id, uc.compte_client_id
     ON CONFLICT DO NOTHING`,
    [jour],
  );
  return rowCount;
}

type AEnvoyer = {
  id: string;
  utilisateur_id: string;
  compte_client_id: number;
  mode: 'IMMEDIATE' | 'QUOTIDIENNE';
  jour: string | null;
  revelations: string[];
  email: string | null;
  prenom: string | null;
  mode_actuel: string | null;
};

/**
 * Sends the recorded e-mails, one transaction each: the row is locked (SKIP LOCKED: instances share
 * the work), sent, and marked ENVOYE in the same transaction, so an e-mail marked sent is never sent
 * again and a failed send leaves it to the job's retry. Cancelled (ANNULE) instead when the user
 * changed their mode since, or left the account. The only double send left: the mail server
 * accepted it and the process died before the commit.
 */
export async function envoyerCourriels(
  db: Db,
  messagerie: Messagerie,
  liens: { site: string; cle: string },
): Promise<number> {
  let envoyes = 0;
  for (;;) {
    const suite = await db.transaction(async (tx) => {
      const { rows } = await tx.query<AEnvoyer>(
        `SELECT a.id, a.utilisateur_id, a.compte_client_id, a.mode, to_char(a.jour, 'YYYY-MM-DD') AS jour,
                a.revelations::text[] AS revelations, u.email, u.prenom,
                CASE WHEN uc.utilisateur_id IS NULL THEN NULL ELSE COALESCE(p.mode, 'QUOTIDIENNE') END AS mode_actuel
           FROM alertes_courriels a
           JOIN utilisateurs u ON u.id = a.utilisateur_id
           LEFT JOIN utilisateurs_comptes uc ON uc.utilisateur_id = a.utilisateur_id AND uc.compte_client_id = a.compte_client_id
           LEFT JOIN alertes_preferences p ON p.utilisateur_id = a.utilisateur_id AND p.compte_client_id = a.compte_client_id
          WHERE a.statut = 'A_ENVOYER' ORDER BY a.id LIMIT 1 FOR UPDATE OF a SKIP LOCKED`,
      );
      const a = rows[0];
      if (a === undefined) return false;
      const revelations = await lireRevelations(tx, a.compte_client_id, 'r.id = ANY($2::bigint[])', [a.revelations], {
        offset: 0,
        limit: a.revelations.length,
      });
      if (a.mode_actuel !== a.mode || revelations.length === 0 || a.email === null) {
        await tx.query(`UPDATE alertes_courriels SET statut = 'ANNULE' WHERE id = $1`, [a.id]);
        return true;
      }
      const jeton = signerDesabonnement(liens.cle, { utilisateur: a.utilisateur_id, compte: a.compte_client_id });
      const adresses = liensCourriel(liens.site, jeton);
      const destinataire = { email: a.email, prenom: String(a.prenom) };
      const [premiere] = revelations;
      await messagerie.envoyer(
        a.mode === 'IMMEDIATE' && premiere !== undefined
          ? courrielImmediat(destinataire, premiere, adresses)
          : courrielQuotidien(destinataire, String(a.jour), revelations, adresses),
      );
      await tx.query(`UPDATE alertes_courriels SET statut = 'ENVOYE', envoye_le = now() WHERE id = $1`, [a.id]);
      envoyes += 1;
      return true;
    });
    if (!suite) return envoyes;
  }
}
