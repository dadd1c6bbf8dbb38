import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults } from 'oidc-provider';

import { CLIENT_ID, SCOPE_API } from '../provider/configuration.js';
import type { ContexteIdentite } from '../contexte.js';
import { seConnecter } from '../service/connexion.js';
import { champ, champCache, envoyerPage, resumeErreurs, type ErreurChamp } from '../../../lib/pages/gabarit.js';
import { fr, html } from '../../../lib/pages/html.js';
import { adresseClient, origineRefusee, texte } from '../../../lib/pages/requete.js';

interface Formulaire {
  uid: string;
  email?: string;
  erreurs?: ErreurChamp[];
  /** A message about the whole form (wrong credentials, lock, unvalidated address). */
  alerte?: string;
  emailNonValide?: string;
}

function pageConnexion(ctx: ContexteIdentite, reply: FastifyReply, statut: number, f: Formulaire) {
  const { siteUrl } = ctx.config;
  const erreurs = f.erreurs ?? [];
  return envoyerPage(reply, siteUrl, statut, {
    titre: 'Connexion',
    enErreur: erreurs.length > 0 || f.alerte !== undefined,
    contenu: html`<h1>Connexion à votre espace</h1>
      ${resumeErreurs(erreurs)}
      ${
        f.alerte
          ? html`<div class="alerte" role="alert" tabindex="-1">
              <p>${fr(f.alerte)}</p>
              ${f.emailNonValide ? html`<form method="post" action="/inscription-validation">${champCache('email', f.emailNonValide)}<button class="bouton bouton-secondaire" type="submit">Recevoir un nouveau lien de validation</button></form>` : false}
            </div>`
          : false
      }
      <form method="post" action="/auth/interaction/${f.uid}/login" novalidate>
        ${champ({ nom: 'email', libelle: 'Adresse e-mail', type: 'email', valeur: f.email, erreurs, autocomplete: 'username' })}
        ${champ({ nom: 'motDePasse', libelle: 'Mot de passe', type: 'password', erreurs, autocomplete: 'current-password' })}
        <div class="actions"><button class="bouton" type="submit">Se connecter</button></div>
      </form>
      <div class="liens">
        <a href="/mot-de-passe-oublie">Mot de passe oublié ?</a>
        <a href="/inscription" data-inscription data-origine="${siteUrl}">Créer un compte</a>
      </div>`,
  });
}

function pageExpiree(ctx: ContexteIdentite, reply: FastifyReply) {
  const { siteUrl } = ctx.config;
  return envoyerPage(reply, siteUrl, 400, {
    titre: 'Demande de connexion expirée',
    enErreur: true,
    contenu: html`<h1>Demande de connexion expirée</h1>
      <div class="alerte" role="alert">
        <p>
          Cette demande de connexion a expiré ou n’est plus valable. Fermez cette fenêtre puis cliquez de nouveau sur «
          Se connecter » depuis le portail.
        </p>
      </div>
      <p class="actions"><a class="bouton" href="${siteUrl}/">Revenir au portail</a></p>`,
  });
}

type Details = Awaited<ReturnType<ContexteIdentite['fournisseur']['interactionDetails']>>;

/** The interaction of this browser for `uid`, or undefined when its cookie is gone or expired. */
async function details(
  ctx: ContexteIdentite,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Details | undefined> {
  const { uid } = request.params as { uid: string };
  try {
    const d = await ctx.fournisseur.interactionDetails(request.raw, reply.raw);
    return d.uid === uid ? d : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) return undefined;
    throw error;
  }
}

async function terminer(
  ctx: ContexteIdentite,
  request: FastifyRequest,
  reply: FastifyReply,
  resultat: InteractionResults,
) {
  const suite = await ctx.fournisseur.interactionResult(request.raw, reply.raw, resultat, {
    mergeWithLastSubmission: true,
  });
  return reply.header('cache-control', 'no-store').redirect(suite, 303);
}

/** The sign-in interaction of the provider (`/auth/interaction/{uid}`), rendered by us. */
export async function connexionRoutes(fastify: FastifyInstance, ctx: ContexteIdentite) {
  fastify.get('/auth/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const d = await details(ctx, request, reply);
    if (!d) return pageExpiree(ctx, reply);
    if (d.prompt.name === 'login') return pageConnexion(ctx, reply, 200, { uid: d.uid });
    // Consent is never asked of the first-party client: the grant is completed right here.
    const accountId = d.session?.accountId;
    if (!accountId || d.params.client_id !== CLIENT_ID) return pageExpiree(ctx, reply);
    const grant = d.grantId
      ? ((await ctx.fournisseur.Grant.find(d.grantId)) ?? new ctx.fournisseur.Grant({ accountId, clientId: CLIENT_ID }))
      : new ctx.fournisseur.Grant({ accountId, clientId: CLIENT_ID });
    grant.addOIDCScope(`openid ${SCOPE_API}`);
    grant.addResourceScope(ctx.config.apiAudience, SCOPE_API);
    return terminer(ctx, request, reply, { consent: { grantId: await grant.save() } });
  });

  fastify.post('/auth/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    if (origineRefusee(request, reply, ctx.config.siteUrl)) return reply;
    const d = await details(ctx, request, reply);
    if (!d) return pageExpiree(ctx, reply);
    const email = texte(request.body, 'email');
    const motDePasse = texte(request.body, 'motDePasse', { brut: true });
    const erreurs: ErreurChamp[] = [];
    if (!email) erreurs.push({ champ: 'email', message: 'Saisissez votre adresse e-mail.' });
    if (!motDePasse) erreurs.push({ champ: 'motDePasse', message: 'Saisissez votre mot de passe.' });
    if (erreurs.length > 0) return pageConnexion(ctx, reply, 400, { uid: d.uid, email, erreurs });

    const r = await seConnecter(ctx, email, motDePasse, adresseClient(request, ctx.config.identiteProxies));
    switch (r.resultat) {
      case 'ok':
        return terminer(ctx, request, reply, { login: { accountId: r.utilisateur.id } });
      case 'refuse':
        return pageConnexion(ctx, reply, 401, {
          uid: d.uid,
          email,
          alerte: 'Adresse e-mail ou mot de passe incorrect.',
        });
      case 'bloque':
        return pageConnexion(ctx, reply, 429, {
          uid: d.uid,
          email,
          alerte: `Trop de tentatives de connexion. Réessayez dans ${r.minutes} minute${r.minutes > 1 ? 's' : ''}.`,
        });
      case 'non-valide':
        return pageConnexion(ctx, reply, 403, {
          uid: d.uid,
          email,
          alerte:
            'Votre adresse e-mail n’a pas encore été validée : ouvrez le lien reçu lors de votre inscription pour activer votre compte.',
          emailNonValide: r.utilisateur.email,
        });
    }
  });
}
