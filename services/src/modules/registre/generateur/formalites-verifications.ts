import type { Queryable } from '../../../db/index.js';

/**
 * Consistency checks of the formalities register (migration 027) for the generator's and the
 * activity's tests: each query counts the faulty rows.
 */
const CONTROLES: Readonly<Record<string, string>> = {
  // The current state is the last step's, with its reason and time; the first step is the reception.
  etatDifferentDeLaDerniereEtape: `SELECT count(*) FROM formalites f, LATERAL (
      SELECT e.etat, e.date_etape, e.motif FROM formalites_etapes e WHERE e.formalite_id = f.id
       ORDER BY e.date_etape DESC, e.id DESC LIMIT 1) d
    WHERE d.etat <> f.etat OR d.date_etape <> f.date_etat OR d.motif IS DISTINCT FROM f.motif`,
  receptionMalDatee: `SELECT count(*) FROM formalites f, LATERAL (
      SELECT e.etat, e.date_etape FROM formalites_etapes e WHERE e.formalite_id = f.id
       ORDER BY e.date_etape, e.id LIMIT 1) p
    WHERE p.etat <> 'RECUE' OR (p.date_etape AT TIME ZONE 'UTC')::date <> f.date_depot`,
  // Steps in time order are in id order, and each follows from the one before.
  transitionsInterdites: `SELECT count(*) FROM (
      SELECT e.etat, f.type, lag(e.etat) OVER w AS avant, e.id < lag(e.id) OVER w AS desordre,
             e.date_etape = lag(e.date_etape) OVER w AS simultanee
        FROM formalites_etapes e JOIN formalites f ON f.id = e.formalite_id
      WINDOW w AS (PARTITION BY e.formalite_id ORDER BY e.date_etape, e.id)) t
    WHERE desordre OR simultanee OR (avant IS NULL) <> (etat = 'RECUE') OR (avant IS NOT NULL AND (avant, etat) NOT IN (
      ('RECUE', 'EN_COURS_INSTRUCTION'), ('EN_COURS_INSTRUCTION', 'EN_ATTENTE_REGULARISATION'),
      ('EN_COURS_INSTRUCTION', 'VALIDEE'), ('EN_COURS_INSTRUCTION', 'REJETEE'),
      ('EN_ATTENTE_REGULARISATION', 'EN_COURS_INSTRUCTION'), ('EN_ATTENTE_REGULARISATION', 'REJETEE'),
      ('VALIDEE', 'INSCRITE')) AND NOT (type = 'INSCRIPTION_DGFIP' AND (avant, etat) = ('EN_COURS_INSTRUCTION', 'INSCRITE')))`,
  motifsMalPlaces: `SELECT count(*) FROM formalites_etapes
    WHERE (etat IN ('EN_ATTENTE_REGULARISATION', 'REJETEE')) <> (motif IS NOT NULL AND motif <> '')`,
  liasseMalFormee: `SELECT count(*) FROM formalites
    WHERE left(numero_liasse, 4) <> greffe_code OR substr(numero_liasse, 5, 4) <> extract(year FROM date_depot)::text`,
  identifiantMalForme: `SELECT count(*) FROM formalites WHERE identifiant !~ '^J[0-9]{11}$' AND compte_client_id IS NULL`,
  // Each greffe's yearly series is 1, 2, 3… with no number twice and none skipped.
  seriesTrouees: `SELECT count(*) FROM (
      SELECT left(numero_liasse, 8) AS serie, count(*) AS n, max(right(numero_liasse, 6)::int) AS dernier
        FROM formalites GROUP BY 1) s WHERE n <> dernier`,
  malNommees: `SELECT count(*) FROM formalites f JOIN entreprises e ON e.id = f.entreprise_id
    WHERE f.compte_client_id IS NULL AND (f.siren <> e.siren OR f.denomination <> e.denomination
       OR f.donnees IS NOT NULL OR f.objet = '')`,
  // An event points to an inscribed dossier of its company, inscribed that day when the event (the first of
  // those it explains) was recorded.
  evenementsMalLies: `SELECT count(*) FROM evenements_registre v JOIN formalites f ON f.id = v.formalite_id
    WHERE f.entreprise_id <> v.entreprise_id OR f.etat <> 'INSCRITE' OR f.date_depot > v.date_evenement
       OR (f.date_etat AT TIME ZONE 'UTC')::date <> v.date_evenement
       OR (v.nature <> 'DEPOT_ACTE' AND f.date_etat > v.enregistre_le)`,
  // Every change a formality explains has one; a judgment, a creditor's inscription, a radiation d'office none.
  evenementsSansFormalite: `SELECT count(*) FROM evenements_registre v WHERE v.formalite_id IS NULL AND (
      v.nature IN ('IMMATRICULATION', 'MODIFICATION', 'TRANSFERT_SIEGE', 'OUVERTURE_ETABLISSEMENT',
                   'FERMETURE_ETABLISSEMENT', 'DISSOLUTION', 'DEPOT_COMPTES', 'MODIFICATION_CAPITAL',
                   'CHANGEMENT_ACTIVITE', 'NOMINATION_DIRIGEANT', 'CESSATION_DIRIGEANT')
      OR (v.nature = 'RADIATION' AND v.libelle NOT LIKE 'Radiation d’office%'))`,
  evenementsLiesATort: `SELECT count(*) FROM evenements_registre v WHERE v.formalite_id IS NOT NULL
    AND (v.nature IN ('JUGEMENT', 'INSCRIPTION', 'RADIATION_INSCRIPTION') OR v.libelle LIKE 'Radiation d’office%')`,
  typesIncoherents: `SELECT count(*) FROM evenements_registre v JOIN formalites f ON f.id = v.formalite_id
    WHERE f.type <> CASE v.nature WHEN 'IMMATRICULATION' THEN 'IMMATRICULATION' WHEN 'DEPOT_ACTE' THEN 'IMMATRICULATION'
      WHEN 'DEPOT_COMPTES' THEN 'DEPOT_COMPTES' WHEN 'RADIATION' THEN 'CESSATION' ELSE 'MODIFICATION' END`,
};

export async function incoherencesFormalites(db: Queryable): Promise<Record<string, number>> {
  const colonnes = Object.entries(CONTROLES).map(([nom, sql]) => `(${sql})::int AS "${nom}"`);
  const { rows } = await db.query<Record<string, number>>(`SELECT ${colonnes.join(', ')}`);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).filter(([, n]) => n !== 0));
}
