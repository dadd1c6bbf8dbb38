/**
 * The only module of the CMS that reads process.env.
 *
 * Every variable is read, validated and typed here once; config/*.ts and the
 * bootstrap only consume the typed result. A wrong or missing variable stops
 * Strapi at start with a message that names it.
 *
 * It lives in src/ rather than config/ because Strapi loads every file of
 * config/ as a configuration key.
 */
import fs from 'node:fs';
import path from 'node:path';

export type DatabaseSettings = { client: 'postgres'; url: string } | { client: 'sqlite'; filename: string };

export interface AdminAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

export interface CmsEnv {
  host: string;
  port: number;
  publicUrl: string;
  appKeys: string[];
  apiTokenSalt: string;
  adminJwtSecret: string;
  transferTokenSalt: string;
  jwtSecret: string;
  encryptionKey: string;
  admin: AdminAccount;
  buildToken: string;
  database: DatabaseSettings;
  /** Folder served at the root of the CMS; uploads go to its uploads/ subfolder. */
  publicDir: string;
  serveAdmin: boolean;
}

type Source = Record<string, string | undefined>;

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((problem) => `Configuration invalide : ${problem}`).join('\n'));
    this.name = 'ConfigurationError';
  }
}

const MIN_SECRET_LENGTH = 16;
const MIN_BUILD_TOKEN_LENGTH = 32;
// bcrypt ignores everything after 72 bytes; Strapi refuses longer admin passwords.
const MAX_PASSWORD_BYTES = 72;

/** The cms/ folder, whether this file runs from cms/src or cms/dist/src. */
export function findCmsDir(from: string = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Dossier du CMS introuvable au-dessus de ${from}`);
    dir = parent;
  }
  return dir;
}

/** Reads and validates every variable; collects all problems before failing. */
export function parseEnv(source: Source, cmsDir: string): CmsEnv {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = source[name]?.trim();
    return value === '' ? undefined : value;
  };

  const required = (name: string, rule: string, valid: (value: string) => boolean): string => {
    const value = read(name);
    if (value === undefined) problems.push(`${name} est manquant (${rule}).`);
    else if (!valid(value)) problems.push(`${name} est invalide (${rule}).`);
    return value ?? '';
  };
  const secret = (name: string): string =>
    required(name, `au moins ${MIN_SECRET_LENGTH} caractères`, (v) => v.length >= MIN_SECRET_LENGTH);

  const host = read('CMS_HOST') ?? '127.0.0.1';

  const port = parsePort(read('CMS_PORT'), problems);

  const publicUrl = read('CMS_PUBLIC_URL') ?? 'http://127.0.0.1:1337';
  if (!isHttpUrl(publicUrl)) problems.push('CMS_PUBLIC_URL est invalide (adresse http:// ou https://).');

  const appKeysRaw = required(
    'CMS_APP_KEYS',
    `liste séparée par des virgules, chaque clé d’au moins ${MIN_SECRET_LENGTH} caractères`,
    (v) => splitList(v).length > 0 && splitList(v).every((key) => key.length >= MIN_SECRET_LENGTH),
  );

  const email = required('CMS_ADMIN_EMAIL', 'adresse e-mail', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));
  const password = required(
    'CMS_ADMIN_PASSWORD',
    'de 8 caractères à 72 octets, dont une majuscule, une minuscule et un chiffre',
    isStrongPassword,
  );

  const serveAdmin = parseBoolean('CMS_SERVE_ADMIN', read('CMS_SERVE_ADMIN'), true, problems);

  const env: CmsEnv = {
    host,
    port,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    appKeys: splitList(appKeysRaw),
    apiTokenSalt: secret('CMS_API_TOKEN_SALT'),
    adminJwtSecret: secret('CMS_ADMIN_JWT_SECRET'),
    transferTokenSalt: secret('CMS_TRANSFER_TOKEN_SALT'),
    jwtSecret: secret('CMS_JWT_SECRET'),
    encryptionKey: secret('CMS_ENCRYPTION_KEY'),
    admin: {
      email: email.toLowerCase(),
      password,
      firstname: read('CMS_ADMIN_FIRSTNAME') ?? 'Administrateur',
      lastname: read('CMS_ADMIN_LASTNAME') ?? 'Greffeo',
    },
    buildToken: required(
      'CMS_BUILD_TOKEN',
      `au moins ${MIN_BUILD_TOKEN_LENGTH} caractères`,
      (v) => v.length >= MIN_BUILD_TOKEN_LENGTH,
    ),
    database: parseDatabase(read('CMS_DATABASE_URL'), read('CMS_SQLITE_FILE'), cmsDir, problems),
    publicDir: path.resolve(cmsDir, read('CMS_PUBLIC_DIR') ?? 'public'),
    serveAdmin,
  };

  if (problems.length > 0) throw new ConfigurationError(problems);
  return env;
}

let cached: CmsEnv | undefined;

/** The validated configuration of this process, read on first use. */
export function loadEnv(): CmsEnv {
  try {
    cached ??= parseEnv(process.env, findCmsDir());
  } catch (error) {
    // Strapi prefixes the message with the config file's path: a line break keeps
    // each problem on a line of its own.
    if (error instanceof ConfigurationError) throw new Error(`\n${error.message}`, { cause: error });
    throw error;
  }
  return cached;
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 1337;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push('CMS_PORT est invalide (entier entre 1 et 65535).');
  }
  return port;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  problems.push(`${name} est invalide (true ou false).`);
  return fallback;
}

function parseDatabase(
  url: string | undefined,
  sqliteFile: string | undefined,
  cmsDir: string,
  problems: string[],
): DatabaseSettings {
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\/.+/.test(url)) {
      problems.push('CMS_DATABASE_URL est invalide (adresse postgres://utilisateur@hôte:port/base).');
    }
    return { client: 'postgres', url };
  }
  const filename = path.resolve(cmsDir, sqliteFile ?? '../.data/cms/data.db');
  return { client: 'sqlite', filename };
}

function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    Buffer.byteLength(value, 'utf8') <= MAX_PASSWORD_BYTES &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
