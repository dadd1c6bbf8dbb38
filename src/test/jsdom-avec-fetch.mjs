/**
 * jsdom as in jest.site.config.mjs, plus Node's fetch API (jsdom has none), so that tests can run
 * the app's real ky instance against a stubbed `fetch`: opt in with the docblock
 * `@jest-environment ./src/test/jsdom-avec-fetch.mjs`.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

// ky builds Node `Request`s: their signal and body must be Node's classes too.
const GLOBALES_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
];

export default class JsdomAvecFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const nom of GLOBALES_NODE) this.global[nom] = globalThis[nom];
  }
}
