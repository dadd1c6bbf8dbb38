import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ReponseActivite } from '@portail/contrat/operations';

import { ConfigError, loadConfig, type Config } from '../config.js';
import { DataDirLocked } from '../db/data-dir-lock.js';
import { openDb } from '../db/index.js';
import { runMigrations } from '../db/migrations.js';
import { appliquerActivite, DateActiviteInvalide, type BilanJour } from '../modules/registre/index.js';
import { migrationsDir, packageRoot } from '../package-info.js';
import { PREFIXE_OPERATIONS } from '../plugins/app/operations.js';
import { rafraichirDerives } from './derives.js';
import { lireArguments, OptionInvalide } from './options.js';

const AIDE = `Usage : activite-registre [--jours 1] [--date AAAA-MM-JJ] [--graine 42] [--intensite 1] [--simulation]

Applique au registre des journées d'activité d'un greffe de tribunal de commerce :
dépôts de comptes et d'actes, nominations et départs de dirigeants, modifications
du capital, transferts de siège, changements d'activité, ouvertures et fermetures
d'établissements, jugements de procédures collectives, inscriptions et radiations
de privilèges et nantissements, immatriculations et radiations, au rythme d'un
registre réel ramené à la taille de celui-ci. Chaque changement écrit son
événement daté. Le registre des gages sans dépossession suit aussi (inscriptions,
mainlevées, renouvellements, radiations d'office), sans événement : il n'est pas
le RCS. Une journée déjà appliquée ne l'est pas deux fois.

  --jours N       nombre de journées consécutives (défaut 1)
  --date J        première journée (défaut : le lendemain de la dernière appliquée,
                  ou aujourd'hui pour un registre jamais modifié)
  --graine S      graine du tirage (défaut 42)
  --intensite X   multiplie tous les rythmes (démonstrations ; défaut 1)
  --simulation    calcule la journée sans rien écrire et donne sur la sortie standard,
                  en JSON, sa date et ses événements (une seule journée)

Base : PGlite dans $DATA_DIR/pglite, ou DATABASE_URL. Quand les services en marche
tiennent la base PGlite, la demande leur est faite par leur canal d'opérations
(http://127.0.0.1:$SERVICES_PORT, jeton OPERATIONS_JETON ou $DATA_DIR/operations.jeton) ;
ils diffusent alors aussitôt les révélations des surveillances.
`;

class OperationRefusee extends Error {}

function lireOptions() {
  const values = lireArguments(
    {
      jours: { type: 'string', default: '1' },
      date: { type: 'string' },
      graine: { type: 'string', default: '42' },
      intensite: { type: 'string', default: '1' },
      simulation: { type: 'boolean', default: false },
    },
    AIDE,
  );
  const jours = Number(values.jours);
  if (!Number.isInteger(jours) || jours < 1)
    throw new OptionInvalide(`--jours doit être un entier positif (reçu « ${values.jours} »).`);
  const intensite = Number(values.intensite.replace(',', '.'));
  if (!(intensite >= 0))
    throw new OptionInvalide(`--intensite doit être un nombre positif (reçu « ${values.intensite} »).`);
  if (values.simulation && jours > 1) throw new OptionInvalide('--simulation porte sur une seule journée.');
  return { jours, date: values.date, graine: values.graine, intensite, simulation: values.simulation };
}

type Options = ReturnType<typeof lireOptions>;

/** The days applied by this process, on a database it opens itself. */
async function appliquerIci(config: Config, options: Options): Promise<BilanJour[] | null> {
  let db;
  try {
    db = await openDb(config, { error: (objet, message) => console.error(message, objet) });
  } catch (error) {
    if (error instanceof DataDirLocked) return null;
    throw error;
  }
  try {
    await runMigrations(db, migrationsDir);
    const bilans = await appliquerActivite(db, options);
    if (!options.simulation && bilans.some((bilan) => bilan.evenements > 0)) await rafraichirDerives(db);
    return bilans;
  } finally {
    await db.close();
  }
}

/** The same, asked of the running services that hold the embedded database. */
async function appliquerParLesServices(config: Config, options: Options): Promise<BilanJour[]> {
  const jeton =
    config.operationsJeton ??
    (existsSync(config.operationsJetonFichier) ? readFileSync(config.operationsJetonFichier, 'utf8').trim() : '');
  if (!jeton) throw new OperationRefusee(`Base tenue par les services, mais ${config.operationsJetonFichier} manque.`);
  const adresse = `http://127.0.0.1:${config.port}${PREFIXE_OPERATIONS}/registre/activite`;
  process.stderr.write(`Base tenue par les services en marche : demande faite à ${adresse}\n`);
  const reponse = await fetch(adresse, {
    method: 'POST',
    headers: { authorization: `Bearer ${jeton}`, 'content-type': 'application/json' },
    body: JSON.stringify(options),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  const corps = (await reponse.json().catch(() => ({}))) as ReponseActivite & { message?: string };
  if (!reponse.ok) throw new OperationRefusee(`Les services ont refusé (${reponse.status}) : ${corps.message ?? ''}`);
  if (corps.diffusion_planifiee) process.stderr.write('Diffusion des révélations lancée par les services.\n');
  return corps.bilans as BilanJour[];
}

try {
  const envFile = join(packageRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const options = lireOptions();
  const config = loadConfig();
  const debut = performance.now();
  const bilans = (await appliquerIci(config, options)) ?? (await appliquerParLesServices(config, options));
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
      `${bilan.date}${options.simulation ? ' (simulation, rien écrit)' : ''} : ${bilan.ouvre ? `${bilan.evenements} événements${detail ? ` (${detail})` : ''}` : 'jour non ouvré'}\n`,
    );
    if (options.simulation)
      process.stdout.write(`${JSON.stringify({ date: bilan.date, evenements: bilan.simules ?? [] })}\n`);
  }
  process.stderr.write(`Terminé en ${((performance.now() - debut) / 1000).toFixed(1)} s.\n`);
} catch (error) {
  if (error instanceof OptionInvalide) console.error(`${error.message}\n\n${AIDE}`);
  else if (error instanceof DateActiviteInvalide || error instanceof ConfigError || error instanceof OperationRefusee)
    console.error(error.message);
  else console.error(error);
  process.exit(error instanceof OptionInvalide || error instanceof DateActiviteInvalide ? 2 : 1);
}
