import { EMAIL_MASQUE, ErreurConfigObservabilite, lireObservabilite, nettoyerRapportErreur } from './config.js';

const defauts = { nomService: 'greffeo-services', version: '0.1.0', publiee: false };

describe('lireObservabilite', () => {
  it('starts nothing on the embedded defaults', () => {
    expect(lireObservabilite({}, defauts)).toEqual({ traces: null, suiviErreurs: null });
    expect(
      lireObservabilite({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }, defauts).traces,
    ).toBeNull();
  });

  it('exports to an OTLP endpoint once one is set, the traces path added to the general one', () => {
    expect(lireObservabilite({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collecteur:4318/' }, defauts).traces).toEqual({
      exportateur: 'otlp',
      nomService: 'greffeo-services',
      pointOtlp: 'http://collecteur:4318/v1/traces',
    });
    expect(
      lireObservabilite(
        { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.interne/otlp/v1/traces', OTEL_SERVICE_NAME: 'services-a' },
        defauts,
      ).traces,
    ).toEqual({ exportateur: 'otlp', nomService: 'services-a', pointOtlp: 'https://tempo.interne/otlp/v1/traces' });
    expect(lireObservabilite({ OTEL_TRACES_EXPORTER: 'otlp' }, defauts).traces?.pointOtlp).toBe(
      'http://localhost:4318/v1/traces',
    );
    expect(lireObservabilite({ OTEL_TRACES_EXPORTER: 'Console' }, defauts).traces).toEqual({
      exportateur: 'console',
      nomService: 'greffeo-services',
      pointOtlp: null,
    });
  });

  it('names the variable and the reason of a wrong value', () => {
    expect(() => lireObservabilite({ OTEL_TRACES_EXPORTER: 'zipkin' }, defauts)).toThrow(
      new ErreurConfigObservabilite('OTEL_TRACES_EXPORTER', '« zipkin » : otlp, console ou none'),
    );
    expect(() => lireObservabilite({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collecteur:4318' }, defauts)).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => lireObservabilite({ SENTRY_DSN: 'https://sentry.io/12' }, defauts)).toThrow(
      /SENTRY_DSN : la clé publique manque/,
    );
  });

  it('reports errors to a DSN, with the environment and release', () => {
    expect(lireObservabilite({ SENTRY_DSN: 'https://cle@o1.ingest.sentry.io/12' }, defauts).suiviErreurs).toEqual({
      dsn: 'https://cle@o1.ingest.sentry.io/12',
      environnement: 'local',
      version: '0.1.0',
    });
    expect(
      lireObservabilite(
        { SENTRY_DSN: 'https://cle@glitchtip.interne/3', SENTRY_RELEASE: '2026.11.28' },
        { ...defauts, publiee: true },
      ).suiviErreurs,
    ).toEqual({ dsn: 'https://cle@glitchtip.interne/3', environnement: 'production', version: '2026.11.28' });
  });
});

describe('nettoyerRapportErreur', () => {
  it('keeps no body, cookie, query, authorising header or address, and masks e-mail addresses everywhere', () => {
    const rapport = {
      message: 'Échec pour jean.dupont@exemple.fr',
      exception: {
        values: [
          { value: 'compte marie@exemple.com introuvable', stacktrace: { frames: [{ vars: { email: 'a.b@c.fr' } }] } },
        ],
      },
      request: {
        url: 'https://portail.fr/api/x?email=jean%40exemple.fr',
        query_string: 'email=jean%40exemple.fr',
        data: '{"motDePasse":"secret"}',
        cookies: { session: 'x' },
        headers: {
          Authorization: 'Bearer eyJ',
          Cookie: 's=1',
          'X-Forwarded-For': '1.2.3.4',
          'User-Agent': 'Firefox',
          'x-request-id': 'r1',
        },
      },
      user: { id: 'u1', email: 'jean@exemple.fr', ip_address: '1.2.3.4' },
      breadcrumbs: [{ message: 'connexion de paul@exemple.org' }],
    };
    const propre = nettoyerRapportErreur(rapport);
    expect(propre.message).toBe(`Échec pour ${EMAIL_MASQUE}`);
    expect(propre.request).toEqual({
      url: 'https://portail.fr/api/x',
      headers: { 'User-Agent': 'Firefox', 'x-request-id': 'r1' },
    });
    expect(propre.user).toEqual({ id: 'u1' });
    expect(JSON.stringify(propre)).not.toMatch(/@exemple|a\.b@c\.fr|secret|Bearer|1\.2\.3\.4/);
    // The report given is left as it was.
    expect(rapport.request.data).toBe('{"motDePasse":"secret"}');
  });
});
