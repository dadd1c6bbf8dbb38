/**
 * Run-time configuration of the preview page, read when the first request is served (getServerData,
 * in Gatsby's SSR engine inside the portal server), then kept. Gatsby's engine bundle replaces
 * `process.env.NAME` by its build-time value, so the variables are read through `globalThis.process`,
 * which it leaves alone. Nothing here is ever sent to the browser.
 */
export interface ConfigApercu {
  cmsUrl: string;
  /** Key of the read-only `apercu` API token of the CMS (find/findOne, drafts included). */
  jeton: string;
  /** HMAC-SHA256 key shared with the CMS, which signs the links (cms/src/preview). */
  secret: string;
  siteUrl: string;
}

export class ConfigApercuInvalide extends Error {
  constructor(readonly variable: string) {
    super(`Configuration invalide : ${variable} est manquant ou trop court (au moins 32 caractères).`);
    this.name = 'ConfigApercuInvalide';
  }
}

function url(valeur: string | undefined, defaut: string): string {
  const brut = valeur?.trim() || defaut;
  return /^https?:\/\/[^\s]+$/.test(brut) ? brut.replace(/\/+$/, '') : defaut;
}

export function lireConfigApercu(env: Record<string, string | undefined> = globalThis.process.env): ConfigApercu {
  const jeton = env.CMS_APERCU_TOKEN?.trim() ?? '';
  const secret = env.APERCU_SECRET?.trim() ?? '';
  if (jeton.length < 32) throw new ConfigApercuInvalide('CMS_APERCU_TOKEN');
  if (secret.length < 32) throw new ConfigApercuInvalide('APERCU_SECRET');
  return {
    cmsUrl: url(env.CMS_URL, 'http://127.0.0.1:1337'),
    jeton,
    secret,
    siteUrl: url(env.SITE_URL, 'http://localhost:8000'),
  };
}

let lue: ConfigApercu | undefined;

/** The configuration, read once: the environment does not change while the server runs. */
export function configApercu(): ConfigApercu {
  lue ??= lireConfigApercu();
  return lue;
}
