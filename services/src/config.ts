import {
  instancePubliee,
  lireIdentiteEditeur,
  lireRegion,
  REGIONS,
  VARIABLE_EDITEUR,
  type IdentiteVendeur,
  type Region,
} from '@portail/domaine';
import { ErreurConfigObservabilite, lireObservabilite, type ConfigObservabilite } from '@portail/observabilite';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

import { packageVersion, repositoryRoot } from './package-info.js';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvironments = ['development', 'production', 'test'] as const;
export type NodeEnvironment = (typeof nodeEnvironments)[number];

/** Which claims of another provider's access tokens carry the person (OIDC_REVENDICATIONS). */
export interface RevendicationsExternes {
  email: string;
  emailVerifie: string;
  prenom: string;
  nom: string;
}

export const REVENDICATIONS_PAR_DEFAUT: RevendicationsExternes = {
  email: 'email',
  emailVerifie: 'email_verified',
  prenom: 'given_name',
  nom: 'family_name',
};

/** Another OpenID Connect provider whose access tokens the services accept instead of their own. */
export interface OidcExterne {
  /** OIDC_EMETTEUR: the `iss` of its tokens, exactly. */
  emetteur: string;
  /** OIDC_JWKS_URL, else the `jwks_uri` of its discovery document, read at the first token. */
  jwksUrl: string | null;
  /** OIDC_CLIENT_ID: the site's client at the provider (`azp` or `client_id` of the tokens). */
  clientId: string;
  /** OIDC_AUDIENCE: the `aud` the tokens must have; empty: not checked, `azp` is. */
  audience: string | null;
  revendications: RevendicationsExternes;
}

export interface Config {
  host: string;
  port: number;
  /** Set: a PostgreSQL server. Unset: PGlite in process, data in `pgliteDir`. */
  databaseUrl: string | undefined;
  /**
   * REGION: the registry these services hold (FR, or NC for New Caledonia's: RID and RIDET, F CFP).
   * A Caledonian portal keeps its data apart: DATA_DIR defaults to `.data-nc` instead of `.data`.
   */
  region: Region;
  dataDir: string;
  pgliteDir: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnvironment;
  /** Public origin of the portal (the browser's), without a trailing slash. */
  siteUrl: string;
  /** OpenID Connect issuer: `${siteUrl}/auth`, reached through the portal server. */
  oidcIssuer: string;
  /** Audience of the JWT access tokens: the services' API, `${siteUrl}/api`. */
  apiAudience: string;
  /**
   * Secret keys (at least 32 characters each, comma-separated, newest first) signing the
   * provider's cookies and the links sent by e-mail. From the environment only.
   */
  identiteSecrets: string[];
  /** Unset: e-mails are kept as files in `emailsDir` (embedded default). */
  smtpUrl: string | undefined;
  emailsDir: string;
  /**
   * true: the e-mails kept as files are listed, to anyone, on /dev/courriels and /api/dev/courriels
   * (development, tests, the end-to-end stack). COURRIELS_DEV; by default true only outside
   * production and while SMTP_URL is unset: a production instance never shows them unless told to.
   */
  courrielsDev: boolean;
  emailExpediteur: string;
  /** SPEC §5: sign-in names at these domains are possible test accounts. */
  domainesComptesTest: string[];
  /**
   * Seconds a refresh token lives from its issue (each refresh issues a new one): the site signs
   * the user out after this long without a refresh (SPEC §4 « Session timeout »).
   */
  identiteDureeSession: number;
  /** Seconds a sign-in lasts at most, however often its tokens are refreshed. */
  identiteDureeMaxSession: number;
  /**
   * Peers whose `X-Forwarded-For` is believed (the portal server), for the per-address sign-in
   * throttling; a request from anywhere else counts under its own socket address.
   */
  identiteProxies: string[];
  /** false: this instance runs no job of the `travaux` queue (others, or a later start, will). */
  travauxActifs: boolean;
  /**
   * AFFAIRES_SOURCE_URL: the case-search service the affaires module asks (SPEC §7 « external
   * case-search service »), speaking this contract's `GET …/affaires` and `GET …/affaires/{id}`;
   * unset, the cases of this registry's own database.
   */
  affairesSourceUrl: string | undefined;
  /** REGISTRE_ACTIVITE: apply one registry activity day per day through the job queue. */
  registreActivite: boolean;
  /** REGISTRE_GRAINE: the seed of the generated registry and of its activity days. */
  registreGraine: string;
  /** Milliseconds between two looks at the queue when it was found empty. */
  travauxIntervalleMs: number;
  surveillanceIntervalleS: number; // SURVEILLANCE_INTERVALLE_S: seconds between two fan-outs (0: none)
  /**
   * ALERTES_SECRET (at least 32 characters): signs the one-click unsubscribe links of the alert
   * e-mails (surveillance/alertes). Unset: a fixed development key on a local instance, derived from
   * the identity secrets on a published one.
   */
  alertesSecret: string | undefined;
  /** ALERTES_HEURE_QUOTIDIENNE: the hour (Paris, 0–23) the daily digests of révélations leave. */
  alertesHeureQuotidienne: number;
  /**
   * GUICHET_UNIQUE_SECRET (at least 32 characters): the key the single window (guichet unique) and
   * this portal share to sign and check the forward links' tokens (JWT HS256, formalites module).
   * Unset: a fixed development key on a local instance; none on a published one, where every link
   * is then refused.
   */
  guichetUniqueSecret: string | undefined;
  /**
   * OPERATIONS_JETON (at least 32 characters): the bearer token of the operations channel
   * (`POST /_operations/…`, plugins/app/operations.ts). Unset: a new one at each start, written to
   * `operationsJetonFichier` (mode 0600) for the commands run on the same machine.
   */
  operationsJeton: string | undefined;
  operationsJetonFichier: string;
  /**
   * SCEAU_CERTIFICAT_P12: the PKCS#12 (.p12/.pfx) sealing the issued documents (documents module,
   * « Seal »), read with SCEAU_MOT_DE_PASSE. Unset: a self-signed demonstration certificate made at
   * the first start in `sceauFichierDemonstration` (0600) and reused; a published instance refuses to start.
   */
  sceauCertificatP12: string | undefined;
  sceauMotDePasse: string | undefined;
  sceauFichierDemonstration: string;
  /**
   * true: Prometheus metrics on `GET /metrics` (plugins/app/metriques.ts), outside `/api` so the
   * portal server never relays them. METRIQUES_ACTIVES, true by default.
   */
  metriquesActives: boolean;
  /**
   * Traces and error tracking (packages/observabilite): the OpenTelemetry SDK's variables
   * (OTEL_TRACES_EXPORTER, OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME, default
   * `greffeo-services`) and SENTRY_DSN; both null on the embedded defaults.
   */
  observabilite: ConfigObservabilite;
  /**
   * Another OpenID Connect provider (OIDC_EMETTEUR and the others, modules/identite/README.md
   * « External provider »): its tokens are verified with its published keys and their subjects
   * linked to local users. null: the embedded provider (the default).
   */
  oidcExterne: OidcExterne | null;
  /**
   * Key signing the payment provider's notifications (at least 32 characters). Unset: derived from
   * the identity secrets for the embedded sandbox provider.
   */
  paiementSecretNotifications: string | undefined;
  /**
   * PAIEMENT_PRESTATAIRE: who takes card payments (commandes module, « Payment providers »). `sandbox`
   * (default): the embedded test provider; `stripe`: Stripe Checkout, with STRIPE_CLE_SECRETE and
   * STRIPE_SECRET_WEBHOOK, both required then.
   */
  paiementPrestataire: 'sandbox' | 'stripe';
  /** STRIPE_CLE_SECRETE: Stripe's secret API key (`sk_test_…` in test mode, `sk_live_…`). */
  stripeCleSecrete: string | undefined;
  /** STRIPE_SECRET_WEBHOOK: the signing secret of the Stripe webhook endpoint (`whsec_…`). */
  stripeSecretWebhook: string | undefined;
  /**
   * The portal operator's identity printed on invoices and receipts (PORTAIL_EDITEUR, JSON, the
   * publisher the site's legal notice names too). Unset: an identity that says it is to be
   * configured, for development and tests.
   */
  vendeur: Vendeur;
}

/** The seller's block of an invoice: `@portail/domaine`'s `IdentiteVendeur`, shared with the site. */
export type Vendeur = IdentiteVendeur;

export const VENDEUR_A_CONFIGURER: Vendeur = {
  denomination: 'Greffeo',
  formeJuridique: `Site de démonstration : éditeur non déclaré (variable ${VARIABLE_EDITEUR})`,
  capital: 0,
  adresse: ['Instance locale, non publiée en ligne'],
  siren: '000000000',
  villeRcs: 'Paris',
};

/** The publisher (PORTAIL_EDITEUR, shared with the site's legal notice) sells on the invoices. */
function lireVendeur(brut: string | undefined, siteUrl: string, problems: string[]): Vendeur {
  const { editeur, probleme } = lireIdentiteEditeur(brut, siteUrl);
  if (probleme !== undefined) problems.push(probleme);
  return editeur ?? VENDEUR_A_CONFIGURER;
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
  // Comma-separated values; the spaces around each are not part of it.
  const readList = (name: string, fallback: string): string[] =>
    (read(name) ?? fallback)
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '');
  const readInteger = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name) ?? String(fallback);
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} doit être un nombre entier de secondes entre ${min} et ${max} ${received(raw)}`);
      return fallback;
    }
    return value;
  };

  const host = read('SERVICES_HOST') ?? '127.0.0.1';
  if (/\s/.test(host)) problems.push(`SERVICES_HOST ne doit pas contenir d'espace ${received(host)}`);

  const rawPort = read('SERVICES_PORT') ?? '8010';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    problems.push(`SERVICES_PORT doit être un entier entre 1 et 65535 ${received(rawPort)}`);
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !isUrlOf(databaseUrl, ['postgres:', 'postgresql:'])) {
    // The value may hold a password: name the expected form, never echo it.
    problems.push(
      'DATABASE_URL doit être une URL postgres://utilisateur@hôte:port/base, ou rester vide pour utiliser PGlite',
    );
  }

  const rawRegion = read('REGION');
  const region = lireRegion(rawRegion);
  if (region === null) problems.push(`REGION doit valoir ${REGIONS.join(' ou ')} ${received(rawRegion ?? '')}`);

  const rawDataDir = read('DATA_DIR');
  // A relative DATA_DIR is taken from the current directory, like any CLI path.
  const dataDir =
    rawDataDir === undefined ? join(repositoryRoot, region === 'NC' ? '.data-nc' : '.data') : resolve(rawDataDir);

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!isOneOf(logLevels, logLevel)) {
    problems.push(`LOG_LEVEL doit valoir ${logLevels.join(', ')} ${received(logLevel)}`);
  }

  // Production is the safe default: no pretty printer (a dev dependency) needed.
  const nodeEnv = read('NODE_ENV') ?? 'production';
  if (!isOneOf(nodeEnvironments, nodeEnv)) {
    problems.push(`NODE_ENV doit valoir ${nodeEnvironments.join(', ')} ${received(nodeEnv)}`);
  }

  const rawSiteUrl = read('SITE_URL') ?? 'http://localhost:8000';
  if (!isUrlOf(rawSiteUrl, ['http:', 'https:']))
    problems.push(`SITE_URL doit être une URL http(s) ${received(rawSiteUrl)}`);
  const siteUrl = rawSiteUrl.replace(/\/+$/, '');

  const identiteSecrets = readList('IDENTITE_SECRETS', '');
  // Required by the identity module only (checked when it starts, see `exigerSecretsIdentite`):
  // the command-line tools read this configuration for the database alone.
  if (identiteSecrets.some((value) => value.length < 32)) {
    // Never echo a secret, even a wrong one.
    problems.push('IDENTITE_SECRETS : chaque clé doit compter au moins 32 caractères');
  }

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push(
      'SMTP_URL doit être une URL smtp:// ou smtps://, ou rester vide pour garder les courriels en fichiers',
    );
  }
  const rawCourrielsDev = read('COURRIELS_DEV');
  if (rawCourrielsDev !== undefined && rawCourrielsDev !== 'true' && rawCourrielsDev !== 'false') {
    problems.push(`COURRIELS_DEV doit valoir true ou false ${received(rawCourrielsDev)}`);
  }
  if (rawCourrielsDev === 'true' && smtpUrl !== undefined) {
    problems.push(
      'COURRIELS_DEV=true demande que SMTP_URL reste vide : les courriels ne sont gardés en fichiers que sans serveur SMTP',
    );
  }
  const courrielsDev =
    rawCourrielsDev === undefined ? nodeEnv !== 'production' && smtpUrl === undefined : rawCourrielsDev === 'true';
  const emailExpediteur = read('EMAIL_EXPEDITEUR') ?? 'Greffeo <ne-pas-repondre@greffeo.local>';
  const domainesComptesTest = readList('COMPTES_TEST_DOMAINES', 'greffeo.test')
    .map((value) => value.toLowerCase().replace(/^@/, ''))
    .filter((value) => value !== '');

  const identiteDureeSession = readInteger('IDENTITE_DUREE_SESSION', 1800, 60, 86_400);
  const identiteDureeMaxSession = readInteger('IDENTITE_DUREE_MAX_SESSION', 43_200, 60, 31 * 86_400);
  if (identiteDureeMaxSession < identiteDureeSession) {
    problems.push('IDENTITE_DUREE_MAX_SESSION doit être supérieure ou égale à IDENTITE_DUREE_SESSION');
  }
  const identiteProxies = readList('IDENTITE_PROXIES', '127.0.0.1,::1');
  const adresseInvalide = identiteProxies.find((value) => isIP(value) === 0);
  if (adresseInvalide !== undefined) {
    problems.push(
      `IDENTITE_PROXIES doit lister des adresses IP séparées par des virgules ${received(adresseInvalide)}`,
    );
  }

  const rawTravauxActifs = read('TRAVAUX_ACTIFS') ?? 'true';
  if (rawTravauxActifs !== 'true' && rawTravauxActifs !== 'false') {
    problems.push(`TRAVAUX_ACTIFS doit valoir true ou false ${received(rawTravauxActifs)}`);
  }
  const rawRegistreActivite = read('REGISTRE_ACTIVITE') ?? 'false';
  if (rawRegistreActivite !== 'true' && rawRegistreActivite !== 'false') {
    problems.push(`REGISTRE_ACTIVITE doit valoir true ou false ${received(rawRegistreActivite)}`);
  } else if (rawRegistreActivite === 'true' && region === 'NC') {
    // The activity days draw French companies, greffe numbers and filings (registre/activite).
    problems.push(
      'REGISTRE_ACTIVITE doit valoir false avec REGION=NC : les journées d’activité tirent un registre français',
    );
  }
  const rawIntervalle = read('TRAVAUX_INTERVALLE_MS') ?? '1000';
  const travauxIntervalleMs = Number(rawIntervalle);
  if (!/^\d+$/.test(rawIntervalle) || travauxIntervalleMs < 10 || travauxIntervalleMs > 60_000) {
    problems.push(
      `TRAVAUX_INTERVALLE_MS doit être un nombre entier de millisecondes entre 10 et 60000 ${received(rawIntervalle)}`,
    );
  }
  const rawSurveillance = read('SURVEILLANCE_INTERVALLE_S') ?? '300';
  if (!/^\d{1,5}$/.test(rawSurveillance) || Number(rawSurveillance) > 86_400)
    problems.push(`SURVEILLANCE_INTERVALLE_S doit valoir de 0 à 86400 secondes ${received(rawSurveillance)}`);
  const alertesSecret = read('ALERTES_SECRET');
  if (alertesSecret !== undefined && alertesSecret.length < 32)
    problems.push('ALERTES_SECRET doit compter au moins 32 caractères');
  const guichetUniqueSecret = read('GUICHET_UNIQUE_SECRET');
  if (guichetUniqueSecret !== undefined && guichetUniqueSecret.length < 32)
    problems.push('GUICHET_UNIQUE_SECRET doit compter au moins 32 caractères');
  const rawHeure = read('ALERTES_HEURE_QUOTIDIENNE') ?? '18';
  if (!/^\d{1,2}$/.test(rawHeure) || Number(rawHeure) > 23)
    problems.push(`ALERTES_HEURE_QUOTIDIENNE doit être une heure de 0 à 23 ${received(rawHeure)}`);
  const operationsJeton = read('OPERATIONS_JETON');
  if (operationsJeton !== undefined && operationsJeton.length < 32)
    problems.push('OPERATIONS_JETON doit compter au moins 32 caractères');
  const rawSceauCertificat = read('SCEAU_CERTIFICAT_P12');
  const sceauMotDePasse = env.SCEAU_MOT_DE_PASSE === '' ? undefined : env.SCEAU_MOT_DE_PASSE;
  // The password is never echoed; it may have spaces of its own, so it is not trimmed.
  if (sceauMotDePasse !== undefined && rawSceauCertificat === undefined)
    problems.push('SCEAU_MOT_DE_PASSE ne sert qu’avec SCEAU_CERTIFICAT_P12 (chemin du fichier .p12 ou .pfx)');
  const rawMetriquesActives = read('METRIQUES_ACTIVES') ?? 'true';
  if (rawMetriquesActives !== 'true' && rawMetriquesActives !== 'false') {
    problems.push(`METRIQUES_ACTIVES doit valoir true ou false ${received(rawMetriquesActives)}`);
  }
  const paiementSecretNotifications = read('PAIEMENT_SECRET_NOTIFICATIONS');
  if (paiementSecretNotifications !== undefined && paiementSecretNotifications.length < 32) {
    problems.push('PAIEMENT_SECRET_NOTIFICATIONS doit compter au moins 32 caractères');
  }
  const paiementPrestataire = read('PAIEMENT_PRESTATAIRE') ?? 'sandbox';
  if (paiementPrestataire !== 'sandbox' && paiementPrestataire !== 'stripe') {
    problems.push(`PAIEMENT_PRESTATAIRE doit valoir sandbox ou stripe ${received(paiementPrestataire)}`);
  }
  // Secrets: never echoed, even wrong.
  const stripeCleSecrete = read('STRIPE_CLE_SECRETE');
  const stripeSecretWebhook = read('STRIPE_SECRET_WEBHOOK');
  if (paiementPrestataire === 'stripe') {
    if (stripeCleSecrete === undefined) {
      problems.push(
        'STRIPE_CLE_SECRETE est obligatoire avec PAIEMENT_PRESTATAIRE=stripe (clé secrète sk_test_… ou sk_live_…)',
      );
    } else if (!/^(sk|rk)_(test|live)_\S+$/.test(stripeCleSecrete)) {
      problems.push('STRIPE_CLE_SECRETE doit être une clé secrète Stripe (sk_test_…, sk_live_… ou rk_…)');
    }
    if (stripeSecretWebhook === undefined) {
      problems.push(
        'STRIPE_SECRET_WEBHOOK est obligatoire avec PAIEMENT_PRESTATAIRE=stripe (secret de signature whsec_… du point de terminaison)',
      );
    } else if (!/^whsec_\S+$/.test(stripeSecretWebhook)) {
      problems.push('STRIPE_SECRET_WEBHOOK doit être le secret de signature du point de terminaison Stripe (whsec_…)');
    }
  }

  const affairesSourceUrl = read('AFFAIRES_SOURCE_URL');
  if (affairesSourceUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(affairesSourceUrl);
    } catch {
      url = undefined;
    }
    if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '')
      problems.push(
        `AFFAIRES_SOURCE_URL doit être une adresse http(s) sans paramètres (ex. https://affaires.example.fr/api) ${received(affairesSourceUrl)}`,
      );
  }

  const vendeur = lireVendeur(read(VARIABLE_EDITEUR), siteUrl, problems);
  const oidcExterne = lireOidcExterne(read, problems);
  let observabilite: ConfigObservabilite = { traces: null, suiviErreurs: null };
  try {
    observabilite = lireObservabilite(env, {
      nomService: 'greffeo-services',
      version: packageVersion,
      publiee: instancePubliee(siteUrl),
    });
  } catch (error) {
    if (!(error instanceof ErreurConfigObservabilite)) throw error;
    problems.push(error.message);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    host,
    port,
    databaseUrl,
    region: region ?? 'FR',
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    logLevel: logLevel as LogLevel,
    nodeEnv: nodeEnv as NodeEnvironment,
    siteUrl,
    oidcIssuer: `${siteUrl}/auth`,
    apiAudience: `${siteUrl}/api`,
    identiteSecrets,
    smtpUrl,
    emailsDir: join(dataDir, 'courriels'),
    courrielsDev,
    emailExpediteur,
    domainesComptesTest,
    identiteDureeSession,
    identiteDureeMaxSession,
    identiteProxies,
    travauxActifs: rawTravauxActifs !== 'false',
    registreActivite: rawRegistreActivite === 'true',
    affairesSourceUrl: affairesSourceUrl?.replace(/\/+$/, ''),
    registreGraine: read('REGISTRE_GRAINE') ?? '42',
    travauxIntervalleMs: Number.isFinite(travauxIntervalleMs) ? travauxIntervalleMs : 1000,
    surveillanceIntervalleS: Number(rawSurveillance) || 0,
    alertesSecret,
    alertesHeureQuotidienne: Number(rawHeure) || 0,
    guichetUniqueSecret,
    operationsJeton,
    operationsJetonFichier: join(dataDir, 'operations.jeton'),
    sceauCertificatP12: rawSceauCertificat === undefined ? undefined : resolve(rawSceauCertificat),
    sceauMotDePasse,
    sceauFichierDemonstration: join(dataDir, 'sceau-demonstration.p12'),
    metriquesActives: rawMetriquesActives !== 'false',
    observabilite,
    oidcExterne,
    paiementSecretNotifications,
    paiementPrestataire: paiementPrestataire === 'stripe' ? 'stripe' : 'sandbox',
    stripeCleSecrete,
    stripeSecretWebhook,
    vendeur,
  };
}

function lireOidcExterne(read: (name: string) => string | undefined, problems: string[]): OidcExterne | null {
  const emetteur = read('OIDC_EMETTEUR');
  const autres = ['OIDC_JWKS_URL', 'OIDC_CLIENT_ID', 'OIDC_AUDIENCE', 'OIDC_REVENDICATIONS'].filter((n) => read(n));
  if (emetteur === undefined) {
    if (autres.length > 0)
      problems.push(`${autres.join(', ')} sans OIDC_EMETTEUR : le fournisseur intégré ne les lit pas`);
    return null;
  }
  if (!isUrlOf(emetteur, ['https:', 'http:']))
    problems.push(`OIDC_EMETTEUR doit être une adresse http(s) (reçu « ${emetteur} »)`);
  const jwksUrl = read('OIDC_JWKS_URL') ?? null;
  if (jwksUrl !== null && !isUrlOf(jwksUrl, ['https:', 'http:'])) {
    problems.push(`OIDC_JWKS_URL doit être une adresse http(s) (reçu « ${jwksUrl} »)`);
  }
  const clientId = read('OIDC_CLIENT_ID');
  if (clientId === undefined)
    problems.push('OIDC_CLIENT_ID est requise avec OIDC_EMETTEUR (le client du site chez le fournisseur)');
  let revendications = REVENDICATIONS_PAR_DEFAUT;
  const brut = read('OIDC_REVENDICATIONS');
  if (brut !== undefined) {
    try {
      const lu = JSON.parse(brut) as unknown;
      if (typeof lu !== 'object' || lu === null || Array.isArray(lu)) throw new Error('objet attendu');
      const inconnues = Object.keys(lu).filter((cle) => !(cle in REVENDICATIONS_PAR_DEFAUT));
      if (inconnues.length > 0) throw new Error(`clés inconnues ${inconnues.join(', ')}`);
      if (Object.values(lu).some((v) => typeof v !== 'string' || v === ''))
        throw new Error('noms de revendications attendus');
      revendications = { ...REVENDICATIONS_PAR_DEFAUT, ...(lu as Partial<RevendicationsExternes>) };
    } catch (error) {
      problems.push(
        `OIDC_REVENDICATIONS doit être un objet JSON {"email","emailVerifie","prenom","nom"} de noms de revendications (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return { emetteur, jwksUrl, clientId: clientId ?? '', audience: read('OIDC_AUDIENCE') ?? null, revendications };
}

function isUrlOf(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}

/** The services' HTTP server cannot start without the identity secrets. */
export function exigerSecretsIdentite(config: Config): void {
  if (config.identiteSecrets.length === 0) {
    throw new ConfigError([
      'IDENTITE_SECRETS est obligatoire : clés secrètes d’au moins 32 caractères, séparées par des virgules (npm start les génère dans $DATA_DIR/secrets.env)',
    ]);
  }
}
