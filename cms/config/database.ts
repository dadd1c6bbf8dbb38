import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/env';

export default () => {
  const { database } = loadEnv();

  if (database.client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: database.url },
        pool: { min: 0, max: 10 },
      },
    };
  }

  // better-sqlite3 does not create missing folders, and .data/ is git-ignored.
  fs.mkdirSync(path.dirname(database.filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: database.filename },
      useNullAsDefault: true,
    },
  };
};
