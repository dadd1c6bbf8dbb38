import { join } from 'node:path';

import { ConfigError, loadConfig, VENDEUR_A_CONFIGURER } from './config.js';
import { repositoryRoot } from './package-info.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    // loadConfig reads the object it is given, never process.env: `{}` is an empty environment
    // whatever the shell running the tests exports. toStrictEqual: every field, none extra.
    expect(loadConfig({})).toStrictEqual({
      host: '127.0.0.1',
      port: 8010,
      databaseUrl: undefined,
      region: 'FR',
      dataDir: join(repositoryRoot, '.data'),
      pgliteDir: join(repositoryRoot, '.data', 'pglite'),
      logLevel: 'info',
      nodeEnv: 'production',
      siteUrl: 'http://localhost:8000',
      oidcIssuer: 'http://localhost:8000/auth',
      apiAudience: 'http://localhost:8000/api',
      identiteSecrets: [],
      smtpUrl: undefined,
      emailsDir: join(repositoryRoot, '.data', 'courriels'),
      courrielsDev: false,
      emailExpediteur: 'Greffeo <ne-pas-repondre@greffeo.local>',
      domainesComptesTest: ['greffeo.test'],
      identiteDureeSession: 1800,
      identiteDureeMaxSession: 43_200,
      identiteProxies: ['127.0.0.1', '::1'],
      travauxActifs: true,
      travauxIntervalleMs: 1000,
      surveillanceIntervalleS: 300,
      alertesSecret: undefined,
      alertesHeureQuotidienne: 18,
      guichetUniqueSecret: undefined,
      registreActivite: false,
      affairesSourceUrl: undefined,
      registreGraine: '42',
      metriquesActives: true,
      observabilite: { traces: null, suiviErreurs: null },
      oidcExterne: null,
      operationsJeton: undefined,
      operationsJetonFichier: join(repositoryRoot, '.data', 'operations.jeton'),
      sceauCertificatP12: undefined,
      sceauMotDePasse: undefined,
      sceauFichierDemonstration: join(repositoryRoot, '.data', 'sceau-demonstration.p12'),
      paiementSecretNotifications: undefined,
      paiementPrestataire: 'sandbox',
      stripeCleSecrete: undefined,
      stripeSecretWebhook: undefined,
      vendeur: VENDEUR_A_CONFIGURER,
    });
  });

  it('derives the PGlite and e-mail directories from DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/greffeo' })).toMatchObject({
      dataDir: '/var/lib/greffeo',
      pgliteDir: '/var/lib/greffeo/pglite',
      emailsDir: '/var/lib/greffeo/courriels',
    });
  });

  it('keeps a Caledonian registry in its own data folder unless DATA_DIR says where', () => {
    expect(loadConfig({ REGION: 'NC' })).toMatchObject({
      region: 'NC',
      dataDir: join(repositoryRoot, '.data-nc'),
      pgliteDir: join(repositoryRoot, '.data-nc', 'pglite'),
    });
    expect(loadConfig({ REGION: 'nc', DATA_DIR: '/var/lib/nc' })).toMatchObject({
      region: 'NC',
      dataDir: '/var/lib/nc',
    });
    expect(loadConfig({ REGION: 'FR' }).dataDir).toBe(join(repositoryRoot, '.data'));
  });

  it('refuses the registry activity days on a Caledonian registry, whose companies they are not', () => {
    expect(problemsOf({ REGION: 'NC', REGISTRE_ACTIVITE: 'true' })).toEqual([
      'REGISTRE_ACTIVITE doit valoir false avec REGION=NC : les journées d’activité tirent un registre français',
    ]);
    expect(loadConfig({ REGION: 'FR', REGISTRE_ACTIVITE: 'true' }).registreActivite).toBe(true);
  });

  it('names REGION when it is neither FR nor NC', () => {
    expect(problemsOf({ REGION: 'PF' })).toEqual(['REGION doit valoir FR ou NC (reçu « PF »)']);
  });

  it('derives the OIDC issuer and the API audience from SITE_URL, without its trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://greffeo.example/' })).toMatchObject({
      siteUrl: 'https://greffeo.example',
      oidcIssuer: 'https://greffeo.example/auth',
      apiAudience: 'https://greffeo.example/api',
    });
  });

  it('reads every variable when set', () => {
    const config = loadConfig({
      SERVICES_HOST: '0.0.0.0',
      SERVICES_PORT: '9000',
      DATABASE_URL: 'postgres://postgres@db:5432/greffeo',
      DATA_DIR: '/var/lib/greffeo',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      databaseUrl: 'postgres://postgres@db:5432/greffeo',
      dataDir: '/var/lib/greffeo',
      pgliteDir: '/var/lib/greffeo/pglite',
      logLevel: 'debug',
      nodeEnv: 'development',
    });
  });

  it('treats an empty value as unset, as a copied .env.example leaves them', () => {
    expect(loadConfig({ DATABASE_URL: '', DATA_DIR: ' ', SERVICES_PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      dataDir: join(repositoryRoot, '.data'),
      port: 8010,
    });
  });

  it('accepts the postgresql:// spelling of a server URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });

  it('resolves a relative DATA_DIR from the current directory', () => {
    expect(loadConfig({ DATA_DIR: 'donnees' }).pgliteDir).toBe(join(process.cwd(), 'donnees', 'pglite'));
  });

  it.each([
    ['abc', 'SERVICES_PORT doit être un entier entre 1 et 65535 (reçu « abc »)'],
    ['0', 'SERVICES_PORT doit être un entier entre 1 et 65535 (reçu « 0 »)'],
    ['65536', 'SERVICES_PORT doit être un entier entre 1 et 65535 (reçu « 65536 »)'],
    ['80.5', 'SERVICES_PORT doit être un entier entre 1 et 65535 (reçu « 80.5 »)'],
  ])('names SERVICES_PORT when it is %p', (value, problem) => {
    expect(problemsOf({ SERVICES_PORT: value })).toEqual([problem]);
  });

  it('puts the variable name in the error message itself', () => {
    expect(() => loadConfig({ SERVICES_PORT: 'abc' })).toThrow(
      'Configuration invalide : SERVICES_PORT doit être un entier entre 1 et 65535 (reçu « abc »)',
    );
  });

  it('names LOG_LEVEL and lists the accepted levels', () => {
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace, silent (reçu « verbose »)',
    ]);
  });

  it('names NODE_ENV when it is not development, production or test', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV doit valoir development, production, test/);
  });

  it('names SERVICES_HOST when it contains a space', () => {
    expect(problemsOf({ SERVICES_HOST: 'local host' })[0]).toMatch(/^SERVICES_HOST /);
  });

  it('names DATABASE_URL when it is not a postgres URL, without echoing it (it may hold a password)', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:secret@db/x' });
    expect(problem).toMatch(/^DATABASE_URL doit être une URL postgres:\/\//);
    expect(problem).not.toContain('secret');
  });

  it('reports every invalid variable at once', () => {
    const problems = problemsOf({ SERVICES_PORT: 'x', LOG_LEVEL: 'x', NODE_ENV: 'x' });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['SERVICES_PORT', 'LOG_LEVEL', 'NODE_ENV']);
  });
});

describe('loadConfig, identity variables', () => {
  it('defaults to a 30-minute refresh, a 12-hour sign-in and the loopback proxy', () => {
    expect(loadConfig({})).toMatchObject({
      identiteDureeSession: 1800,
      identiteDureeMaxSession: 43_200,
      identiteProxies: ['127.0.0.1', '::1'],
    });
  });

  it('reads IDENTITE_DUREE_SESSION, IDENTITE_DUREE_MAX_SESSION and IDENTITE_PROXIES', () => {
    expect(
      loadConfig({
        IDENTITE_DUREE_SESSION: '600',
        IDENTITE_DUREE_MAX_SESSION: '3600',
        IDENTITE_PROXIES: '10.0.0.2, ::1',
      }),
    ).toMatchObject({ identiteDureeSession: 600, identiteDureeMaxSession: 3600, identiteProxies: ['10.0.0.2', '::1'] });
  });

  it('names each wrong identity variable', () => {
    expect(() =>
      loadConfig({ IDENTITE_DUREE_SESSION: '30 min', IDENTITE_DUREE_MAX_SESSION: '10', IDENTITE_PROXIES: 'portail' }),
    ).toThrow(
      /IDENTITE_DUREE_SESSION doit être un nombre entier de secondes entre 60 et 86400 \(reçu « 30 min »\).*IDENTITE_DUREE_MAX_SESSION.*IDENTITE_PROXIES doit lister des adresses IP/,
    );
  });
});

describe('loadConfig, COURRIELS_DEV', () => {
  it('shows the kept e-mails by default outside production only, and never when they go out by SMTP', () => {
    expect(loadConfig({}).courrielsDev).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).courrielsDev).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).courrielsDev).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).courrielsDev).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://h:587' }).courrielsDev).toBe(false);
  });

  it('follows an explicit COURRIELS_DEV, production included', () => {
    expect(loadConfig({ NODE_ENV: 'production', COURRIELS_DEV: 'true' }).courrielsDev).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', COURRIELS_DEV: 'false' }).courrielsDev).toBe(false);
  });

  it('names COURRIELS_DEV when it is not true or false, or asks to show e-mails sent by SMTP', () => {
    expect(problemsOf({ COURRIELS_DEV: 'oui' })).toEqual(['COURRIELS_DEV doit valoir true ou false (reçu « oui »)']);
    expect(problemsOf({ COURRIELS_DEV: 'true', SMTP_URL: 'smtp://h:587' })).toEqual([
      'COURRIELS_DEV=true demande que SMTP_URL reste vide : les courriels ne sont gardés en fichiers que sans serveur SMTP',
    ]);
  });
});

describe('loadConfig, jobs and payment variables', () => {
  it('reads TRAVAUX_ACTIFS, TRAVAUX_INTERVALLE_MS and PAIEMENT_SECRET_NOTIFICATIONS', () => {
    const secret = 'p'.repeat(32);
    expect(
      loadConfig({ TRAVAUX_ACTIFS: 'false', TRAVAUX_INTERVALLE_MS: '250', PAIEMENT_SECRET_NOTIFICATIONS: secret }),
    ).toMatchObject({ travauxActifs: false, travauxIntervalleMs: 250, paiementSecretNotifications: secret });
  });

  it('names each wrong job or payment variable, without echoing the secret', () => {
    let message = '';
    try {
      loadConfig({ TRAVAUX_ACTIFS: 'oui', TRAVAUX_INTERVALLE_MS: '5', PAIEMENT_SECRET_NOTIFICATIONS: 'court' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TRAVAUX_ACTIFS doit valoir true ou false \(reçu « oui »\)/);
    expect(message).toMatch(/TRAVAUX_INTERVALLE_MS doit être un nombre entier de millisecondes entre 10 et 60000/);
    expect(message).toMatch(/PAIEMENT_SECRET_NOTIFICATIONS doit compter au moins 32 caractères/);
    expect(message).not.toContain('court');
  });

  it('chooses the payment provider: the sandbox by default, Stripe with both of its keys', () => {
    expect(loadConfig({ PAIEMENT_PRESTATAIRE: '' }).paiementPrestataire).toBe('sandbox');
    // Keys left in the environment do not switch the provider.
    expect(loadConfig({ STRIPE_CLE_SECRETE: 'sk_test_abc' }).paiementPrestataire).toBe('sandbox');
    expect(
      loadConfig({
        PAIEMENT_PRESTATAIRE: 'stripe',
        STRIPE_CLE_SECRETE: 'sk_test_abc',
        STRIPE_SECRET_WEBHOOK: 'whsec_def',
      }),
    ).toMatchObject({
      paiementPrestataire: 'stripe',
      stripeCleSecrete: 'sk_test_abc',
      stripeSecretWebhook: 'whsec_def',
    });
  });

  it('refuses Stripe without its keys, or with keys of the wrong kind, without echoing them', () => {
    const probleme = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(probleme({ PAIEMENT_PRESTATAIRE: 'paypal' })).toContain(
      'PAIEMENT_PRESTATAIRE doit valoir sandbox ou stripe (reçu « paypal »)',
    );
    const sansCles = probleme({ PAIEMENT_PRESTATAIRE: 'stripe' });
    expect(sansCles).toContain('STRIPE_CLE_SECRETE est obligatoire avec PAIEMENT_PRESTATAIRE=stripe');
    expect(sansCles).toContain('STRIPE_SECRET_WEBHOOK est obligatoire avec PAIEMENT_PRESTATAIRE=stripe');
    const mauvaises = probleme({
      PAIEMENT_PRESTATAIRE: 'stripe',
      STRIPE_CLE_SECRETE: 'pk_test_publique',
      STRIPE_SECRET_WEBHOOK: 'secret-au-hasard',
    });
    expect(mauvaises).toContain('STRIPE_CLE_SECRETE doit être une clé secrète Stripe');
    expect(mauvaises).toContain(
      'STRIPE_SECRET_WEBHOOK doit être le secret de signature du point de terminaison Stripe',
    );
    expect(mauvaises).not.toMatch(/pk_test_publique|secret-au-hasard/);
  });

  it('reads REGISTRE_ACTIVITE (off unless asked) and REGISTRE_GRAINE', () => {
    expect(loadConfig({})).toMatchObject({ registreActivite: false, registreGraine: '42' });
    expect(loadConfig({ REGISTRE_ACTIVITE: 'true', REGISTRE_GRAINE: 'demo' })).toMatchObject({
      registreActivite: true,
      registreGraine: 'demo',
    });
    expect(() => loadConfig({ REGISTRE_ACTIVITE: 'oui' })).toThrow(
      /REGISTRE_ACTIVITE doit valoir true ou false \(reçu « oui »\)/,
    );
  });

  it('reads AFFAIRES_SOURCE_URL without its trailing slash, and names one that is no http(s) base address', () => {
    expect(loadConfig({ AFFAIRES_SOURCE_URL: 'https://affaires.example.fr/api/' }).affairesSourceUrl).toBe(
      'https://affaires.example.fr/api',
    );
    for (const url of ['affaires.example.fr', 'ftp://affaires.example.fr', 'https://affaires.example.fr/api?cle=1']) {
      expect(problemsOf({ AFFAIRES_SOURCE_URL: url })).toEqual([
        expect.stringMatching(/^AFFAIRES_SOURCE_URL doit être une adresse http\(s\) sans paramètres/),
      ]);
    }
  });

  it('reads METRIQUES_ACTIVES and names it when it is not true or false', () => {
    expect(loadConfig({ METRIQUES_ACTIVES: 'false' }).metriquesActives).toBe(false);
    expect(loadConfig({ METRIQUES_ACTIVES: 'true' }).metriquesActives).toBe(true);
  });

  it('reads another OpenID Connect provider, its claims mapping, and names what is wrong', () => {
    expect(
      loadConfig({
        OIDC_EMETTEUR: 'https://sso.exemple.fr/realms/greffeo',
        OIDC_CLIENT_ID: 'portail',
        OIDC_REVENDICATIONS: '{"prenom":"prenom","nom":"nom"}',
      }).oidcExterne,
    ).toEqual({
      emetteur: 'https://sso.exemple.fr/realms/greffeo',
      jwksUrl: null,
      clientId: 'portail',
      audience: null,
      revendications: { email: 'email', emailVerifie: 'email_verified', prenom: 'prenom', nom: 'nom' },
    });
    expect(() => loadConfig({ OIDC_EMETTEUR: 'https://sso.exemple.fr' })).toThrow(
      /OIDC_CLIENT_ID est requise avec OIDC_EMETTEUR/,
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'portail' })).toThrow(/OIDC_CLIENT_ID sans OIDC_EMETTEUR/);
    expect(() =>
      loadConfig({
        OIDC_EMETTEUR: 'https://sso.exemple.fr',
        OIDC_CLIENT_ID: 'p',
        OIDC_REVENDICATIONS: '{"courriel":"mail"}',
      }),
    ).toThrow(/OIDC_REVENDICATIONS doit être un objet JSON .*clés inconnues courriel/);
    expect(() => loadConfig({ OIDC_EMETTEUR: 'sso', OIDC_CLIENT_ID: 'p' })).toThrow(
      /OIDC_EMETTEUR doit être une adresse http\(s\)/,
    );
  });

  it('reads the traces and error-tracking variables, and names a wrong one', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collecteur:4318' }).observabilite.traces).toEqual({
      exportateur: 'otlp',
      nomService: 'greffeo-services',
      pointOtlp: 'http://collecteur:4318/v1/traces',
    });
    expect(loadConfig({ SENTRY_DSN: 'https://cle@erreurs.interne/4' }).observabilite.suiviErreurs?.environnement).toBe(
      'local',
    );
    expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(
      /OTEL_TRACES_EXPORTER : « jaeger » : otlp, console ou none/,
    );
    expect(() => loadConfig({ METRIQUES_ACTIVES: 'non' })).toThrow(
      /METRIQUES_ACTIVES doit valoir true ou false \(reçu « non »\)/,
    );
  });

  it('reads OPERATIONS_JETON, refuses a short one without echoing it, and puts the token file in DATA_DIR', () => {
    const jeton = 'o'.repeat(32);
    expect(loadConfig({ OPERATIONS_JETON: jeton }).operationsJeton).toBe(jeton);
    expect(() => loadConfig({ OPERATIONS_JETON: 'court-et-secret' })).toThrow(
      'OPERATIONS_JETON doit compter au moins 32 caractères',
    );
    expect(() => loadConfig({ OPERATIONS_JETON: 'court-et-secret' })).not.toThrow(/court-et-secret/);
    expect(loadConfig({ DATA_DIR: '/srv/greffeo' }).operationsJetonFichier).toBe('/srv/greffeo/operations.jeton');
  });

  it('reads the seal certificate (path resolved, password kept as given) and its demonstration file', () => {
    expect(
      loadConfig({ SCEAU_CERTIFICAT_P12: '/etc/greffeo/cachet.p12', SCEAU_MOT_DE_PASSE: ' mot de passe ' }),
    ).toMatchObject({ sceauCertificatP12: '/etc/greffeo/cachet.p12', sceauMotDePasse: ' mot de passe ' });
    expect(loadConfig({ DATA_DIR: '/srv/greffeo' }).sceauFichierDemonstration).toBe(
      '/srv/greffeo/sceau-demonstration.p12',
    );
    expect(problemsOf({ SCEAU_MOT_DE_PASSE: 'secret-du-cachet' })).toEqual([
      'SCEAU_MOT_DE_PASSE ne sert qu’avec SCEAU_CERTIFICAT_P12 (chemin du fichier .p12 ou .pfx)',
    ]);
  });

  it('reads GUICHET_UNIQUE_SECRET (unset when empty) and refuses a short one without echoing it', () => {
    const cle = 'g'.repeat(32);
    expect(loadConfig({ GUICHET_UNIQUE_SECRET: cle }).guichetUniqueSecret).toBe(cle);
    expect(loadConfig({ GUICHET_UNIQUE_SECRET: '  ' }).guichetUniqueSecret).toBeUndefined();
    expect(() => loadConfig({ GUICHET_UNIQUE_SECRET: 'court-et-secret' })).toThrow(
      'GUICHET_UNIQUE_SECRET doit compter au moins 32 caractères',
    );
    expect(() => loadConfig({ GUICHET_UNIQUE_SECRET: 'court-et-secret' })).not.toThrow(/court-et-secret/);
  });

  it('reads the invoices’ seller from the publisher’s identity (PORTAIL_EDITEUR) and refuses an incomplete one', () => {
    const editeur = {
      denomination: 'Greffeo SAS',
      formeJuridique: 'Société par actions simplifiée',
      capital: 10000,
      adresse: ['1 rue de la Paix', '75002 Paris'],
      siren: '552100554',
      villeRcs: 'Paris',
      directeurPublication: 'Jeanne Dupont',
      hebergeur: { nom: 'Hébergeur SAS', adresse: ['2 rue du Serveur', '59100 Roubaix'] },
      mediateur: { nom: 'CM2C', site: 'https://www.cm2c.net' },
    };
    expect(loadConfig({ PORTAIL_EDITEUR: JSON.stringify(editeur) }).vendeur).toEqual(editeur);
    expect(loadConfig({}).vendeur.formeJuridique).toBe(
      'Site de démonstration : éditeur non déclaré (variable PORTAIL_EDITEUR)',
    );
    expect(() => loadConfig({ SITE_URL: 'https://greffeo.fr' })).toThrow(
      /PORTAIL_EDITEUR est obligatoire pour un site publié en ligne .*\(SITE_URL https:\/\/greffeo\.fr\)/,
    );
    expect(loadConfig({ SITE_URL: 'https://greffeo.fr', PORTAIL_EDITEUR: JSON.stringify(editeur) }).vendeur).toEqual(
      editeur,
    );
    expect(() => loadConfig({ PORTAIL_EDITEUR: JSON.stringify({ ...editeur, siren: '12' }) })).toThrow(
      /PORTAIL_EDITEUR : « siren » doit être un SIREN valide/,
    );
    expect(() => loadConfig({ PORTAIL_EDITEUR: '{' })).toThrow(/PORTAIL_EDITEUR n’est pas un JSON lisible/);
  });
});
