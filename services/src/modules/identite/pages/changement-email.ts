import type { FastifyInstance } from 'fastify';

import type { ContexteIdentite } from '../contexte.js';
import { confirmerChangementEmail } from '../service/comptes.js';
import { envoyerPage } from '../../../lib/pages/gabarit.js';
import { html } from '../../../lib/pages/html.js';

/** SPEC §2 « email-change-expired and email-change-finished pages ». */
export async function changementEmailRoutes(fastify: FastifyInstance, ctx: ContexteIdentite) {
  const { siteUrl } = ctx.config;

  // The link's token is spent here and the browser moves on to a page without it in its address.
  fastify.get('/changement-email', { schema: { hide: true } }, async (request, reply) => {
    const resultat = await confirmerChangementEmail(ctx, (request.query as { jeton?: unknown }).jeton);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`/changement-email/${resultat}`, 303);
  });

  fastify.get('/changement-email/termine', { schema: { hide: true } }, async (_request, reply) =>
    envoyerPage(reply, siteUrl, 200, {
      titre: 'Adresse e-mail modifiée',
      contenu: html`<h1>Adresse e-mail modifiée</h1>
        <div class="succes" role="status">
          <p>Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.</p>
        </div>
        <p class="actions">
          <a class="bouton" href="${siteUrl}/espace-personnel/mes-informations">Voir mes informations</a>
        </p>`,
    }),
  );

  fastify.get('/changement-email/expire', { schema: { hide: true } }, async (_request, reply) =>
    envoyerPage(reply, siteUrl, 200, {
      titre: 'Lien de confirmation expiré',
      contenu: html`<h1>Lien de confirmation expiré</h1>
        <div class="alerte" role="alert">
          <p>
            Ce lien de confirmation n’est plus valable : il a expiré (24 heures), a déjà servi ou a été remplacé par une
            demande plus récente. Votre adresse e-mail n’a pas changé.
          </p>
        </div>
        <p>Pour recommencer, modifiez de nouveau votre adresse dans votre espace personnel.</p>
        <p class="actions">
          <a class="bouton" href="${siteUrl}/espace-personnel/mes-informations">Mes informations</a>
        </p>`,
    }),
  );
}
