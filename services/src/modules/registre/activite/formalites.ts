import type { EtatFormalite, TypeFormalite } from '@portail/contrat/formalites';

import type { Aleatoire } from '../generateur/aleatoire.js';
import { annee, iso, jour, type Jour } from '../generateur/dates.js';
import {
  ecrireDossier,
  enCours,
  etapesInscrites,
  explication,
  horodatage,
  MOTIFS_REGULARISATION,
  MOTIFS_REJET,
  NUMERO_LIASSE_MAX,
  referenceFormaliste,
  type Etape,
  type Explication,
  type Minute,
} from '../generateur/formalites.js';
import { Tireur } from './entreprises-tirees.js';
import { insererCopie } from './evenements.js';
import type { Journee } from './vie-sociale.js';

/** What the formalities register did on a day. */
export interface BilanFormalites {
  /** Dossiers received today, still open. */
  formaliteDeposee: number;
  /** Open dossiers moved to their next state. */
  formaliteAvancee: number;
  /** Registry events of the day given their dossier, inscribed today (created or taken from the open ones). */
  formaliteInscrite: number;
}

export const AUCUNE_FORMALITE: Readonly<BilanFormalites> = {
  formaliteDeposee: 0,
  formaliteAvancee: 0,
  formaliteInscrite: 0,
};

const MINUTES_PAR_JOUR = 1440;
const OUVERTS = `('RECUE', 'EN_COURS_INSTRUCTION', 'EN_ATTENTE_REGULARISATION', 'VALIDEE')`;
/** A regularisation not produced within fifteen days ends in a rejection. */
const DELAI_REGULARISATION_JOURS = 15;

interface EvenementDuJour {
  [colonne: string]: unknown;
  id: number;
  entreprise: number;
  nature: string;
  libelle: string;
  /** When it was recorded, in minutes since 1970. */
  moment: number;
  siren: string;
  denomination: string;
  greffe: string;
  personne_physique: boolean;
  immatriculation: string | null;
  creation: string | null;
}

interface Ouverte {
  [colonne: string]: unknown;
  id: number;
  entreprise: number | null;
  type: TypeFormalite;
  objet: string;
  etat: EtatFormalite;
  date_etat: string;
  minute_etat: number;
  portail: boolean;
}

/** A dossier to create today, numbered once every greffe's last number of the year is read. */
interface ACreer {
  greffe: string;
  an: number;
  ecrire: (numero: number) => void;
}

/**
 * A working day of the formalities register (migration 027), after every other change of the day
 * and from a random stream of its own, so that nothing else the day does changes:
 * 1. every event the day wrote that a formality explains (immatriculation, modification, accounts,
 *    cessation) gets its dossier: an open one of the company of the same kind when there is one,
 *    taken to INSCRITE, otherwise one received a few days before and inscribed today; the event
 *    points to it;
 * 2. open dossiers move on (the portal's DGFiP inscriptions too, so that a customer sees theirs
 *    progress): RECUE → EN_COURS_INSTRUCTION → VALIDEE, EN_ATTENTE_REGULARISATION or REJETEE;
 *    regularised → EN_COURS_INSTRUCTION; VALIDEE → INSCRITE;
 * 3. new dossiers are received on registered active companies, open.
 * Liasses are numbered after the greffe's last number of the year (read in one query).
 */
export async function activiteFormalites(
  j: Journee,
  alea: Aleatoire,
  premierEvenement: number,
  deposees: number,
): Promise<BilanFormalites> {
  const aCreer: ACreer[] = [];
  const prises = new Set<number>();
  const liens = new Map<number, number[]>();
  const formaliteInscrite = await relierEvenements(j, alea, premierEvenement, aCreer, prises, liens);
  const formaliteAvancee = await avancer(j, alea, prises);
  const formaliteDeposee = await deposer(j, alea, deposees, aCreer);
  await numeroter(j, aCreer);
  for (const table of [j.ctx.tables.formalites, j.ctx.tables.formalitesEtapes]) {
    if (table.enAttente > 0) await insererCopie(j.tx, table.table, table.colonnes, table.vider());
  }
  // The dossiers written, the events may point to them.
  for (const [formalite, ids] of liens) {
    await j.tx.query('UPDATE evenements_registre SET formalite_id = $1 WHERE id = ANY($2::bigint[])', [formalite, ids]);
  }
  return { formaliteDeposee, formaliteAvancee, formaliteInscrite };
}

const ouvertesDe = (j: Journee, condition: string, params: unknown[]) =>
  j.tx.query<Ouverte>(
    `SELECT id::int AS id, entreprise_id::int AS entreprise, type, objet, etat, (date_etat AT TIME ZONE 'UTC')::date::text AS date_etat,
            floor(extract(epoch FROM date_etat) / 60)::int AS minute_etat, compte_client_id IS NOT NULL AS portail
       FROM formalites WHERE etat IN ${OUVERTS} AND ${condition} ORDER BY id`,
    params,
  );

/** Step 1: the day's events explained by a formality point to their dossier, inscribed today. */
async function relierEvenements(
  j: Journee,
  alea: Aleatoire,
  premierEvenement: number,
  aCreer: ACreer[],
  prises: Set<number>,
  liens: Map<number, number[]>,
): Promise<number> {
  const { rows: evenements } = await j.tx.query<EvenementDuJour>(
    `SELECT v.id::int AS id, v.entreprise_id::int AS entreprise, v.nature, v.libelle,
            floor(extract(epoch FROM v.enregistre_le) / 60)::int AS moment,
            e.siren, e.denomination, e.greffe_code AS greffe, e.personne_physique,
            e.date_immatriculation::text AS immatriculation, e.date_creation::text AS creation
       FROM evenements_registre v JOIN entreprises e ON e.id = v.entreprise_id
      WHERE v.id >= $1 AND v.formalite_id IS NULL AND e.greffe_code IS NOT NULL
      ORDER BY v.id`,
    [premierEvenement],
  );
  if (evenements.length === 0) return 0;
  const { rows: ouvertes } = await ouvertesDe(j, 'entreprise_id = ANY($1::bigint[]) AND date_depot < $2', [
    [...new Set(evenements.map((ev) => ev.entreprise))],
    iso(j.date),
  ]);
  const lier = (formalite: number, evenement: number) =>
    liens.set(formalite, [...(liens.get(formalite) ?? []), evenement]);
  const immatriculations = new Map<number, number>();
  const parCle = new Map<string, number>();
  let inscrites = 0;
  for (const ev of evenements) {
    if (ev.nature === 'DEPOT_ACTE' && ev.libelle.endsWith('Statuts constitutifs')) {
      const immatriculation = immatriculations.get(ev.entreprise);
      if (immatriculation !== undefined) lier(immatriculation, ev.id);
      continue;
    }
    const quoi = explication(ev, ev.personne_physique);
    if (quoi === null) continue;
    const cle = `${ev.entreprise} ${quoi.type} ${quoi.objet}`;
    const deja = parCle.get(cle);
    if (deja !== undefined) {
      lier(deja, ev.id);
      continue;
    }
    const fin: Minute = ev.moment;
    const ouverte = ouvertes.find(
      (o) =>
        !prises.has(o.id) && o.entreprise === ev.entreprise && o.type === quoi.type && quoi.objet.startsWith(o.objet),
    );
    let id: number;
    if (ouverte !== undefined) {
      prises.add(ouverte.id);
      id = ouverte.id;
      await poursuivre(j, alea, ouverte, fin);
    } else {
      id = j.ctx.id('formalites');
      creer(j, alea, aCreer, id, ev, quoi, fin);
    }
    inscrites++;
    parCle.set(cle, id);
    if (quoi.type === 'IMMATRICULATION') immatriculations.set(ev.entreprise, id);
    lier(id, ev.id);
  }
  return inscrites;
}

/** A dossier received a few days before the event (never before the company existed), inscribed at its time. */
function creer(
  j: Journee,
  alea: Aleatoire,
  aCreer: ACreer[],
  id: number,
  ev: EvenementDuJour,
  quoi: Explication,
  fin: Minute,
): void {
  const borne = quoi.type === 'IMMATRICULATION' ? ev.creation : ev.immatriculation;
  const plancher = Math.min(fin - 4, (borne === null ? j.date - 30 : jour(borne)) * MINUTES_PAR_JOUR + 480);
  const etapes = etapesInscrites(alea, plancher, fin, quoi.type === 'DEPOT_COMPTES' ? 0.04 : 0.15);
  const depot = Math.floor((etapes[0] as Etape).moment / MINUTES_PAR_JOUR);
  const an = annee(depot);
  const reference = referenceFormaliste(alea, an);
  aCreer.push({
    greffe: ev.greffe,
    an,
    ecrire: (numero) =>
      ecrireDossier(j.ctx, {
        id,
        numero,
        greffe: ev.greffe,
        entreprise: ev.entreprise,
        siren: ev.siren,
        nom: ev.denomination,
        explication: quoi,
        reference,
        etapes,
      }),
  });
}

/** The states an open dossier goes through today up to INSCRITE at `fin`. */
async function poursuivre(j: Journee, alea: Aleatoire, o: Ouverte, fin: Minute): Promise<void> {
  const reste: EtatFormalite[] =
    o.etat === 'VALIDEE'
      ? ['INSCRITE']
      : o.etat === 'EN_COURS_INSTRUCTION'
        ? ['VALIDEE', 'INSCRITE']
        : ['EN_COURS_INSTRUCTION', 'VALIDEE', 'INSCRITE'];
  const debut = Math.max(o.minute_etat + 1, j.date * MINUTES_PAR_JOUR + 420);
  const pas = Math.max(1, Math.floor((fin - debut) / reste.length));
  const etapes = reste.map((etat, i) => ({
    etat,
    moment: i === reste.length - 1 ? fin : Math.min(fin - (reste.length - 1 - i), debut + i * pas + alea.entier(0, 5)),
    motif: null,
  }));
  await ajouterEtapes(j, o.id, etapes);
}

async function ajouterEtapes(j: Journee, formalite: number, etapes: readonly Etape[]): Promise<void> {
  for (const e of etapes) {
    j.ctx.tables.formalitesEtapes.ajouter([
      j.ctx.id('formalites_etapes'),
      formalite,
      e.etat,
      horodatage(e.moment),
      e.motif,
    ]);
  }
  const derniere = etapes[etapes.length - 1] as Etape;
  await j.tx.query('UPDATE formalites SET etat = $2, motif = $3, date_etat = $4 WHERE id = $1', [
    formalite,
    derniere.etat,
    derniere.motif,
    horodatage(derniere.moment),
  ]);
}

/**
 * Step 2: the open dossiers received before today move on, each with the chance of a working day
 * of the greffe's instruction (a few days in all, more for a regularisation).
 */
async function avancer(j: Journee, alea: Aleatoire, prises: Set<number>): Promise<number> {
  const { rows } = await ouvertesDe(j, 'date_etat < $1::timestamptz', [`${iso(j.date)} 00:00:00+00`]);
  const ouverture = j.date * MINUTES_PAR_JOUR + 480;
  let avancees = 0;
  for (const o of rows) {
    if (prises.has(o.id)) continue;
    const suite = prochainEtat(alea, o, j.date);
    if (suite === null) continue;
    const moment = Math.max(o.minute_etat + 1, ouverture + alea.entier(0, 540));
    await ajouterEtapes(j, o.id, [{ etat: suite.etat, moment, motif: suite.motif }]);
    avancees++;
  }
  return avancees;
}

function prochainEtat(
  alea: Aleatoire,
  o: Ouverte,
  aujourdhui: Jour,
): { etat: EtatFormalite; motif: string | null } | null {
  const dgfip = o.type === 'INSCRIPTION_DGFIP';
  switch (o.etat) {
    case 'RECUE':
      return alea.chance(0.6) ? { etat: 'EN_COURS_INSTRUCTION', motif: null } : null;
    case 'EN_COURS_INSTRUCTION': {
      if (!alea.chance(0.45)) return null;
      const r = alea.reel();
      if (r < 0.03) return { etat: 'REJETEE', motif: alea.choisir(MOTIFS_REJET.slice(1)) };
      if (r < 0.15) return { etat: 'EN_ATTENTE_REGULARISATION', motif: alea.choisir(MOTIFS_REGULARISATION) };
      // The greffier inscribes a tax office's privilege as soon as it is checked.
      return { etat: dgfip ? 'INSCRITE' : 'VALIDEE', motif: null };
    }
    case 'EN_ATTENTE_REGULARISATION':
      if (aujourdhui - jour(o.date_etat) > DELAI_REGULARISATION_JOURS && alea.chance(0.5)) {
        return { etat: 'REJETEE', motif: MOTIFS_REJET[0] as string };
      }
      return alea.chance(0.2) ? { etat: 'EN_COURS_INSTRUCTION', motif: null } : null;
    case 'VALIDEE':
      return alea.chance(0.6) ? { etat: 'INSCRITE', motif: null } : null;
    default:
      return null;
  }
}

/** Step 3: dossiers received today on registered active companies, at their greffe, open (RECUE). */
async function deposer(j: Journee, alea: Aleatoire, nombre: number, aCreer: ACreer[]): Promise<number> {
  if (nombre <= 0) return 0;
  const tireur = await Tireur.ouvrir(j.tx, alea);
  const tirees = await tireur.tirer(nombre, `e.denomination <> ''`);
  for (const e of tirees) {
    const quoi = enCours.tirer(alea);
    const moment: Minute = j.date * MINUTES_PAR_JOUR + alea.entier(420, 1200);
    const an = annee(j.date);
    const reference = referenceFormaliste(alea, an);
    const id = j.ctx.id('formalites');
    aCreer.push({
      greffe: e.greffe_code,
      an,
      ecrire: (numero) =>
        ecrireDossier(j.ctx, {
          id,
          numero,
          greffe: e.greffe_code,
          entreprise: e.id,
          siren: e.siren,
          nom: e.denomination,
          explication:
            quoi.type === 'CESSATION' && e.personne_physique
              ? { ...quoi, objet: 'Cessation totale d’activité et radiation' }
              : quoi,
          reference,
          etapes: [{ etat: 'RECUE', moment, motif: null }],
        }),
    });
  }
  return tirees.length;
}

/** Numbers the day's new dossiers after each greffe's last liasse of the year, and writes them. */
async function numeroter(j: Journee, aCreer: readonly ACreer[]): Promise<void> {
  if (aCreer.length === 0) return;
  const cles = [...new Set(aCreer.map((d) => `${d.greffe}${d.an}`))];
  const { rows } = await j.tx.query<{ cle: string; dernier: number | null }>(
    `SELECT k AS cle, (SELECT max(right(numero_liasse, 6)::int) FROM formalites
                        WHERE numero_liasse BETWEEN k || '000000' AND k || '999999')::int AS dernier
       FROM unnest($1::text[]) k`,
    [cles],
  );
  const derniers = new Map(rows.map((row) => [row.cle, row.dernier ?? 0]));
  for (const d of aCreer) {
    const cle = `${d.greffe}${d.an}`;
    const numero = (derniers.get(cle) ?? 0) + 1;
    if (numero > NUMERO_LIASSE_MAX) throw new Error(`Série des liasses du greffe ${d.greffe} pleine pour ${d.an}.`);
    derniers.set(cle, numero);
    d.ecrire(numero);
  }
}
