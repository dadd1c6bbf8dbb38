import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'server',
  rootDir: dirname(fileURLToPath(import.meta.url)),
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // cookie 1.x (used by fastify.inject) ships ES modules only: it goes through swc too.
  transform: { '^.+\\.(ts|mjs|cjs|js)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)(?!.*/node_modules/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The domain package from its sources: tests need no build of it.
    '^@portail/domaine$': '<rootDir>/../packages/domaine/src/index.ts',
    '^@portail/observabilite$': '<rootDir>/../packages/observabilite/src/index.ts',
  },
};
