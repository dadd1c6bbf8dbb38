import { fork } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildOutcome } from './rebuild-queue.js';

/** What the build script may send over IPC before it exits (scripts/build-site.mjs). */
interface BuildMessage {
  type?: string;
  motif?: string;
}

export interface BuildScriptOptions {
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  log: FastifyBaseLogger;
  signal: AbortSignal;
}

const OUTPUT_LINES_KEPT = 40;

/**
 * Runs the build script in its own process: `gatsby build` takes gigabytes and minutes, and a
 * crash there must never take the server down. Its output is kept (last lines) for the log of a
 * failed build; the status page only shows the short French reason.
 */
export function runBuildScript(options: BuildScriptOptions): Promise<BuildOutcome> {
  const { script, cwd, env, timeoutMs, log, signal } = options;
  return new Promise((resolve) => {
    const started = Date.now();
    const child = fork(script, [], { cwd, env, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail = [...tail, ...chunk.toString().split('\n').filter(Boolean)].slice(-OUTPUT_LINES_KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let reason: string | undefined;
    child.on('message', (message: BuildMessage) => {
      if (message?.type === 'portail:echec' && typeof message.motif === 'string') reason = oneLine(message.motif);
    });
    let stoppedBy: 'delai' | 'arret' | undefined;
    const stop = (why: 'delai' | 'arret') => {
      stoppedBy = why;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    };
    const timer = setTimeout(() => stop('delai'), timeoutMs);
    const onAbort = () => stop('arret');
    signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => log.error({ err: error, script }, 'lancement de la construction impossible'));
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      const durationMs = Date.now() - started;
      if (code === 0 && !stoppedBy) {
        log.info({ durationMs }, 'construction du site terminée');
        return resolve({ ok: true });
      }
      log.error({ code, signal: exitSignal, durationMs, sortie: tail.join('\n') }, 'construction du site échouée');
      if (stoppedBy === 'delai') {
        return resolve({ ok: false, reason: `La construction a dépassé ${timeoutMs / 1000} s et a été arrêtée.` });
      }
      if (stoppedBy === 'arret')
        return resolve({ ok: false, reason: 'Construction interrompue par l’arrêt du serveur.' });
      resolve({ ok: false, reason: reason ?? `La construction a échoué (${exitSignal ?? `code ${code}`}).` });
    });
  });
}

/** The reason goes on a public page: one line, bounded. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}
