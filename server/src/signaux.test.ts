import { installerSignaux, type ServeurPilotable } from './signaux.js';

function serveur() {
  return {
    reloadRelease: jest.fn(async () => 'v2'),
    close: jest.fn(async () => undefined),
    log: { info: jest.fn(), error: jest.fn() },
  } satisfies ServeurPilotable;
}

describe('signals of the portal server', () => {
  it('reloads the release on SIGHUP and keeps serving', async () => {
    const app = serveur();
    const retirer = installerSignaux(app);
    try {
      process.emit('SIGHUP');
      await new Promise((resolve) => setImmediate(resolve));
      expect(app.reloadRelease).toHaveBeenCalledTimes(1);
      expect(app.close).not.toHaveBeenCalled();
    } finally {
      retirer();
    }
  });

  it('logs a refused release and stays up', async () => {
    const app = serveur();
    app.reloadRelease.mockRejectedValueOnce(new Error('manifeste illisible'));
    const retirer = installerSignaux(app);
    try {
      process.emit('SIGHUP');
      await new Promise((resolve) => setImmediate(resolve));
      expect(app.log.error).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'manifeste illisible' }) },
        'nouvelle version refusée ; la précédente reste en ligne',
      );
      expect(app.close).not.toHaveBeenCalled();
    } finally {
      retirer();
    }
  });

  it('leaves SIGHUP to the reload only, and removes its handlers when asked', () => {
    const avant = process.listenerCount('SIGHUP');
    const avantTerm = process.listenerCount('SIGTERM');
    const retirer = installerSignaux(serveur());
    expect(process.listenerCount('SIGHUP')).toBe(avant + 1);
    expect(process.listenerCount('SIGTERM')).toBe(avantTerm + 1);
    retirer();
    expect(process.listenerCount('SIGHUP')).toBe(avant);
    expect(process.listenerCount('SIGTERM')).toBe(avantTerm);
  });
});
