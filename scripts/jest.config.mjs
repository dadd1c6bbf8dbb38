import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {import('jest').Config} */
export default {
  displayName: 'scripts',
  rootDir: dirname(fileURLToPath(import.meta.url)),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  transform: { '^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
};
