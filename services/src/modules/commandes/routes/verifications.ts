import { createHash } from 'node:crypto';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { normaliserCode, verifierSceau, type EtatSceau, type Sceau } from '../../documents/index.js';
import { CodeVerificationInconnu, FichierNonPdf } from '../erreurs.js';
import { findDocumentParCode } from '../repository/documents-emis.js';
import {
  TAILLE_MAX_FICHIER_VERIFIE,
  verificationFichierSchema,
  verificationSchema,
  type VerificationFichier,
} from '@portail/contrat/commandes';

/** The French verdict on an uploaded file: the same bytes as issued, and its seal. */
export function messageVerification(identique: boolean, cachet: EtatSceau): string {
  if (identique) {
    switch (cachet.etat) {
      case 'INTACT':
        return 'Ce fichier est exactement le document délivré, et son cachet électronique est intact.';
      case 'ABSENT':
        return 'Ce fichier est exactement le document délivré ; il a été émis avant la mise en place du cachet électronique.';
      case 'AUTRE_CERTIFICAT':
        return 'Ce fichier est exactement le document délivré ; son cachet a été apposé avec un certificat que le portail n’utilise plus.';
      case 'ROMPU':
        return 'Ce fichier est exactement le document délivré, mais son cachet électronique n’a pas pu être vérifié.';
    }
  }
  switch (cachet.etat) {
    case 'INTACT':
      return 'Ce fichier n’est pas le document délivré sous ce code : son cachet Greffeo est intact, mais c’est un autre document.';
    case 'ROMPU':
      return 'Ce fichier n’est pas le document délivré : il a été modifié depuis sa délivrance, son cachet électronique est rompu.';
    case 'AUTRE_CERTIFICAT':
      return 'Ce fichier n’est pas le document délivré : son cachet électronique n’est pas celui de Greffeo.';
    case 'ABSENT':
      return 'Ce fichier n’est pas le document délivré : il ne porte pas de cachet électronique.';
  }
}

/**
 * `/verifications/{code}`, public: anyone holding a document can check its code: what was issued,
 * for whom, and its fingerprint; and `POST …/document` the file itself: exactly the issued bytes,
 * and its seal intact (valid over the whole file, made with the portal's certificate).
 */
const verificationsRoutes: FastifyPluginAsyncTypebox<{ sceau: Sceau }> = async (fastify, { sceau }) => {
  const db = fastify.db;
  // The uploaded file, as bytes (this plugin's routes only).
  fastify.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: TAILLE_MAX_FICHIER_VERIFIE },
    (_request, corps, done) => done(null, corps),
  );

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

  fastify.post(
    '/verifications/:code/document',
    { schema: verificationFichierSchema, bodyLimit: TAILLE_MAX_FICHIER_VERIFIE },
    async (request, reply): Promise<VerificationFichier> => {
      const code = normaliserCode(request.params.code);
      if (code === undefined) throw new CodeVerificationInconnu({ code: request.params.code.slice(0, 40) });
      const fichier = request.body;
      if (!Buffer.isBuffer(fichier) || !fichier.subarray(0, 1024).includes('%PDF-') || !fichier.includes('%%EOF'))
        throw new FichierNonPdf({ code, type: request.headers['content-type'] });
      const document = await findDocumentParCode(db, code);
      if (document === undefined) throw new CodeVerificationInconnu({ code });
      const empreinte = createHash('sha256').update(fichier).digest('hex');
      const identique = empreinte === document.sha256;
      const cachet = verifierSceau(fichier, sceau.certificat);
      reply.header('cache-control', 'private, no-store');
      return {
        code,
        identique,
        empreinte_sha256: empreinte,
        cachet: {
          etat: cachet.etat,
          signe_le: 'signeLe' in cachet && cachet.signeLe !== null ? cachet.signeLe.toISOString() : null,
          titulaire: 'titulaire' in cachet ? cachet.titulaire : null,
        },
        message: messageVerification(identique, cachet),
      };
    },
  );
};

export default verificationsRoutes;
