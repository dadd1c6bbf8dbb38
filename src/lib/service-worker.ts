/**
 * SPEC §2: the background worker registers only over a secure connection or on the local machine.
 * The worker (static/sw.js) takes no part in fetching: the portal server's cache headers stay the
 * only cache policy, so a visitor never sees an outdated release.
 */
export const SW_URL = '/sw.js';

const HOTES_LOCAUX = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function enregistrementAutorise(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return (
    location.protocol === 'https:' || HOTES_LOCAUX.has(location.hostname) || location.hostname.endsWith('.localhost')
  );
}

/** Registers the worker when allowed and supported; resolves to whether it was asked to register. */
export async function enregistrerServiceWorker(win: Pick<Window, 'location' | 'navigator'> = window): Promise<boolean> {
  if (!('serviceWorker' in win.navigator) || !enregistrementAutorise(win.location)) return false;
  try {
    await win.navigator.serviceWorker.register(SW_URL, { scope: '/' });
    return true;
  } catch {
    // A worker that cannot register changes nothing for the visitor.
    return false;
  }
}
