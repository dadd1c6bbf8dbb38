/**
 * @jest-environment node
 */
import ky from 'ky';
import { fetchEnregistre } from '../../test/fetch-enregistre';
import { createHttp, setAuthBridge } from './http';

const ORIGIN = 'http://portail.test';
const EXPIRE = { 'www-authenticate': 'Bearer error="invalid_token"', 'content-type': 'application/json' };

function scenario(reponse: (requete: Request) => Response) {
  const { fetch, appels } = fetchEnregistre(reponse);
  return { http: createHttp(ky, { origin: ORIGIN, fetch }), appels };
}

/** Tokens « old » then « new »: the service accepts only the new one. */
function session() {
  let jeton = 'ancien';
  const refresh = jest.fn(async () => {
    await new Promise((r) => setTimeout(r, 5));
    jeton = 'nouveau';
    return jeton;
  });
  const retirer = setAuthBridge({ accessToken: () => jeton, refresh });
  return { refresh, retirer };
}

const accepteNouveau = (requete: Request) =>
  requete.headers.get('authorization') === 'Bearer nouveau'
    ? new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response('{}', { status: 401, headers: EXPIRE });

describe('the app’s HTTP instance', () => {
  it('sends the bearer access token and JSON', async () => {
    const { retirer } = session();
    const { http, appels } = scenario(() => new Response('{"ok":true}', { status: 200 }));
    await http.put('api/utilisateurs/user', { json: { a: 1 } }).json();
    expect(appels[0]?.url).toBe(`${ORIGIN}/api/utilisateurs/user`);
    expect(appels[0]?.headers.get('authorization')).toBe('Bearer ancien');
    expect(appels[0]?.headers.get('content-type')).toBe('application/json');
    retirer();
  });

  it('refreshes once and retries once after a 401 for an expired token, body included', async () => {
    const { refresh, retirer } = session();
    const { http, appels } = scenario(accepteNouveau);
    await expect(http.put('api/utilisateurs/user', { json: { nom: 'Martin' } }).json()).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(appels).toHaveLength(2);
    await expect(appels[1]?.json()).resolves.toEqual({ nom: 'Martin' });
    retirer();
  });

  it('shares one refresh between calls that fail at the same time', async () => {
    const { refresh, retirer } = session();
    const { http } = scenario(accepteNouveau);
    await Promise.all([
      http.get('api/comptes_clients').json(),
      http.get('api/utilisateurs/user').json(),
      http.get('api/comptes_clients/selectionne').json(),
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    retirer();
  });

  it('does not refresh for another 401, and gives up after one retry', async () => {
    const { refresh, retirer } = session();
    const autre = scenario(() => new Response('{}', { status: 401, headers: { 'www-authenticate': 'Bearer' } }));
    await expect(autre.http.get('api/comptes_clients').json()).rejects.toMatchObject({ name: 'HTTPError' });
    expect(refresh).not.toHaveBeenCalled();

    const toujours = scenario(() => new Response('{}', { status: 401, headers: EXPIRE }));
    await expect(toujours.http.get('api/comptes_clients').json()).rejects.toMatchObject({ name: 'HTTPError' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(toujours.appels).toHaveLength(2);
    retirer();
  });

  it('gives the 401 back when the session cannot be refreshed', async () => {
    const retirer = setAuthBridge({ accessToken: () => 'ancien', refresh: async () => null });
    const { http, appels } = scenario(() => new Response('{}', { status: 401, headers: EXPIRE }));
    await expect(http.get('api/comptes_clients').json()).rejects.toMatchObject({ response: { status: 401 } });
    expect(appels).toHaveLength(1);
    retirer();
  });
});
