// Test customers of the fault and backup scripts, through the portal as a browser would: sign-up
// form, validation link of the kept e-mail, OpenID Connect sign-in (PKCE) of the site's client,
// then a customer account. openid-client is the services' own dependency.
import * as oidc from 'openid-client';

export const MOT_DE_PASSE = 'Registre-du-commerce-2026';

export const DOSSIER_MEMBRE = {
  type_compte: 'MEMBRE',
  type_profil: 'PARTICULIER',
  contact_nom: 'Garnier',
  contact_prenom: 'Hélène',
  numero_voie_facturation: '8 rue de la République',
  code_postal_facturation: '69002',
  ville_facturation: 'Lyon',
};

/** fetch with a cookie jar that honours cookie paths (the provider binds an interaction to its pages). */
export class Navigateur {
  constructor(entetes = {}) {
    this.entetes = entetes;
    this.cookies = new Map();
  }

  async aller(url, { formulaire, methode } = {}) {
    const cible = new URL(url);
    const chemin = cible.pathname;
    const cookie = [...this.cookies]
      .filter(
        ([, c]) => c.chemin === '/' || chemin === c.chemin || chemin.startsWith(`${c.chemin.replace(/\/$/, '')}/`),
      )
      .map(([nom, c]) => `${nom}=${c.valeur}`)
      .join('; ');
    const reponse = await fetch(cible, {
      method: methode ?? (formulaire ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...this.entetes,
        ...(cookie ? { cookie } : {}),
        ...(formulaire ? { 'content-type': 'application/x-www-form-urlencoded', origin: cible.origin } : {}),
      },
      body: formulaire ? new URLSearchParams(formulaire).toString() : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    for (const ligne of reponse.headers.getSetCookie()) {
      const [paire = '', ...attributs] = ligne.split(';').map((p) => p.trim());
      const egal = paire.indexOf('=');
      const nom = paire.slice(0, egal);
      const valeur = paire.slice(egal + 1);
      const cheminCookie = attributs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      if (valeur === '' || attributs.some((a) => /^max-age=0$/i.test(a) || /^expires=Thu, 01 Jan 1970/i.test(a))) {
        this.cookies.delete(nom);
      } else this.cookies.set(nom, { valeur, chemin: cheminCookie });
    }
    return reponse;
  }
}

async function lienValidation(base, email) {
  for (let essai = 0; essai < 50; essai += 1) {
    const courriels = await (await fetch(new URL('/api/dev/courriels', base))).json();
    const lien = courriels
      .filter((c) => c.a.includes(email))
      .flatMap((c) => c.liens)
      .find((l) => l.includes('/inscription-validation'));
    if (lien) return lien;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Aucun courriel de validation pour ${email}.`);
}

/**
 * A customer signed in with a customer account of its own. `adresse`: the visitor address it comes
 * from (X-Forwarded-For, see lib/charge.mjs), so sign-ups stay under the per-visitor limit.
 */
export async function nouveauClient(base, { prefixe = 'client', adresse } = {}) {
  const entetes = adresse ? { 'x-forwarded-for': adresse } : {};
  const email = `${prefixe}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  const navigateur = new Navigateur(entetes);
  const inscription = await navigateur.aller(new URL('/inscription', base).href, {
    formulaire: {
      nom: 'Garnier',
      prenom: 'Hélène',
      email,
      motDePasse: MOT_DE_PASSE,
      confirmation: MOT_DE_PASSE,
      cgu: 'oui',
    },
  });
  if (inscription.status !== 200) throw new Error(`Inscription de ${email} : HTTP ${inscription.status}`);
  const validation = await navigateur.aller(await lienValidation(base, email));
  if (validation.status !== 200) throw new Error(`Validation de ${email} : HTTP ${validation.status}`);
  const client = await seConnecter(base, email, entetes);
  const compte = await fetch(new URL('/api/comptes_clients/signatures/creation_dossier_client', base), {
    method: 'POST',
    headers: { ...(await client.autorisation()), 'content-type': 'application/json' },
    body: JSON.stringify(DOSSIER_MEMBRE),
  });
  if (compte.status !== 201)
    throw new Error(`Compte client de ${email} : HTTP ${compte.status} ${await compte.text()}`);
  client.compte = (await compte.json()).id;
  return client;
}

/** Signs an existing user in on the portal at `base` (OpenID Connect, the site's client, PKCE). */
export async function seConnecter(base, email, entetes = {}) {
  const navigateur = new Navigateur(entetes);

  const configuration = await oidc.discovery(
    new URL('/auth', base),
    'frontend',
    { token_endpoint_auth_method: 'none' },
    oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
  const verificateur = oidc.randomPKCECodeVerifier();
  const autorisation = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: `${base.origin}/`,
    scope: 'profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verificateur),
    code_challenge_method: 'S256',
  });
  const interaction = await navigateur.aller(autorisation.href);
  const page = new URL(interaction.headers.get('location') ?? '', base);
  const connexion = await navigateur.aller(`${page.href}/login`, { formulaire: { email, motDePasse: MOT_DE_PASSE } });
  if (connexion.status !== 303) throw new Error(`Connexion de ${email} : HTTP ${connexion.status}`);
  const retour = await navigateur.aller(new URL(connexion.headers.get('location') ?? '', base).href);
  const jetons = await oidc.authorizationCodeGrant(configuration, new URL(retour.headers.get('location') ?? '', base), {
    pkceCodeVerifier: verificateur,
  });
  const client = {
    email,
    entetes,
    jetons,
    obtenuLe: Date.now(),
    /** The access token, refreshed once it is 4 minutes old (it lives 5). */
    async autorisation() {
      if (Date.now() - client.obtenuLe > 240_000) {
        client.jetons = await oidc.refreshTokenGrant(configuration, client.jetons.refresh_token);
        client.obtenuLe = Date.now();
      }
      return { ...entetes, authorization: `Bearer ${client.jetons.access_token}` };
    },
  };
  return client;
}
