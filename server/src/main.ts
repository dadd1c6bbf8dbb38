import closeWithGrace from 'close-with-grace';
import { buildServer } from './app.js';
import { ConfigError, loadConfig } from './config.js';

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
  const app = await buildServer(config);

  // SIGHUP reloads the release the symlink points to (used after a successful rebuild).
  process.on('SIGHUP', () => {
    app.releases
      .swap(config.releaseDir)
      .then((release) => app.log.info({ dir: release.dir }, 'nouvelle version du site en ligne'))
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'nouvelle version refusée ; la précédente reste en ligne'),
      );
  });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'arrêt sur erreur');
    else app.log.info({ signal }, 'arrêt du serveur du portail');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
