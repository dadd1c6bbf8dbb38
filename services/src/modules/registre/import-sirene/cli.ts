import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../../../config.js';
import { runMigrations } from '../../../db/migrations.js';
import { migrationsDir } from '../../../package-info.js';
import {
  EnTeteInvalide,
  FichierIllisible,
  ImportInterrompu,
  importerSirene,
  type OptionsImportSirene,
  ouvrirSession,
  preparerImport,
  progressionTexte,
  TAILLE_LOT_PAR_DEFAUT,
} from './index.js';

export const USAGE = `Usage : importer-sirene [--unites-legales StockUniteLegale.csv] [--etablissements StockEtablissement.csv]
                       [--rejets rejets.csv] [--force] [--chargement-initial] [--taille-lot ${TAILLE_LOT_PAR_DEFAUT}]

Importe les fichiers stock SIRENE de l'INSEE dans le registre (base DATABASE_URL, ou PGlite dans DATA_DIR).
Au moins un fichier ; avec les deux, les unités légales d'abord.
  --rejets      rapport CSV des lignes rejetées (défaut : <fichier>.rejets.csv à côté de chaque fichier)
  --force       réimporte un fichier déjà importé en entier (sans effet sur les données inchangées)
  --chargement-initial
                suspend les index secondaires pendant l'import et calcule les compteurs des entreprises
                à la fin, même si la table n'est pas vide (automatique sur une table vide)
  --taille-lot  lignes validées par transaction

Un import interrompu reprend après la dernière ligne validée en relançant la même commande.
Codes de sortie : 0 terminé (même avec des rejets), 1 échec, 2 arguments ou en-tête invalides, 130 interrompu.`;

interface Environnement {
  env?: Readonly<Record<string, string | undefined>>;
  stderr?: { write(texte: string): unknown; isTTY?: boolean };
  /** Aborted on Ctrl-C by the CLI entry point. */
  signal?: AbortSignal;
  /** The derived tables' refresh (src/cli/derives.ts), run once the files are in. */
  rafraichirDerives: OptionsImportSirene['rafraichirDerives'];
}

/** The whole command; returns the exit code. */
export async function executerCli(argv: readonly string[], environnement: Environnement): Promise<number> {
  const stderr = environnement.stderr ?? process.stderr;
  const erreur = (texte: string, code: number) => {
    stderr.write(`${texte}\n`);
    return code;
  };

  let options;
  try {
    options = parseArgs({
      args: [...argv],
      options: {
        'unites-legales': { type: 'string' },
        etablissements: { type: 'string' },
        rejets: { type: 'string' },
        force: { type: 'boolean', default: false },
        'chargement-initial': { type: 'boolean', default: false },
        'taille-lot': { type: 'string' },
        aide: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (probleme) {
    return erreur(`${(probleme as Error).message}\n\n${USAGE}`, 2);
  }
  if (options.aide) return erreur(USAGE, 0);
  if (options['unites-legales'] === undefined && options.etablissements === undefined) {
    return erreur(`Indiquez au moins un fichier à importer.\n\n${USAGE}`, 2);
  }
  const tailleLot = Number(options['taille-lot'] ?? TAILLE_LOT_PAR_DEFAUT);
  if (!Number.isInteger(tailleLot) || tailleLot < 1) {
    return erreur(`--taille-lot doit être un entier positif (reçu « ${options['taille-lot']} »).`, 2);
  }

  let config;
  let prepare;
  try {
    config = loadConfig(environnement.env ?? process.env);
    prepare = await preparerImport({
      unitesLegales: options['unites-legales'],
      etablissements: options.etablissements,
      rejets: options.rejets,
    });
  } catch (probleme) {
    if (probleme instanceof ConfigError || probleme instanceof EnTeteInvalide || probleme instanceof FichierIllisible) {
      return erreur(probleme.message, 2);
    }
    throw probleme;
  }

  let session;
  try {
    session = await ouvrirSession(config);
  } catch (probleme) {
    return erreur(`Base de données inaccessible : ${(probleme as Error).message}`, 1);
  }
  try {
    await runMigrations(session.db, migrationsDir);
    await importerSirene(session, prepare, {
      force: options.force,
      chargementInitial: options['chargement-initial'],
      tailleLot,
      progression: progressionTexte(stderr),
      signal: environnement.signal,
      rafraichirDerives: environnement.rafraichirDerives,
    });
    return 0;
  } catch (probleme) {
    if (probleme instanceof ImportInterrompu) return erreur(probleme.message, 130);
    return erreur(`Échec de l'import : ${(probleme as Error).message}`, 1);
  } finally {
    await session.close();
  }
}
