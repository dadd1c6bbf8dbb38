import type { Db, Queryable } from '../../../db/index.js';
import type { GroupeFavoris } from '@portail/contrat/surveillance';
import { Conflit, Introuvable } from '../erreurs.js';
import { lireGroupes } from '../repository/lecture.js';
import { exigerOuvert, type Compte } from './contexte.js';

/** 404 unless the folder is the account's (missing or another account's: the same answer). */
export async function groupeDuCompte(db: Queryable, compte: Compte, id: number): Promise<GroupeFavoris> {
  const [groupe] = await lireGroupes(db, compte.id, 'g.id = $2', [id]);
  if (groupe === undefined) throw new Introuvable('groupe', { id, compte: compte.id });
  return groupe;
}

const normaliser = (libelle: string) => libelle.trim().replace(/\s+/g, ' ');

async function libelleLibre(db: Queryable, compte: Compte, libelle: string, sauf = 0): Promise<void> {
  const { rows } = await db.query(
    'SELECT 1 FROM groupes_favoris WHERE compte_client_id = $1 AND libelle = $2 AND id <> $3',
    [compte.id, libelle, sauf],
  );
  if (rows.length > 0) throw new Conflit(`Vous avez déjà un groupe de favoris « ${libelle} ».`, { compte: compte.id });
}

export async function creerGroupe(db: Db, compte: Compte, saisie: string): Promise<GroupeFavoris> {
  exigerOuvert(compte);
  const libelle = normaliser(saisie);
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM comptes_clients WHERE id = $1 FOR UPDATE', [compte.id]);
    await libelleLibre(tx, compte, libelle);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO groupes_favoris (compte_client_id, libelle) VALUES ($1, $2) RETURNING id',
      [compte.id, libelle],
    );
    return groupeDuCompte(tx, compte, Number(rows[0]?.id));
  });
}

export async function renommerGroupe(db: Db, compte: Compte, id: number, saisie: string): Promise<GroupeFavoris> {
  await groupeDuCompte(db, compte, id);
  exigerOuvert(compte);
  const libelle = normaliser(saisie);
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM comptes_clients WHERE id = $1 FOR UPDATE', [compte.id]);
    await libelleLibre(tx, compte, libelle, id);
    await tx.query('UPDATE groupes_favoris SET libelle = $3 WHERE id = $1 AND compte_client_id = $2', [
      id,
      compte.id,
      libelle,
    ]);
    return groupeDuCompte(tx, compte, id);
  });
}

/** Its watches and their révélations go back to no folder (ON DELETE SET NULL, migration 017). */
export async function supprimerGroupe(db: Db, compte: Compte, id: number): Promise<void> {
  await groupeDuCompte(db, compte, id);
  exigerOuvert(compte);
  await db.query('DELETE FROM groupes_favoris WHERE id = $1 AND compte_client_id = $2', [id, compte.id]);
}
