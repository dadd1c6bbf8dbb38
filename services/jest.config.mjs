import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'services',
  // Absolute, so the root can run this file as one of its jest projects.
  rootDir: dirname(fileURLToPath(import.meta.url)),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/tests/**/*.test.ts'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // A few packages go through swc like our sources: typebox 1.x and cookie 1.x
  // (used by fastify.inject) ship ES modules only, and PGlite's CommonJS build
  // loads files with import(), which jest refuses without --experimental-vm-modules.
  // The pattern looks at the innermost node_modules/ of the path only.
  transform: { '^.+\\.(ts|mjs|cjs|js)$': swc },
  // oidc-provider and openid-client (identity tests) are ES modules too, with a few dependencies
  // of theirs (got and its helpers, nanoid, quick-lru, oauth4webapi).
  transformIgnorePatterns: [
    `/node_modules/(?!(${[
      'typebox',
      'cookie',
      '@electric-sql/pglite',
      'jose',
      'oidc-provider',
      'openid-client',
      'oauth4webapi',
      'got',
      '@sindresorhus/is',
      '@szmarczak/http-timer',
      'cacheable-lookup',
      'cacheable-request',
      'mimic-response',
      'normalize-url',
      'responselike',
      'lowercase-keys',
      'form-data-encoder',
      'p-cancelable',
      'nanoid',
      'quick-lru',
    ].join('|')})/)(?!.*/node_modules/)`,
  ],
  // Sources import './x.js' (Node ESM); under jest the file is x.ts.
  // The domain package from its sources: tests need no build of it.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@portail/domaine$': '<rootDir>/../packages/domaine/src/index.ts',
    '^@portail/observabilite$': '<rootDir>/../packages/observabilite/src/index.ts',
    '^@portail/contrat/(.*)$': '<rootDir>/../packages/contrat/src/$1',
  },
  globalSetup: '<rootDir>/tests/global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/tests/jest-timeout.ts'],
};
