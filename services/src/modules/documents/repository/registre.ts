import type { Queryable } from '../../../db/index.js';
import { documentsJson } from '../../entreprises/index.js';
import { lireJson } from '../../../db/json.js';
import type { TypeGreffe } from '../../greffes/index.js';
import { libelleFormeJuridique } from '../../registre/index.js';

/*
 * What each document needs from the registry (migrations 001 and 002), read for one company in
 * one statement. PostgreSQL builds the JSON (dates as 'AAAA-MM-JJ', numeric and bigint as
 * numbers), so PGlite and a PostgreSQL server give the same objects. Every reader answers
 * undefined for an unknown company id.
 */

/** A registry (greffe) with the commune of its seat: FACTS gives no street address. */
export interface GreffeRegistre {
  code: string;
  /** The registry's name as in `greffes` (« Paris », « Lille Métropole »). */
  nom: string;
  type: TypeGreffe;
  /** The seat, written after « R.C.S. ». */
  ville: string;
  departement_code: string;
  code_postal: string | null;
  commune: string | null;
}

export interface Adresse {
  /** Street lines: « 12 RUE DE LA PAIX », « BATIMENT B ». */
  lignes: string[];
  code_postal: string | null;
  commune: string | null;
  /** Abroad only. */
  pays: string | null;
}

export interface EntrepriseRegistre {
  id: number;
  siren: string;
  personne_physique: boolean;
  denomination: string;
  sigle: string | null;
  /** A sole trader's surname and first names. */
  nom: string | null;
  prenoms: string | null;
  forme_juridique: { code: string; libelle: string };
  capital: number | null;
  devise: string | null;
  capitalVariable: boolean;
  date_creation: string | null;
  date_immatriculation: string | null;
  date_debut_activite: string | null;
  date_radiation: string | null;
  date_fin_personne_morale: string | null;
  /** 'MM-JJ' of the financial year end. */
  cloture_exercice: string | null;
  etat: 'ACTIVE' | 'RADIEE';
  statut: string;
  numero_gestion: string | null;
  naf: { code: string; libelle: string } | null;
  /** 'SIRENE': known from INSEE only, not registered at any greffe. */
  source: 'GENERATEUR' | 'SIRENE';
}

export interface EtablissementRegistre {
  siret: string;
  siege: boolean;
  enseigne: string | null;
  denomination_usuelle: string | null;
  adresse: Adresse;
  naf: { code: string; libelle: string } | null;
  activite: string | null;
  origine_fonds: string | null;
  mode_exploitation: string | null;
  date_creation: string | null;
  date_debut_activite: string | null;
  date_fermeture: string | null;
  etat: 'ACTIF' | 'FERME';
  /** The registry whose jurisdiction covers the establishment's commune. */
  greffe: GreffeRegistre | null;
}

export interface PersonnePhysiqueRegistre {
  id: number;
  nom: string;
  nom_usage: string | null;
  prenoms: string;
  /** Full date: the Kbis shows it, public pages never do. */
  dateNaissance: string | null;
  lieuNaissance: string | null;
  nationalite: string | null;
}

export interface PersonneMoraleRegistre {
  /** Set when the holder is itself in the registry (then form, seat and registry are known). */
  entreprise_id: number | null;
  siren: string | null;
  denomination: string;
  forme_juridique: string | null;
  siege: Adresse | null;
  greffe: GreffeRegistre | null;
  representant: PersonnePhysiqueRegistre | null;
}

export interface Mandataire {
  id: number;
  nature: 'DIRIGEANT' | 'COMMISSAIRE_AUX_COMPTES';
  /** As written on the Kbis: « Président », « Commissaire aux comptes titulaire »… */
  qualite: string;
  date_debut: string | null;
  date_fin: string | null;
  personne: ({ type: 'PHYSIQUE' } & PersonnePhysiqueRegistre) | ({ type: 'MORALE' } & PersonneMoraleRegistre);
}

export interface Jugement {
  date: string;
  nature: string;
  complement: string | null;
}

export type TypeProcedure =
  | 'SAUVEGARDE'
  | 'SAUVEGARDE_ACCELEREE'
  | 'REDRESSEMENT_JUDICIAIRE'
  | 'LIQUIDATION_JUDICIAIRE'
  | 'LIQUIDATION_JUDICIAIRE_SIMPLIFIEE'
  | 'RETABLISSEMENT_PROFESSIONNEL';

export interface ProcedureCollective {
  id: number;
  type: TypeProcedure;
  greffe: GreffeRegistre | null;
  date_ouverture: string;
  date_cloture: string | null;
  /** In date order. */
  jugements: Jugement[];
}

/** A dated mention of the Kbis « Observations » (judgments, dissolution, radiation), in date order. */
export interface Observation {
  date: string;
  libelle: string;
  complement: string | null;
  /** The court of a judgment. */
  greffe: GreffeRegistre | null;
}

export interface DocumentDepose {
  id: number;
  categorie: 'ACTE' | 'COMPTES_ANNUELS';
  /** For a deed its kind (« Statuts mis à jour »); for accounts COMPLETS | SIMPLIFIES | CONSOLIDES. */
  type: string;
  /** The deed's date, or the closing date of the accounts' financial year. */
  date_document: string;
  date_depot: string;
  numero_depot: string | null;
  confidentialite: 'PUBLIC' | 'COMPTE_RESULTAT_CONFIDENTIEL' | 'CONFIDENTIEL';
}

export interface ChiffresCles {
  date_cloture: string;
  duree_mois: number;
  /** Euros; null when not given or confidential. */
  chiffre_affaires: number | null;
  resultat: number | null;
  effectif: number | null;
  confidentiel: boolean;
}

export type CategorieInscription =
  | 'PRIVILEGE_TRESOR'
  | 'PRIVILEGE_SECURITE_SOCIALE'
  | 'NANTISSEMENT_FONDS_COMMERCE'
  | 'NANTISSEMENT_OUTILLAGE_MATERIEL'
  | 'NANTISSEMENT_PARTS_SOCIALES'
  | 'CREDIT_BAIL'
  | 'CLAUSE_RESERVE_PROPRIETE'
  | 'PROTET'
  | 'WARRANT';

export interface Inscription {
  id: number;
  categorie: CategorieInscription;
  numero: string;
  greffe: GreffeRegistre | null;
  dateInscription: string;
  /** Set when struck off: the état d'endettement lists the inscriptions still in force. */
  date_radiation: string | null;
  /** Euros. */
  montant: number | null;
  creancier: string;
}

/** What every document shows of the company. */
export interface DonneesEntreprise {
  entreprise: EntrepriseRegistre;
  /** The registry keeping the company's file; null for a company known from SIRENE only. */
  greffe: GreffeRegistre | null;
  siege: EtablissementRegistre | null;
}

export interface DonneesKbis extends DonneesEntreprise {
  /** Officers and auditors, current and past (the Kbis keeps those in office on its date). */
  mandataires: Mandataire[];
  /** Active establishments other than the siège, the first ETABLISSEMENTS_SECONDAIRES_MAX by creation. */
  etablissementsSecondaires: EtablissementRegistre[];
  /** How many there are in all. */
  nombreEtablissementsSecondaires: number;
  observations: Observation[];
}

export interface DonneesProceduresCollectives extends DonneesEntreprise {
  /** Latest opening first. */
  procedures: ProcedureCollective[];
}

export interface DonneesDocumentsDeposes extends DonneesEntreprise {
  /** Latest first. */
  actes: DocumentDepose[];
  comptes_annuels: DocumentDepose[];
  /** Every financial year on file, latest first. */
  chiffres_cles: ChiffresCles[];
}

export interface DonneesEndettement extends DonneesEntreprise {
  /** Every inscription, struck off ones included, oldest first. */
  inscriptions: Inscription[];
}

export type DonneesRegistre = DonneesKbis & DonneesProceduresCollectives & DonneesDocumentsDeposes & DonneesEndettement;

// ---------------------------------------------------------------------------------------------
// SQL pieces: each builds a JSON value from an SQL expression naming a row or a key.

// The search form of a name, as greffes/repository.ts compares a registry's city to the communes.
const normalise = (colonne: string) => `btrim(regexp_replace(lower(unaccent(${colonne})), '[^a-z0-9]+', ' ', 'g'))`;

/** The registry of code `code` (an SQL expression) with the commune of its seat, or NULL. */
function greffeJson(code: string): string {
  return `(SELECT json_build_object('code', g.code, 'nom', g.nom, 'type', g.type, 'ville', g.ville,
            'departement_code', g.departement_code, 'commune', s.nom, 'code_postal', s.codes_postaux[1])
     FROM greffes g
     LEFT JOIN LATERAL (
       SELECT c.nom, c.codes_postaux FROM communes c
       WHERE c.departement_code = g.departement_code
         AND (c.nom_normalise = ${normalise('g.ville')} OR c.nom_normalise LIKE ${normalise('g.ville')} || ' %')
       ORDER BY c.nom_normalise = ${normalise('g.ville')} DESC, c.population DESC, c.code
       LIMIT 1
     ) s ON true
     WHERE g.code = ${code})`;
}

interface EtablissementRow {
  siret: string;
  siege: boolean;
  enseigne: string | null;
  denomination_usuelle: string | null;
  numero_voie: string | null;
  indice_repetition: string | null;
  type_voie: string | null;
  libelle_voie: string | null;
  complement_adresse: string | null;
  code_postal: string | null;
  commune: string | null;
  pays: string | null;
  code_naf: string | null;
  libelle_naf: string | null;
  activite: string | null;
  origine_fonds: string | null;
  mode_exploitation: string | null;
  date_creation: string | null;
  date_debut_activite: string | null;
  date_fermeture: string | null;
  etat: 'ACTIF' | 'FERME';
  greffe: GreffeRegistre | null;
}

/** Establishments of the company `entreprise` (SQL expression) matching `condition` on `et`. */
function etablissementsSelect(entreprise: string, condition: string): string {
  return `SELECT et.id, et.siret, et.siege, et.enseigne, et.denomination_usuelle, et.numero_voie,
            et.indice_repetition, et.type_voie, et.libelle_voie, et.complement_adresse, et.code_postal,
            coalesce(et.libelle_commune, c.nom) AS commune, et.pays, et.code_naf, n.libelle AS libelle_naf,
            et.activite, et.origine_fonds, et.mode_exploitation, et.date_creation, et.date_debut_activite,
            et.date_fermeture, et.etat, ${greffeJson('coalesce(c.greffe_code, cp.greffe_code)')} AS greffe
     FROM etablissements et
     LEFT JOIN communes c ON c.code = et.commune_code
     -- Municipal arrondissements (Paris, Lyon, Marseille) and unknown codes: the commune of the
     -- postal code.
     LEFT JOIN LATERAL (
       SELECT pc.greffe_code FROM communes pc
       WHERE c.greffe_code IS NULL AND et.code_postal IS NOT NULL AND pc.codes_postaux @> ARRAY[et.code_postal::text]
         AND pc.greffe_code IS NOT NULL
       ORDER BY pc.population DESC, pc.code LIMIT 1
     ) cp ON true
     LEFT JOIN naf n ON n.code = et.code_naf
     WHERE et.entreprise_id = ${entreprise} AND ${condition}`;
}

const arrayJson = (select: string, ordre: string) =>
  `(SELECT coalesce(json_agg(t ORDER BY ${ordre}), '[]'::json) FROM (${select}) t)`;

const ENTREPRISE = `(SELECT row_to_json(t) FROM (
  SELECT e.id, e.siren, e.personne_physique, e.denomination, e.sigle, e.nom, e.prenoms,
         e.forme_juridique_code, fj.libelle AS forme_juridique_libelle, e.capital, e.devise, e.capital_variable,
         e.date_creation, e.date_immatriculation, e.date_debut_activite, e.date_radiation,
         e.date_fin_personne_morale, e.cloture_exercice, e.etat, e.statut, e.numero_gestion, e.code_naf,
         n.libelle AS libelle_naf, e.source
  FROM entreprises e
  LEFT JOIN formes_juridiques fj ON fj.code = e.forme_juridique_code
  LEFT JOIN naf n ON n.code = e.code_naf
  WHERE e.id = $1) t)`;

const GREFFE = greffeJson('(SELECT greffe_code FROM entreprises WHERE id = $1)');

const SIEGE = `(SELECT row_to_json(t) FROM (${etablissementsSelect('$1', 'et.siege')}) t)`;

/** A Kbis details this many secondary establishments at most (and gives their number). */
export const ETABLISSEMENTS_SECONDAIRES_MAX = 100;

const SECONDAIRES = arrayJson(
  `${etablissementsSelect('$1', "NOT et.siege AND et.etat = 'ACTIF'")}
   ORDER BY et.date_creation NULLS LAST, et.siret LIMIT ${ETABLISSEMENTS_SECONDAIRES_MAX}`,
  't.date_creation NULLS LAST, t.siret',
);

const NOMBRE_SECONDAIRES = `(SELECT count(*)::int FROM etablissements
  WHERE entreprise_id = $1 AND NOT siege AND etat = 'ACTIF')`;

function personneJson(alias: string): string {
  return `json_build_object('id', ${alias}.id, 'nom', ${alias}.nom, 'nom_usage', ${alias}.nom_usage,
    'prenoms', ${alias}.prenoms, 'dateNaissance', ${alias}.date_naissance, 'lieuNaissance', ${alias}.lieu_naissance,
    'nationalite', ${alias}.nationalite)`;
}

interface MandataireRow extends Omit<Mandataire, 'personne'> {
  personne:
    | ({ type: 'PHYSIQUE' } & PersonnePhysiqueRegistre)
    | ({ type: 'MORALE'; forme_code: string | null; siege: EtablissementRow | null } & Omit<
        PersonneMoraleRegistre,
        'siege'
      >);
}

// Officers before auditors; within each, by start of mandate.
const MANDATAIRES = arrayJson(
  `SELECT f.id, f.nature, f.qualite, f.date_debut AS "date_debut", f.date_fin AS "date_fin",
          CASE WHEN p.id IS NOT NULL THEN ${personneJson('p')}::jsonb || '{"type": "PHYSIQUE"}'::jsonb
          ELSE jsonb_build_object('type', 'MORALE', 'entreprise_id', f.personne_morale_entreprise_id,
            'siren', coalesce(f.personne_morale_siren, pm.siren), 'denomination', f.personne_morale_denomination,
            'forme_code', pm.forme_juridique_code, 'forme_juridique', pfj.libelle,
            'siege', (SELECT row_to_json(s) FROM (${etablissementsSelect('pm.id', 'et.siege')}) s),
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

const PROCEDURES = arrayJson(
  `SELECT pc.id, pc.type, ${greffeJson('pc.greffe_code')} AS greffe, pc.date_ouverture AS "date_ouverture",
          pc.date_cloture AS "date_cloture",
          (SELECT coalesce(json_agg(json_build_object('date', j.date_jugement, 'nature', j.nature,
                    'complement', j.complement) ORDER BY j.date_jugement, j.id), '[]'::json)
           FROM jugements j WHERE j.procedure_id = pc.id) AS jugements
   FROM procedures_collectives pc WHERE pc.entreprise_id = $1`,
  't."date_ouverture" DESC, t.id DESC',
);

// Dissolutions and radiations recorded as registry events (collective proceedings come from
// their judgments).
const EVENEMENTS = arrayJson(
  `SELECT ev.id, ev.date_evenement AS date, ev.nature, ev.libelle FROM evenements_registre ev
   WHERE ev.entreprise_id = $1 AND ev.type = 'RCS' AND ev.nature IN ('DISSOLUTION', 'RADIATION')`,
  't.date, t.id',
);

const CHIFFRES = arrayJson(
  `SELECT date_cloture AS "date_cloture", duree_mois AS "duree_mois", chiffre_affaires AS "chiffre_affaires",
          resultat, effectif, confidentiel
   FROM chiffres_cles WHERE entreprise_id = $1`,
  't."date_cloture" DESC',
);

const INSCRIPTIONS = arrayJson(
  `SELECT i.id, i.categorie, i.numero, ${greffeJson('i.greffe_code')} AS greffe,
          i.date_inscription AS "dateInscription", i.date_radiation AS "date_radiation", i.montant, i.creancier
   FROM inscriptions i WHERE i.entreprise_id = $1`,
  't."dateInscription", t.id',
);

const PARTIES = {
  siege: SIEGE,
  secondaires: SECONDAIRES,
  nombreSecondaires: NOMBRE_SECONDAIRES,
  mandataires: MANDATAIRES,
  procedures: PROCEDURES,
  evenements: EVENEMENTS,
  actes: documentsJson('$1', 'ACTE'),
  comptes_annuels: documentsJson('$1', 'COMPTES_ANNUELS'),
  chiffres_cles: CHIFFRES,
  inscriptions: INSCRIPTIONS,
} as const;
type Partie = keyof typeof PARTIES;

interface EntrepriseRow {
  id: number;
  siren: string;
  personne_physique: boolean;
  denomination: string;
  sigle: string | null;
  nom: string | null;
  prenoms: string | null;
  forme_juridique_code: string;
  forme_juridique_libelle: string | null;
  capital: number | null;
  devise: string | null;
  capital_variable: boolean;
  date_creation: string | null;
  date_immatriculation: string | null;
  date_debut_activite: string | null;
  date_radiation: string | null;
  date_fin_personne_morale: string | null;
  cloture_exercice: string | null;
  etat: 'ACTIVE' | 'RADIEE';
  statut: string;
  numero_gestion: string | null;
  code_naf: string | null;
  libelle_naf: string | null;
  source: 'GENERATEUR' | 'SIRENE';
}

interface Lecture {
  entreprise: EntrepriseRow | null;
  greffe: GreffeRegistre | null;
  siege?: EtablissementRow | null;
  secondaires?: EtablissementRow[];
  nombreSecondaires?: number;
  mandataires?: MandataireRow[];
  procedures?: ProcedureCollective[];
  evenements?: { id: number; date: string; nature: string; libelle: string }[];
  actes?: DocumentDepose[];
  comptes_annuels?: DocumentDepose[];
  chiffres_cles?: ChiffresCles[];
  inscriptions?: Inscription[];
}

async function lire(db: Queryable, id: number, parties: readonly Partie[]): Promise<Lecture | undefined> {
  const champs = [`'entreprise', ${ENTREPRISE}`, `'greffe', ${GREFFE}`, ...parties.map((p) => `'${p}', ${PARTIES[p]}`)];
  const lecture = await lireJson<Lecture>(db, `SELECT json_build_object(${champs.join(', ')}) AS j`, [id]);
  return lecture?.entreprise ? lecture : undefined;
}

// ---------------------------------------------------------------------------------------------
// Rows to objects.

const joindre = (...parties: Array<string | null>) => parties.filter((partie) => partie).join(' ');

function adresse(row: EtablissementRow): Adresse {
  const voie = joindre(joindre(row.numero_voie, row.indice_repetition), row.type_voie, row.libelle_voie);
  return {
    lignes: [voie, row.complement_adresse ?? ''].filter((ligne) => ligne !== ''),
    code_postal: row.code_postal,
    commune: row.commune,
    pays: row.pays,
  };
}

function etablissement(row: EtablissementRow): EtablissementRegistre {
  return {
    siret: row.siret,
    siege: row.siege,
    enseigne: row.enseigne,
    denomination_usuelle: row.denomination_usuelle,
    adresse: adresse(row),
    naf: row.code_naf === null ? null : { code: row.code_naf, libelle: row.libelle_naf ?? row.code_naf },
    activite: row.activite,
    origine_fonds: row.origine_fonds,
    mode_exploitation: row.mode_exploitation,
    date_creation: row.date_creation,
    date_debut_activite: row.date_debut_activite,
    date_fermeture: row.date_fermeture,
    etat: row.etat,
    greffe: row.greffe,
  };
}

function entreprise(row: EntrepriseRow): EntrepriseRegistre {
  return {
    id: row.id,
    siren: row.siren,
    personne_physique: row.personne_physique,
    denomination: row.denomination,
    sigle: row.sigle,
    nom: row.nom,
    prenoms: row.prenoms,
    forme_juridique: {
      code: row.forme_juridique_code,
      libelle: row.forme_juridique_libelle ?? libelleFormeJuridique(row.forme_juridique_code),
    },
    capital: row.capital,
    devise: row.devise,
    capitalVariable: row.capital_variable,
    date_creation: row.date_creation,
    date_immatriculation: row.date_immatriculation,
    date_debut_activite: row.date_debut_activite,
    date_radiation: row.date_radiation,
    date_fin_personne_morale: row.date_fin_personne_morale,
    cloture_exercice: row.cloture_exercice,
    etat: row.etat,
    statut: row.statut,
    numero_gestion: row.numero_gestion,
    naf: row.code_naf === null ? null : { code: row.code_naf, libelle: row.libelle_naf ?? row.code_naf },
    source: row.source,
  };
}

function mandataire(row: MandataireRow): Mandataire {
  const { personne } = row;
  if (personne.type === 'PHYSIQUE') return { ...row, personne };
  const { forme_code: formeCode, siege, ...morale } = personne;
  return {
    ...row,
    personne: {
      ...morale,
      forme_juridique: morale.forme_juridique ?? (formeCode === null ? null : libelleFormeJuridique(formeCode)),
      siege: siege ? adresse(siege) : null,
    },
  };
}

function observations(lecture: Lecture, e: EntrepriseRegistre): Observation[] {
  const liste: Observation[] = [];
  // Oldest proceeding first: a conversion comes before the opening of the next proceeding, the same day.
  const procedures = [...(lecture.procedures ?? [])].sort(
    (a, b) => a.date_ouverture.localeCompare(b.date_ouverture) || a.id - b.id,
  );
  for (const procedure of procedures) {
    for (const jugement of procedure.jugements) {
      liste.push({
        date: jugement.date,
        libelle: jugement.nature,
        complement: jugement.complement,
        greffe: procedure.greffe,
      });
    }
  }
  const evenements = lecture.evenements ?? [];
  for (const evenement of evenements) {
    liste.push({ date: evenement.date, libelle: evenement.libelle, complement: null, greffe: null });
  }
  // A struck-off company whose radiation was recorded without its event (imports, fixtures).
  if (e.date_radiation !== null && !evenements.some((ev) => ev.nature === 'RADIATION')) {
    liste.push({
      date: e.date_radiation,
      libelle: e.personne_physique
        ? 'Radiation du registre du commerce et des sociétés'
        : 'Radiation du registre du commerce et des sociétés de la personne morale',
      complement: null,
      greffe: null,
    });
  }
  // Stable: on the same day, judgments stay before registry events, in their own order.
  return liste.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function base(lecture: Lecture & { entreprise: EntrepriseRow }): DonneesEntreprise {
  return {
    entreprise: entreprise(lecture.entreprise),
    greffe: lecture.greffe,
    siege: lecture.siege ? etablissement(lecture.siege) : null,
  };
}

function assembler(lecture: Lecture & { entreprise: EntrepriseRow }): DonneesRegistre {
  const donnees = base(lecture);
  return {
    ...donnees,
    mandataires: (lecture.mandataires ?? []).map(mandataire),
    etablissementsSecondaires: (lecture.secondaires ?? []).map(etablissement),
    nombreEtablissementsSecondaires: lecture.nombreSecondaires ?? lecture.secondaires?.length ?? 0,
    observations: observations(lecture, donnees.entreprise),
    procedures: lecture.procedures ?? [],
    actes: (lecture.actes ?? []) as DocumentDepose[],
    comptes_annuels: (lecture.comptes_annuels ?? []) as DocumentDepose[],
    chiffres_cles: lecture.chiffres_cles ?? [],
    inscriptions: lecture.inscriptions ?? [],
  };
}

async function lireParties(
  db: Queryable,
  id: number,
  parties: readonly Partie[],
): Promise<DonneesRegistre | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const lecture = await lire(db, id, parties);
  return lecture?.entreprise ? assembler({ ...lecture, entreprise: lecture.entreprise }) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Public readers.

/** Everything the Kbis (or K) shows. */
export async function lireDonneesKbis(db: Queryable, id: number): Promise<DonneesKbis | undefined> {
  const d = await lireParties(db, id, [
    'siege',
    'secondaires',
    'nombreSecondaires',
    'mandataires',
    'procedures',
    'evenements',
  ]);
  return (
    d &&
    pick(d, [
      'entreprise',
      'greffe',
      'siege',
      'mandataires',
      'etablissementsSecondaires',
      'nombreEtablissementsSecondaires',
      'observations',
    ])
  );
}

export async function lireDonneesProceduresCollectives(
  db: Queryable,
  id: number,
): Promise<DonneesProceduresCollectives | undefined> {
  const d = await lireParties(db, id, ['siege', 'procedures']);
  return d && pick(d, ['entreprise', 'greffe', 'siege', 'procedures']);
}

/** Deeds, annual accounts and key figures (copies of accounts and of deeds). */
export async function lireDonneesDocumentsDeposes(
  db: Queryable,
  id: number,
): Promise<DonneesDocumentsDeposes | undefined> {
  const d = await lireParties(db, id, ['siege', 'actes', 'comptes_annuels', 'chiffres_cles']);
  return d && pick(d, ['entreprise', 'greffe', 'siege', 'actes', 'comptes_annuels', 'chiffres_cles']);
}

export async function lireDonneesEndettement(db: Queryable, id: number): Promise<DonneesEndettement | undefined> {
  const d = await lireParties(db, id, ['siege', 'inscriptions']);
  return d && pick(d, ['entreprise', 'greffe', 'siege', 'inscriptions']);
}

/** All of the above in one read. */
export function lireDonneesRegistre(db: Queryable, id: number): Promise<DonneesRegistre | undefined> {
  return lireParties(db, id, Object.keys(PARTIES) as Partie[]);
}

function pick<T extends object, K extends keyof T>(objet: T, cles: readonly K[]): Pick<T, K> {
  const resultat = {} as Pick<T, K>;
  for (const cle of cles) resultat[cle] = objet[cle];
  return resultat;
}

// ---------------------------------------------------------------------------------------------
// Debtors of an état d'endettement ordered by SIREN or by name and département.

export type CritereDebiteur = { siren: string } | { nom: string; departement: string };

export interface RechercheDebiteur {
  /** The criteria as searched, with the département's name when it exists. */
  critere: { siren: string } | { nom: string; departement: { code: string; nom: string | null } };
  /** The registry's companies matching them (none: the état says so). */
  entreprises: DonneesEndettement[];
}

/** At most this many namesakes in one département are listed. */
export const DEBITEURS_MAX = 20;

/**
 * The companies an état d'endettement ordered for a debtor covers: the one with that SIREN, or
 * those whose name, written without accents, case or separators, is the searched one and whose
 * siège is in the département (index entreprises_nom_compact_idx).
 */
export async function rechercherDebiteur(db: Queryable, critere: CritereDebiteur): Promise<RechercheDebiteur> {
  let ids: number[];
  let recherche: RechercheDebiteur['critere'];
  if ('siren' in critere) {
    const siren = critere.siren.replace(/\s+/g, '');
    recherche = { siren };
    const { rows } = await db.query<{ id: number | string }>('SELECT id FROM entreprises WHERE siren = $1', [siren]);
    ids = rows.map((row) => Number(row.id));
  } else {
    const [{ rows }, departement] = await Promise.all([
      db.query<{ id: number | string }>(
        `SELECT id FROM entreprises
         WHERE recherche_nom_compact(denomination) = recherche_nom_compact($1) AND siege_departement_code = $2
         ORDER BY id LIMIT ${DEBITEURS_MAX}`,
        [critere.nom, critere.departement],
      ),
      db.query<{ nom: string }>('SELECT nom FROM departements WHERE code = $1', [critere.departement]),
    ]);
    recherche = { nom: critere.nom, departement: { code: critere.departement, nom: departement.rows[0]?.nom ?? null } };
    ids = rows.map((row) => Number(row.id));
  }
  const entreprises: DonneesEndettement[] = [];
  for (const id of ids) {
    const donnees = await lireDonneesEndettement(db, id);
    if (donnees) entreprises.push(donnees);
  }
  return { critere: recherche, entreprises };
}
