import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { pgliteTemplateDir } from '../../tests/pglite-template.js';
import { DataDirLocked } from './data-dir-lock.js';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';

async function copyOfTemplate(): Promise<{ dataDir: string; dir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'greffeo-pglite-'));
  const dir = join(dataDir, 'pglite');
  cpSync(pgliteTemplateDir(), dir, { recursive: true });
  return { dataDir, dir };
}

describe('PGlite database', () => {
  it('keeps committed data across close and reopen', async () => {
    const { dataDir, dir } = await copyOfTemplate();
    try {
      const first = await openPglite(dir);
      await first.transaction(async (tx) => {
        await tx.exec('CREATE TABLE note (texte text)');
        await tx.query('INSERT INTO note VALUES ($1)', ['Kbis demandé']);
      });
      await first.close();

      const second = await openPglite(dir);
      try {
        expect((await second.query('SELECT texte FROM note')).rows).toEqual([{ texte: 'Kbis demandé' }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('once open', () => {
    let dataDir: string;
    let dir: string;
    let db: Db;

    beforeAll(async () => {
      ({ dataDir, dir } = await copyOfTemplate());
      db = await openPglite(dir);
    });
    afterAll(async () => {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('rolls back a transaction whose function throws', async () => {
      await db.exec('CREATE TABLE brouillon (texte text)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO brouillon VALUES ($1)', ['perdu']);
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      expect((await db.query('SELECT count(*)::int AS n FROM brouillon')).rows).toEqual([{ n: 0 }]);
    });

    it('has the unaccent and pg_trgm extensions search relies on', async () => {
      const { rows } = await db.query(
        "SELECT unaccent('Évry-Courcouronnes') AS u, similarity('Greffe', 'Greffes') > 0.5 AS proche",
      );
      expect(rows).toEqual([{ u: 'Evry-Courcouronnes', proche: true }]);
    });

    it('refuses a second opening of its folder, which would corrupt it', async () => {
      await expect(openPglite(dir)).rejects.toBeInstanceOf(DataDirLocked);
    });
  });
});
