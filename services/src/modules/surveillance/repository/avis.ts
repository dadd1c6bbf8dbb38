import type { Queryable, Transaction } from '../../../db/index.js';
import type { ModeFacturationAvis } from '@portail/contrat/surveillance-avis';
import type { EvenementAvis } from '../service/redaction-avis.js';

/** Notices of révélations: their price row, their consultation (charge) and their event (migration 018). */

/** The greffe's jurisdiction type (migration 001). */
export type TypeGreffe = 'TC' | 'TAE' | 'TJ' | 'TMC';

export type TarifAvis = { id: number; ht_centimes: number; ttc_centimes: number; source: string };

/**
 * The price row in force on `jour` for the account's price grid (PUBLIC when its grid has none) and
 * the event type (a row of its own before the row for every type), newest first.
 */
export async function tarifAvis(
  db: Queryable,
  compte: number,
  type: string,
  jour: string,
): Promise<TarifAvis | undefined> {
  const { rows } = await db.query<TarifAvis>(
    `SELECT t.id, (t.prix_ht * 100)::int AS ht_centimes, (t.prix_ttc * 100)::int AS ttc_centimes, t.source
       FROM tarifs_avis_surveillance t, comptes_clients c
      WHERE c.id = $1 AND t.grille_tarifaire IN (c.grille_tarifaire, 'PUBLIC')
        AND (t.type_evenement = $2 OR t.type_evenement IS NULL)
        AND t.valide_du <= $3::date AND (t.valide_au IS NULL OR t.valide_au >= $3::date)
      ORDER BY t.grille_tarifaire = c.grille_tarifaire DESC, t.type_evenement IS NULL, t.valide_du DESC
      LIMIT 1`,
    [compte, type, jour],
  );
  return rows[0];
}

export type ConsultationRow = {
  ht_centimes: number;
  ttc_centimes: number;
  source: string;
  mode_facturation: ModeFacturationAvis;
  consultee_le: Date;
};

export async function lireConsultation(
  db: Queryable,
  compte: number,
  revelation: number,
): Promise<ConsultationRow | undefined> {
  const { rows } = await db.query<ConsultationRow>(
    `SELECT ca.ht_centimes::int AS ht_centimes, ca.ttc_centimes::int AS ttc_centimes, t.source,
            ca.mode_facturation, ca.consultee_le
       FROM consultations_avis ca JOIN tarifs_avis_surveillance t ON t.id = ca.tarif_id
      WHERE ca.revelation_id = $1 AND ca.compte_client_id = $2`,
    [revelation, compte],
  );
  return rows[0];
}

/** The révélation's row locked: concurrent consultations of one notice take turns here. */
export async function verrouillerRevelation(tx: Transaction, compte: number, revelation: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM revelations WHERE id = $1 AND compte_client_id = $2 FOR UPDATE', [
    revelation,
    compte,
  ]);
  return rows.length === 1;
}

export async function insererLigneDifferee(
  tx: Transaction,
  ligne: { compte: number; periode: string; libelle: string; ht: number; ttc: number; revelation: number },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO lignes_facturation_differee (compte_client_id, periode, libelle, ht_centimes, ttc_centimes, revelation_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [ligne.compte, ligne.periode, ligne.libelle, ligne.ht, ligne.ttc, ligne.revelation],
  );
  return Number(rows[0]?.id);
}

export async function insererConsultation(
  tx: Transaction,
  c: {
    revelation: number;
    compte: number;
    utilisateur: string;
    tarif: TarifAvis;
    mode: ModeFacturationAvis;
    mouvement: number | null;
    ligne: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO consultations_avis (revelation_id, compte_client_id, utilisateur_id, tarif_id, ht_centimes,
       ttc_centimes, mode_facturation, mouvement_id, ligne_id)
     VALUES ($1, $2, $3::uuid, $4, $5, $6, $7, $8, $9)`,
    [
      c.revelation,
      c.compte,
      c.utilisateur,
      c.tarif.id,
      c.tarif.ht_centimes,
      c.tarif.ttc_centimes,
      c.mode,
      c.mouvement,
      c.ligne,
    ],
  );
}

type EvenementRow = Omit<EvenementAvis, 'greffe' | 'personne'> & {
  greffe_code: string | null;
  greffe_nom: string | null;
  greffe_type: TypeGreffe | null;
  nom: string | null;
  prenoms: string | null;
};

/** The registry event behind one of the account's révélations, with its company's greffe. */
export async function lireEvenementAvis(
  db: Queryable,
  compte: number,
  revelation: number,
): Promise<
  | (EvenementAvis & { greffe_code: string | null; greffe_type: TypeGreffe | null; greffe_nom: string | null })
  | undefined
> {
  const { rows } = await db.query<EvenementRow>(
    `SELECT e.type, e.nature, e.libelle, to_char(e.date_evenement, 'YYYY-MM-DD') AS date_evenement, e.enregistre_le,
            e.avant, e.apres, en.denomination, en.siren, g.code AS greffe_code, g.nom AS greffe_nom,
            g.type AS greffe_type, p.nom, p.prenoms
       FROM revelations r
       JOIN evenements_registre e ON e.id = r.evenement_id
       JOIN entreprises en ON en.id = e.entreprise_id
       LEFT JOIN greffes g ON g.code = en.greffe_code
       LEFT JOIN personnes_physiques p ON p.id = e.personne_physique_id
      WHERE r.id = $1 AND r.compte_client_id = $2`,
    [revelation, compte],
  );
  const r = rows[0];
  if (r === undefined) return undefined;
  return {
    ...r,
    greffe: null,
    personne: r.nom === null ? null : { nom: r.nom, prenoms: String(r.prenoms) },
  };
}
