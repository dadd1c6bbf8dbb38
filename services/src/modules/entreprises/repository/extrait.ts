import type { Queryable } from '../../../db/index.js';
import { SIEGE_DU_GREFFE } from '../../greffes/index.js';
import { lireJson, tableauJson } from '../../../db/json.js';
import type {
  CritereDebiteur,
  GreffeExtrait,
  Inscription,
  Mandataire,
  PersonneMoraleExtrait,
  PersonnePhysiqueExtrait,
  RechercheDebiteur,
} from '../extrait.js';
import { chiffresClesJson, documentsJson, proceduresJson, type DocumentRow, type ProcedureRow } from './dossier.js';
import {
  FROM_ETABLISSEMENT,
  SELECT_ENTREPRISE,
  SELECT_ETABLISSEMENT_DETAIL,
  SELECT_ETABLISSEMENT_RESUME,
  type EntrepriseRow,
  type EtablissementDetailRow,
  type EtablissementResumeRow,
} from './selects.js';
import type { Exercice } from '@portail/contrat/entreprises';

/*
 * The registry extract of one company (../extrait.ts), read in one statement from the tables of
 * migrations 001 and 002. The company, its establishments and documents come from the SELECTs
 * the public routes use (selects.ts, dossier.ts); what they never show is added here.
 */

/** The registry of code `code` (an SQL expression) with the commune of its seat, or NULL. */
function greffeJson(code: string): string {
  return `(SELECT json_build_object('code', g.code, 'nom', g.nom, 'type', g.type, 'ville', g.ville,
            'departement_code', g.departement_code, 'commune', s.nom, 'code_postal', s.codes_postaux[1])
     FROM greffes g
     ${SIEGE_DU_GREFFE}
     WHERE g.code = ${code})`;
}

export interface EtablissementExtraitRow extends EtablissementDetailRow {
  greffe: GreffeExtrait | null;
}

/** Establishments of the company `entreprise` (SQL expression) matching `condition` on `et`. */
function etablissementsExtrait(entreprise: string, condition: string): string {
  return `${SELECT_ETABLISSEMENT_DETAIL}, ${greffeJson('coalesce(c.greffe_code, cp.greffe_code)')} AS greffe
     ${FROM_ETABLISSEMENT}
     -- Municipal arrondissements (Paris, Lyon, Marseille) and unknown codes: the commune of the
     -- postal code.
     LEFT JOIN LATERAL (
       SELECT pc.greffe_code FROM communes pc
       WHERE c.greffe_code IS NULL AND et.code_postal IS NOT NULL AND pc.codes_postaux @> ARRAY[et.code_postal::text]
         AND pc.greffe_code IS NOT NULL
       ORDER BY pc.population DESC, pc.code LIMIT 1
     ) cp ON true
     WHERE et.entreprise_id = ${entreprise} AND ${condition}`;
}

const ENTREPRISE = `(SELECT row_to_json(t) FROM (${SELECT_ENTREPRISE} WHERE e.id = $1) t)`;

const GREFFE = greffeJson('(SELECT greffe_code FROM entreprises WHERE id = $1)');

const SIEGE = `(SELECT row_to_json(t) FROM (${etablissementsExtrait('$1', 'et.siege')}) t)`;

/** A Kbis details this many secondary establishments at most (and gives their number). */
export const ETABLISSEMENTS_SECONDAIRES_MAX = 100;

const SECONDAIRES = tableauJson(
  `${etablissementsExtrait('$1', "NOT et.siege AND et.etat = 'ACTIF'")}
   ORDER BY et.date_creation NULLS LAST, et.siret LIMIT ${ETABLISSEMENTS_SECONDAIRES_MAX}`,
  't.date_creation NULLS LAST, t.siret',
);

const NOMBRE_SECONDAIRES = `(SELECT count(*)::int FROM etablissements
  WHERE entreprise_id = $1 AND NOT siege AND etat = 'ACTIF')`;

/** The whole of a natural person, birth date and place included (never for a public answer). */
function personneJson(alias: string): string {
  return `json_build_object('type', 'PHYSIQUE', 'id', ${alias}.id, 'nom', ${alias}.nom,
    'nom_usage', ${alias}.nom_usage, 'prenoms', ${alias}.prenoms, 'date_naissance', ${alias}.date_naissance,
    'lieu_naissance', ${alias}.lieu_naissance, 'nationalite', ${alias}.nationalite)`;
}

type PersonneMoraleRow = Omit<PersonneMoraleExtrait, 'forme_juridique' | 'siege'> & {
  forme_code: string | null;
  forme_libelle: string | null;
  siege: EtablissementResumeRow | null;
};

export interface MandataireRow extends Omit<Mandataire, 'personne'> {
  personne: PersonnePhysiqueExtrait | PersonneMoraleRow;
}

// Officers before auditors; within each, by start of mandate.
const MANDATAIRES = tableauJson(
  `SELECT f.id, f.nature, f.qualite, f.date_debut AS "date_debut", f.date_fin AS "date_fin",
          CASE WHEN p.id IS NOT NULL THEN ${personneJson('p')}::jsonb
          ELSE jsonb_build_object('type', 'MORALE', 'entreprise_id', f.personne_morale_entreprise_id,
            'siren', coalesce(f.personne_morale_siren, pm.siren), 'denomination', f.personne_morale_denomination,
            'forme_code', pm.forme_juridique_code, 'forme_libelle', pfj.libelle,
            'siege', (SELECT row_to_json(s) FROM (${SELECT_ETABLISSEMENT_RESUME} ${FROM_ETABLISSEMENT}
                        WHERE et.entreprise_id = pm.id AND et.siege) s),
            'greffe', ${greffeJson('pm.greffe_code')},
            'representant', CASE WHEN r.id IS NULL THEN NULL ELSE ${personneJson('r')} END)
          END AS personne
   FROM fonctions f
   LEFT JOIN personnes_physiques p ON p.id = f.personne_physique_id
   LEFT JOIN personnes_physiques r ON r.id = f.representant_id
   LEFT JOIN entreprises pm ON pm.id = f.personne_morale_entreprise_id
   LEFT JOIN formes_juridiques pfj ON pfj.code = pm.forme_juridique_code
   WHERE f.entreprise_id = $1 AND f.nature IN ('DIRIGEANT', 'COMMISSAIRE_AUX_COMPTES')`,
  `t.nature = 'DIRIGEANT' DESC, t."date_debut" NULLS LAST, t.id`,
);

export interface EvenementRow {
  id: number;
  date: string;
  nature: string;
  libelle: string;
}

// Dissolutions and radiations recorded as registry events (collective proceedings come from
// their judgments).
const EVENEMENTS = tableauJson(
  `SELECT ev.id, ev.date_evenement AS date, ev.nature, ev.libelle FROM evenements_registre ev
   WHERE ev.entreprise_id = $1 AND ev.type = 'RCS' AND ev.nature IN ('DISSOLUTION', 'RADIATION')`,
  't.date, t.id',
);

const INSCRIPTIONS = tableauJson(
  `SELECT i.id, i.categorie, i.numero, ${greffeJson('i.greffe_code')} AS greffe,
          i.date_inscription AS "date_inscription", i.date_radiation AS "date_radiation", i.montant, i.creancier
   FROM inscriptions i WHERE i.entreprise_id = $1`,
  't."date_inscription", t.id',
);

const PARTIES = {
  siege: SIEGE,
  secondaires: SECONDAIRES,
  nombre_secondaires: NOMBRE_SECONDAIRES,
  mandataires: MANDATAIRES,
  procedures: proceduresJson('$1', greffeJson),
  evenements: EVENEMENTS,
  actes: documentsJson('$1', 'ACTE'),
  comptes_annuels: documentsJson('$1', 'COMPTES_ANNUELS'),
  chiffres_cles: chiffresClesJson('$1', null),
  inscriptions: INSCRIPTIONS,
} as const;
export type PartieExtrait = keyof typeof PARTIES;
export const PARTIES_EXTRAIT = Object.keys(PARTIES) as PartieExtrait[];

export interface ProcedureExtraitRow extends ProcedureRow {
  greffe: GreffeExtrait | null;
}

/** The company and its registry always; the other parts when asked for. */
export interface ExtraitRow {
  entreprise: EntrepriseRow;
  greffe: GreffeExtrait | null;
  siege?: EtablissementExtraitRow | null;
  secondaires?: EtablissementExtraitRow[];
  nombre_secondaires?: number;
  mandataires?: MandataireRow[];
  procedures?: ProcedureExtraitRow[];
  evenements?: EvenementRow[];
  actes?: DocumentRow[];
  comptes_annuels?: DocumentRow[];
  chiffres_cles?: Exercice[];
  inscriptions?: Inscription[];
}

/** The parts `parties` of company `id`'s extract; undefined for an unknown id. */
export async function lireExtrait(
  db: Queryable,
  id: number,
  parties: readonly PartieExtrait[],
): Promise<ExtraitRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const champs = [`'entreprise', ${ENTREPRISE}`, `'greffe', ${GREFFE}`, ...parties.map((p) => `'${p}', ${PARTIES[p]}`)];
  const row = await lireJson<Omit<ExtraitRow, 'entreprise'> & { entreprise: EntrepriseRow | null }>(
    db,
    `SELECT json_build_object(${champs.join(', ')}) AS j`,
    [id],
  );
  return row?.entreprise ? { ...row, entreprise: row.entreprise } : undefined;
}

/** At most this many namesakes in one département are listed. */
export const DEBITEURS_MAX = 20;

/**
 * The ids of the companies an état d'endettement ordered for a debtor covers: the one with that
 * SIREN, or those whose name, written without accents, case or separators, is the searched one
 * and whose siège is in the département (index entreprises_nom_compact_idx).
 */
export async function trouverDebiteurs(
  db: Queryable,
  critere: CritereDebiteur,
): Promise<{ critere: RechercheDebiteur['critere']; ids: number[] }> {
  if ('siren' in critere) {
    const siren = critere.siren.replace(/\s+/g, '');
    const { rows } = await db.query<{ id: number | string }>('SELECT id FROM entreprises WHERE siren = $1', [siren]);
    return { critere: { siren }, ids: rows.map((row) => Number(row.id)) };
  }
  const [{ rows }, departement] = await Promise.all([
    db.query<{ id: number | string }>(
      `SELECT id FROM entreprises
       WHERE recherche_nom_compact(denomination) = recherche_nom_compact($1) AND siege_departement_code = $2
       ORDER BY id LIMIT ${DEBITEURS_MAX}`,
      [critere.nom, critere.departement],
    ),
    db.query<{ nom: string }>('SELECT nom FROM departements WHERE code = $1', [critere.departement]),
  ]);
  return {
    critere: { nom: critere.nom, departement: { code: critere.departement, nom: departement.rows[0]?.nom ?? null } },
    ids: rows.map((row) => Number(row.id)),
  };
}
