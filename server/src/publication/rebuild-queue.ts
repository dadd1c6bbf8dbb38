import type { FastifyBaseLogger } from 'fastify';

/** What one build attempt ends with; `reason` is a short French sentence, never a stack trace. */
export type BuildOutcome = { ok: true } | { ok: false; reason: string };

/** Why a rebuild was asked for, as the CMS described it (for the logs only). */
export interface RebuildTrigger {
  evenement?: string;
  modele?: string;
  id?: string;
}

export interface BuildRecord {
  numero: number;
  /** Rebuild requests this build answers (coalesced while the previous one ran). */
  demandes: number;
  debut: string;
  fin: string;
  dureeMs: number;
  resultat: 'reussie' | 'echouee';
  motif?: string;
  /** Release put online by a successful build. */
  version?: string;
}

export interface QueueSnapshot {
  en_cours: { numero: number; debut: string; demandes: number } | null;
  enAttente: { demandes: number; depuis: string } | null;
  dernieres: BuildRecord[];
}

export interface RebuildQueueOptions {
  /** Runs one build to completion (a child process); `signal` aborts it when the server stops. */
  build: (signal: AbortSignal) => Promise<BuildOutcome>;
  /** Puts the release the build just published online; returns its id. */
  activate: () => Promise<string>;
  log: FastifyBaseLogger;
}

/** Builds kept for the status page. */
const HISTORY_SIZE = 10;

/**
 * One build at a time. Requests that arrive during a build are merged into exactly one more
 * build after it: content published meanwhile may have been missed by the running build, and
 * one build reads everything, so a single follow-up is both necessary and sufficient.
 */
export class RebuildQueue {
  private running: { numero: number; debut: Date; demandes: number } | null = null;
  private pending: { demandes: number; depuis: Date } | null = null;
  private history: BuildRecord[] = [];
  private counter = 0;
  private loop: Promise<void> = Promise.resolve();
  private readonly abort = new AbortController();

  constructor(private readonly options: RebuildQueueOptions) {}

  /** Queues a rebuild; says whether it started now or waits for the running one. */
  request(trigger: RebuildTrigger): 'demarree' | 'en-attente' {
    if (this.abort.signal.aborted) return 'en-attente';
    this.options.log.info({ trigger }, 'reconstruction du site demandée');
    if (this.running) {
      this.pending = { demandes: (this.pending?.demandes ?? 0) + 1, depuis: this.pending?.depuis ?? new Date() };
      return 'en-attente';
    }
    this.running = { numero: ++this.counter, debut: new Date(), demandes: 1 };
    this.loop = this.drain();
    return 'demarree';
  }

  snapshot(): QueueSnapshot {
    const { running, pending } = this;
    return {
      en_cours: running && { numero: running.numero, debut: running.debut.toISOString(), demandes: running.demandes },
      enAttente: pending && { demandes: pending.demandes, depuis: pending.depuis.toISOString() },
      dernieres: [...this.history],
    };
  }

  /** Resolves when no build runs and none is waiting. */
  async whenIdle(): Promise<void> {
    while (this.running) await this.loop;
  }

  /** Stops the running build (its child process is killed) and drops the waiting requests. */
  async close(): Promise<void> {
    this.pending = null;
    this.abort.abort();
    await this.loop;
  }

  private async drain(): Promise<void> {
    while (this.running) {
      await this.runOne(this.running);
      const next = this.abort.signal.aborted ? null : this.pending;
      this.pending = null;
      this.running = next && { numero: ++this.counter, debut: new Date(), demandes: next.demandes };
    }
  }

  private async runOne(build: { numero: number; debut: Date; demandes: number }): Promise<void> {
    const { log } = this.options;
    log.info({ numero: build.numero, demandes: build.demandes }, 'reconstruction du site commencée');
    let outcome: BuildOutcome;
    let version: string | undefined;
    try {
      outcome = await this.options.build(this.abort.signal);
      if (outcome.ok) version = await this.options.activate();
    } catch (error) {
      // The build succeeded but its release could not be loaded: the previous one stays online.
      log.error({ err: error, numero: build.numero }, 'nouvelle version refusée ; la précédente reste en ligne');
      outcome = { ok: false, reason: 'La nouvelle version n’a pas pu être chargée ; la précédente reste en ligne.' };
    }
    const fin = new Date();
    const record: BuildRecord = {
      numero: build.numero,
      demandes: build.demandes,
      debut: build.debut.toISOString(),
      fin: fin.toISOString(),
      dureeMs: fin.getTime() - build.debut.getTime(),
      resultat: outcome.ok ? 'reussie' : 'echouee',
      ...(outcome.ok ? { version } : { motif: outcome.reason }),
    };
    this.history = [record, ...this.history].slice(0, HISTORY_SIZE);
    if (outcome.ok) log.info(record, 'reconstruction réussie ; nouvelle version du site en ligne');
    else log.error(record, 'reconstruction échouée ; la version précédente reste en ligne');
  }
}
