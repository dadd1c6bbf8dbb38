import type { FastifyInstance, FastifyReply } from 'fastify';

import type { ContexteIdentite } from '../contexte.js';
import { inscrire, renvoyerValidation, validerEmail } from '../service/comptes.js';
import { AIDE_MOT_DE_PASSE, erreurEmail, erreurNom, erreurNouveauMotDePasse } from '../service/regles.js';
import { caseACocher, champ, envoyerPage, resumeErreurs, type ErreurChamp } from '../../../lib/pages/gabarit.js';
import { fr, html, type Html } from '../../../lib/pages/html.js';
import { origineRefusee, texte } from '../../../lib/pages/requete.js';

interface Saisie {
  nom: string;
  prenom: string;
  email: string;
  cgu: boolean;
}

function formulaire(ctx: ContexteIdentite, reply: FastifyReply, statut: number, s: Saisie, erreurs: ErreurChamp[]) {
  const { siteUrl } = ctx.config;
  return envoyerPage(reply, siteUrl, statut, {
    titre: 'Créer un compte',
    enErreur: erreurs.length > 0,
    contenu: html`<h1>Créer un compte</h1>
      ${resumeErreurs(erreurs)}
      <p>Tous les champs sont obligatoires.</p>
      <form method="post" action="/inscription" novalidate>
        ${champ({ nom: 'nom', libelle: 'Nom', valeur: s.nom, erreurs, autocomplete: 'family-name' })}
        ${champ({ nom: 'prenom', libelle: 'Prénom', valeur: s.prenom, erreurs, autocomplete: 'given-name' })}
        ${champ({ nom: 'email', libelle: 'Adresse e-mail', type: 'email', valeur: s.email, erreurs, autocomplete: 'email', aide: 'Elle servira à vous connecter ; un lien de validation y sera envoyé.' })}
        ${champ({ nom: 'motDePasse', libelle: 'Mot de passe', type: 'password', erreurs, autocomplete: 'new-password', aide: AIDE_MOT_DE_PASSE })}
        ${champ({ nom: 'confirmation', libelle: 'Confirmation du mot de passe', type: 'password', erreurs, autocomplete: 'new-password' })}
        ${caseACocher({ nom: 'cgu', coche: s.cgu, erreurs, libelle: html`J’accepte les <a href="${siteUrl}/cgu-cgv">conditions générales d’utilisation</a>` })}
        <div class="actions"><button class="bouton" type="submit">Créer mon compte</button></div>
      </form>
      <div class="liens">
        <span>Vous avez déjà un compte ? <a href="${siteUrl}/">Connectez-vous depuis le portail</a></span>
      </div>`,
  });
}

function pageVerifiezMessagerie(ctx: ContexteIdentite, reply: FastifyReply, message: Html) {
  return envoyerPage(reply, ctx.config.siteUrl, 200, {
    titre: 'Vérifiez votre messagerie',
    contenu: html`<h1>Vérifiez votre messagerie</h1>
      <div class="succes" role="status">${message}</div>
      <p>Pensez à regarder dans vos courriers indésirables. Le lien est valable 24 heures.</p>
      <p class="actions"><a class="bouton bouton-secondaire" href="${ctx.config.siteUrl}/">Revenir au portail</a></p>`,
  });
}

export async function inscriptionRoutes(fastify: FastifyInstance, ctx: ContexteIdentite) {
  const { siteUrl } = ctx.config;

  fastify.get('/inscription', { schema: { hide: true } }, async (_request, reply) =>
    formulaire(ctx, reply, 200, { nom: '', prenom: '', email: '', cgu: false }, []),
  );

  fastify.post('/inscription', { schema: { hide: true } }, async (request, reply) => {
    if (origineRefusee(request, reply, siteUrl)) return reply;
    const s: Saisie = {
      nom: texte(request.body, 'nom'),
      prenom: texte(request.body, 'prenom'),
      email: texte(request.body, 'email'),
      cgu: texte(request.body, 'cgu') === 'oui',
    };
    const motDePasse = texte(request.body, 'motDePasse', { brut: true });
    const confirmation = texte(request.body, 'confirmation', { brut: true });
    const erreurs: ErreurChamp[] = [];
    const verifier = (champ: string, message: string | undefined) => message && erreurs.push({ champ, message });
    verifier('nom', erreurNom(s.nom));
    verifier('prenom', erreurNom(s.prenom));
    verifier('email', erreurEmail(s.email));
    verifier('motDePasse', erreurNouveauMotDePasse(motDePasse, [s.email, s.nom, s.prenom]));
    if (!erreurs.some((e) => e.champ === 'motDePasse') && confirmation !== motDePasse) {
      erreurs.push({ champ: 'confirmation', message: 'Les deux mots de passe ne sont pas identiques.' });
    }
    if (!s.cgu)
      erreurs.push({ champ: 'cgu', message: 'Acceptez les conditions générales d’utilisation pour créer un compte.' });
    if (erreurs.length > 0) return formulaire(ctx, reply, 400, s, erreurs);

    await inscrire(ctx, { nom: s.nom, prenom: s.prenom, email: s.email, motDePasse });
    return pageVerifiezMessagerie(
      ctx,
      reply,
      html`<p>
        Un e-mail vient d’être envoyé à <strong>${s.email}</strong>. Ouvrez le lien qu’il contient pour activer votre
        compte, puis connectez-vous.
      </p>`,
    );
  });

  fastify.get('/inscription-validation', { schema: { hide: true } }, async (request, reply) => {
    const resultat = await validerEmail(ctx, (request.query as { jeton?: unknown }).jeton);
    if (resultat.statut === 'validee') {
      return envoyerPage(reply, siteUrl, 200, {
        titre: 'Adresse e-mail validée',
        contenu: html`<h1>Adresse e-mail validée</h1>
          <div class="succes" role="status"><p>Votre compte est activé. Vous pouvez maintenant vous connecter.</p></div>
          <p class="actions"><a class="bouton" href="${siteUrl}/">Aller au portail pour me connecter</a></p>`,
      });
    }
    const expire = resultat.statut === 'expiree';
    return envoyerPage(reply, siteUrl, 400, {
      titre: expire ? 'Lien de validation expiré' : 'Lien de validation invalide',
      enErreur: true,
      contenu: html`<h1>${expire ? 'Lien de validation expiré' : 'Lien de validation invalide'}</h1>
        <div class="alerte" role="alert">
          <p>
            ${fr(expire ? 'Ce lien de validation a expiré : il n’était valable que 24 heures.' : 'Ce lien de validation n’est pas valable : il a peut-être été mal copié, ou l’adresse a déjà changé.')}
          </p>
        </div>
        <h2>Recevoir un nouveau lien</h2>
        <form method="post" action="/inscription-validation" novalidate>
          ${champ({ nom: 'email', libelle: 'Adresse e-mail', type: 'email', valeur: resultat.email, autocomplete: 'email' })}
          <div class="actions"><button class="bouton" type="submit">Envoyer un nouveau lien</button></div>
        </form>`,
    });
  });

  fastify.post('/inscription-validation', { schema: { hide: true } }, async (request, reply) => {
    if (origineRefusee(request, reply, siteUrl)) return reply;
    const email = texte(request.body, 'email');
    const erreur = erreurEmail(email);
    if (erreur) {
      const erreurs = [{ champ: 'email', message: erreur }];
      return envoyerPage(reply, siteUrl, 400, {
        titre: 'Recevoir un nouveau lien de validation',
        enErreur: true,
        contenu: html`<h1>Recevoir un nouveau lien de validation</h1>
          ${resumeErreurs(erreurs)}
          <form method="post" action="/inscription-validation" novalidate>
            ${champ({ nom: 'email', libelle: 'Adresse e-mail', type: 'email', valeur: email, erreurs, autocomplete: 'email' })}
            <div class="actions"><button class="bouton" type="submit">Envoyer un nouveau lien</button></div>
          </form>`,
      });
    }
    await renvoyerValidation(ctx, email);
    // Same answer whether or not the address has an account waiting for validation.
    return pageVerifiezMessagerie(
      ctx,
      reply,
      html`<p>
        Si un compte en attente de validation existe pour <strong>${email}</strong>, un nouveau lien vient d’y être
        envoyé.
      </p>`,
    );
  });
}
