import {
  anticiperIndex,
  modeChargement,
  modeNouvelImport,
  modeOrdinaire,
  retablir,
  suspendre,
  terminerChargement,
  type ModeEcriture,
  type TableCible,
} from './chargement-initial.js';
import { analyserTables, type Destination } from './destination.js';
import { ecrireLot } from './ecriture-lot.js';
import type { FichierPrepare } from './fichier.js';
import { decouperChamps, LigneIllisible, lireEnregistrements, type Enregistrement } from './lecture-csv.js';
import { Lot } from './lot.js';
import { progressionMuette, type Progression } from './progression.js';
import type { SessionImport } from './session.js';
import type { LigneLue } from './staging.js';
import {
  creerImport,
  dernierImport,
  lireImport,
  reprendreImport,
  terminerImport,
  type Compteurs,
  type ImportEnregistre,
} from './suivi.js';
import { RejetLigne } from './valeurs.js';

export interface OptionsImport {
  /** Re-imports a file already imported in full (idempotent upsert). */
  force?: boolean;
  /** Bulk mode even when the file's table is not empty (see chargement-initial.ts). */
  chargementInitial?: boolean;
  /** Lines per committed batch. */
  tailleLot?: number;
  progression?: Progression;
  /** Stops after the batch in progress; the import can be resumed. */
  signal?: AbortSignal;
  /** Called after each committed batch (tests simulate a crash here). */
  apresLot?: (position: { ligne: number }) => void | Promise<void>;
}

export interface ResultatFichier {
  importId: number;
  /** Already imported in full, nothing done (no --force). */
  dejaImporte: boolean;
  /** This run's counters. */
  compteurs: Compteurs;
  dureeMs: number;
}

/** The run was stopped by its signal (Ctrl-C) after committing its last batch. */
export class ImportInterrompu extends Error {
  constructor(readonly ligne: number) {
    super(`Import interrompu après la ligne ${ligne} : relancez la même commande pour le reprendre.`);
    this.name = 'ImportInterrompu';
  }
}

export const TAILLE_LOT_PAR_DEFAUT = 20_000;
// Rows written before the statistics are refreshed, at least (see analyserTables).
const ANALYSE_APRES = 100_000;

// The batch being written sends several statements, each answered while the
// next batch is parsed: without a turn of the event loop every few hundred
// lines, each reply would wait for a whole 1 MiB chunk to be parsed (tens of
// milliseconds), and the database would sit idle most of the time.
const LIGNES_PAR_PAUSE = 200;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

const zero = (): Compteurs => ({
  lignesLues: 0,
  lignesImportees: 0,
  lignesRejetees: 0,
  creees: 0,
  modifiees: 0,
  valeursEcartees: 0,
});

function ajouter(total: Compteurs, lot: Compteurs): void {
  total.lignesLues += lot.lignesLues;
  total.lignesImportees += lot.lignesImportees;
  total.lignesRejetees += lot.lignesRejetees;
  total.creees += lot.creees;
  total.modifiees += lot.modifiees;
  total.valeursEcartees += lot.valeursEcartees;
}

/**
 * Imports one stock file, resuming an unfinished import of the same file.
 * `conserver`: tables whose suspended indexes stay suspended at the end,
 * because the next file of the same run suspends them again.
 */
export async function importerFichier(
  session: SessionImport,
  destination: Destination,
  fichier: FichierPrepare,
  options: OptionsImport = {},
  conserver: readonly TableCible[] = [],
): Promise<ResultatFichier> {
  const progression = options.progression ?? progressionMuette;
  const { db } = session;
  const debut = performance.now();
  const precedent = await dernierImport(db, fichier.identite);
  const saute = precedent?.statut === 'TERMINE' && options.force !== true;
  const reprise = precedent !== undefined && precedent.statut !== 'TERMINE';
  let mode: ModeEcriture;
  if (saute) mode = modeOrdinaire;
  else if (reprise) mode = precedent.chargementInitial ? modeChargement(destination.nature) : modeOrdinaire;
  else mode = await modeNouvelImport(db, destination.nature, options.chargementInitial === true);
  // What an interrupted bulk import left pending is completed before anything else.
  await retablir(session, mode, progression);
  if (saute) {
    const le = precedent.termineLe?.toLocaleString('fr-FR') ?? '';
    progression.message(
      `${fichier.nom} : déjà importé en entier le ${le} (import n° ${precedent.id}), rien à faire. ` +
        'Ajoutez --force pour le réimporter.',
    );
    return { importId: precedent.id, dejaImporte: true, compteurs: zero(), dureeMs: 0 };
  }

  let suivi: ImportEnregistre;
  if (reprise) {
    suivi = precedent;
    await reprendreImport(db, suivi.id, fichier.chemin);
    if (suivi.ligneValidee > 1) {
      progression.message(
        `${fichier.nom} : reprise de l'import n° ${suivi.id}. Reprise à la ligne ${suivi.ligneValidee + 1} ` +
          `(lignes 2 à ${suivi.ligneValidee} déjà validées).`,
      );
    }
  } else {
    suivi = await creerImport(db, fichier.identite, fichier.octetDonnees, mode.chargementInitial);
  }
  if (mode.chargementInitial) {
    progression.message(
      `${fichier.nom} : chargement initial, index secondaires suspendus jusqu'à la fin de l'import` +
        `${mode.compteursDifferes ? ", compteurs d'établissements des entreprises calculés à la fin" : ''}.`,
    );
    mode = await suspendre(db, suivi.id, destination.nature, mode);
  }
  await destination.preparer(db, mode, suivi.id);
  await analyserTables(db, destination.tables, { perimees: true });
  const anticipes = anticiperIndex(session, mode, progression);
  progression.debut({ nom: fichier.nom, nature: destination.nature, taille: fichier.identite.taille });

  const compteurs = zero();
  let rejeteesValidees = suivi.lignesRejetees;
  const tailleLot = options.tailleLot ?? TAILLE_LOT_PAR_DEFAUT;
  const convertir = destination.lecteur(fichier.enTete);
  const nombreColonnes = fichier.enTete.nombreColonnes;
  let lot = new Lot();
  let enCours: Promise<void> | undefined;
  let echec: { erreur: unknown } | undefined;

  // One batch is written while the next one is read; never more, so memory
  // stays at two batches whatever the file size. Once the signal is aborted,
  // no further batch is sent: its lines are read again on resume.
  let interrompu = false;
  let ecritesDepuisAnalyse = 0;
  const envoyer = async () => {
    const complet = lot;
    lot = new Lot();
    if (enCours !== undefined) await enCours;
    if (echec !== undefined) throw echec.erreur;
    if (complet.lues === 0) return;
    interrompu = options.signal?.aborted === true;
    if (interrompu) return;
    enCours = (async () => {
      const bilan = await ecrireLot(session, destination, suivi.id, complet, mode);
      ajouter(compteurs, bilan);
      rejeteesValidees += bilan.lignesRejetees;
      ecritesDepuisAnalyse += bilan.lignesImportees;
      // Not during a bulk load: its plain INSERTs look nothing up in the table being filled (the
      // companies they join are analysed before the first batch), and it ends with an ANALYZE.
      // A million units were analysed four times during their load, 0.5 to 1 s each.
      if (
        !mode.chargementInitial &&
        ecritesDepuisAnalyse >= Math.max(ANALYSE_APRES, compteurs.lignesImportees - ecritesDepuisAnalyse)
      ) {
        ecritesDepuisAnalyse = 0;
        await analyserTables(db, destination.tables, { perimees: true });
      }
      await options.apresLot?.({ ligne: complet.derniereLigne });
    })().catch((erreur: unknown) => {
      echec = { erreur };
    });
  };

  // Synchronous on purpose: one await per line would cost more than the parse.
  const lire = (enregistrement: Enregistrement): LigneLue | undefined => {
    try {
      const champs = decouperChamps(enregistrement.texte);
      if (champs.length !== nombreColonnes) {
        throw new RejetLigne(`Nombre de colonnes incorrect : ${champs.length} au lieu de ${nombreColonnes}`);
      }
      return convertir(champs);
    } catch (erreur) {
      if (erreur instanceof LigneIllisible) lot.rejeter(enregistrement, `Ligne CSV illisible : ${erreur.message}`);
      else if (erreur instanceof RejetLigne) lot.rejeter(enregistrement, erreur.message);
      else throw erreur;
      return undefined;
    }
  };

  let lignesLues = 0;
  let depuisPause = 0;
  try {
    const flux = lireEnregistrements(fichier.chemin, {
      octetDepart: suivi.octetValide,
      premiereLigne: suivi.ligneValidee + 1,
    });
    lecture: for await (const enregistrements of flux) {
      for (const enregistrement of enregistrements) {
        const lue = lire(enregistrement);
        if (lue !== undefined) {
          if (!lot.admet(lue)) await envoyer();
          lot.ajouter(enregistrement, lue);
        }
        if (lot.taille >= tailleLot) await envoyer();
        if (interrompu) break lecture;
        if (++depuisPause === LIGNES_PAR_PAUSE) {
          depuisPause = 0;
          await pause();
        }
      }
      const dernier = enregistrements[enregistrements.length - 1] as Enregistrement;
      lignesLues += enregistrements.length;
      progression.avancer({ octets: dernier.octetFin, lignes: lignesLues, rejetees: rejeteesValidees });
    }
    await envoyer();
    await enCours;
    if (echec !== undefined) throw echec.erreur;
    await anticipes;
    if (interrompu) throw new ImportInterrompu((await lireImport(db, suivi.id)).ligneValidee);
    if (mode.chargementInitial) await terminerChargement(session, mode, conserver, progression);
    await terminerImport(db, suivi.id, 'TERMINE');
  } catch (erreur) {
    // No other statement may run while a batch's transaction is open on the connection.
    await enCours;
    await anticipes;
    const message = erreur instanceof Error ? erreur.message : String(erreur);
    await terminerImport(db, suivi.id, 'ECHEC', message).catch(() => undefined);
    if (mode.chargementInitial) {
      const attente = mode.compteursDifferes
        ? "Index secondaires suspendus et compteurs d'établissements des entreprises en attente : ils seront rétablis"
        : 'Index secondaires suspendus : ils seront recréés';
      progression.message(`${attente} à la fin de l'import repris, ou au début du prochain import.`);
    }
    throw erreur;
  }

  const dureeMs = performance.now() - debut;
  progression.fin({ nom: fichier.nom, nature: destination.nature, compteurs, dureeMs });
  return { importId: suivi.id, dejaImporte: false, compteurs, dureeMs };
}
