import type { Adapter, AdapterPayload } from 'oidc-provider';

import type { Queryable } from '../../../db/index.js';
import * as depot from '../repository/oidc.js';

/**
 * oidc-provider's storage interface on our database (PostgreSQL or PGlite): the provider state
 * survives restarts and is shared by every instance. The library instantiates one adapter per
 * model name (Session, Grant, RefreshToken…).
 */
export function adapterPostgres(db: Queryable) {
  return class AdapterPostgres implements Adapter {
    constructor(private readonly modele: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await depot.enregistrer(db, this.modele, id, payload as depot.Payload, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return (await depot.trouver(db, this.modele, id)) as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await depot.trouverPar(db, this.modele, 'uid', uid)) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await depot.trouverPar(db, this.modele, 'user_code', userCode)) as AdapterPayload | undefined;
    }

    async consume(id: string): Promise<void> {
      await depot.consommer(db, this.modele, id);
    }

    async destroy(id: string): Promise<void> {
      await depot.detruire(db, this.modele, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await depot.revoquerGrant(db, this.modele, grantId);
    }
  };
}
