import type { Queryable, Transaction } from '../../../db/index.js';
import type { AdresseFacturation, Position, Role, TypeCompte, TypeProfil } from '@portail/contrat/comptes-clients';

export interface CompteRow {
  id: number;
  numero_client: string;
  type_compte: TypeCompte;
  type_profil: TypeProfil;
  siren: string | null;
  version: number;
  grille_tarifaire: string;
  denomination_sociale: string | null;
  tva_intra_communautaire: string | null;
  position: Position;
  libelle_courrier: string | null;
  libelle_facturation: string | null;
  offres_de_service: string;
  habilitations: string;
  role: Role;
  selectionne: boolean;
  /** The billing block of abonnements[0]; null when the account has no period (never after creation). */
  facturation: AdresseFacturation | null;
  [column: string]: unknown;
}

// Always through the caller's link: an account of someone else is never read, so it cannot leak.
// The billing block is that of the period in force on $2 (else the latest one), cancelled last.
const SELECT_COMPTES = `
  SELECT c.id, c.numero_client, c.type_compte, c.type_profil, c.siren::text AS siren, c.version,
         c.grille_tarifaire, c.denomination_sociale, c.tva_intra_communautaire, c.position,
         c.libelle_courrier, c.libelle_facturation, c.offres_de_service, c.habilitations,
         uc.role, uc.selectionne, to_jsonb(a) AS facturation
  FROM utilisateurs_comptes uc
  JOIN comptes_clients c ON c.id = uc.compte_client_id
  LEFT JOIN LATERAL (
    SELECT ab.libelle_facturation, ab.contact_nom, ab.contact_prenom, ab.numero_voie_facturation,
           ab.complement_adresse_facturation, ab.code_postal_facturation, ab.ville_facturation,
           ab.pays_facturation::text AS pays_facturation
    FROM abonnements ab
    WHERE ab.compte_client_id = c.id
    ORDER BY ab.statut <> 'ANNULE' DESC, ab.date_debut <= $2::date DESC, ab.date_debut DESC
    LIMIT 1
  ) a ON true
  WHERE uc.utilisateur_id = $1::uuid`;

export async function findComptes(db: Queryable, utilisateur: string, aujourdhui: string): Promise<CompteRow[]> {
  const { rows } = await db.query<CompteRow>(`${SELECT_COMPTES} ORDER BY c.numero_client`, [utilisateur, aujourdhui]);
  return rows;
}

export async function findCompte(
  db: Queryable,
  utilisateur: string,
  id: number,
  aujourdhui: string,
): Promise<CompteRow | undefined> {
  const { rows } = await db.query<CompteRow>(`${SELECT_COMPTES} AND c.id = $3`, [utilisateur, aujourdhui, id]);
  return rows[0];
}

export async function findCompteSelectionne(
  db: Queryable,
  utilisateur: string,
  aujourdhui: string,
): Promise<CompteRow | undefined> {
  const { rows } = await db.query<CompteRow>(`${SELECT_COMPTES} AND uc.selectionne`, [utilisateur, aujourdhui]);
  return rows[0];
}

/** The selected account's id and price grid: what a basket needs, without the billing block. */
export async function findGrilleSelectionnee(
  db: Queryable,
  utilisateur: string,
): Promise<{ compte_client_id: number; grille_tarifaire: string } | undefined> {
  const { rows } = await db.query<{ compte_client_id: number; grille_tarifaire: string }>(
    `SELECT c.id AS compte_client_id, c.grille_tarifaire
     FROM utilisateurs_comptes uc JOIN comptes_clients c ON c.id = uc.compte_client_id
     WHERE uc.utilisateur_id = $1::uuid AND uc.selectionne`,
    [utilisateur],
  );
  return rows[0];
}

/** The selected account's terms of ordering: id, price grid, position (blocked or not), deferred billing. */
export async function findConditionsSelectionnees(
  db: Queryable,
  utilisateur: string,
): Promise<{ id: number; grille_tarifaire: string; position: string; paiement_differe: boolean } | undefined> {
  const { rows } = await db.query<{
    id: number;
    grille_tarifaire: string;
    position: string;
    paiement_differe: boolean;
  }>(
    `SELECT c.id, c.grille_tarifaire, c.position, c.paiement_differe
       FROM utilisateurs_comptes uc JOIN comptes_clients c ON c.id = uc.compte_client_id
      WHERE uc.utilisateur_id = $1::uuid AND uc.selectionne`,
    [utilisateur],
  );
  return rows[0];
}

// A type, not an interface: rows must fit the query's index signature.
export type BlocFacturation = {
  numero_client: string;
  denomination_sociale: string | null;
  libelle_facturation: string | null;
  siren: string | null;
  tva_intra_communautaire: string | null;
  contact_nom: string | null;
  contact_prenom: string | null;
  numero_voie_facturation: string | null;
  complement_adresse_facturation: string | null;
  code_postal_facturation: string | null;
  ville_facturation: string | null;
  pays_facturation: string | null;
};

/** The billing block of an account: its newest subscription period carries the address (SPEC §3). */
export async function findBlocFacturation(db: Queryable, compte: number): Promise<BlocFacturation | undefined> {
  const { rows } = await db.query<BlocFacturation>(
    `SELECT c.numero_client, c.denomination_sociale, c.libelle_facturation, c.siren, c.tva_intra_communautaire,
            a.contact_nom, a.contact_prenom, a.numero_voie_facturation, a.complement_adresse_facturation,
            a.code_postal_facturation, a.ville_facturation, a.pays_facturation
       FROM comptes_clients c
       LEFT JOIN LATERAL (SELECT * FROM abonnements ab WHERE ab.compte_client_id = c.id
                           ORDER BY ab.statut <> 'ANNULE' DESC, ab.date_debut DESC LIMIT 1) a ON true
      WHERE c.id = $1`,
    [compte],
  );
  return rows[0];
}

/**
 * Serialises, per user, the transactions that change their selection: a second one waits here
 * and, once the first commits, sees its result (READ COMMITTED takes a new snapshot per statement).
 * NO KEY UPDATE leaves the foreign-key checks on `utilisateurs` free. False when the user is gone.
 */
export async function verrouillerUtilisateur(tx: Transaction, utilisateur: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM utilisateurs WHERE id = $1::uuid FOR NO KEY UPDATE', [utilisateur]);
  return rows.length > 0;
}

/** Selects the account among the user's: two statements, the partial unique index being checked per row. */
export async function selectionner(tx: Transaction, utilisateur: string, id: number): Promise<boolean> {
  const lien = await tx.query(
    'SELECT 1 FROM utilisateurs_comptes WHERE utilisateur_id = $1::uuid AND compte_client_id = $2',
    [utilisateur, id],
  );
  if (lien.rows.length === 0) return false;
  await tx.query(
    `UPDATE utilisateurs_comptes SET selectionne = false
     WHERE utilisateur_id = $1::uuid AND selectionne AND compte_client_id <> $2`,
    [utilisateur, id],
  );
  await tx.query(
    'UPDATE utilisateurs_comptes SET selectionne = true WHERE utilisateur_id = $1::uuid AND compte_client_id = $2',
    [utilisateur, id],
  );
  return true;
}

export async function aUnCompteSelectionne(tx: Transaction, utilisateur: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM utilisateurs_comptes WHERE utilisateur_id = $1::uuid AND selectionne',
    [utilisateur],
  );
  return rows.length > 0;
}

export interface Libelles {
  libelle_courrier: string | null;
  libelle_facturation: string | null;
}

/** Applies the change only at the version read; false when the version is stale (or the link missing). */
export async function modifierLibelles(
  db: Queryable,
  utilisateur: string,
  compte: { id: number; version: number } & Libelles,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE comptes_clients c
     SET libelle_courrier = $4, libelle_facturation = $5, version = c.version + 1, modifie_le = now()
     WHERE c.id = $2 AND c.version = $3
       AND EXISTS (SELECT 1 FROM utilisateurs_comptes uc WHERE uc.compte_client_id = c.id AND uc.utilisateur_id = $1::uuid)`,
    [utilisateur, compte.id, compte.version, compte.libelle_courrier, compte.libelle_facturation],
  );
  return rowCount > 0;
}

export interface NouveauCompte extends Libelles {
  type_compte: TypeCompte;
  type_profil: TypeProfil;
  siren: string | null;
  denomination_sociale: string | null;
  tva_intra_communautaire: string | null;
  habilitations: string;
}

export async function insererCompte(tx: Transaction, compte: NouveauCompte): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO comptes_clients (type_compte, type_profil, siren, denomination_sociale, tva_intra_communautaire,
                                  libelle_courrier, libelle_facturation, habilitations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      compte.type_compte,
      compte.type_profil,
      compte.siren,
      compte.denomination_sociale,
      compte.tva_intra_communautaire,
      compte.libelle_courrier,
      compte.libelle_facturation,
      compte.habilitations,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function lier(
  tx: Transaction,
  lien: { utilisateur: string; compte: number; role: Role; selectionne: boolean },
): Promise<void> {
  await tx.query(
    'INSERT INTO utilisateurs_comptes (utilisateur_id, compte_client_id, role, selectionne) VALUES ($1::uuid, $2, $3, $4)',
    [lien.utilisateur, lien.compte, lien.role, lien.selectionne],
  );
}

/** Who else uses the account: for the deletion rules. */
export async function compterUtilisateurs(
  db: Queryable,
  compte: number,
): Promise<{ administrateurs: number; utilisateurs: number }> {
  const { rows } = await db.query<{ administrateurs: number; utilisateurs: number }>(
    `SELECT count(*) FILTER (WHERE role = 'ADMINISTRATEUR')::int AS administrateurs, count(*)::int AS utilisateurs
     FROM utilisateurs_comptes WHERE compte_client_id = $1`,
    [compte],
  );
  return rows[0] ?? { administrateurs: 0, utilisateurs: 0 };
}
