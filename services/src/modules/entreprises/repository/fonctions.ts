import type { Queryable } from '../../../db/index.js';
import type { Fonction, FonctionDePersonne, NatureFonction, PersonnePhysique } from '@portail/contrat/entreprises';
import { lireJson, lireLignesJson, tableauJson } from '../../../db/json.js';
import { selectEntrepriseResume, type EntrepriseResumeRow } from './selects.js';

/**
 * A natural person as it may be published: the birth date is cut to month and
 * year here, in SQL, so that the day and the place never leave the database.
 */
function personnePubliee(alias: string): string {
  return `json_build_object('type', 'PHYSIQUE', 'id', ${alias}.id, 'nom', ${alias}.nom,
    'nom_usage', ${alias}.nom_usage, 'prenoms', ${alias}.prenoms,
    'mois_naissance', extract(month FROM ${alias}.date_naissance)::int,
    'annee_naissance', extract(year FROM ${alias}.date_naissance)::int,
    'nationalite', ${alias}.nationalite)`;
}

const ACTIF = '(f.date_fin IS NULL OR f.date_fin >= current_date)';

// A person's mandates: offices and audits. Being a beneficial owner is no
// mandate, and listing a person's holdings would publish their wealth.
const MANDAT = "f.nature <> 'BENEFICIAIRE_EFFECTIF'";

const COLONNES_FONCTION = `
  f.id, f.nature, f.qualite, f.date_debut AS "date_debut", f.date_fin AS "date_fin", ${ACTIF} AS actif,
  f.modalites_controle AS "modalites_controle", f.pourcentage_capital AS "pourcentage_capital",
  f.pourcentage_votes AS "pourcentage_votes"`;

// Current mandates first, then the ended ones, latest end first.
const ORDRE = ['actif DESC', '"date_fin" DESC NULLS FIRST', '"date_debut" NULLS LAST', 'id'];
/** The order of mandates, on the columns of selectFonctionsEntreprise() aliased `t`. */
export const ORDRE_FONCTIONS = ORDRE.map((colonne) => `t.${colonne}`).join(', ');

/** The mandates of company `entreprise` (an SQL expression), of the natures in `natures` if given. */
export function selectFonctionsEntreprise(entreprise: string, natures?: string): string {
  return `
  SELECT ${COLONNES_FONCTION},
         CASE WHEN p.id IS NOT NULL THEN ${personnePubliee('p')}
         ELSE json_build_object('type', 'MORALE', 'entreprise_id', f.personne_morale_entreprise_id,
           'siren', f.personne_morale_siren, 'denomination', f.personne_morale_denomination,
           'representant', CASE WHEN r.id IS NULL THEN NULL ELSE ${personnePubliee('r')} END)
         END AS personne
  FROM fonctions f
  LEFT JOIN personnes_physiques p ON p.id = f.personne_physique_id
  LEFT JOIN personnes_physiques r ON r.id = f.representant_id
  WHERE f.entreprise_id = ${entreprise}${natures === undefined ? '' : ` AND f.nature = ANY(${natures})`}`;
}

export async function fonctionsEntreprise(
  db: Queryable,
  entreprise_id: number,
  natures: readonly NatureFonction[],
): Promise<{ existe: boolean; fonctions: Fonction[] }> {
  const page = tableauJson(selectFonctionsEntreprise('$1', '$2::text[]'), ORDRE_FONCTIONS);
  const row = await lireJson<{ existe: boolean; fonctions: Fonction[] }>(
    db,
    `SELECT json_build_object('existe', EXISTS (SELECT 1 FROM entreprises WHERE id = $1), 'fonctions', ${page}) AS j`,
    [entreprise_id, natures],
  );
  return row ?? { existe: false, fonctions: [] };
}

type FonctionDePersonneRow = Omit<FonctionDePersonne, 'entreprise'> & { entreprise: EntrepriseResumeRow };

export interface PageFonctionsPersonneRow {
  existe: boolean;
  total: number;
  fonctions: FonctionDePersonneRow[];
}

export async function fonctionsPersonne(
  db: Queryable,
  personne_id: number,
  filtre: { limit: number; offset: number; typeEntreprise?: 'ACTIVE' | 'RADIEE' },
): Promise<PageFonctionsPersonneRow> {
  const etat = filtre.typeEntreprise === undefined ? '' : 'AND fe.etat = $4';
  const depuis = `FROM fonctions f JOIN entreprises fe ON fe.id = f.entreprise_id
    WHERE f.personne_physique_id = $1 AND ${MANDAT} ${etat}`;
  const page = `SELECT ${COLONNES_FONCTION},
      (SELECT row_to_json(r) FROM (${selectEntrepriseResume('entreprises e')} WHERE e.id = f.entreprise_id) r)
        AS entreprise
    ${depuis}
    ORDER BY ${ORDRE.join(', ')} LIMIT $2 OFFSET $3`;
  const params: unknown[] = [personne_id, filtre.limit, filtre.offset];
  if (filtre.typeEntreprise !== undefined) params.push(filtre.typeEntreprise);
  const row = await lireJson<PageFonctionsPersonneRow>(
    db,
    `SELECT json_build_object(
       'existe', EXISTS (SELECT 1 FROM personnes_physiques WHERE id = $1),
       'total', (SELECT count(*) ${depuis}),
       'fonctions', ${tableauJson(page, ORDRE_FONCTIONS)}
     ) AS j`,
    params,
  );
  return row ?? { existe: false, total: 0, fonctions: [] };
}

export async function trouverPersonnePhysique(db: Queryable, id: number): Promise<PersonnePhysique | undefined> {
  const rows = await lireLignesJson<{ personne: PersonnePhysique }>(
    db,
    `SELECT ${personnePubliee('p')}::jsonb || jsonb_build_object(
        'nombre_mandats', (SELECT count(*) FROM fonctions f WHERE f.personne_physique_id = p.id AND ${MANDAT}),
        'nombre_mandats_actifs', (SELECT count(*) FROM fonctions f
          WHERE f.personne_physique_id = p.id AND ${MANDAT} AND ${ACTIF})
      ) AS personne
     FROM personnes_physiques p WHERE p.id = $1`,
    [id],
  );
  return rows[0]?.personne;
}
