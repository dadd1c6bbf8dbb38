import type { Queryable } from '../../../db/index.js';

/** SPEC §3 user attributes; each an array whose first element is used. */
export const NOMS_ATTRIBUTS = [
  'address',
  'additionalAddress',
  'zipCode',
  'city',
  'country',
  'mobilePhone',
  'phone',
] as const;
export type NomAttribut = (typeof NOMS_ATTRIBUTS)[number];
export type Attributs = Record<NomAttribut, string[]>;

export interface Utilisateur {
  id: string;
  email: string;
  emailValideLe: Date | null;
  motDePasse: string;
  nom: string;
  prenom: string;
  attributs: Attributs;
  compte_de_test: boolean;
  email_en_attente: string | null;
}

interface Ligne extends Record<string, unknown> {
  id: string;
  email: string;
  email_valide_le: Date | string | null;
  mot_de_passe: string;
  nom: string;
  prenom: string;
  attributs: Partial<Record<string, unknown>>;
  compte_de_test: boolean;
  email_en_attente: string | null;
}

const COLONNES = 'id, email, email_valide_le, mot_de_passe, nom, prenom, attributs, compte_de_test, email_en_attente';

function versUtilisateur(ligne: Ligne): Utilisateur {
  const attributs = Object.fromEntries(
    NOMS_ATTRIBUTS.map((nom) => {
      const valeur = ligne.attributs[nom];
      return [nom, Array.isArray(valeur) ? valeur.filter((v): v is string => typeof v === 'string') : []];
    }),
  ) as Attributs;
  return {
    id: ligne.id,
    email: ligne.email,
    emailValideLe: ligne.email_valide_le === null ? null : new Date(ligne.email_valide_le),
    motDePasse: ligne.mot_de_passe,
    nom: ligne.nom,
    prenom: ligne.prenom,
    attributs,
    compte_de_test: ligne.compte_de_test,
    email_en_attente: ligne.email_en_attente,
  };
}

export async function trouverParId(db: Queryable, id: string): Promise<Utilisateur | undefined> {
  // A token's `sub` is not necessarily a uuid (forged or foreign token): no cast error for it.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<Ligne>(`SELECT ${COLONNES} FROM utilisateurs WHERE id = $1`, [id]);
  return rows[0] && versUtilisateur(rows[0]);
}

export async function trouverParEmail(db: Queryable, email: string): Promise<Utilisateur | undefined> {
  const { rows } = await db.query<Ligne>(`SELECT ${COLONNES} FROM utilisateurs WHERE email_normalise = lower($1)`, [
    email,
  ]);
  return rows[0] && versUtilisateur(rows[0]);
}

export interface NouvelUtilisateur {
  id: string;
  email: string;
  motDePasse: string;
  nom: string;
  prenom: string;
  compte_de_test: boolean;
}

/** false when the address is already taken (unique index), whatever the case. */
export async function creer(db: Queryable, u: NouvelUtilisateur): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO utilisateurs (id, email, mot_de_passe, nom, prenom, compte_de_test)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email_normalise) DO NOTHING`,
    [u.id, u.email, u.motDePasse, u.nom, u.prenom, u.compte_de_test],
  );
  return rowCount === 1;
}

/** Only while the address is the one the link was sent to. */
export async function validerEmail(db: Queryable, id: string, email: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE utilisateurs SET email_valide_le = coalesce(email_valide_le, now()), modifie_le = now()
     WHERE id = $1 AND email_normalise = lower($2)`,
    [id, email],
  );
  return rowCount === 1;
}

export async function changerMotDePasse(db: Queryable, id: string, hash: string): Promise<void> {
  await db.query('UPDATE utilisateurs SET mot_de_passe = $2, modifie_le = now() WHERE id = $1', [id, hash]);
}

export interface Profil {
  nom: string;
  prenom: string;
  attributs: Attributs;
  email_en_attente: string | null;
}

/** The row as updated (undefined when the user is gone): the caller need not read it again. */
export async function modifierProfil(db: Queryable, id: string, profil: Profil): Promise<Utilisateur | undefined> {
  const { rows } = await db.query<Ligne>(
    `UPDATE utilisateurs SET nom = $2, prenom = $3, attributs = $4, email_en_attente = $5, modifie_le = now()
     WHERE id = $1 RETURNING ${COLONNES}`,
    [id, profil.nom, profil.prenom, JSON.stringify(profil.attributs), profil.email_en_attente],
  );
  return rows[0] && versUtilisateur(rows[0]);
}

/**
 * Applies the pending address if it is still the one the link was sent to. 'pris': another
 * account took it meanwhile (unique index).
 */
export async function appliquerEmailEnAttente(
  db: Queryable,
  id: string,
  email: string,
  compte_de_test: boolean,
): Promise<'fait' | 'introuvable' | 'pris'> {
  const pris = await db.query('SELECT 1 FROM utilisateurs WHERE email_normalise = lower($1) AND id <> $2', [email, id]);
  if (pris.rowCount > 0) return 'pris';
  const { rowCount } = await db.query(
    `UPDATE utilisateurs SET email = email_en_attente, email_en_attente = NULL, email_valide_le = now(),
       compte_de_test = $3, modifie_le = now()
     WHERE id = $1 AND lower(email_en_attente) = lower($2)`,
    [id, email, compte_de_test],
  );
  return rowCount === 1 ? 'fait' : 'introuvable';
}

export async function supprimer(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM utilisateurs WHERE id = $1', [id]);
}
