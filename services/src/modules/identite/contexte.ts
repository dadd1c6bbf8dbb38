import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';

import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { FileTravaux } from '../travaux/index.js';
import type { Messagerie } from '../../lib/courriels/messagerie.js';
import type { Liens } from './service/liens.js';

/** What the identity module's services and pages share, built once when the module starts. */
export interface ContexteIdentite {
  db: Db;
  config: Config;
  liens: Liens;
  messagerie: Messagerie;
  /** The job queue: e-mails that must not lengthen a request (the reset link) go through it. */
  travaux: FileTravaux;
  fournisseur: Provider;
  log: FastifyBaseLogger;
}
