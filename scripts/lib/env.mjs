import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from './paths.mjs';

/** Parses a KEY=VALUE file (blank lines and # comments ignored, optional quotes). */
export function parseEnvFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

const hex = (bytes) => randomBytes(bytes).toString('hex');
const b64 = (bytes) => randomBytes(bytes).toString('base64');

/** Secrets generated on first start, kept out of the repository in the data folder. */
const SECRET_GENERATORS = {
  CMS_APP_KEYS: () => [b64(16), b64(16), b64(16), b64(16)].join(','),
  CMS_API_TOKEN_SALT: () => b64(16),
  CMS_ADMIN_JWT_SECRET: () => b64(32),
  CMS_TRANSFER_TOKEN_SALT: () => b64(16),
  CMS_JWT_SECRET: () => b64(32),
  CMS_ENCRYPTION_KEY: () => b64(32),
  CMS_BUILD_TOKEN: () => hex(32),
  CMS_ADMIN_PASSWORD: () => `Gr${hex(10)}A9`,
  // Identity provider: cookie keys and the signature of the links sent by e-mail.
  IDENTITE_SECRETS: () => b64(48),
  // Signs the CMS's rebuild requests to the portal server (both processes get it).
  PORTAIL_WEBHOOK_SECRET: () => hex(32),
  // Write access to actualités only, over the CMS REST API: the publication bench and journey.
  CMS_EDITION_TOKEN: () => hex(32),
  // Read-only CMS token of the portal's preview page (/apercu), drafts included.
  CMS_APERCU_TOKEN: () => hex(32),
  // Signs the CMS's preview links to /apercu (CMS and portal server both get it).
  APERCU_SECRET: () => hex(32),
};

export function ensureSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.env');
  const existing = parseEnvFile(file);
  const missing = Object.keys(SECRET_GENERATORS).filter((key) => !existing[key]);
  if (missing.length > 0) {
    for (const key of missing) existing[key] = SECRET_GENERATORS[key]();
    mkdirSync(dataDir, { recursive: true });
    const body = Object.entries(existing)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n');
    writeFileSync(file, `# Secrets générés au premier démarrage — ne pas versionner.\n${body}\n`, { mode: 0o600 });
  }
  return { file, values: existing };
}

const REGIONS = ['FR', 'NC'];

/**
 * The portal's region (DESIGN.md « Regions », `lireRegion` of packages/domaine, which the services
 * and the site read): REGION or GATSBY_REGION, FR when neither is set. Both set must agree: the
 * site would be built for one registry and the services would hold the other.
 */
export function regionDe(base) {
  const valeurs = [base.REGION, base.GATSBY_REGION].filter(Boolean).map((valeur) => valeur.trim().toUpperCase());
  const region = valeurs[0] ?? 'FR';
  if (!REGIONS.includes(region)) throw new Error(`Région inconnue « ${valeurs[0]} » : FR ou NC.`);
  if (valeurs.some((valeur) => valeur !== region)) {
    throw new Error(
      `REGION (${base.REGION}) et GATSBY_REGION (${base.GATSBY_REGION}) désignent deux régions différentes.`,
    );
  }
  return region;
}

/** DATA_DIR, else `.data` for FR and `.data-nc` for NC: a Caledonian portal keeps its own data. */
export const dossierDonnees = (base, region) =>
  path.resolve(fromRoot(), base.DATA_DIR || (region === 'NC' ? '.data-nc' : '.data'));

/**
 * The environment of the whole stack: the process environment wins, then a local `.env` file,
 * then the generated secrets, then the embedded defaults.
 */
export function stackEnv(overrides = {}) {
  const local = parseEnvFile(fromRoot('.env'));
  // An empty value (`IDENTITE_SECRETS=` copied from .env.example) means "use the default or the
  // generated secret", never "empty".
  const base = Object.fromEntries(
    Object.entries({ ...local, ...process.env, ...overrides }).filter(([, value]) => value !== ''),
  );
  const region = regionDe(base);
  const dataDir = dossierDonnees(base, region);
  const secrets = ensureSecrets(dataDir).values;
  const port = base.PORT || '8000';
  const servicesPort = base.SERVICES_PORT || '8010';
  const cmsPort = base.CMS_PORT || '1337';
  const env = {
    ...secrets,
    NODE_ENV: 'production',
    CMS_ADMIN_EMAIL: 'admin@greffeo.local',
    CMS_SERVE_ADMIN: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    REGISTRE_ENTREPRISES: '20000',
    REGISTRE_GRAINE: '42',
    // The embedded registry lives: one registry activity day per day (services/src/modules/registre/activite).
    // The activity days draw a French registry: off for a Caledonian one (the services refuse it).
    REGISTRE_ACTIVITE: region === 'NC' ? 'false' : 'true',
    GATSBY_TELEMETRY_DISABLED: '1',
    ...base,
    GATSBY_REGION: region,
    REGION: region,
    DATA_DIR: dataDir,
    PORT: port,
    SERVICES_PORT: servicesPort,
    CMS_PORT: cmsPort,
  };
  env.SERVICES_URL ||= `http://127.0.0.1:${servicesPort}`;
  env.CMS_URL ||= `http://127.0.0.1:${cmsPort}`;
  env.CMS_PUBLIC_URL ||= env.CMS_URL;
  env.SITE_URL ||= `http://localhost:${port}`;
  env.SITE_RELEASE_DIR ||= path.join(dataDir, 'builds', 'current');
  // The CMS asks this portal server to rebuild after each publication (server/src/publication).
  env.PORTAIL_REBUILD_URL ||= `http://127.0.0.1:${port}/_portail/reconstruction`;
  env.CMS_SQLITE_FILE ||= path.join(dataDir, 'cms', 'data.db');
  return env;
}
