import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ContexteIdentite } from '../contexte.js';
import { exigerJeton, refuserJeton } from '../../../plugins/app/authentification.js';
import { NOMS_ATTRIBUTS, trouverParId, type Attributs, type Utilisateur as Ligne } from '../repository/utilisateurs.js';
import { changerMotDePasse, modifierProfil, supprimerCompte } from '../service/comptes.js';
import { verifierMotDePasseDuCompte } from '../service/connexion.js';
import { erreurRobustesse } from '../service/robustesse.js';
import {
  lireSchema,
  modifierSchema,
  motDePasseSchema,
  supprimerSchema,
  type Utilisateur,
} from '@portail/contrat/identite';

function versReponse(u: Ligne): Utilisateur {
  return {
    id: u.id,
    email: u.email,
    lastName: u.nom,
    firstName: u.prenom,
    attributes: u.attributs,
    email_en_attente: u.email_en_attente,
    compte_de_test: u.compte_de_test,
  };
}

function champRefuse(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send({
    statusCode: 400 as const,
    error: 'Bad Request' as const,
    message: `Requête invalide : ${field} ${message}`,
    errors: [{ field, message }],
  });
}

function tropDeTentatives(reply: FastifyReply, minutes: number) {
  return reply.code(429).send({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Trop de tentatives : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  });
}

/**
 * Someone signed in at another OpenID Connect provider (OIDC_EMETTEUR): the address and the password
 * are the provider's, which the services can neither change nor check.
 */
const EXTERNE = {
  email: 'Votre adresse e-mail se modifie auprès de votre fournisseur d’identité.',
  motDePasse: 'Votre mot de passe se modifie auprès de votre fournisseur d’identité.',
};

/**
 * The signed-in person, from the token's `sub`. A token outlives its account by at most its
 * 300 s: a deleted account answers 401 like an invalid token, so the site signs out.
 */
async function utilisateur(ctx: ContexteIdentite, request: FastifyRequest, reply: FastifyReply) {
  const u = request.utilisateur && (await trouverParId(ctx.db, request.utilisateur.id));
  if (!u) {
    request.log.info('Jeton valide pour un compte supprimé');
    void refuserJeton(reply, 'expire');
  }
  return u;
}

/** SPEC §7 user resource, mounted at /api/utilisateurs. */
export const utilisateurRoutes: FastifyPluginAsyncTypebox<{ ctx: ContexteIdentite }> = async (fastify, { ctx }) => {
  exigerJeton(fastify, 'preHandler');

  fastify.get('/user', { schema: lireSchema }, async (request, reply) => {
    const u = await utilisateur(ctx, request, reply);
    return u ? versReponse(u) : reply;
  });

  fastify.put('/user', { schema: modifierSchema }, async (request, reply) => {
    const u = await utilisateur(ctx, request, reply);
    if (!u) return reply;
    const { lastName, firstName, email, attributes } = request.body;
    if (request.utilisateur?.externe && email.trim().toLowerCase() !== u.email.toLowerCase()) {
      return champRefuse(reply, 'body.email', EXTERNE.email);
    }
    // Attributes not sent keep their value; one sent as [] is erased.
    const attributs = Object.fromEntries(
      NOMS_ATTRIBUTS.map((nom) => [nom, (attributes?.[nom] ?? u.attributs[nom]).map((v) => v.trim()).filter(Boolean)]),
    ) as Attributs;
    const resultat = await modifierProfil(ctx, u, {
      nom: lastName.trim(),
      prenom: firstName.trim(),
      email: email.trim(),
      attributs,
    });
    if (resultat === 'email-pris') {
      return champRefuse(reply, 'body.email', 'Cette adresse e-mail est déjà utilisée par un autre compte.');
    }
    return versReponse(resultat as Ligne);
  });

  fastify.put('/user/mot_de_passe', { schema: motDePasseSchema }, async (request, reply) => {
    const u = await utilisateur(ctx, request, reply);
    if (!u) return reply;
    if (request.utilisateur?.externe) return champRefuse(reply, 'body.motDePasseActuel', EXTERNE.motDePasse);
    // Before the current password is checked: a weak new one costs no attempt.
    const faible = erreurRobustesse(request.body.nouveauMotDePasse, [u.email, u.nom, u.prenom]);
    if (faible) return champRefuse(reply, 'body.nouveauMotDePasse', faible);
    const verification = await verifierMotDePasseDuCompte(ctx, u, request.body.motDePasseActuel);
    if (typeof verification === 'object') return tropDeTentatives(reply, verification.bloque);
    if (verification === 'refuse') return champRefuse(reply, 'body.motDePasseActuel', 'Mot de passe incorrect.');
    await changerMotDePasse(ctx, u, request.body.nouveauMotDePasse);
    return reply.code(204).send(null);
  });

  fastify.delete('/user', { schema: supprimerSchema }, async (request, reply) => {
    const u = await utilisateur(ctx, request, reply);
    if (!u) return reply;
    // A password of ours proves the person is at the keyboard. Signed in elsewhere, the person has none
    // here: the provider's access token, issued after its own sign-in and short-lived (5 minutes at
    // Keycloak's default, README), is the proof (the password typed is not read, nor counted).
    if (!request.utilisateur?.externe) {
      const verification = await verifierMotDePasseDuCompte(ctx, u, request.body.motDePasse);
      if (typeof verification === 'object') return tropDeTentatives(reply, verification.bloque);
      if (verification === 'refuse') return champRefuse(reply, 'body.motDePasse', 'Mot de passe incorrect.');
    }
    await supprimerCompte(ctx, u);
    request.log.info({ utilisateur: u.id }, 'Compte utilisateur supprimé');
    return reply.code(204).send(null);
  });
};
