import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { normaliserCode } from '../../documents/index.js';
import { CodeVerificationInconnu } from '../erreurs.js';
import { findDocumentParCode } from '../repository/documents-emis.js';
import { verificationSchema } from '@portail/contrat/commandes';

/** `/verifications/{code}`, public: anyone holding a document can check its code: what was issued, for whom, and its fingerprint. */
const verificationsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;
  fastify.get('/verifications/:code', { schema: verificationSchema }, async (request, reply) => {
    const code = normaliserCode(request.params.code);
    if (code === undefined) throw new CodeVerificationInconnu({ code: request.params.code.slice(0, 40) });
    const document = await findDocumentParCode(db, code);
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

export default verificationsRoutes;
