import { loadEnv } from '../src/env';

export default () => {
  const env = loadEnv();
  return {
    'users-permissions': {
      config: { jwtSecret: env.jwtSecret },
    },
    upload: {
      config: {
        // Partner logos and illustrations only: 10 Mo is plenty.
        sizeLimit: 10 * 1024 * 1024,
      },
    },
  };
};
