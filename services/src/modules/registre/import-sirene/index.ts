import type { NatureFichier } from './colonnes.js';
import type { Destination } from './destination.js';
import { etablissementsVersRegistre } from './ecriture-etablissements.js';
import { uniteLegaleVersEntreprises } from './ecriture-unites-legales.js';
import { preparerFichier, type FichierPrepare } from './fichier.js';
import { importerFichier, type OptionsImport, type ResultatFichier } from './importeur.js';
import { progressionMuette, type Progression } from './progression.js';
import { ecrireRapportRejets } from './rapport-rejets.js';
import type { SessionImport } from './session.js';
import { deverrouillerImports, verrouillerImports } from './suivi.js';

export { EnTeteInvalide } from './colonnes.js';
export { FichierIllisible } from './fichier.js';
export { ImportInterrompu, TAILLE_LOT_PAR_DEFAUT } from './importeur.js';
export { progressionMuette, progressionTexte, type Progression } from './progression.js';
export { ouvrirSession, type SessionImport } from './session.js';

export interface FichiersSirene {
  unitesLegales?: string | undefined;
  etablissements?: string | undefined;
  /** One report for every file; by default `<fichier>.rejets.csv` next to each input. */
  rejets?: string | undefined;
}

export interface OptionsImportSirene extends OptionsImport {
  /**
   * Recomputes the tables derived from the whole registry (SEO counts, search dictionary), owned by
   * modules above this one: the command-line tool passes `rafraichirDerives` (src/cli/derives.ts).
   */
  rafraichirDerives: (db: SessionImport['db']) => Promise<void>;
}

export interface ResultatImportSirene extends ResultatFichier {
  nature: NatureFichier;
  fichier: string;
  rapport: string;
}

/** Another importer holds the lock on this database. */
export class ImportDejaEnCours extends Error {
  constructor() {
    super('Un autre import SIRENE est en cours sur cette base : attendez sa fin avant de relancer.');
    this.name = 'ImportDejaEnCours';
  }
}

/** The files to import, checked (headers, identity) but not read yet. */
export interface ImportPrepare {
  travaux: Array<{ fichier: FichierPrepare; destination: Destination }>;
  rejets?: string | undefined;
}

/**
 * Checks both files and their headers without touching the database: a wrong
 * file fails here, before anything is imported.
 */
export async function preparerImport(fichiers: FichiersSirene): Promise<ImportPrepare> {
  const travaux: ImportPrepare['travaux'] = [];
  if (fichiers.unitesLegales !== undefined) {
    travaux.push({
      fichier: await preparerFichier(fichiers.unitesLegales, 'UNITES_LEGALES'),
      destination: uniteLegaleVersEntreprises,
    });
  }
  if (fichiers.etablissements !== undefined) {
    travaux.push({
      fichier: await preparerFichier(fichiers.etablissements, 'ETABLISSEMENTS'),
      destination: etablissementsVersRegistre,
    });
  }
  return { travaux, rejets: fichiers.rejets };
}

/**
 * Imports the unités légales, then the établissements (which need their
 * units), and writes the rejection report(s).
 */
export async function importerSirene(
  session: SessionImport,
  fichiers: FichiersSirene | ImportPrepare,
  options: OptionsImportSirene,
): Promise<ResultatImportSirene[]> {
  const progression = options.progression ?? progressionMuette;
  const { travaux, rejets } = 'travaux' in fichiers ? fichiers : await preparerImport(fichiers);
  if (!(await verrouillerImports(session.db))) throw new ImportDejaEnCours();
  // A file was imported (not skipped): the tables derived from the whole registry are out of date.
  let aRafraichir = false;
  try {
    const resultats: ResultatImportSirene[] = [];
    for (const [rang, { fichier, destination }] of travaux.entries()) {
      // The establishments file that follows suspends the companies' indexes
      // again: the units file leaves them suspended rather than rebuild them twice.
      const suivant = travaux[rang + 1]?.destination.nature;
      const conserver = suivant === 'ETABLISSEMENTS' ? (['entreprises'] as const) : [];
      const resultat = await importerFichier(session, destination, fichier, options, conserver);
      aRafraichir ||= !resultat.dejaImporte;
      const rapport = rejets ?? `${fichier.chemin}.rejets.csv`;
      resultats.push({ ...resultat, nature: destination.nature, fichier: fichier.chemin, rapport });
      if (rejets === undefined) {
        const lignes = await ecrireRapportRejets(
          session.db,
          [{ importId: resultat.importId, nom: fichier.nom }],
          rapport,
        );
        progression.message(`Rapport des rejets : ${rapport} (${lignes} ligne${lignes > 1 ? 's' : ''})`);
      }
    }
    if (rejets !== undefined) {
      const imports = resultats.map((r, i) => ({ importId: r.importId, nom: travaux[i]?.fichier.nom ?? '' }));
      const lignes = await ecrireRapportRejets(session.db, imports, rejets);
      progression.message(`Rapport des rejets : ${rejets} (${lignes} ligne${lignes > 1 ? 's' : ''})`);
    }
    if (aRafraichir) {
      aRafraichir = false;
      await rafraichirDerives(session, progression, options);
    }
    return resultats;
  } catch (erreur) {
    // A file imported before the one that failed (or was interrupted) is searchable all the same.
    if (aRafraichir) {
      await rafraichirDerives(session, progression, options).catch((echec: unknown) => {
        progression.message(
          `Statistiques et dictionnaire de la recherche non recalculés (${echec instanceof Error ? echec.message : String(echec)}) : ` +
            'ils le seront à la fin du prochain import.',
        );
      });
    }
    throw erreur;
  } finally {
    await deverrouillerImports(session.db);
  }
}

/**
 * Once per run, after its last file rather than after each: the counts of
 * the SEO tree (migration 005) and the dictionary of the search, both read
 * from the whole registry.
 */
async function rafraichirDerives(session: SessionImport, progression: Progression, options: OptionsImportSirene) {
  progression.message('Mise à jour des statistiques et du dictionnaire de la recherche…');
  await options.rafraichirDerives(session.db);
}
