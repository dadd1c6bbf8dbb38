import type { Queryable } from '../../../db/index.js';
import { findConditionsSelectionnees } from '../../comptes-clients/index.js';
import { AucunCompteSelectionne, CompteClientIntrouvable, CompteSansCommande } from '../erreurs.js';

/** Who acts: a user, on their selected customer account (orders and invoices belong to the account). */
export interface Client {
  utilisateur: string;
  compte: number;
  grille: string;
  position: string;
  paiementDiffere: boolean;
}

// SPEC §4: these positions block the account.
const POSITIONS_BLOQUEES = new Set(['RADIE', 'INTERDIT', 'SUSPENDU']);

export async function clientSelectionne(db: Queryable, utilisateur: string): Promise<Client> {
  const row = await findConditionsSelectionnees(db, utilisateur);
  if (row === undefined) throw new AucunCompteSelectionne(utilisateur);
  return {
    utilisateur,
    compte: row.id,
    grille: row.grille_tarifaire,
    position: row.position,
    paiementDiffere: row.paiement_differe,
  };
}

/** A blocked account keeps reading its orders and invoices but places and pays nothing new. */
export function exigerCompteOuvert(client: Client): void {
  if (POSITIONS_BLOQUEES.has(client.position)) {
    throw new CompteSansCommande({ compte: client.compte, position: client.position });
  }
}

/** Routes that name an account (moyens_paiements/{id}, portefeuilles/{id}): the caller's selected one only. */
export async function clientDuCompte(db: Queryable, utilisateur: string, id: number): Promise<Client> {
  const client = await clientSelectionne(db, utilisateur);
  if (client.compte !== id) throw new CompteClientIntrouvable({ id, utilisateur });
  return client;
}
