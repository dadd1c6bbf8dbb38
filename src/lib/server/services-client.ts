/**
 * Server-side access to the services for getServerData (runs in Gatsby's SSR engine inside the
 * portal server, never in the browser). SERVICES_URL is read here and nowhere else on the site.
 */
export class ServicesUnavailable extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Les services ne répondent pas (${url}).`, { cause });
    this.name = 'ServicesUnavailable';
  }
}

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

/** GET a JSON resource of the services; `null` on 404, ServicesUnavailable on any other failure. */
export async function getJson<T>(path: string): Promise<T | null> {
  const url = `${servicesUrl()}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
  } catch (error) {
    throw new ServicesUnavailable(url, error);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new ServicesUnavailable(url, new Error(`HTTP ${response.status}`));
  return (await response.json()) as T;
}
