/** The services' health check (`GET /api/health`): the module's public entry, mounted by app.ts. */
export { default } from './routes.js';
