import type { Account, Configuration, Grant, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';

import type { Queryable } from '../../../db/index.js';
import type { CleSignature } from '../cles.js';
import { trouverParId } from '../repository/utilisateurs.js';
import { adapterPostgres } from './adapter.js';
import { pagesDuFournisseur } from './pages-fournisseur.js';

export const CLIENT_ID = 'frontend';
/** Scopes of the API's access tokens; `openid` is accepted on top (ID token). */
export const SCOPE_API = 'profile';
const DUREE_JETON_ACCES = 300;

export interface OptionsFournisseur {
  db: Queryable;
  cles: CleSignature[];
  siteUrl: string;
  apiAudience: string;
  secrets: string[];
  dureeSession: number;
  dureeMaxSession: number;
}

type CompteAvecEmail = Account & { email: string };

const maintenant = () => Math.floor(Date.now() / 1000);

/**
 * The first-party client needs no consent screen: the grant is created (or completed) here
 * with everything the client may ask for, so the interaction is only ever the sign-in.
 */
async function grantPremierePartie(ctx: KoaContextWithOIDC, apiAudience: string): Promise<Grant | undefined> {
  const { client, session, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existant?.accountId === session.accountId
      ? existant
      : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(`openid ${SCOPE_API}`);
  grant.addResourceScope(apiAudience, SCOPE_API);
  await grant.save();
  return grant;
}

export function configurationFournisseur(o: OptionsFournisseur): Configuration {
  const origineSite = new URL(o.siteUrl).origin;
  const pages = pagesDuFournisseur(o.siteUrl);
  return {
    adapter: adapterPostgres(o.db),
    jwks: { keys: o.cles },
    cookies: { keys: o.secrets },
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${o.siteUrl}/`],
        post_logout_redirect_uris: [`${o.siteUrl}/`],
        scope: `openid ${SCOPE_API}`,
      },
    ],
    scopes: ['openid', SCOPE_API],
    responseTypes: ['code'],
    claims: { openid: ['sub'], profile: ['preferred_username', 'family_name', 'given_name', 'name'] },
    // S256 is oidc-provider 9's only method; PKCE required for every authorization request, whatever
    // the client (the library's default requires it only for public clients and FAPI profiles).
    pkce: { required: () => true },
    async findAccount(_ctx, sub): Promise<CompteAvecEmail | undefined> {
      const utilisateur = await trouverParId(o.db, sub);
      if (!utilisateur) return undefined;
      return {
        accountId: utilisateur.id,
        email: utilisateur.email,
        claims: () => ({
          sub: utilisateur.id,
          preferred_username: utilisateur.email,
          family_name: utilisateur.nom,
          given_name: utilisateur.prenom,
          name: `${utilisateur.prenom} ${utilisateur.nom}`,
        }),
      };
    },
    // The other modules read the caller's e-mail from the access token (SPEC §3 preferred_username),
    // and the grant it belongs to (`gid`): changes check that the grant was not revoked since
    // (sign-out, password reset), which a self-contained token cannot say by itself.
    async extraTokenClaims(ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const compte = ctx.oidc.entities.Account as CompteAvecEmail | undefined;
      const email =
        compte?.accountId === token.accountId ? compte.email : (await trouverParId(o.db, token.accountId))?.email;
      const gid = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return { preferred_username: email, gid };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, ...pages.deconnexion },
      resourceIndicators: {
        enabled: true,
        // Every access token is for the API, even when the client names no resource.
        defaultResource: () => o.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== o.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: SCOPE_API,
            audience: o.apiAudience,
            accessTokenTTL: DUREE_JETON_ACCES,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    loadExistingGrant: (ctx) => grantPremierePartie(ctx, o.apiAudience),
    // Contract: a refresh token with every code exchange, no `offline_access` needed…
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // …rotated at every use (a reused one revokes the whole grant)…
    rotateRefreshToken: true,
    // …and living on its own: ending the browser session at the provider does not sign the site out.
    expiresWithSession: () => false,
    ttl: {
      AccessToken: DUREE_JETON_ACCES,
      AuthorizationCode: 60,
      IdToken: DUREE_JETON_ACCES,
      Interaction: 3600,
      Session: o.dureeSession,
      // The grant bounds the whole sign-in (IDENTITE_DUREE_MAX_SESSION)…
      Grant: o.dureeMaxSession,
      // …and each refresh token lives IDENTITE_DUREE_SESSION from its issue, never past its grant.
      RefreshToken(ctx) {
        const grant = ctx?.oidc.entities.Grant;
        const resteGrant = grant?.exp ? grant.exp - maintenant() : o.dureeMaxSession;
        return Math.max(1, Math.min(o.dureeSession, resteGrant));
      },
    },
    clientBasedCORS: (_ctx, origin) => origin === origineSite,
    renderError: pages.erreur,
  };
}
