import type { Queryable } from '../../../db/index.js';
import type {
  DomaineSurveillance,
  GroupeFavoris,
  Revelation,
  Surveillance,
  TypeEvenement,
} from '@portail/contrat/surveillance';

const iso = (instant: Date | string | null) => (instant === null ? null : new Date(instant).toISOString());

// A type, not an interface: rows must fit the query's index signature.
type SurveillanceRow = {
  id: number;
  compte_client_id: number;
  domaines: DomaineSurveillance[];
  types: TypeEvenement[];
  etat: Surveillance['etat'];
  date_fin: Date | null;
  motif_fin: Surveillance['motif_fin'];
  cree_le: Date;
  e_id: string | number | null;
  siren: string | null;
  denomination: string | null;
  e_etat: string | null;
  p_id: string | number | null;
  nom: string | null;
  prenoms: string | null;
  g_id: number | null;
  g_libelle: string | null;
  non_lues: number;
};

/** Watches of an account, `filtre` over `s` with parameters from $2, newest first. */
export async function lireSurveillances(
  db: Queryable,
  compte: number,
  filtre: string,
  params: unknown[] = [],
): Promise<Surveillance[]> {
  const { rows } = await db.query<SurveillanceRow>(
    `SELECT s.id, s.compte_client_id, s.domaines, s.types, s.etat, s.date_fin, s.motif_fin, s.cree_le,
            en.id AS e_id, en.siren, en.denomination, en.etat AS e_etat, p.id AS p_id, p.nom, p.prenoms,
            g.id AS g_id, g.libelle AS g_libelle,
            (SELECT count(*)::int FROM revelations r WHERE r.surveillance_id = s.id AND r.lue_le IS NULL) AS non_lues
       FROM surveillances s
       LEFT JOIN entreprises en ON en.id = s.entreprise_id
       LEFT JOIN personnes_physiques p ON p.id = s.personne_physique_id
       LEFT JOIN groupes_favoris g ON g.id = s.groupe_favoris_id
      WHERE s.compte_client_id = $1 AND ${filtre}
      ORDER BY s.id DESC`,
    [compte, ...params],
  );
  return rows.map((r) => ({
    id: r.id,
    id_compte_client: r.compte_client_id,
    entreprise:
      r.e_id === null
        ? null
        : { id: Number(r.e_id), siren: String(r.siren), denomination: String(r.denomination), etat: String(r.e_etat) },
    personne_physique: r.p_id === null ? null : { id: Number(r.p_id), nom: String(r.nom), prenoms: String(r.prenoms) },
    domaines: r.domaines,
    types_evenement: r.types,
    groupe_favoris: r.g_id === null ? null : { id: r.g_id, libelle: String(r.g_libelle) },
    etat: r.etat,
    date_fin: iso(r.date_fin),
    motif_fin: r.motif_fin,
    non_lues: Number(r.non_lues),
    cree_le: iso(r.cree_le) as string,
  }));
}

type RevelationRow = {
  id: string | number;
  compte_client_id: number;
  surveillance_id: number;
  groupe_favoris_id: number | null;
  type_evenement: TypeEvenement;
  nature: string;
  libelle: string;
  date_evenement: string;
  avant: Record<string, unknown> | null;
  apres: Record<string, unknown> | null;
  lue_le: Date | null;
  cree_le: Date;
  e_id: string | number;
  siren: string;
  denomination: string;
  e_etat: string;
  p_id: string | number | null;
  nom: string | null;
  prenoms: string | null;
};

/** Révélations of an account matching `filtre` over `r` (parameters from $2), newest first. */
export async function lireRevelations(
  db: Queryable,
  compte: number,
  filtre: string,
  params: unknown[],
  page: { offset: number; limit: number } = { offset: 0, limit: 1 },
): Promise<Revelation[]> {
  const n = params.length;
  const { rows } = await db.query<RevelationRow>(
    `SELECT r.id, r.compte_client_id, r.surveillance_id, r.groupe_favoris_id, r.type_evenement,
            e.nature, e.libelle, to_char(r.date_evenement, 'YYYY-MM-DD') AS date_evenement, e.avant, e.apres,
            r.lue_le, r.cree_le, en.id AS e_id, en.siren, en.denomination, en.etat AS e_etat,
            p.id AS p_id, p.nom, p.prenoms
       FROM revelations r
       JOIN evenements_registre e ON e.id = r.evenement_id
       JOIN entreprises en ON en.id = e.entreprise_id
       LEFT JOIN personnes_physiques p ON p.id = e.personne_physique_id
      WHERE r.compte_client_id = $1 AND ${filtre}
      ORDER BY r.date_evenement DESC, r.id DESC
      LIMIT $${n + 2} OFFSET $${n + 3}`,
    [compte, ...params, page.limit, page.offset],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    id_compte_client: r.compte_client_id,
    id_surveillance: r.surveillance_id,
    groupe_favoris_id: r.groupe_favoris_id,
    type: r.type_evenement,
    nature: r.nature,
    libelle: r.libelle,
    date_evenement: r.date_evenement,
    entreprise: { id: Number(r.e_id), siren: r.siren, denomination: r.denomination, etat: r.e_etat },
    personne_physique: r.p_id === null ? null : { id: Number(r.p_id), nom: String(r.nom), prenoms: String(r.prenoms) },
    avant: r.avant,
    apres: r.apres,
    lue_le: iso(r.lue_le),
    cree_le: iso(r.cree_le) as string,
  }));
}

export async function compterRevelations(db: Queryable, compte: number, filtre: string, params: unknown[]) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM revelations r WHERE r.compte_client_id = $1 AND ${filtre}`,
    [compte, ...params],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function lireGroupes(db: Queryable, compte: number, filtre = 'true', params: unknown[] = []) {
  const { rows } = await db.query<{ id: number; libelle: string; nombre_surveillances: number; cree_le: Date }>(
    `SELECT g.id, g.libelle, g.cree_le,
            (SELECT count(*)::int FROM surveillances s WHERE s.groupe_favoris_id = g.id AND s.etat = 'ACTIVE')
              AS nombre_surveillances
       FROM groupes_favoris g WHERE g.compte_client_id = $1 AND ${filtre} ORDER BY g.libelle, g.id`,
    [compte, ...params],
  );
  return rows.map((g): GroupeFavoris => ({
    ...g,
    nombre_surveillances: Number(g.nombre_surveillances),
    cree_le: iso(g.cree_le) as string,
  }));
}
