import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'observabilite',
  // Absolute, so the root can run this file as one of its jest projects.
  rootDir: dirname(fileURLToPath(import.meta.url)),
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.ts$': swc },
  // Sources import './x.js' (Node ESM); under jest the file is x.ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
