/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The domain package from its sources (no build needed), whose imports name './x.js' for x.ts.
  moduleNameMapper: {
    '^@portail/domaine$': '<rootDir>/../packages/domaine/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Each suite boots its own Strapi process; running them side by side would only
  // fight for the two cores of a CI machine.
  maxWorkers: 1,
  testTimeout: 120000,
};
