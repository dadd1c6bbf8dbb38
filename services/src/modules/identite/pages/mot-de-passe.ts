import type { FastifyInstance, FastifyReply } from 'fastify';

import type { ContexteIdentite } from '../contexte.js';
import { demanderReinitialisation, lireLienReinitialisation, reinitialiser } from '../service/comptes.js';
import { AIDE_MOT_DE_PASSE, erreurEmail, erreurNouveauMotDePasse } from '../service/regles.js';
import { champ, champCache, envoyerPage, resumeErreurs, type ErreurChamp } from '../../../lib/pages/gabarit.js';
import { html } from '../../../lib/pages/html.js';
import { origineRefusee, texte } from '../../../lib/pages/requete.js';

function demande(ctx: ContexteIdentite, reply: FastifyReply, statut: number, email: string, erreurs: ErreurChamp[]) {
  return envoyerPage(reply, ctx.config.siteUrl, statut, {
    titre: 'Mot de passe oublié',
    enErreur: erreurs.length > 0,
    contenu: html`<h1>Mot de passe oublié</h1>
      ${resumeErreurs(erreurs)}
      <p>
        Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <form method="post" action="/mot-de-passe-oublie" novalidate>
        ${champ({ nom: 'email', libelle: 'Adresse e-mail', type: 'email', valeur: email, erreurs, autocomplete: 'email' })}
        <div class="actions"><button class="bouton" type="submit">Recevoir le lien</button></div>
      </form>`,
  });
}

function nouveau(ctx: ContexteIdentite, reply: FastifyReply, statut: number, jeton: string, erreurs: ErreurChamp[]) {
  return envoyerPage(reply, ctx.config.siteUrl, statut, {
    titre: 'Nouveau mot de passe',
    enErreur: erreurs.length > 0,
    contenu: html`<h1>Choisissez un nouveau mot de passe</h1>
      ${resumeErreurs(erreurs)}
      <form method="post" action="/mot-de-passe-oublie/nouveau" novalidate>
        ${champCache('jeton', jeton)}
        ${champ({ nom: 'motDePasse', libelle: 'Nouveau mot de passe', type: 'password', erreurs, autocomplete: 'new-password', aide: AIDE_MOT_DE_PASSE })}
        ${champ({ nom: 'confirmation', libelle: 'Confirmation du mot de passe', type: 'password', erreurs, autocomplete: 'new-password' })}
        <div class="actions"><button class="bouton" type="submit">Enregistrer le mot de passe</button></div>
      </form>`,
  });
}

function lienInutilisable(ctx: ContexteIdentite, reply: FastifyReply, expire: boolean) {
  return envoyerPage(reply, ctx.config.siteUrl, 400, {
    titre: expire ? 'Lien expiré' : 'Lien invalide',
    enErreur: true,
    contenu: html`<h1>${expire ? 'Lien expiré' : 'Lien invalide'}</h1>
      <div class="alerte" role="alert">
        <p>
          ${
            expire
              ? html`Ce lien n’était valable qu’une heure.`
              : html`Ce lien n’est pas valable : il a déjà servi, ou il a été mal copié.`
          }
        </p>
      </div>
      <p class="actions"><a class="bouton" href="/mot-de-passe-oublie">Demander un nouveau lien</a></p>`,
  });
}

export async function motDePasseRoutes(fastify: FastifyInstance, ctx: ContexteIdentite) {
  const { siteUrl } = ctx.config;

  fastify.get('/mot-de-passe-oublie', { schema: { hide: true } }, async (_request, reply) =>
    demande(ctx, reply, 200, '', []),
  );

  fastify.post('/mot-de-passe-oublie', { schema: { hide: true } }, async (request, reply) => {
    if (origineRefusee(request, reply, siteUrl)) return reply;
    const email = texte(request.body, 'email');
    const erreur = erreurEmail(email);
    if (erreur) return demande(ctx, reply, 400, email, [{ champ: 'email', message: erreur }]);
    await demanderReinitialisation(ctx, email);
    return envoyerPage(reply, siteUrl, 200, {
      titre: 'Vérifiez votre messagerie',
      contenu: html`<h1>Vérifiez votre messagerie</h1>
        <div class="succes" role="status">
          <p>
            Si un compte existe pour <strong>${email}</strong>, un e-mail vient d’y être envoyé avec un lien pour
            choisir un nouveau mot de passe. Le lien est valable une heure.
          </p>
        </div>
        <p class="actions"><a class="bouton bouton-secondaire" href="${siteUrl}/">Revenir au portail</a></p>`,
    });
  });

  fastify.get('/mot-de-passe-oublie/nouveau', { schema: { hide: true } }, async (request, reply) => {
    const jeton = (request.query as { jeton?: unknown }).jeton;
    const lien = await lireLienReinitialisation(ctx, jeton);
    if (lien.statut !== 'valide') return lienInutilisable(ctx, reply, lien.statut === 'expire');
    return nouveau(ctx, reply, 200, String(jeton), []);
  });

  fastify.post('/mot-de-passe-oublie/nouveau', { schema: { hide: true } }, async (request, reply) => {
    if (origineRefusee(request, reply, siteUrl)) return reply;
    const jeton = texte(request.body, 'jeton');
    const lien = await lireLienReinitialisation(ctx, jeton);
    if (lien.statut !== 'valide') return lienInutilisable(ctx, reply, lien.statut === 'expire');
    const motDePasse = texte(request.body, 'motDePasse', { brut: true });
    const erreurs: ErreurChamp[] = [];
    const { email, nom, prenom } = lien.utilisateur;
    const erreur = erreurNouveauMotDePasse(motDePasse, [email, nom, prenom]);
    if (erreur) erreurs.push({ champ: 'motDePasse', message: erreur });
    else if (texte(request.body, 'confirmation', { brut: true }) !== motDePasse) {
      erreurs.push({ champ: 'confirmation', message: 'Les deux mots de passe ne sont pas identiques.' });
    }
    if (erreurs.length > 0) return nouveau(ctx, reply, 400, jeton, erreurs);
    await reinitialiser(ctx, lien.utilisateur, motDePasse);
    return envoyerPage(reply, siteUrl, 200, {
      titre: 'Mot de passe modifié',
      contenu: html`<h1>Mot de passe modifié</h1>
        <div class="succes" role="status">
          <p>
            Votre nouveau mot de passe est enregistré. Par sécurité, vous avez été déconnecté de toutes vos sessions.
          </p>
        </div>
        <p class="actions"><a class="bouton" href="${siteUrl}/">Aller au portail pour me connecter</a></p>`,
    });
  });
}
