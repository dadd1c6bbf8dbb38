import { instancePubliee } from '@portail/domaine';

import type { Config } from '../../../config.js';
import { chargerSceau, type Sceau } from '../../documents/index.js';

type ConfigSceau = Pick<Config, 'siteUrl' | 'sceauCertificatP12' | 'sceauMotDePasse' | 'sceauFichierDemonstration'>;

const charges = new Map<string, Promise<Sceau>>();

/**
 * The seal of the issued documents for this configuration, read (or, on a local instance without
 * SCEAU_CERTIFICAT_P12, generated) once per process: the orders module and the periodic Kbis jobs
 * share it. A published instance without a configured certificate refuses to start
 * (documents module, « Seal »).
 */
export function sceauDesDocuments(config: ConfigSceau): Promise<Sceau> {
  const publiee = instancePubliee(config.siteUrl);
  const cle = JSON.stringify([config.sceauCertificatP12, config.sceauFichierDemonstration, publiee]);
  let sceau = charges.get(cle);
  if (sceau === undefined) {
    sceau = chargerSceau({
      fichierP12: config.sceauCertificatP12,
      motDePasse: config.sceauMotDePasse,
      fichierDemonstration: config.sceauFichierDemonstration,
      publiee,
    });
    // A failure is not kept: the next start (or test) tries again.
    sceau.catch(() => charges.delete(cle));
    charges.set(cle, sceau);
  }
  return sceau;
}
