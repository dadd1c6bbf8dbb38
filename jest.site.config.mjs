/**
 * Unit tests of the Gatsby site (components, state, helpers) in jsdom.
 * Run with: npx jest --config jest.site.config.mjs
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
const config = {
  displayName: 'site',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
  },
  // ky and Gatsby's browser runtime (cache-dir, tested in src/lib/gatsby-runtime.test.ts) are ES
  // modules: let swc compile them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!ky/|jotai/|gatsby/cache-dir/)'],
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/__mocks__/gatsby.tsx',
    // The domain package from its sources (no build needed), whose imports name './x.js' for x.ts.
    '^@portail/domaine$': '<rootDir>/packages/domaine/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  clearMocks: true,
};

export default config;
