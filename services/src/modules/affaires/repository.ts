import type { Queryable } from '../../db/index.js';
import { debutDeMot } from '../../lib/normaliser.js';
import {
  LIBELLES_ETAT_AFFAIRE,
  LIBELLES_NATURE_AFFAIRE,
  LIBELLES_ROLE_PARTIE,
  type Affaire,
  type AffaireResume,
  type Audience,
  type Decision,
  type EtatAffaire,
  type NatureAffaire,
  type Partie,
  type RolePartie,
  type TypeDecision,
} from '@portail/contrat/affaires';
import type { CritereAffaires, PageAffaires, SourceAffaires } from './source.js';

interface AffaireRow {
  id: string;
  numero_rg: string;
  greffe_code: string;
  greffe_nom: string;
  nature: NatureAffaire;
  chambre: string;
  objet: string;
  date_introduction: string;
  etat: EtatAffaire;
  date_fin: string | null;
  [column: string]: unknown;
}

interface PartieRow {
  affaire_id: string;
  role: RolePartie;
  entreprise_id: string | null;
  siren: string | null;
  nom: string;
  personne_physique: boolean;
  avocat: string | null;
  [column: string]: unknown;
}

interface AudienceRow {
  affaire_id: string;
  date_audience: string;
  heure: string;
  chambre: string;
  objet: string;
  issue: string | null;
  [column: string]: unknown;
}

interface DecisionRow {
  id: string;
  affaire_id: string;
  date_decision: string;
  type: TypeDecision;
  libelle: string;
  dispositif: string;
  [column: string]: unknown;
}

const LIBELLES_DECISION: Readonly<Record<TypeDecision, string>> = { JUGEMENT: 'Jugement', ORDONNANCE: 'Ordonnance' };

/** The WHERE clause of a search on cases aliased `a`. */
function conditions(critere: CritereAffaires): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const parametre = (valeur: unknown) => {
    params.push(valeur);
    return `$${params.length}`;
  };
  if ('numero_rg' in critere) {
    clauses.push(`a.numero_rg = ${parametre(critere.numero_rg)}`);
  } else if ('siren' in critere) {
    clauses.push(
      `EXISTS (SELECT 1 FROM affaires_parties p WHERE p.affaire_id = a.id AND p.siren = ${parametre(critere.siren)})`,
    );
  } else {
    // Each word begins a word of one party's name.
    const mots = critere.mots.map((mot) => `(' ' || p.nom_recherche) LIKE ${parametre(debutDeMot(mot))}`);
    clauses.push(`EXISTS (SELECT 1 FROM affaires_parties p WHERE p.affaire_id = a.id AND ${mots.join(' AND ')})`);
  }
  if (critere.code_greffe !== undefined) clauses.push(`a.greffe_code = ${parametre(critere.code_greffe)}`);
  return { where: clauses.join(' AND '), params };
}

const SELECT_AFFAIRE = `
  SELECT a.id::text, a.numero_rg, a.greffe_code, g.nom AS greffe_nom, a.nature, a.chambre, a.objet,
         to_char(a.date_introduction, 'YYYY-MM-DD') AS date_introduction, a.etat,
         to_char(a.date_fin, 'YYYY-MM-DD') AS date_fin
  FROM affaires a JOIN greffes g ON g.code = a.greffe_code`;

/** Parties, hearings and decisions of some cases, in one round trip each. */
async function details(db: Queryable, ids: string[]) {
  const [parties, audiences, decisions] = await Promise.all([
    db.query<PartieRow>(
      `SELECT affaire_id::text, role, entreprise_id::text, siren, nom, personne_physique, avocat
       FROM affaires_parties WHERE affaire_id = ANY($1::bigint[]) ORDER BY affaire_id, id`,
      [ids],
    ),
    db.query<AudienceRow>(
      `SELECT affaire_id::text, to_char(date_audience, 'YYYY-MM-DD') AS date_audience, heure, chambre, objet, issue
       FROM affaires_audiences WHERE affaire_id = ANY($1::bigint[]) ORDER BY affaire_id, date_audience, heure, id`,
      [ids],
    ),
    db.query<DecisionRow>(
      `SELECT id::text, affaire_id::text, to_char(date_decision, 'YYYY-MM-DD') AS date_decision, type, libelle, dispositif
       FROM affaires_decisions WHERE affaire_id = ANY($1::bigint[]) ORDER BY affaire_id, date_decision, id`,
      [ids],
    ),
  ]);
  const grouper = <R extends { affaire_id: string }>(rows: R[]) => {
    const parAffaire = new Map<string, R[]>();
    for (const row of rows) {
      const liste = parAffaire.get(row.affaire_id);
      if (liste === undefined) parAffaire.set(row.affaire_id, [row]);
      else liste.push(row);
    }
    return parAffaire;
  };
  return { parties: grouper(parties.rows), audiences: grouper(audiences.rows), decisions: grouper(decisions.rows) };
}

const versPartie = (r: PartieRow): Partie => ({
  role: { code: r.role, libelle: LIBELLES_ROLE_PARTIE[r.role] },
  nom: r.nom,
  siren: r.siren,
  id_entite: r.entreprise_id === null ? null : Number(r.entreprise_id),
  personne_physique: r.personne_physique,
  avocat: r.avocat,
});

const versAudience = (r: AudienceRow, jour: string): Audience => ({
  date: r.date_audience,
  heure: r.heure,
  chambre: r.chambre,
  objet: r.objet,
  issue: r.issue,
  a_venir: r.date_audience >= jour,
});

const versDecision = (r: DecisionRow): Decision => ({
  id: Number(r.id),
  date: r.date_decision,
  type: { code: r.type, libelle: LIBELLES_DECISION[r.type] },
  libelle: r.libelle,
  dispositif: r.dispositif,
});

function assembler(r: AffaireRow, d: Awaited<ReturnType<typeof details>>, jour: string) {
  const parties = (d.parties.get(r.id) ?? []).map(versPartie);
  // Only what is known on the day read: a decision dated later is not rendered yet.
  const decisions = (d.decisions.get(r.id) ?? []).filter((x) => x.date_decision <= jour).map(versDecision);
  const audiences = (d.audiences.get(r.id) ?? []).map((x) => versAudience(x, jour));
  const resume = {
    id: Number(r.id),
    numero_rg: r.numero_rg,
    greffe: { code: r.greffe_code, nom: r.greffe_nom },
    nature: { code: r.nature, libelle: LIBELLES_NATURE_AFFAIRE[r.nature] },
    etat: { code: r.etat, libelle: LIBELLES_ETAT_AFFAIRE[r.etat] },
    objet: r.objet,
    date_introduction: r.date_introduction,
    date_fin: r.date_fin,
    parties,
    prochaine_audience: audiences.find((a) => a.a_venir) ?? null,
    personnes_physiques: parties.some((p) => p.personne_physique),
  };
  return { resume, audiences, decisions };
}

/** The cases of this registry's own tables (migration 026). */
export const sourceRegistre: SourceAffaires = {
  nom: 'registre',

  async rechercher(db: Queryable, critere: CritereAffaires, page: PageAffaires, jour: string) {
    const { where, params } = conditions(critere);
    const total = await db.query<{ n: string; [c: string]: unknown }>(
      `SELECT count(*) AS n FROM affaires a WHERE ${where}`,
      params,
    );
    const { rows } = await db.query<AffaireRow>(
      `${SELECT_AFFAIRE} WHERE ${where} ORDER BY a.date_introduction DESC, a.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    );
    const d = await details(
      db,
      rows.map((r) => r.id),
    );
    const affaires: AffaireResume[] = rows.map((r) => {
      const { resume, decisions } = assembler(r, d, jour);
      return { ...resume, derniere_decision: decisions.at(-1) ?? null };
    });
    return { total: Number(total.rows[0]?.n ?? 0), affaires };
  },

  async lire(db: Queryable, id: number, jour: string): Promise<Affaire | undefined> {
    const { rows } = await db.query<AffaireRow>(`${SELECT_AFFAIRE} WHERE a.id = $1`, [id]);
    const row = rows[0];
    if (row === undefined) return undefined;
    const { resume, audiences, decisions } = assembler(row, await details(db, [row.id]), jour);
    return { ...resume, chambre: row.chambre, audiences, decisions };
  },
};
