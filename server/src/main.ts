import { arreterTraces, demarrerSuiviErreurs, demarrerTraces, viderSuiviErreurs } from '@portail/observabilite';
import { buildServer } from './app.js';
import { ConfigError, loadConfig, serverVersion } from './config.js';
import { installerSignaux } from './signaux.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Traces and error tracking start before the server is built; off by default.
  const { traces, suiviErreurs } = config.observabilite;
  const fournisseurTraces = traces ? demarrerTraces(traces, serverVersion) : null;
  if (suiviErreurs) demarrerSuiviErreurs(suiviErreurs);
  const app = await buildServer(config);
  app.addHook('onClose', async () => {
    if (fournisseurTraces) await arreterTraces(fournisseurTraces);
    if (suiviErreurs) await viderSuiviErreurs();
  });
  if (traces)
    app.log.info({ exportateur: traces.exportateur, point: traces.pointOtlp }, 'Traces OpenTelemetry exportées');
  if (suiviErreurs) app.log.info({ environnement: suiviErreurs.environnement }, 'Erreurs signalées au DSN configuré');

  installerSignaux(app);

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
