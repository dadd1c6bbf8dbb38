import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/env';

export default () => {
  const env = loadEnv();
  // The local upload provider refuses to start when its folder is missing,
  // and public/uploads/ is git-ignored, so a fresh clone does not have it.
  fs.mkdirSync(path.join(env.publicDir, 'uploads'), { recursive: true });
  return {
    host: env.host,
    port: env.port,
    url: env.publicUrl,
    app: { keys: env.appKeys },
    dirs: { public: env.publicDir },
    logger: {
      // The CMS runs without internet access: never ask the registry for a newer Strapi.
      updates: { enabled: false },
    },
  };
};
