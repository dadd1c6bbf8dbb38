import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { normaliserCode } from '../../documents/index.js';
import { CodeVerificationInconnu } from '../erreurs.js';
import { verificationSchema } from '../schemas.js';

/** Anyone holding a document can check its code: what was issued, for whom, and its fingerprint. */
const publicRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;
  fastify.get('/verifications/:code', { schema: verificationSchema }, async (request, reply) => {
    const code = normaliserCode(request.params.code);
    if (code === undefined) throw new CodeVerificationInconnu({ code: request.params.code.slice(0, 40) });
    const { rows } = await db.query<{
      type: string;
      libelle: string;
      emis_le: Date;
      siren: string | null;
      denomination: string | null;
      greffe: string | null;
      numero_gestion: string | null;
      sha256: string;
    }>(
      `SELECT d.type, d.libelle, d.emis_le, d.siren, d.denomination, g.nom AS greffe, d.numero_gestion, d.sha256
         FROM documents_emis d LEFT JOIN greffes g ON g.code = d.greffe_code
        WHERE d.code_verification = $1`,
      [code],
    );
    const document = rows[0];
    if (document === undefined) throw new CodeVerificationInconnu({ code });
    // A code is public but the answer should not linger in shared caches.
    reply.header('cache-control', 'private, no-store');
    return {
      code,
      document: {
        type: document.type,
        libelle: document.libelle,
        emis_le: new Date(document.emis_le).toISOString(),
        entreprise: { siren: document.siren, denomination: document.denomination },
        greffe: document.greffe,
        numero_gestion: document.numero_gestion,
        empreinte_sha256: document.sha256,
      },
    };
  });
};

export default publicRoutes;
