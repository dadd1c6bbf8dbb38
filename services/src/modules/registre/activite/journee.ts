import { aujourdhui } from '@portail/domaine';

import type { Db, Queryable } from '../../../db/index.js';
import { Aleatoire, hashTexte } from '../generateur/aleatoire.js';
import { avancerSequences, premiersIds, sirensSirene } from '../generateur/base.js';
import { Contexte } from '../generateur/contexte.js';
import { iso, jour, type Jour } from '../generateur/dates.js';
import { GenerateurEntreprises } from '../generateur/entreprise.js';
import { Personnes } from '../generateur/personnes.js';
import { lireReferentiel, type Referentiel } from '../generateur/referentiel.js';
import { GenerateurSirens } from '../generateur/sirens.js';
import { creerTables } from '../generateur/tables.js';
import { activiteAffaires, AUCUNE_AFFAIRE, type BilanAffaires } from './affaires.js';
import { Tireur } from './entreprises-tirees.js';
import { ecrireEvenements, insererCopie } from './evenements.js';
import { activiteFormalites, AUCUNE_FORMALITE, type BilanFormalites } from './formalites.js';
import { activiteGages, AUCUN_GAGE, type BilanGages } from './gages.js';
import { fermetureEtablissement, ouvertureEtablissement, transfertSiege } from './implantation.js';
import { inscription, ouverturePcl, radiationInscription, suitePcl } from './juridique.js';
import {
  attendus,
  attendusAffaire,
  attendusFormalites,
  attendusGage,
  CHANGEMENTS,
  CHANGEMENTS_AFFAIRES,
  CHANGEMENTS_GAGES,
  JUGEMENTS_PAR_PROCEDURE_OUVERTE_PAR_JOUR,
  type Changement,
  type ChangementAffaire,
  type ChangementGage,
} from './taux.js';
import {
  cessationDirigeant,
  changementActivite,
  depotActe,
  depotComptes,
  modificationCapital,
  nominationDirigeant,
  radiation,
  type Journee,
} from './vie-sociale.js';

export interface OptionsActivite {
  /** Consecutive days to apply (default 1). */
  jours?: number;
  /** First day, AAAA-MM-JJ; default the day after the last one applied, or today (Paris) on a registry never changed. */
  date?: string;
  graine?: string | number;
  /** Multiplies every rate (demonstrations, tests); 1 is a real registry's pace. */
  intensite?: number;
  /** Today, for the default first day (tests). */
  maintenant?: () => Date;
  /**
   * true: each day is worked out and its events read back, then the transaction is rolled back —
   * the registry stays as it was and the day stays to apply. The same day applied afterwards makes
   * the same changes (deterministic), so an operator or a test learns beforehand what it will touch.
   */
  simulation?: boolean;
}

/** An event a simulated day would write. */
export type EvenementSimule = {
  type: string;
  nature: string;
  libelle: string;
  siren: string;
  entreprise_id: number;
  personne_physique_id: number | null;
};

export interface BilanJour {
  date: string;
  /** false: the day had already been applied to this registry, nothing was done. */
  applique: boolean;
  ouvre: boolean;
  /**
   * Counts by kind; the register of pledges' ones (`…Gage`) and the court's roll's (`…Affaire…`,
   * `…Pcl` cases and decisions) write no registry event; the formalities' (`formalite…`) link the
   * day's events to their dossiers.
   */
  changements: Partial<
    Record<Changement | 'jugementPcl' | keyof BilanGages | keyof BilanAffaires | keyof BilanFormalites, number>
  >;
  evenements: number;
  /** Simulation only: the events the day would write, in their order. */
  simules?: EvenementSimule[];
}

/** Thrown inside a simulated day's transaction to roll it back with what it found. */
class Annulation extends Error {
  constructor(readonly bilan: BilanJour) {
    super('simulation');
  }
}

/** Which changes a day makes, in this order (companies struck off last, new ones after). */
const APPLICATIONS: ReadonlyArray<readonly [Changement, (j: Journee, nombre: number) => Promise<number>]> = [
  ['depotComptes', depotComptes],
  ['depotActe', depotActe],
  ['nominationDirigeant', nominationDirigeant],
  ['cessationDirigeant', cessationDirigeant],
  ['modificationCapital', modificationCapital],
  ['transfertSiege', transfertSiege],
  ['changementActivite', changementActivite],
  ['ouvertureEtablissement', ouvertureEtablissement],
  ['fermetureEtablissement', fermetureEtablissement],
  ['inscription', inscription],
  ['radiationInscription', radiationInscription],
  ['ouverturePcl', ouverturePcl],
];

/** A bad option of an activity run; `champ` names the option (date, jours, intensite, simulation). */
export class DateActiviteInvalide extends Error {
  constructor(
    message: string,
    readonly champ: 'date' | 'jours' | 'intensite' | 'simulation',
  ) {
    super(message);
  }
}

/**
 * Applies registry activity days: for each day, in one transaction, the changes a commercial court
 * registry of this size makes on a working day, each with its dated event (migration 016), and the
 * day's row in `jours_activite_registre`. Deterministic for a seed, a day and the registry's state;
 * a day already applied is left as it is.
 */
export async function appliquerActivite(db: Db, options: OptionsActivite = {}): Promise<BilanJour[]> {
  const jours = options.jours ?? 1;
  const graine = options.graine ?? 42;
  const intensite = options.intensite ?? 1;
  if (!Number.isInteger(jours) || jours < 1)
    throw new DateActiviteInvalide('Le nombre de jours doit être un entier positif.', 'jours');
  if (!(intensite >= 0)) throw new DateActiviteInvalide('L’intensité doit être un nombre positif.', 'intensite');
  // A simulated day is rolled back: a second one would start from the registry without the first.
  if (options.simulation && jours > 1)
    throw new DateActiviteInvalide('Une simulation porte sur une seule journée.', 'simulation');
  let premier: Jour;
  if (options.date !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.date) || Number.isNaN(Date.parse(options.date)))
      throw new DateActiviteInvalide(`Date invalide : « ${options.date} » (attendu : AAAA-MM-JJ).`, 'date');
    premier = jour(options.date);
  } else {
    const { rows } = await db.query<{ dernier: string | null }>(
      'SELECT max(date_jour)::text AS dernier FROM jours_activite_registre',
    );
    const dernier = rows[0]?.dernier;
    premier = dernier ? jour(dernier) + 1 : jour(aujourdhui(options.maintenant?.() ?? new Date()));
  }
  const referentiel = await lireReferentiel(db);
  const bilans: BilanJour[] = [];
  for (let i = 0; i < jours; i++) {
    if (!options.simulation) {
      bilans.push(await db.transaction((tx) => appliquerJour(tx, referentiel, premier + i, graine, intensite, false)));
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ dernier: string }>(
          'SELECT coalesce(max(id), 0)::text AS dernier FROM evenements_registre',
        );
        const bilan = await appliquerJour(tx, referentiel, premier + i, graine, intensite, true);
        const simules = await tx.query<EvenementSimule>(
          `SELECT e.type, e.nature, e.libelle, en.siren, e.entreprise_id::int AS entreprise_id,
                  e.personne_physique_id::int AS personne_physique_id
             FROM evenements_registre e JOIN entreprises en ON en.id = e.entreprise_id
            WHERE e.id > $1::bigint ORDER BY e.id`,
          [rows[0]?.dernier ?? '0'],
        );
        throw new Annulation({ ...bilan, simules: simules.rows });
      });
    } catch (error) {
      if (!(error instanceof Annulation)) throw error;
      bilans.push(error.bilan);
    }
  }
  return bilans;
}

/** Poisson draw (Knuth below 30, normal approximation above). */
function poisson(alea: Aleatoire, moyenne: number): number {
  if (moyenne <= 0) return 0;
  if (moyenne >= 30) return Math.max(0, Math.round(alea.normale(moyenne, Math.sqrt(moyenne))));
  const limite = Math.exp(-moyenne);
  let k = 0;
  let p = alea.reel();
  while (p > limite) {
    k++;
    p *= alea.reel();
  }
  return k;
}

async function appliquerJour(
  tx: Queryable,
  referentiel: Referentiel,
  date: Jour,
  graine: string | number,
  intensite: number,
  /** Rolled back afterwards: the identity sequences, whose moves a rollback keeps, are left alone. */
  simulation: boolean,
): Promise<BilanJour> {
  const texte = iso(date);
  const vide: BilanJour = { date: texte, applique: false, ouvre: false, changements: {}, evenements: 0 };
  // One day at a time, whoever applies it: the day's row is the lock and the record.
  await tx.query(`SELECT pg_advisory_xact_lock(${hashTexte('registre:activite') | 0})`);
  const { rowCount } = await tx.query(
    `INSERT INTO jours_activite_registre (date_jour, graine, bilan) VALUES ($1, $2, '{}') ON CONFLICT DO NOTHING`,
    [texte, String(graine)],
  );
  if (rowCount === 0) return vide;

  const jourSemaine = new Date(`${texte}T12:00:00Z`).getUTCDay();
  const ouvre = jourSemaine !== 0 && jourSemaine !== 6;
  const alea = new Aleatoire(`${String(graine)}:${texte}`);
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM entreprises WHERE etat = 'ACTIVE' AND statut <> 'INSEE' AND greffe_code IS NOT NULL`,
  );
  const societes = rows[0]?.n ?? 0;
  const mois = Number(texte.slice(5, 7));
  const nombres = Object.fromEntries(
    CHANGEMENTS.map((c) => [c, ouvre ? poisson(alea, attendus(c, societes, mois, intensite)) : 0]),
  ) as Record<Changement, number>;

  const sirens = new GenerateurSirens(
    alea.entier(0, 69_999_999),
    nombres.immatriculation > 0 ? await sirensSirene(tx, true) : undefined,
  );
  const tables = creerTables();
  const jourDeLAnnee = date - jour(`${texte.slice(0, 4)}-01-01`);
  const ctx = new Contexte(
    alea,
    referentiel,
    tables,
    sirens,
    await premiersIds(tx),
    date,
    'ACTIVITE',
    100_000 + jourDeLAnnee * 1_000,
  );
  // The day's events are those from this id on (the generator's writers' and the day's own).
  const premierEvenement = ctx.prochainsIds().evenements_registre;
  const journee: Journee = {
    tx,
    ctx,
    tireur: await Tireur.ouvrir(tx, alea),
    date,
    evenements: [],
    personnes: new Personnes(ctx),
    rangs: new Map(),
  };

  const changements: BilanJour['changements'] = {};
  for (const [changement, appliquer] of APPLICATIONS)
    changements[changement] = await appliquer(journee, nombres[changement]);
  changements.jugementPcl = ouvre ? await suitePcl(journee, JUGEMENTS_PAR_PROCEDURE_OUVERTE_PAR_JOUR * intensite) : 0;
  changements.radiation = await radiation(journee, nombres.radiation);
  // The register of pledges: a random stream of its own, so the changes above are those of a day
  // without it, and the companies pledging are those still active at this point of the day.
  if (ouvre) {
    const aleaGages = new Aleatoire(`gages:${String(graine)}:${texte}`);
    const nombresGages = Object.fromEntries(
      CHANGEMENTS_GAGES.map((c) => [c, poisson(aleaGages, attendusGage(c, societes, intensite))]),
    ) as Record<ChangementGage, number>;
    Object.assign(changements, await activiteGages(journee, aleaGages, nombresGages, intensite));
  } else Object.assign(changements, AUCUN_GAGE);
  const generateur = new GenerateurEntreprises(ctx);
  for (let i = 0; i < nombres.immatriculation; i++) generateur.generer(true);
  changements.immatriculation = nombres.immatriculation;

  // The events the generator's writers hold (a proceeding opened, a company registered).
  ctx.ecrireEvenements();
  for (const table of Object.values(tables)) {
    if (table.enAttente > 0) await insererCopie(tx, table.table, table.colonnes, table.vider());
  }
  // The court's roll: a random stream of its own, once the day's rows are written (it reads the
  // proceedings opened and the judgments rendered today), so every row above is what it would be
  // without it.
  if (ouvre) {
    const aleaAffaires = new Aleatoire(`affaires:${String(graine)}:${texte}`);
    const nombresAffaires = Object.fromEntries(
      CHANGEMENTS_AFFAIRES.map((c) => [c, poisson(aleaAffaires, attendusAffaire(c, societes, intensite))]),
    ) as Record<ChangementAffaire, number>;
    Object.assign(changements, await activiteAffaires(journee, aleaAffaires, nombresAffaires));
    for (const table of Object.values(tables)) {
      if (table.enAttente > 0) await insererCopie(tx, table.table, table.colonnes, table.vider());
    }
  } else Object.assign(changements, AUCUNE_AFFAIRE);
  await ecrireEvenements(tx, date, journee.evenements, () => ctx.id('evenements_registre'));
  // The formalities register: a random stream of its own, once the day's events are written (it gives
  // them their dossiers), so every row above is what it would be without it.
  if (ouvre) {
    const aleaFormalites = new Aleatoire(`formalites:${String(graine)}:${texte}`);
    const deposees = poisson(aleaFormalites, attendusFormalites(societes, intensite));
    Object.assign(changements, await activiteFormalites(journee, aleaFormalites, premierEvenement, deposees));
  } else Object.assign(changements, AUCUNE_FORMALITE);
  if (!simulation) await avancerSequences(tx);
  // Changed companies are "as of" the day's end, as the generator dates its rows.
  await tx.query('UPDATE entreprises SET mis_a_jour_le = $2 WHERE id = ANY($1::bigint[])', [
    [...new Set(journee.evenements.map((ev) => ev.entreprise))],
    `${texte} 18:00:00+00`,
  ]);
  const evenements = journee.evenements.length + tables.evenements.total;
  const bilan: BilanJour = { date: texte, applique: true, ouvre, changements, evenements };
  await tx.query('UPDATE jours_activite_registre SET bilan = $2 WHERE date_jour = $1', [
    texte,
    JSON.stringify({ ouvre, changements, evenements }),
  ]);
  return bilan;
}
