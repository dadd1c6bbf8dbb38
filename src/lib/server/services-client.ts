/**
 * Server-side access to the services for getServerData (runs in Gatsby's SSR engine inside the
 * portal server, never in the browser), through the site's one HTTP instance with the
 * `COTE_SERVEUR` options. SERVICES_URL is read here and nowhere else on the site.
 */
import { ServicesUnavailable } from '../api/erreurs';
import { COTE_SERVEUR, http } from '../api/http';

/**
 * Reads a variable when the request is served. Gatsby's engine bundle replaces `process.env.NAME`
 * by its build-time value and `process.env` by an empty object; `globalThis.process` is left alone.
 */
function runtimeEnv(name: string): string | undefined {
  return globalThis.process.env[name];
}

function servicesUrl(): string {
  const raw = runtimeEnv('SERVICES_URL')?.trim() || 'http://127.0.0.1:8010';
  return raw.replace(/\/+$/, '');
}

/**
 * GET a JSON resource of the services (`chemin`: an address of routes.ts, query included); `null`
 * on 404, ServicesUnavailable on any other failure.
 */
export async function getJson<T>(chemin: string): Promise<T | null> {
  const base = servicesUrl();
  const url = `${base}/${chemin}`;
  let response: Response;
  try {
    response = await (await http()).get(chemin, { ...COTE_SERVEUR, prefix: base });
  } catch (error) {
    throw new ServicesUnavailable(url, error);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ServicesUnavailable(url, new Error(`HTTP ${response.status}`));
  return (await response.json()) as T;
}
