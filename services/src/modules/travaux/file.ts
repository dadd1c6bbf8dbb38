import type { FastifyBaseLogger } from 'fastify';

import type { Db, Queryable, Transaction } from '../../db/index.js';

/** A job as its handler sees it. */
export interface Travail {
  [colonne: string]: unknown;
  id: number;
  type: string;
  donnees: Record<string, unknown>;
  /** 1 at the first run. */
  tentatives: number;
  max_tentatives: number;
}

/**
 * How a job type runs. `transactionnel`: the handler's writes and the job's completion are one
 * transaction, so a crash or an error leaves nothing half done and the job runs again. Otherwise the
 * handler works outside any transaction (it calls HTTP endpoints, sends e-mails) and must be
 * idempotent: it may run again after a crash that followed its work.
 */
export type Gestionnaire = (
  | { transactionnel: true; executer(travail: Travail, tx: Transaction): Promise<void> }
  | { transactionnel: false; executer(travail: Travail, db: Db): Promise<void> }
) & {
  /**
   * Called once when the job is given up (its last attempt failed, or was cut short by the end of
   * the process), in the transaction that records it `ECHEC`: what the job stood for can be settled
   * (refunded, told to the customer) with the same guarantee. If it fails too, the job is still
   * recorded `ECHEC` and both errors are logged.
   */
  abandonner?(travail: Travail, tx: Transaction, erreur: string): Promise<void>;
};

export interface NouveauTravail {
  type: string;
  /** At most one job per type and key, ever: a second `ajouterTravail` of the same key is a no-op. */
  cle?: string;
  donnees?: Record<string, unknown>;
  executerApres?: Date;
  maxTentatives?: number;
}

/** Enqueues a job, inside the caller's transaction when it passes one (the job then exists only if it commits). */
export async function ajouterTravail(db: Queryable, travail: NouveauTravail): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO travaux (type, cle, donnees, executer_apres, max_tentatives)
     VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()), $5)
     ON CONFLICT (type, cle) WHERE cle IS NOT NULL DO NOTHING`,
    [
      travail.type,
      travail.cle ?? null,
      JSON.stringify(travail.donnees ?? {}),
      travail.executerApres?.toISOString() ?? null,
      travail.maxTentatives ?? 10,
    ],
  );
  return rowCount === 1;
}

/** The states of a job in the `travaux` table (migration 011). */
export const STATUTS_TRAVAIL = ['EN_ATTENTE', 'EN_COURS', 'TERMINE', 'ECHEC'] as const;
export type StatutTravail = (typeof STATUTS_TRAVAIL)[number];

/** One failed execution of a job, as `observerEchecs` tells it (metrics). */
export interface EchecTravail {
  type: string;
  /** true: it was the last attempt, the job is recorded `ECHEC`; false: it will be tried again. */
  abandonne: boolean;
}

export interface OptionsFile {
  intervalleMs: number;
  /**
   * How long a taken job stays reserved to its worker without news of it; its worker renews the
   * reservation every third of it while the job runs. Once it lapses (the process died), any
   * instance, this one restarted included, takes the job again.
   */
  dureeVerrouMs?: number;
  /** Delay before the n-th retry: `baseAttenteMs × 2^(n-1)`, at most one hour. */
  baseAttenteMs?: number;
}

/**
 * The PostgreSQL-backed job queue (README of the commandes module). Each instance runs one worker
 * that takes due jobs one at a time with `FOR UPDATE SKIP LOCKED`, so instances share the work and
 * jobs survive restarts.
 */
export class FileTravaux {
  private readonly gestionnaires = new Map<string, Gestionnaire>();
  private readonly observateursEchecs: ((echec: EchecTravail) => void)[] = [];
  private minuterie: NodeJS.Timeout | undefined;
  private en_cours: Promise<void> | undefined;
  private actif = false;
  private reveil = false;
  private readonly dureeVerrouMs: number;
  private readonly baseAttenteMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: OptionsFile,
  ) {
    // Short, because it is renewed while the job runs: a job whose worker was killed waits this long
    // before any instance takes it again (it used to wait 5 minutes, the longest a job could run).
    this.dureeVerrouMs = options.dureeVerrouMs ?? 30_000;
    this.baseAttenteMs = options.baseAttenteMs ?? 1000;
  }

  enregistrer(type: string, gestionnaire: Gestionnaire): void {
    if (this.gestionnaires.has(type)) throw new Error(`Gestionnaire déjà enregistré pour ${type}`);
    this.gestionnaires.set(type, gestionnaire);
  }

  /** `observateur` is told of every failed execution, on this instance, before it is recorded. */
  observerEchecs(observateur: (echec: EchecTravail) => void): void {
    this.observateursEchecs.push(observateur);
  }

  /**
   * How many jobs are in each state, `TERMINE` excepted (they only pile up: not a queue depth), with
   * 0 for a state no job is in. One query, for the metrics' scrape.
   */
  async compterParStatut(): Promise<Record<Exclude<StatutTravail, 'TERMINE'>, number>> {
    const { rows } = await this.db.query<{ statut: StatutTravail; nombre: number }>(
      `SELECT statut, count(*)::int AS nombre FROM travaux WHERE statut <> 'TERMINE' GROUP BY statut`,
    );
    const comptes = { EN_ATTENTE: 0, EN_COURS: 0, ECHEC: 0 };
    for (const { statut, nombre } of rows) if (statut !== 'TERMINE') comptes[statut] = Number(nombre);
    return comptes;
  }

  /** Takes one due job of a known type (or one whose worker's lock expired), or undefined. */
  private async prendre(): Promise<Travail | undefined> {
    const types = [...this.gestionnaires.keys()];
    if (types.length === 0) return undefined;
    const { rows } = await this.db.query<Travail & { id: string | number }>(
      `UPDATE travaux
          SET statut = 'EN_COURS', tentatives = tentatives + 1,
              verrouille_jusqu_a = now() + $2 * interval '1 millisecond'
        WHERE id = (
          SELECT id FROM travaux
           WHERE type = ANY($1::text[])
             AND ((statut = 'EN_ATTENTE' AND executer_apres <= now())
               OR (statut = 'EN_COURS' AND verrouille_jusqu_a < now()))
           ORDER BY executer_apres, id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
      RETURNING id, type, donnees, tentatives, max_tentatives`,
      [types, this.dureeVerrouMs],
    );
    const row = rows[0];
    return row && { ...row, id: Number(row.id) };
  }

  /** Runs one due job; false when none was due. */
  async executerUn(): Promise<boolean> {
    const travail = await this.prendre();
    if (travail === undefined) return false;
    const gestionnaire = this.gestionnaires.get(travail.type) as Gestionnaire;
    const log = this.log.child({ travail: travail.id, type: travail.type, tentative: travail.tentatives });
    if (travail.tentatives > travail.max_tentatives) {
      // Its last worker died while running it: the attempt counts, and there is none left.
      await this.echouer(travail, gestionnaire, new Error('Dernière tentative interrompue (arrêt du processus)'), log);
      return true;
    }
    const renouvellement = this.renouveler(travail, log);
    try {
      if (gestionnaire.transactionnel) {
        await this.db.transaction(async (tx) => {
          await gestionnaire.executer(travail, tx);
          await terminer(tx, travail.id);
        });
      } else {
        await gestionnaire.executer(travail, this.db);
        await terminer(this.db, travail.id);
      }
      log.info('Travail terminé');
    } catch (error) {
      await this.echouer(travail, gestionnaire, error, log);
    } finally {
      await renouvellement.arreter();
    }
    return true;
  }

  /**
   * Keeps the job reserved while its handler runs, however long it takes. Only while it is still
   * this attempt (`EN_COURS` with the same `tentatives`): a renewal that arrives after the end
   * changes nothing.
   */
  private renouveler(travail: Travail, log: FastifyBaseLogger): { arreter(): Promise<void> } {
    let enVol: Promise<unknown> = Promise.resolve();
    const minuterie = setInterval(() => {
      enVol = enVol.then(() =>
        this.db
          .query(
            `UPDATE travaux SET verrouille_jusqu_a = now() + $2 * interval '1 millisecond'
              WHERE id = $1 AND statut = 'EN_COURS' AND tentatives = $3`,
            [travail.id, this.dureeVerrouMs, travail.tentatives],
          )
          .catch((error: unknown) => log.warn({ err: error }, 'Réservation du travail non renouvelée')),
      );
    }, this.dureeVerrouMs / 3);
    minuterie.unref();
    return {
      async arreter() {
        clearInterval(minuterie);
        await enVol;
      },
    };
  }

  private async echouer(
    travail: Travail,
    gestionnaire: Gestionnaire,
    error: unknown,
    log: FastifyBaseLogger,
  ): Promise<void> {
    const dernier = travail.tentatives >= travail.max_tentatives;
    for (const observateur of this.observateursEchecs) {
      try {
        observateur({ type: travail.type, abandonne: dernier });
      } catch (erreurObservateur) {
        // An observer (metrics) never stands in the way of recording the failure.
        log.warn({ err: erreurObservateur }, 'Observateur des échecs de travaux en erreur');
      }
    }
    const attente = Math.min(this.baseAttenteMs * 2 ** (travail.tentatives - 1), 3_600_000);
    const message = error instanceof Error ? error.message : String(error);
    const enregistrer = (db: Queryable) =>
      db.query(
        `UPDATE travaux SET statut = $2, derniere_erreur = $3, verrouille_jusqu_a = NULL,
                executer_apres = now() + $4 * interval '1 millisecond'
          WHERE id = $1`,
        [travail.id, dernier ? 'ECHEC' : 'EN_ATTENTE', message.slice(0, 2000), attente],
      );
    if (!dernier) {
      await enregistrer(this.db);
      log.warn({ err: error, nouvel_essai_dans_ms: attente }, 'Travail en échec, nouvel essai prévu');
      return;
    }
    if (gestionnaire.abandonner === undefined) {
      await enregistrer(this.db);
    } else {
      const { abandonner } = gestionnaire;
      try {
        await this.db.transaction(async (tx) => {
          await enregistrer(tx);
          await abandonner(travail, tx, message);
        });
      } catch (suite) {
        log.error({ err: suite }, 'Travail abandonné : ses suites n’ont pas pu être enregistrées');
        await enregistrer(this.db);
      }
    }
    log.error({ err: error }, 'Travail abandonné après sa dernière tentative');
  }

  /** Runs every job due now, one after the other (tests, and the worker's loop). */
  async vider(): Promise<number> {
    let executes = 0;
    while (await this.executerUn()) executes += 1;
    return executes;
  }

  demarrer(): void {
    if (this.actif) return;
    this.actif = true;
    this.planifier(0);
  }

  /** A job was just enqueued: look at once rather than at the next interval. */
  reveiller(): void {
    if (!this.actif) return;
    if (this.en_cours) {
      this.reveil = true;
      return;
    }
    this.planifier(0);
  }

  private planifier(delai: number): void {
    clearTimeout(this.minuterie);
    this.minuterie = setTimeout(() => {
      this.en_cours = this.tour().finally(() => {
        this.en_cours = undefined;
        if (!this.actif) return;
        const encore = this.reveil;
        this.reveil = false;
        this.planifier(encore ? 0 : this.options.intervalleMs);
      });
    }, delai);
    this.minuterie.unref();
  }

  private async tour(): Promise<void> {
    try {
      while (this.actif && (await this.executerUn()));
    } catch (error) {
      // The database went away (shutdown, network): the next round tries again.
      this.log.error({ err: error }, 'File de travaux : lecture impossible');
    }
  }

  /** Stops taking jobs and waits for the one running. */
  async arreter(): Promise<void> {
    this.actif = false;
    clearTimeout(this.minuterie);
    await this.en_cours;
  }
}

async function terminer(db: Queryable, id: number): Promise<void> {
  await db.query(
    "UPDATE travaux SET statut = 'TERMINE', termine_le = now(), verrouille_jusqu_a = NULL, derniere_erreur = NULL WHERE id = $1",
    [id],
  );
}
