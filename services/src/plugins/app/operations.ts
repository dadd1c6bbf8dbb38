import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { DemandeActivite, RefusOperations, ReponseActivite } from '@portail/contrat/operations';
import fp from 'fastify-plugin';

import { ChampsInvalides } from '../../domain-error.js';
import { rafraichirDerives } from '../../cli/derives.js';
import { appliquerActivite, DateActiviteInvalide } from '../../modules/registre/index.js';
import { TRAVAIL_DIFFUSION } from '../../modules/surveillance/index.js';
import { ajouterTravail } from '../../modules/travaux/index.js';

export const PREFIXE_OPERATIONS = '/_operations';

const empreinte = (jeton: string) => createHash('sha256').update(jeton).digest();

/**
 * The operations channel: what an operator's command asks of this running instance when it cannot
 * open the database itself (the embedded PGlite is held by this process). Outside `/api`, so the
 * portal server never relays it; a bearer token compared in constant time, from OPERATIONS_JETON or
 * made at start and written to `operationsJetonFichier` (0600) for the commands of the same
 * machine. One operation today: registry activity days (`registre:activite`), followed, when they
 * wrote events, by the derived tables' refresh and the surveillance fan-out queued at once — the
 * same as the daily job does, so the révélations and their alerts follow within seconds.
 */
export default fp(
  async function operations(fastify) {
    let jeton = fastify.config.operationsJeton;
    if (jeton === undefined) {
      jeton = randomBytes(32).toString('base64url');
      const fichier = fastify.config.operationsJetonFichier;
      await mkdir(dirname(fichier), { recursive: true });
      await writeFile(fichier, `${jeton}\n`, { mode: 0o600 });
    }
    const attendu = empreinte(jeton);

    fastify.post(
      `${PREFIXE_OPERATIONS}/registre/activite`,
      {
        schema: { hide: true, body: DemandeActivite, response: { 200: ReponseActivite, 401: RefusOperations } },
        async onRequest(request, reply) {
          const [schema, valeur] = (request.headers.authorization ?? '').split(' ');
          if (schema !== 'Bearer' || !valeur || !timingSafeEqual(empreinte(valeur), attendu)) {
            request.log.warn('Canal d’opérations : jeton absent ou invalide');
            return reply.code(401).send({ message: 'Jeton d’opérations absent ou invalide.' });
          }
        },
      },
      async (request) => {
        const demande = request.body as DemandeActivite;
        let bilans;
        try {
          bilans = await appliquerActivite(fastify.db, demande);
        } catch (error) {
          if (!(error instanceof DateActiviteInvalide)) throw error;
          // The usual 400 naming the field (the error handler), the message without its field's name.
          throw new ChampsInvalides([{ champ: error.champ, message: error.message }]);
        }
        const ecrits = !demande.simulation && bilans.some((bilan) => bilan.applique && bilan.evenements > 0);
        if (ecrits) {
          request.log.info(
            { bilans: bilans.map(({ simules: _, ...bilan }) => bilan) },
            'Journées d’activité appliquées',
          );
          await rafraichirDerives(fastify.db);
          await ajouterTravail(fastify.db, { type: TRAVAIL_DIFFUSION });
        }
        return { bilans, diffusion_planifiee: ecrits };
      },
    );
  },
  { name: 'operations', dependencies: ['db', 'travaux'] },
);
