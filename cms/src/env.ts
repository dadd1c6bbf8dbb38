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
import { lireRegion, type Region } from '@portail/domaine';
import type { ApercuSettings } from './preview/lien';

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
  /**
   * Folder of the Markdown seed content (actualites/, aides-et-tutoriels/…); null:
   * the folder shipped with the compiled code. Tests point it at their fixtures.
   */
  seedContentDir: string | null;
  /**
   * The portal's region (REGION, as the services and the site read it): which content the first
   * start seeds, mainland France's or New Caledonia's (src/seed/regions.ts).
   */
  region: Region;
  /** Rebuild requests to the portal server after each publication; null: disabled. */
  publication: PublicationSettings | null;
  /** Key of the `edition-actualites` API token (write access to actualités only); null: no token. */
  editionToken: string | null;
  /** Key of the read-only `apercu` API token (the portal's preview page); null: no token. */
  apercuToken: string | null;
  /** Signed links of the « Aperçu » button to the portal; null: no button (APERCU_SECRET empty). */
  apercu: ApercuSettings | null;
}

export interface PublicationSettings {
  rebuildUrl: string;
  /** HMAC-SHA256 key shared with the portal server (its PORTAIL_WEBHOOK_SECRET). */
  webhookSecret: string;
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
    seedContentDir: optionalDir(read('CMS_SEED_CONTENT_DIR'), cmsDir),
    region: parseRegion(read('REGION'), problems),
    publication: parsePublication(source, read, problems),
    editionToken: parseOptionalToken('CMS_EDITION_TOKEN', read('CMS_EDITION_TOKEN'), problems),
    apercuToken: parseOptionalToken('CMS_APERCU_TOKEN', read('CMS_APERCU_TOKEN'), problems),
    apercu: parseApercu(read, problems),
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

function parseRegion(raw: string | undefined, problems: string[]): Region {
  const region = lireRegion(raw);
  if (region === null) problems.push('REGION est invalide (FR ou NC, FR si vide).');
  return region ?? 'FR';
}

const DEFAULT_REBUILD_URL = 'http://127.0.0.1:8000/_portail/reconstruction';

/** PORTAIL_REBUILD_URL set to an empty value disables the webhook; left out, the default applies. */
function parsePublication(
  source: Source,
  read: (name: string) => string | undefined,
  problems: string[],
): PublicationSettings | null {
  const explicitlyEmpty = source.PORTAIL_REBUILD_URL !== undefined && source.PORTAIL_REBUILD_URL.trim() === '';
  if (explicitlyEmpty) return null;
  const rebuildUrl = read('PORTAIL_REBUILD_URL') ?? DEFAULT_REBUILD_URL;
  if (!isHttpUrl(rebuildUrl)) problems.push('PORTAIL_REBUILD_URL est invalide (adresse http:// ou https://, ou vide).');
  const webhookSecret = read('PORTAIL_WEBHOOK_SECRET');
  const rule = `au moins ${MIN_BUILD_TOKEN_LENGTH} caractères, le même que celui du serveur du portail ; ou PORTAIL_REBUILD_URL vide`;
  if (webhookSecret === undefined) problems.push(`PORTAIL_WEBHOOK_SECRET est manquant (${rule}).`);
  else if (webhookSecret.length < MIN_BUILD_TOKEN_LENGTH)
    problems.push(`PORTAIL_WEBHOOK_SECRET est invalide (${rule}).`);
  return { rebuildUrl, webhookSecret: webhookSecret ?? '' };
}

function parseOptionalToken(name: string, raw: string | undefined, problems: string[]): string | null {
  if (raw !== undefined && raw.length < MIN_BUILD_TOKEN_LENGTH) {
    problems.push(`${name} est invalide (au moins ${MIN_BUILD_TOKEN_LENGTH} caractères, ou vide).`);
  }
  return raw ?? null;
}

/** The preview button needs the portal's address and the secret it shares with it. */
function parseApercu(read: (name: string) => string | undefined, problems: string[]): ApercuSettings | null {
  const secret = read('APERCU_SECRET');
  if (secret === undefined) return null;
  if (secret.length < MIN_BUILD_TOKEN_LENGTH) {
    problems.push(
      `APERCU_SECRET est invalide (au moins ${MIN_BUILD_TOKEN_LENGTH} caractères, le même que celui du portail, ou vide).`,
    );
  }
  const siteUrl = read('SITE_URL') ?? 'http://localhost:8000';
  if (!isHttpUrl(siteUrl)) problems.push('SITE_URL est invalide (adresse http:// ou https:// du portail).');
  return { siteUrl: siteUrl.replace(/\/+$/, ''), secret };
}

function optionalDir(raw: string | undefined, cmsDir: string): string | null {
  return raw === undefined ? null : path.resolve(cmsDir, raw);
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
