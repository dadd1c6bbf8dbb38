import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { ConfigError, loadConfig } from '../config.js';
import { DataDirLocked } from '../db/data-dir-lock.js';
import { openDb } from '../db/index.js';
import { runMigrations } from '../db/migrations.js';
import { diffuserRevelations, TAILLE_LOT } from '../modules/surveillance/index.js';
import { migrationsDir, packageRoot } from '../package-info.js';
import { lireArguments, OptionInvalide } from './options.js';

const AIDE = `Usage : diffuser-revelations [--taille ${TAILLE_LOT}]

Diffuse en révélations les événements du registre écrits depuis la dernière
diffusion (journées d'activité, réimport SIRENE) : une révélation par événement
et par surveillance active qui le couvre, une seule fois, lot par lot (une
transaction chacun). Les services le font d'eux-mêmes toutes les
SURVEILLANCE_INTERVALLE_S secondes ; cette commande le fait tout de suite.

  --taille N   événements lus par lot (défaut ${TAILLE_LOT})

Base : PGlite dans $DATA_DIR/pglite (services arrêtés), ou DATABASE_URL.
Sortie d'erreur : le bilan et la durée, en clair. Sortie standard : le bilan en
JSON { lots, evenements, revelations, terminees, curseur, secondes }.
`;

function lireOptions() {
  const values = lireArguments(
    {
      taille: { type: 'string', default: String(TAILLE_LOT) },
    },
    AIDE,
  );
  const taille = Number(values.taille.replace(/[_\s]/g, ''));
  if (!Number.isInteger(taille) || taille < 1)
    throw new OptionInvalide(`--taille doit être un entier positif (reçu « ${values.taille} »).`);
  return { taille };
}

const nombre = (n: number) => n.toLocaleString('fr-FR');

try {
  const envFile = join(packageRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const options = lireOptions();
  const config = loadConfig();
  const db = await openDb(config, { error: (objet, message) => console.error(message, objet) });
  try {
    await runMigrations(db, migrationsDir);
    const debut = performance.now();
    const bilan = await diffuserRevelations(db, { taille: options.taille });
    const secondes = (performance.now() - debut) / 1000;
    process.stderr.write(
      `${nombre(bilan.evenements)} événements en ${nombre(bilan.lots)} lots : ${nombre(bilan.revelations)} révélations, ` +
        `${nombre(bilan.terminees)} surveillances terminées par une radiation ; curseur ${bilan.curseur}.\n` +
        `Terminé en ${secondes.toFixed(1)} s.\n`,
    );
    process.stdout.write(`${JSON.stringify({ ...bilan, secondes: Number(secondes.toFixed(3)) })}\n`);
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof OptionInvalide) console.error(`${error.message}\n\n${AIDE}`);
  else if (error instanceof DataDirLocked)
    console.error(
      `${error.message}\nLes services en marche diffusent eux-mêmes les révélations (SURVEILLANCE_INTERVALLE_S).`,
    );
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(error instanceof OptionInvalide ? 2 : 1);
}
