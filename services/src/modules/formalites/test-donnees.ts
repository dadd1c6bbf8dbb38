import type { Queryable } from '../../db/index.js';
import { normaliserNom } from '../../lib/normaliser.js';
import type { EtatFormalite, TypeFormalite } from '@portail/contrat/formalites';

/**
 * Tests only: dossiers of the formalities register written straight into the tables (the registry
 * generator and activity fill them otherwise). The current state is the last step's.
 */
export interface DossierEssai {
  identifiant: string;
  numero_liasse: string;
  siren: string;
  denomination: string;
  greffe: string;
  /** AAAA-MM-JJ. */
  date_depot: string;
  /** Each state reached, in order: [état, instant ISO, motif]. */
  etapes: ReadonlyArray<readonly [EtatFormalite, string, string?]>;
  type?: TypeFormalite;
  objet?: string;
  entreprise_id?: number | null;
  reference_formaliste?: string | null;
  compte_client_id?: number | null;
}

/** Inserts the dossier and its timeline; gives its row id. */
export async function insererFormalite(db: Queryable, d: DossierEssai): Promise<string> {
  const derniere = d.etapes.at(-1);
  if (derniere === undefined) throw new Error(`${d.identifiant} : au moins une étape`);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO formalites (identifiant, numero_liasse, reference_formaliste, type, objet, greffe_code, entreprise_id, siren,
                             denomination, nom_recherche, date_depot, etat, motif, date_etat, compte_client_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id::text`,
    [
      d.identifiant,
      d.numero_liasse,
      d.reference_formaliste ?? null,
      d.type ?? 'MODIFICATION',
      d.objet ?? 'Transfert du siège social',
      d.greffe,
      d.entreprise_id ?? null,
      d.siren,
      d.denomination,
      normaliserNom(d.denomination),
      d.date_depot,
      derniere[0],
      derniere[2] ?? null,
      derniere[1],
      d.compte_client_id ?? null,
    ],
  );
  const id = rows[0]?.id as string;
  for (const [etat, date, motif] of d.etapes) {
    await db.query('INSERT INTO formalites_etapes (formalite_id, etat, date_etape, motif) VALUES ($1, $2, $3, $4)', [
      id,
      etat,
      date,
      motif ?? null,
    ]);
  }
  return id;
}
