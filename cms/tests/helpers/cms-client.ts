import type { CmsProcess } from './cms-process';

/** A request with a bearer token (API token or admin JWT) and, when given, a JSON body. */
export function withToken(url: string, token: string, method: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Signs in to the admin panel as the super-admin of `variables`; returns the admin JWT. */
export async function adminJwt(cms: CmsProcess, variables: Record<string, string>): Promise<string> {
  const login = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: variables.CMS_ADMIN_EMAIL, password: variables.CMS_ADMIN_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * GETs on the CMS with the build token, or `token` (null: the public role). Both are read at each
 * call: suites restart the CMS, some with a new build token. getJson expects a 200.
 */
export function reader(cms: () => CmsProcess, buildToken: () => string) {
  const get = (path: string, token: string | null = buildToken()) =>
    fetch(`${cms().baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  return { get, getJson };
}
