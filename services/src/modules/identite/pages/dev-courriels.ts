import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { ContexteIdentite } from '../contexte.js';
import { envoyerPage } from '../../../lib/pages/gabarit.js';
import { html } from '../../../lib/pages/html.js';

const CourrielResume = Type.Object({
  id: Type.String(),
  a: Type.String({ description: 'Destinataire.' }),
  sujet: Type.String(),
  date: Type.String({ format: 'date-time' }),
  texte: Type.String({ description: 'Version texte du message.' }),
  liens: Type.Array(Type.String(), { description: 'Adresses présentes dans le texte, dans l’ordre.' }),
});

const dateFr = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

/**
 * E-mails kept as files (SMTP_URL unset): a page to read them while developing, and JSON for the
 * tests. They hold every sign-up and password-reset link, readable by anyone: registered only when
 * COURRIELS_DEV allows it (config.ts: never by default with NODE_ENV=production, whatever SMTP_URL),
 * so a production instance answers 404 there.
 */
export const devCourrielsRoutes: FastifyPluginAsyncTypebox<{ ctx: ContexteIdentite }> = async (fastify, { ctx }) => {
  const { siteUrl, courrielsDev, nodeEnv } = ctx.config;
  if (!courrielsDev) return;
  if (nodeEnv === 'production') {
    fastify.log.warn('COURRIELS_DEV=true : les courriels conservés sont lisibles par tous sur /dev/courriels');
  }

  fastify.get(
    '/api/dev/courriels',
    {
      schema: {
        summary: 'Courriels conservés (développement)',
        description:
          'Seulement hors production (ou avec COURRIELS_DEV=true) et quand SMTP_URL n’est pas défini : ' +
          'les messages gardés en fichiers, du plus récent au plus ancien.',
        tags: ['identité'],
        response: { 200: Type.Array(CourrielResume) },
      },
    },
    // The response schema leaves out each message's HTML.
    async () => ctx.messagerie.lister(),
  );

  fastify.get('/dev/courriels', { schema: { hide: true } }, async (_request, reply) => {
    const courriels = await ctx.messagerie.lister();
    return envoyerPage(reply, siteUrl, 200, {
      titre: 'Courriels envoyés',
      large: true,
      contenu: html`<h1>Courriels envoyés</h1>
        <p>Messages gardés en fichiers dans le dossier des données (aucun serveur SMTP n’est configuré).</p>
        ${
          courriels.length === 0
            ? html`<p>Aucun courriel pour l’instant.</p>`
            : html`<table>
                <caption class="evitement">
                  Courriels, du plus récent au plus ancien
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Destinataire</th>
                    <th scope="col">Sujet</th>
                  </tr>
                </thead>
                <tbody>
                  ${courriels.map(
                    (c) =>
                      html`<tr>
                        <td>${dateFr(c.date)}</td>
                        <td>${c.a}</td>
                        <td><a href="/dev/courriels/${c.id}">${c.sujet}</a></td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
        }`,
    });
  });

  fastify.get('/dev/courriels/:id', { schema: { hide: true } }, async (request, reply) => {
    const courriel = await ctx.messagerie.lire((request.params as { id: string }).id);
    if (!courriel) {
      return envoyerPage(reply, siteUrl, 404, {
        titre: 'Courriel introuvable',
        enErreur: true,
        contenu: html`<h1>Courriel introuvable</h1>
          <p><a href="/dev/courriels">Tous les courriels</a></p>`,
      });
    }
    return envoyerPage(reply, siteUrl, 200, {
      titre: courriel.sujet,
      large: true,
      contenu: html`<h1>${courriel.sujet}</h1>
        <p><a href="/dev/courriels">Tous les courriels</a></p>
        <dl>
          <dt>Destinataire</dt>
          <dd>${courriel.a}</dd>
          <dt>Date</dt>
          <dd>${dateFr(courriel.date)}</dd>
        </dl>
        <h2>Liens</h2>
        <ul>
          ${courriel.liens.map((lien) => html`<li><a href="${lien}">${lien}</a></li>`)}
        </ul>
        <h2>Texte</h2>
        <pre>${courriel.texte}</pre>`,
    });
  });
};
