import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config.js';
import { openDb } from '../db/index.js';
import { runMigrations } from '../db/migrations.js';
import { appliquerActivite, DateActiviteInvalide } from '../modules/registre/index.js';
import { migrationsDir, packageRoot } from '../package-info.js';
import { rafraichirDerives } from './derives.js';

const AIDE = `Usage : activite-registre [--jours 1] [--date AAAA-MM-JJ] [--graine 42] [--intensite 1]

Applique au registre des journées d'activité d'un greffe de tribunal de commerce :
dépôts de comptes et d'actes, nominations et départs de dirigeants, modifications
du capital, transferts de siège, changements d'activité, ouvertures et fermetures
d'établissements, jugements de procédures collectives, inscriptions et radiations
de privilèges et nantissements, immatriculations et radiations, au rythme d'un
registre réel ramené à la taille de celui-ci. Chaque changement écrit son
événement daté. Une journée déjà appliquée ne l'est pas deux fois.

  --jours N       nombre de journées consécutives (défaut 1)
  --date J        première journée (défaut : le lendemain de la dernière appliquée,
                  ou aujourd'hui pour un registre jamais modifié)
  --graine S      graine du tirage (défaut 42)
  --intensite X   multiplie tous les rythmes (démonstrations ; défaut 1)

Base : PGlite dans $DATA_DIR/pglite (services arrêtés), ou DATABASE_URL.
`;

class OptionInvalide extends Error {}

function lireOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        jours: { type: 'string', default: '1' },
        date: { type: 'string' },
        graine: { type: 'string', default: '42' },
        intensite: { type: 'string', default: '1' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
    throw new OptionInvalide(`Option inconnue ou incomplète : ${option}`);
  }
  if (values.help) {
    process.stdout.write(AIDE);
    process.exit(0);
  }
  const jours = Number(values.jours);
  if (!Number.isInteger(jours) || jours < 1)
    throw new OptionInvalide(`--jours doit être un entier positif (reçu « ${values.jours} »).`);
  const intensite = Number(values.intensite.replace(',', '.'));
  if (!(intensite >= 0))
    throw new OptionInvalide(`--intensite doit être un nombre positif (reçu « ${values.intensite} »).`);
  return { jours, date: values.date, graine: values.graine, intensite };
}

try {
  const envFile = join(packageRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const options = lireOptions();
  const config = loadConfig();
  const db = await openDb(config, { error: (objet, message) => console.error(message, objet) });
  try {
    await runMigrations(db, migrationsDir);
    const debut = performance.now();
    const bilans = await appliquerActivite(db, options);
    for (const bilan of bilans) {
      if (!bilan.applique) {
        process.stderr.write(`${bilan.date} : journée déjà appliquée, rien à faire.\n`);
        continue;
      }
      const detail = Object.entries(bilan.changements)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([cle, n]) => `${cle} ${n}`)
        .join(', ');
      process.stderr.write(
        `${bilan.date} : ${bilan.ouvre ? `${bilan.evenements} événements${detail ? ` (${detail})` : ''}` : 'jour non ouvré'}\n`,
      );
    }
    if (bilans.some((bilan) => bilan.evenements > 0)) await rafraichirDerives(db);
    process.stderr.write(`Terminé en ${((performance.now() - debut) / 1000).toFixed(1)} s.\n`);
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof OptionInvalide) console.error(`${error.message}\n\n${AIDE}`);
  else if (error instanceof DateActiviteInvalide || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(error instanceof OptionInvalide || error instanceof DateActiviteInvalide ? 2 : 1);
}
