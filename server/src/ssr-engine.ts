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
