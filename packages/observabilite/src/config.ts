/**
 * What the portal server and the services share about traces and error tracking: which variables
 * turn them on (the OpenTelemetry SDK's own, and a Sentry DSN), and what an error report may carry.
 * Each part wires its libraries itself; the rules are here once.
 */

export type ExportateurTraces = 'otlp' | 'console';

export interface ConfigTraces {
  exportateur: ExportateurTraces;
  /** OTEL_SERVICE_NAME, or the part's own name. */
  nomService: string;
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (whole URL), or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces. */
  pointOtlp: string | null;
}

export interface ConfigSuiviErreurs {
  dsn: string;
  /** SENTRY_ENVIRONMENT, else `production` for a published instance, `local` otherwise. */
  environnement: string;
  /** SENTRY_RELEASE, else the part's version. */
  version: string;
}

export interface ConfigObservabilite {
  /** null: no SDK started, nothing measured (the embedded default). */
  traces: ConfigTraces | null;
  /** null: no error reported anywhere but the log. */
  suiviErreurs: ConfigSuiviErreurs | null;
}

export class ErreurConfigObservabilite extends Error {
  constructor(
    readonly variable: string,
    readonly raison: string,
  ) {
    super(`${variable} : ${raison}`);
    this.name = 'ErreurConfigObservabilite';
  }
}

const vide = (valeur: string | undefined) => valeur === undefined || valeur.trim() === '';

function urlHttp(variable: string, valeur: string): string {
  let url: URL;
  try {
    url = new URL(valeur.trim());
  } catch {
    throw new ErreurConfigObservabilite(variable, `adresse invalide (« ${valeur} »)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ErreurConfigObservabilite(variable, 'une adresse http:// ou https:// est attendue');
  }
  return url.toString();
}

/**
 * Reads the observability variables. Traces are on when OTEL_TRACES_EXPORTER is `otlp` or
 * `console`, or when an OTLP endpoint is set and OTEL_TRACES_EXPORTER is not `none` (the SDK's own
 * default would export to localhost:4318 whatever the operator set: here nothing is sent
 * anywhere unless asked). Error tracking is on when SENTRY_DSN is set.
 */
export function lireObservabilite(
  env: Record<string, string | undefined>,
  defauts: { nomService: string; version: string; publiee: boolean },
): ConfigObservabilite {
  const exportateur = (env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase();
  if (!['', 'otlp', 'console', 'none'].includes(exportateur)) {
    throw new ErreurConfigObservabilite('OTEL_TRACES_EXPORTER', `« ${exportateur} » : otlp, console ou none`);
  }
  const pointTraces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const pointGeneral = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const pointOtlp = !vide(pointTraces)
    ? urlHttp('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', pointTraces!)
    : !vide(pointGeneral)
      ? `${urlHttp('OTEL_EXPORTER_OTLP_ENDPOINT', pointGeneral!).replace(/\/$/, '')}/v1/traces`
      : null;
  const choisi: ExportateurTraces | null =
    exportateur === 'otlp' || exportateur === 'console'
      ? exportateur
      : exportateur === '' && pointOtlp !== null
        ? 'otlp'
        : null;
  const traces: ConfigTraces | null =
    choisi === null
      ? null
      : {
          exportateur: choisi,
          nomService: vide(env.OTEL_SERVICE_NAME) ? defauts.nomService : env.OTEL_SERVICE_NAME!.trim(),
          pointOtlp: choisi === 'otlp' ? (pointOtlp ?? 'http://localhost:4318/v1/traces') : null,
        };

  let suiviErreurs: ConfigSuiviErreurs | null = null;
  if (!vide(env.SENTRY_DSN)) {
    const dsn = urlHttp('SENTRY_DSN', env.SENTRY_DSN!);
    if (new URL(dsn).username === '') {
      throw new ErreurConfigObservabilite('SENTRY_DSN', 'la clé publique manque (https://clé@hôte/projet)');
    }
    suiviErreurs = {
      dsn: env.SENTRY_DSN!.trim(),
      environnement: vide(env.SENTRY_ENVIRONMENT)
        ? defauts.publiee
          ? 'production'
          : 'local'
        : env.SENTRY_ENVIRONMENT!.trim(),
      version: vide(env.SENTRY_RELEASE) ? defauts.version : env.SENTRY_RELEASE!.trim(),
    };
  }
  return { traces, suiviErreurs };
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
export const EMAIL_MASQUE = '[adresse masquée]';

/** Request headers an error report may keep: nothing that identifies or authenticates a person. */
const ENTETES_PERMISES = new Set([
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  'x-request-id',
]);

function masquer(valeur: unknown, profondeur: number): unknown {
  if (typeof valeur === 'string') return valeur.replace(EMAIL, EMAIL_MASQUE);
  if (profondeur > 12 || valeur === null || typeof valeur !== 'object') return valeur;
  if (Array.isArray(valeur)) return valeur.map((v) => masquer(v, profondeur + 1));
  const copie: Record<string, unknown> = {};
  for (const [cle, v] of Object.entries(valeur)) copie[cle] = masquer(v, profondeur + 1);
  return copie;
}

/**
 * An error report as it may leave the portal: no request body, cookies, query string or
 * authorising header, no user but an id, no client address, and every e-mail address masked
 * wherever it appears (a message, a breadcrumb, a stack variable). Works on any object shaped
 * like a Sentry event; returns a new one.
 */
export function nettoyerRapportErreur<T extends object>(rapport: T): T {
  const copie = masquer(rapport, 0) as Record<string, unknown>;
  const requete = copie.request as Record<string, unknown> | undefined;
  if (requete && typeof requete === 'object') {
    delete requete.data;
    delete requete.cookies;
    delete requete.query_string;
    if (typeof requete.url === 'string') requete.url = requete.url.replace(/\?.*$/, '');
    const entetes = requete.headers as Record<string, unknown> | undefined;
    if (entetes && typeof entetes === 'object') {
      requete.headers = Object.fromEntries(
        Object.entries(entetes).filter(([nom]) => ENTETES_PERMISES.has(nom.toLowerCase())),
      );
    }
  }
  const utilisateur = copie.user as Record<string, unknown> | undefined;
  if (utilisateur && typeof utilisateur === 'object') {
    copie.user = typeof utilisateur.id === 'string' || typeof utilisateur.id === 'number' ? { id: utilisateur.id } : {};
  }
  return copie as T;
}
