import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

const here = fileURLToPath(import.meta.url);
// Compiled: dist/ssr-worker.js. From sources (tests, tsx): src/ssr-worker.ts, run through tsx.
const workerFile = path.join(path.dirname(here), `ssr-worker${path.extname(here)}`);
const workerExecArgv =
  path.extname(here) === '.ts' ? ['--import', pathToFileURL(createRequire(here).resolve('tsx')).href] : [];
const READY_TIMEOUT_MS = 60_000;

/** One running SSR worker bound to one release; `origin` is where to forward SSR requests. */
export class SsrEngine {
  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
  ) {}

  static start(releaseDir: string, log: FastifyBaseLogger, env: NodeJS.ProcessEnv): Promise<SsrEngine> {
    return new Promise((resolve, reject) => {
      const child = fork(workerFile, [releaseDir], {
        cwd: releaseDir,
        env: { ...env, NODE_PATH: path.join(path.dirname(here), '..', '..', 'node_modules') },
        execArgv: workerExecArgv,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`Le moteur SSR de ${releaseDir} n'a pas démarré en ${READY_TIMEOUT_MS / 1000} s.`));
      }, READY_TIMEOUT_MS);
      // Gatsby's reporter also talks over IPC (LOG_ACTION messages): wait for ours.
      const onMessage = (message: { type?: string; port?: number }) => {
        if (message?.type !== 'ready' || !message.port) return;
        child.off('message', onMessage);
        clearTimeout(timer);
        log.info({ releaseDir, pid: child.pid, port: message.port }, 'moteur SSR prêt');
        resolve(new SsrEngine(child, `http://127.0.0.1:${message.port}`));
      };
      child.on('message', onMessage);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Le moteur SSR s'est arrêté au démarrage (code ${code ?? signal}).`));
      });
    });
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  onExit(listener: (code: number | null) => void): void {
    this.child.once('exit', listener);
  }

  stop(): Promise<void> {
    if (!this.alive) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      this.child.kill('SIGTERM');
    });
  }
}

/** A worker of the pool lent to one request; `done` gives it back (call it exactly once). */
export interface SsrLease {
  origin: string;
  done(): void;
}

/** What the pool tells the metrics (metriques.ts): workers that die, workers started again. */
export interface ObservateurDesMoteurs {
  moteurArrete(): void;
  moteurRedemarre(): void;
}

/**
 * The SSR workers of one release. Gatsby's engine renders on one thread, so one worker can use one
 * core at most: the pool runs `size` of them (SSR_WORKERS) and hands each request to the live
 * worker with the fewest requests in flight. A worker that dies is restarted; meanwhile the others
 * serve, and only when none is alive do requests get 503.
 */
export class SsrPool {
  private readonly inflight: number[];
  private stopping = false;

  private constructor(
    private readonly releaseDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly env: NodeJS.ProcessEnv,
    private readonly engines: SsrEngine[],
    private readonly observateur: ObservateurDesMoteurs | null,
  ) {
    this.inflight = engines.map(() => 0);
    engines.forEach((engine, index) => this.watch(engine, index));
  }

  static async start(
    releaseDir: string,
    log: FastifyBaseLogger,
    env: NodeJS.ProcessEnv,
    size: number,
    observateur: ObservateurDesMoteurs | null = null,
  ): Promise<SsrPool> {
    const started = await Promise.allSettled(Array.from({ length: size }, () => SsrEngine.start(releaseDir, log, env)));
    const engines = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      await Promise.all(engines.map((engine) => engine.stop()));
      throw failure.reason;
    }
    return new SsrPool(releaseDir, log, env, engines, observateur);
  }

  get size(): number {
    return this.engines.length;
  }

  /** Where each live worker answers (warming renders there directly: rechauffage.ts). */
  get origins(): string[] {
    return this.engines.filter((engine) => engine.alive).map((engine) => engine.origin);
  }

  /** How many workers are alive now. */
  get alive(): number {
    return this.engines.filter((engine) => engine.alive).length;
  }

  /** How many live workers have at least one request in flight now. */
  get busy(): number {
    let busy = 0;
    for (let index = 0; index < this.engines.length; index += 1) {
      if (this.inflight[index]! > 0 && this.engines[index]!.alive) busy += 1;
    }
    return busy;
  }

  /** The least busy live worker, or null when none is alive. */
  acquire(): SsrLease | null {
    let best = -1;
    for (let index = 0; index < this.engines.length; index += 1) {
      if (!this.engines[index]!.alive) continue;
      if (best === -1 || this.inflight[index]! < this.inflight[best]!) best = index;
    }
    if (best === -1) return null;
    const engine = this.engines[best]!;
    this.inflight[best]! += 1;
    let returned = false;
    return {
      origin: engine.origin,
      done: () => {
        if (returned) return;
        returned = true;
        // The slot may hold a restarted worker by now: its count started again from zero.
        if (this.engines[best] === engine) this.inflight[best] = Math.max(0, this.inflight[best]! - 1);
      },
    };
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.engines.map((engine) => engine.stop()));
  }

  private watch(engine: SsrEngine, index: number): void {
    engine.onExit((code) => void this.restart(index, code));
  }

  /** A worker that dies while its release is live is restarted in its slot. */
  private async restart(index: number, code: number | null): Promise<void> {
    if (this.stopping) return;
    this.log.error({ code, dir: this.releaseDir, worker: index }, 'un moteur SSR s’est arrêté ; redémarrage');
    this.observateur?.moteurArrete();
    this.inflight[index] = 0;
    try {
      const engine = await SsrEngine.start(this.releaseDir, this.log, this.env);
      if (this.stopping) {
        await engine.stop();
        return;
      }
      this.engines[index] = engine;
      this.watch(engine, index);
      this.observateur?.moteurRedemarre();
    } catch (error) {
      this.log.error({ err: error, worker: index }, 'redémarrage du moteur SSR impossible');
    }
  }
}
