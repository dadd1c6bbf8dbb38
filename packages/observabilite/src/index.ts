export * from './config.js';
export * from './traces.js';
export * from './fastify.js';
