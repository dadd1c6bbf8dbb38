import { open, readFile, rm } from 'node:fs/promises';

export class DataDirLocked extends Error {
  constructor(lockFile: string, pid: number) {
    super(
      `Le dossier de données PGlite est déjà utilisé par le processus ${pid} (${lockFile}). ` +
        'Arrêtez ce processus, ou choisissez un autre DATA_DIR. ' +
        "Si aucun processus ne l'utilise, supprimez ce fichier.",
    );
    this.name = 'DataDirLocked';
  }
}

/**
 * PGlite is a single-user PostgreSQL: two processes opening the same folder
 * would both write to it and corrupt it, and PGlite does not prevent it.
 * A pid file next to the folder refuses the second process; a file left by a
 * process that no longer runs (killed with -9) is taken over.
 */
export async function acquireDataDirLock(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && isRunning(owner)) throw new DataDirLocked(lockFile, owner);
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller ${lockFile}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
