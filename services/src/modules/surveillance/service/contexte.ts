import type { Queryable } from '../../../db/index.js';
import { droitsAbonne } from '../../abonnements/index.js';
import {
  AucunCompteSelectionne,
  CompteBloque,
  CompteClientIntrouvable,
  PlafondAtteint,
  TypeCompteSansSurveillance,
} from '../erreurs.js';

/** Who acts: a user, on their selected customer account (watches belong to the account). */
export interface Compte {
  utilisateur: string;
  id: number;
  type_compte: string;
  position: string;
}

// SPEC §4: these positions block the account.
const POSITIONS_BLOQUEES = new Set(['RADIE', 'INTERDIT', 'SUSPENDU']);

export async function compteSelectionne(db: Queryable, utilisateur: string): Promise<Compte> {
  const { rows } = await db.query<{ id: number; type_compte: string; position: string }>(
    `SELECT c.id, c.type_compte, c.position
       FROM utilisateurs_comptes uc JOIN comptes_clients c ON c.id = uc.compte_client_id
      WHERE uc.utilisateur_id = $1::uuid AND uc.selectionne`,
    [utilisateur],
  );
  const row = rows[0];
  if (row === undefined) throw new AucunCompteSelectionne(utilisateur);
  return { utilisateur, ...row };
}

/** Routes naming an account in their path ({id_compte_client}): the caller's selected one only. */
export async function compteDuChemin(db: Queryable, utilisateur: string, id: number): Promise<Compte> {
  const compte = await compteSelectionne(db, utilisateur);
  if (compte.id !== id) throw new CompteClientIntrouvable({ id, utilisateur });
  return compte;
}

export function exigerOuvert(compte: Compte): void {
  if (POSITIONS_BLOQUEES.has(compte.position)) throw new CompteBloque({ compte: compte.id, position: compte.position });
}

/**
 * The account type whose rights apply today: a subscriber without a paid period (waiting,
 * expired) has a member's (abonnements module). Read only where the rights matter.
 */
async function typeDesDroits(db: Queryable, compte: Compte): Promise<string> {
  if (compte.type_compte !== 'ABONNE') return compte.type_compte;
  return (await droitsAbonne(db, compte.id)).actif ? 'ABONNE' : 'MEMBRE';
}

/**
 * Locks the account's row for the rest of the transaction: two openings at once wait for each
 * other, so they cannot pass the maximum together nor watch the same target twice.
 */
export async function verrouillerCompte(tx: Queryable, compte: Compte): Promise<void> {
  await tx.query('SELECT 1 FROM comptes_clients WHERE id = $1 FOR UPDATE', [compte.id]);
}

/**
 * The account (locked first) may open `nouvelles` more watches: the maximum of active watches in
 * force today for its rights (migration 017) holds them; 403 when the type has no maximum, 409
 * « Plafond atteint » otherwise.
 */
export async function exigerPlace(tx: Queryable, compte: Compte, nouvelles: number): Promise<void> {
  const type = await typeDesDroits(tx, compte);
  const { rows } = await tx.query<{ maximum: number; actives: number }>(
    `SELECT maximum,
            (SELECT count(*)::int FROM surveillances WHERE compte_client_id = $2 AND etat = 'ACTIVE') AS actives
       FROM plafonds_surveillance
      WHERE type_compte = $1 AND valide_du <= current_date ORDER BY valide_du DESC LIMIT 1`,
    [type, compte.id],
  );
  const row = rows[0];
  if (row === undefined) throw new TypeCompteSansSurveillance({ compte: compte.id, type_compte: compte.type_compte });
  const maximum = Number(row.maximum);
  if (Number(row.actives) + nouvelles > maximum)
    throw new PlafondAtteint({ compte: compte.id, type_compte: type, maximum });
}

/** SPEC §6: only an ABONNE account whose position is OUVERT, its subscription paid, has unseen counters. */
export async function aDesCompteurs(db: Queryable, compte: Compte): Promise<boolean> {
  return compte.type_compte === 'ABONNE' && compte.position === 'OUVERT' && (await droitsAbonne(db, compte.id)).actif;
}
