import type { Queryable } from '../../../db/index.js';
import type { EnAlerte, ListeRevelations, Revelation, TypeEvenement } from '@portail/contrat/surveillance';
import { Introuvable } from '../erreurs.js';
import { compterRevelations, lireRevelations } from '../repository/lecture.js';
import { aDesCompteurs, type Compte } from './contexte.js';
import { groupeDuCompte } from './groupes.js';

export interface Filtres {
  type?: TypeEvenement;
  groupe_favoris_id?: number;
  du?: string;
  au?: string;
  lue?: boolean;
  offset: number;
  limit: number;
}

export async function listerRevelations(db: Queryable, compte: Compte, f: Filtres): Promise<ListeRevelations> {
  if (f.groupe_favoris_id !== undefined) await groupeDuCompte(db, compte, f.groupe_favoris_id);
  const conditions: string[] = [];
  const params: unknown[] = [];
  const ajouter = (condition: (p: string) => string, valeur: unknown) => {
    params.push(valeur);
    conditions.push(condition(`$${params.length + 1}`));
  };
  if (f.type !== undefined) ajouter((p) => `r.type_evenement = ${p}`, f.type);
  if (f.groupe_favoris_id !== undefined) ajouter((p) => `r.groupe_favoris_id = ${p}`, f.groupe_favoris_id);
  if (f.du !== undefined) ajouter((p) => `r.date_evenement >= ${p}::date`, f.du);
  if (f.au !== undefined) ajouter((p) => `r.date_evenement <= ${p}::date`, f.au);
  if (f.lue !== undefined) ajouter((p) => `(r.lue_le IS NOT NULL) = ${p}::boolean`, f.lue);
  const filtre = conditions.length > 0 ? conditions.join(' AND ') : 'true';
  return {
    total: await compterRevelations(db, compte.id, filtre, params),
    offset: f.offset,
    limit: f.limit,
    revelations: await lireRevelations(db, compte.id, filtre, params, f),
  };
}

/**
 * Unseen counters, overall and per folder: one GROUP BY over the account's entries of the partial
 * index revelations_non_lues_idx (README « Counters »). SPEC §6: zeros for any account but an
 * ABONNE whose position is OUVERT, without reading anything.
 */
export async function enAlerte(db: Queryable, compte: Compte): Promise<EnAlerte> {
  if (!(await aDesCompteurs(db, compte)))
    return { compteurs_actifs: false, non_lues: 0, sans_groupe: 0, groupes_favoris: [] };
  const [comptes, groupes] = await Promise.all([
    db.query<{ groupe: number | null; n: number }>(
      `SELECT groupe_favoris_id AS groupe, count(*)::int AS n FROM revelations
        WHERE compte_client_id = $1 AND lue_le IS NULL GROUP BY groupe_favoris_id`,
      [compte.id],
    ),
    db.query<{ id: number; libelle: string }>(
      'SELECT id, libelle FROM groupes_favoris WHERE compte_client_id = $1 ORDER BY libelle, id',
      [compte.id],
    ),
  ]);
  const parGroupe = new Map(comptes.rows.map((r) => [r.groupe, Number(r.n)]));
  return {
    compteurs_actifs: true,
    non_lues: [...parGroupe.values()].reduce((a, b) => a + b, 0),
    sans_groupe: parGroupe.get(null) ?? 0,
    groupes_favoris: groupes.rows.map((g) => ({ ...g, non_lues: parGroupe.get(g.id) ?? 0 })),
  };
}

/** Marks one of the account's révélations read (the first reading's time is kept) or unread. */
export async function marquerLue(db: Queryable, compte: Compte, id: number, lue: boolean): Promise<Revelation> {
  const [avant] = await lireRevelations(db, compte.id, 'r.id = $2', [id]);
  // Reading one's alerts changes nothing of the account: a blocked account may too.
  if (avant === undefined) throw new Introuvable('revelation', { id, compte: compte.id });
  await db.query(
    `UPDATE revelations SET lue_le = CASE WHEN $3::boolean THEN COALESCE(lue_le, now()) END
      WHERE id = $1 AND compte_client_id = $2`,
    [id, compte.id, lue],
  );
  const [apres] = await lireRevelations(db, compte.id, 'r.id = $2', [id]);
  return apres as Revelation;
}
