import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as oidc from 'openid-client';

import type { App } from '../../src/app.js';

interface Cookie {
  valeur: string;
  chemin: string;
}

/**
 * A browser for `app.inject`: keeps the cookies the provider sets (honouring their paths, which
 * bind an interaction to its pages) and sends them back. Redirects are not followed, so tests
 * see each step of the sign-in.
 */
export class Navigateur {
  private readonly cookies = new Map<string, Cookie>();

  constructor(
    private readonly app: App,
    private readonly entetes: Record<string, string> = {},
  ) {}

  async aller(url: string, options: { formulaire?: Record<string, string>; methode?: 'GET' | 'POST' } = {}) {
    const cible = new URL(url, this.app.config.siteUrl);
    const chemin = cible.pathname;
    const cookie = [...this.cookies]
      .filter(
        ([, c]) =>
          chemin === c.chemin ||
          chemin.startsWith(c.chemin.endsWith('/') ? c.chemin : `${c.chemin}/`) ||
          c.chemin === '/',
      )
      .map(([nom, c]) => `${nom}=${c.valeur}`)
      .join('; ');
    const requete: InjectOptions = {
      method: options.methode ?? (options.formulaire ? 'POST' : 'GET'),
      url: chemin + cible.search,
      headers: { ...this.entetes, ...(cookie ? { cookie } : {}) },
    };
    if (options.formulaire) {
      requete.payload = new URLSearchParams(options.formulaire).toString();
      requete.headers = { ...requete.headers, 'content-type': 'application/x-www-form-urlencoded' };
    }
    const reponse = await this.app.inject(requete);
    this.garder(reponse);
    return reponse;
  }

  private garder(reponse: LightMyRequestResponse) {
    const recus = reponse.headers['set-cookie'];
    for (const ligne of Array.isArray(recus) ? recus : recus ? [recus] : []) {
      const [paire = '', ...attributs] = ligne.split(';').map((p) => p.trim());
      const egal = paire.indexOf('=');
      const nom = paire.slice(0, egal);
      const valeur = paire.slice(egal + 1);
      const chemin = attributs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expire = attributs.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expire || valeur === '') this.cookies.delete(nom);
      else this.cookies.set(nom, { valeur, chemin });
    }
  }
}

/** openid-client's HTTP calls, answered by `app.inject` (no listening socket). */
export function fetchInject(app: App): oidc.CustomFetch {
  return async (url, options) => {
    const cible = new URL(url);
    const reponse = await app.inject({
      method: options.method as InjectOptions['method'],
      url: cible.pathname + cible.search,
      headers: Object.fromEntries(new Headers(options.headers as ConstructorParameters<typeof Headers>[0])),
      payload: options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    const entetes = new Headers();
    for (const [nom, valeur] of Object.entries(reponse.headers)) {
      for (const v of Array.isArray(valeur) ? valeur : [valeur]) if (v !== undefined) entetes.append(nom, String(v));
    }
    const vide = reponse.statusCode === 204 || reponse.statusCode === 304 || options.method === 'HEAD';
    return new Response(vide ? null : reponse.rawPayload, { status: reponse.statusCode, headers: entetes });
  };
}

/** The site's client (`frontend`, public, PKCE), discovered from the issuer like any RP would. */
export function clientFrontend(app: App): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(app.config.oidcIssuer),
    'frontend',
    { token_endpoint_auth_method: 'none' },
    oidc.None(),
    {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: fetchInject(app),
    },
  );
}

export interface Debut {
  client: oidc.Configuration;
  verificateur: string;
  /** Path of the sign-in page the authorization request led to. */
  interaction: string;
}

/** SPEC §7 authorization request (scope profile, PKCE S256, redirect to the site's origin). */
export async function demarrerConnexion(app: App, navigateur: Navigateur): Promise<Debut> {
  const client = await clientFrontend(app);
  const verificateur = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: `${app.config.siteUrl}/`,
    scope: 'profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verificateur),
    code_challenge_method: 'S256',
  });
  const reponse = await navigateur.aller(url.href);
  if (reponse.statusCode !== 303) throw new Error(`Autorisation : ${reponse.statusCode} ${reponse.body}`);
  return { client, verificateur, interaction: String(reponse.headers.location) };
}

export const uidDe = (interaction: string) => interaction.split('/').pop() as string;

/** Posts the sign-in form, follows the provider back to the site, exchanges the code. */
export async function terminerConnexion(
  app: App,
  navigateur: Navigateur,
  debut: Debut,
  identifiants: { email: string; motDePasse: string },
) {
  const formulaire = await navigateur.aller(`${debut.interaction}/login`, { formulaire: identifiants });
  if (formulaire.statusCode !== 303) throw new Error(`Connexion refusée : ${formulaire.statusCode}`);
  const retour = await navigateur.aller(String(formulaire.headers.location));
  const location = String(retour.headers.location);
  if (!location.startsWith(`${app.config.siteUrl}/?`)) throw new Error(`Retour inattendu : ${location}`);
  return oidc.authorizationCodeGrant(debut.client, new URL(location), { pkceCodeVerifier: debut.verificateur });
}

export async function seConnecter(app: App, identifiants: { email: string; motDePasse: string }) {
  const navigateur = new Navigateur(app);
  const debut = await demarrerConnexion(app, navigateur);
  const jetons = await terminerConnexion(app, navigateur, debut, identifiants);
  return { navigateur, client: debut.client, jetons };
}

export interface CourrielJson {
  id: string;
  a: string;
  sujet: string;
  date: string;
  texte: string;
  liens: string[];
}

export async function courriels(app: App): Promise<CourrielJson[]> {
  return (await app.inject({ method: 'GET', url: '/api/dev/courriels' })).json<CourrielJson[]>();
}

/**
 * The first link of the newest message to `a` (whose link contains `chemin`, when given). Waits for
 * it a little: some messages (the reset link) are written by the job queue just after the answer.
 */
export async function dernierLien(app: App, a: string, chemin?: string): Promise<string> {
  const limite = Date.now() + 5000;
  for (;;) {
    const courriel = (await courriels(app)).find(
      (c) => c.a.toLowerCase() === a.toLowerCase() && (chemin === undefined || c.liens[0]?.includes(chemin)),
    );
    const lien = courriel?.liens[0];
    if (lien) return lien;
    if (Date.now() > limite) throw new Error(`Aucun courriel pour ${a}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let compteur = 0;
export function nouvelleAdresse(prefixe = 'personne'): string {
  compteur += 1;
  return `${prefixe}.${process.pid}.${compteur}@exemple.fr`;
}

export const MOT_DE_PASSE = 'correct cheval agrafe';

/** Registration through the page, then the validation link from the kept e-mail. */
export async function creerCompte(
  app: App,
  champs: { email?: string; nom?: string; prenom?: string; motDePasse?: string; valider?: boolean } = {},
) {
  const email = champs.email ?? nouvelleAdresse();
  const motDePasse = champs.motDePasse ?? MOT_DE_PASSE;
  const reponse = await new Navigateur(app).aller('/inscription', {
    formulaire: {
      nom: champs.nom ?? 'Dupont',
      prenom: champs.prenom ?? 'Jeanne',
      email,
      motDePasse,
      confirmation: motDePasse,
      cgu: 'oui',
    },
  });
  if (reponse.statusCode !== 200) throw new Error(`Inscription : ${reponse.statusCode}`);
  if (champs.valider !== false) {
    const validation = await new Navigateur(app).aller(await dernierLien(app, email));
    if (validation.statusCode !== 200) throw new Error(`Validation : ${validation.statusCode}`);
  }
  return { email, motDePasse };
}
