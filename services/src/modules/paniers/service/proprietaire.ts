import type { Queryable } from '../../../db/index.js';
import { findGrilleSelectionnee } from '../../comptes-clients/index.js';
import { AucunCompteSelectionne, ChampsInvalides, PanierIntrouvable } from '../erreurs.js';
import {
  assurerPanierInvite,
  assurerPanierUtilisateur,
  findPanierInvite,
  findPanierUtilisateur,
  type PanierRow,
} from '../repository/paniers.js';

/** Guests pay the public grid; a user pays their selected account's (comptes_clients.grille_tarifaire). */
export const GRILLE_PUBLIQUE = 'PUBLIC';

export type ProprietaireConnecte = { type: 'utilisateur'; utilisateur: string; compte: number; grille: string };
export type Proprietaire = { type: 'invite'; uid: string } | ProprietaireConnecte;

/** A signed-in caller's basket: the one of their selected account. */
export async function proprietaireConnecte(db: Queryable, utilisateur: string): Promise<ProprietaireConnecte> {
  const compte = await findGrilleSelectionnee(db, utilisateur);
  if (compte === undefined) throw new AucunCompteSelectionne(utilisateur);
  return { type: 'utilisateur', utilisateur, compte: compte.compte_client_id, grille: compte.grille_tarifaire };
}

/**
 * Whose basket a call is about: the signed-in caller's (under their selected account; uid_invite is
 * then ignored, the guest basket joining theirs only through POST paniers/connexions), else the
 * guest's uid_invite.
 */
export async function proprietaire(
  db: Queryable,
  utilisateur: string | undefined,
  uid: string | undefined,
): Promise<Proprietaire> {
  if (utilisateur !== undefined) return proprietaireConnecte(db, utilisateur);
  if (uid === undefined) {
    throw new ChampsInvalides(
      [{ champ: 'uid_invite', message: 'est obligatoire pour un visiteur non connecté' }],
      'querystring',
    );
  }
  return { type: 'invite', uid };
}

export const grilleDe = (p: Proprietaire) => (p.type === 'utilisateur' ? p.grille : GRILLE_PUBLIQUE);

function verifierInvite(uid: string, row: PanierRow | undefined): PanierRow | undefined {
  // Merged at someone's sign-in: the uid is theirs now, a guest holding it sees nothing.
  if (row?.reclame_par) throw new PanierIntrouvable({ uid_invite: uid });
  return row;
}

/** The basket if it exists yet (undefined: nothing was ever put in it). */
export async function findPanier(db: Queryable, p: Proprietaire): Promise<PanierRow | undefined> {
  return p.type === 'invite'
    ? verifierInvite(p.uid, await findPanierInvite(db, p.uid))
    : findPanierUtilisateur(db, p.utilisateur, p.compte);
}

export async function assurerPanier(db: Queryable, p: Proprietaire): Promise<PanierRow> {
  return p.type === 'invite'
    ? (verifierInvite(p.uid, await assurerPanierInvite(db, p.uid, GRILLE_PUBLIQUE)) as PanierRow)
    : assurerPanierUtilisateur(db, p);
}
