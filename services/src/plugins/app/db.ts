import fp from 'fastify-plugin';

import { openDb, type Db } from '../../db/index.js';
import { runMigrations } from '../../db/migrations.js';
import { migrationsDir } from '../../package-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  /** Tests point this at a copy of migrations/ to exercise the runner. */
  migrationsDir?: string;
}

/** Opens the database, brings its schema up to date, closes it with the app. */
export default fp<DbPluginOptions>(
  async function dbPlugin(fastify, options) {
    const db = await openDb(fastify.config, fastify.log);
    try {
      const report = await runMigrations(db, options.migrationsDir ?? migrationsDir);
      fastify.log.info(
        { database: db.kind, applied: report.applied, total: report.total },
        report.applied.length > 0 ? 'Migrations appliquées' : 'Schéma à jour, aucune migration à appliquer',
      );
    } catch (error) {
      await db.close();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
