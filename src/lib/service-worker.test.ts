import { enregistrementAutorise, enregistrerServiceWorker, SW_URL } from './service-worker';

const fenetre = (protocol: string, hostname: string, register = jest.fn().mockResolvedValue({})) =>
  ({ location: { protocol, hostname }, navigator: { serviceWorker: { register } } }) as unknown as Window;

describe('service worker registration', () => {
  it('is allowed over https and on the local machine only', () => {
    expect(enregistrementAutorise({ protocol: 'https:', hostname: 'greffeo.fr' })).toBe(true);
    expect(enregistrementAutorise({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(enregistrementAutorise({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(enregistrementAutorise({ protocol: 'http:', hostname: '[::1]' })).toBe(true);
    expect(enregistrementAutorise({ protocol: 'http:', hostname: 'greffeo.fr' })).toBe(false);
    expect(enregistrementAutorise({ protocol: 'http:', hostname: '192.168.1.10' })).toBe(false);
  });

  it('registers the worker over https', async () => {
    const register = jest.fn().mockResolvedValue({});
    await expect(enregistrerServiceWorker(fenetre('https:', 'greffeo.fr', register))).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(SW_URL, { scope: '/' });
  });

  it('does not register over plain http on another machine', async () => {
    const register = jest.fn();
    await expect(enregistrerServiceWorker(fenetre('http:', 'greffeo.fr', register))).resolves.toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are not supported, and survives a failed registration', async () => {
    const sansSupport = { location: { protocol: 'https:', hostname: 'x.fr' }, navigator: {} } as unknown as Window;
    await expect(enregistrerServiceWorker(sansSupport)).resolves.toBe(false);
    const echec = jest.fn().mockRejectedValue(new Error('refus'));
    await expect(enregistrerServiceWorker(fenetre('https:', 'x.fr', echec))).resolves.toBe(false);
  });
});
