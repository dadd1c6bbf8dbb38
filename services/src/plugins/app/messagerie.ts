import fp from 'fastify-plugin';

import { creerMessagerie, type Messagerie } from '../../lib/courriels/messagerie.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mail sender of the app (SMTP, or files in development): every module sends through it. */
    messagerie: Messagerie;
  }
}

export default fp(
  async function messageriePlugin(fastify) {
    const { config } = fastify;
    fastify.decorate(
      'messagerie',
      creerMessagerie({ smtpUrl: config.smtpUrl, dossier: config.emailsDir, expediteur: config.emailExpediteur }),
    );
  },
  { name: 'messagerie' },
);
