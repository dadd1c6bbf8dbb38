import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { arreterTraces, demarrerSuiviErreurs, demarrerTraces, viderSuiviErreurs } from '@portail/observabilite';
import closeWithGrace from 'close-with-grace';

import { buildApp } from './app.js';
import { ConfigError, exigerSecretsIdentite, loadConfig, type Config } from './config.js';
import { packageRoot, packageVersion } from './package-info.js';

function readConfig(): Config {
  // services/.env (a copy of .env.example) fills in what the shell did not
  // set; a variable set in the shell, even empty, keeps its value.
  const envFile = join(packageRoot, '.env');
  try {
    if (existsSync(envFile)) process.loadEnvFile(envFile);
    const config = loadConfig();
    exigerSecretsIdentite(config);
    return config;
  } catch (error) {
    // No logger yet (its level is part of the configuration): plain stderr.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

const config = readConfig();
// Traces and error tracking start before the app is built (packages/observabilite); off by default.
const { traces, suiviErreurs } = config.observabilite;
const fournisseurTraces = traces ? demarrerTraces(traces, packageVersion) : null;
if (suiviErreurs) demarrerSuiviErreurs(suiviErreurs);
const app = buildApp(config);
if (traces)
  app.log.info({ exportateur: traces.exportateur, point: traces.pointOtlp }, 'Traces OpenTelemetry exportées');
if (suiviErreurs) app.log.info({ environnement: suiviErreurs.environnement }, 'Erreurs signalées au DSN configuré');

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Erreur fatale, arrêt des services');
  else app.log.info({ signal }, 'Arrêt des services');
  // Stops accepting connections, lets requests in flight finish, then closes
  // the database (onClose hook of the db plugin).
  await app.close();
  if (fournisseurTraces) await arreterTraces(fournisseurTraces);
  if (suiviErreurs) await viderSuiviErreurs();
});

try {
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  app.log.info({ url, docs: `${url}/api/docs` }, `Services prêts sur ${url} (documentation : ${url}/api/docs)`);
} catch (err) {
  app.log.fatal({ err }, 'Démarrage impossible');
  await app.close().catch(() => undefined);
  process.exit(1);
}
