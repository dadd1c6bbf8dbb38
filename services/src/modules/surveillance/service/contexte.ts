import type { Queryable } from '../../../db/index.js';
import { droitsAbonne } from '../../abonnements/index.js';
import {
  AucunCompteSelectionne,
  CompteBloque,
  CompteClientIntrouvable,
  TypeCompteSansSurveillance,
} from '../erreurs.js';

/** Who acts: a user, on their selected customer account (watches belong to the account). */
export interface Compte {
  utilisateur: string;
  id: number;
  type_compte: string;
  position: string;
  /** The subscriber's rights today (abonnements module: a paid period covers the day). */
  abonne_actif: boolean;
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
  const abonne_actif = row.type_compte === 'ABONNE' && (await droitsAbonne(db, row.id)).actif;
  return { utilisateur, ...row, abonne_actif };
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

/** The account type whose rights apply: a subscriber without a paid period has a member's. */
export const typeDesDroits = (compte: Compte): string =>
  compte.type_compte === 'ABONNE' && !compte.abonne_actif ? 'MEMBRE' : compte.type_compte;

/**
 * The maximum of active watches in force today for the account's rights (migration 017): a
 * subscriber's whose subscription is not paid (waiting, expired) is a member's; 403 when the type
 * has none.
 */
export async function plafond(db: Queryable, compte: Compte): Promise<number> {
  const type = typeDesDroits(compte);
  const { rows } = await db.query<{ maximum: number }>(
    `SELECT maximum FROM plafonds_surveillance
      WHERE type_compte = $1 AND valide_du <= current_date ORDER BY valide_du DESC LIMIT 1`,
    [type],
  );
  const row = rows[0];
  if (row === undefined) throw new TypeCompteSansSurveillance({ compte: compte.id, type_compte: compte.type_compte });
  return Number(row.maximum);
}

/** SPEC §6: only an ABONNE account whose position is OUVERT has unseen counters (and its subscription paid). */
export const aDesCompteurs = (compte: Compte) =>
  compte.type_compte === 'ABONNE' && compte.abonne_actif && compte.position === 'OUVERT';
