import closeWithGrace from 'close-with-grace';

export interface ServeurPilotable {
  reloadRelease(): Promise<string>;
  close(): Promise<unknown>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * SIGHUP reloads the release the symlink points to (after `npm run build`); rebuilds asked by the
 * CMS take the same path in-process (src/publication). Every other end signal closes the server
 * gracefully. close-with-grace listens to SIGHUP too by default: it is skipped, or a reload would
 * stop the portal. Returns what removes the handlers.
 */
export function installerSignaux(app: ServeurPilotable): () => void {
  const recharger = () => {
    app
      .reloadRelease()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'nouvelle version refusée ; la précédente reste en ligne'),
      );
  };
  process.on('SIGHUP', recharger);
  const grace = closeWithGrace({ delay: 10_000, skip: ['SIGHUP'] }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'arrêt sur erreur');
    else app.log.info({ signal }, 'arrêt du serveur du portail');
    await app.close();
  });
  return () => {
    process.off('SIGHUP', recharger);
    grace.uninstall();
  };
}
