import { join, resolve } from 'node:path';

import { repositoryRoot } from './package-info.js';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvironments = ['development', 'production', 'test'] as const;
export type NodeEnvironment = (typeof nodeEnvironments)[number];

export interface Config {
  host: string;
  port: number;
  /** Set: a PostgreSQL server. Unset: PGlite in process, data in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnvironment;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide : ${problems.join(' ; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The only reader of environment variables in the services. Every problem is
 * collected before throwing, so one start names every wrong variable at once.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // An empty value (`FOO=` in a .env file) means "use the default".
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const received = (value: string) => `(reçu « ${value} »)`;

  const host = read('SERVICES_HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) problems.push(`SERVICES_HOST ne doit pas contenir d'espace ${received(host)}`);

  const rawPort = read('SERVICES_PORT') ?? '8010';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    problems.push(`SERVICES_PORT doit être un entier entre 1 et 65535 ${received(rawPort)}`);
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    // The value may hold a password: name the expected form, never echo it.
    problems.push(
      'DATABASE_URL doit être une URL postgres://utilisateur@hôte:port/base, ou rester vide pour utiliser PGlite',
    );
  }

  const rawDataDir = read('DATA_DIR');
  // A relative DATA_DIR is taken from the current directory, like any CLI path.
  const dataDir = rawDataDir === undefined ? join(repositoryRoot, '.data') : resolve(rawDataDir);

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!isOneOf(logLevels, logLevel)) {
    problems.push(`LOG_LEVEL doit valoir ${logLevels.join(', ')} ${received(logLevel)}`);
  }

  // Production is the safe default: no pretty printer (a dev dependency) needed.
  const nodeEnv = read('NODE_ENV') ?? 'production';
  if (!isOneOf(nodeEnvironments, nodeEnv)) {
    problems.push(`NODE_ENV doit valoir ${nodeEnvironments.join(', ')} ${received(nodeEnv)}`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    host,
    port,
    databaseUrl,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    logLevel: logLevel as LogLevel,
    nodeEnv: nodeEnv as NodeEnvironment,
  };
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}
