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

  // SIGHUP reloads the release the symlink points to (after `npm run build`); rebuilds asked by
  // the CMS take the same path in-process (src/publication).
  process.on('SIGHUP', () => {
    app
      .reloadRelease()
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
