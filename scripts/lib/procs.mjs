import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const running = new Set();

function prefixLines(stream, prefix, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`${prefix} ${pending}\n`));
}

/** Runs a command to completion, output shown; rejects with a clear message on failure. */
export function run(command, args, { cwd, env, label = command, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        if (quiet) process.stderr.write(output);
        reject(new Error(`${label} a échoué (${signal ?? `code ${code}`}).`));
      }
    });
  });
}

/** Starts a long-running part; its output is prefixed with its name. */
export function startPart(name, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`;
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  const part = { name, child, exited: false, exitCode: null };
  child.on('exit', (code, signal) => {
    part.exited = true;
    part.exitCode = code ?? signal;
    running.delete(part);
  });
  running.add(part);
  return part;
}

/**
 * Polls `url` every `intervalMs` until it answers with an accepted status, or fails if the part
 * exits or time runs out.
 */
export async function waitForHttp(
  url,
  { part, timeoutMs = 180_000, intervalMs = 400, accept = (s) => s >= 200 && s < 400 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (part?.exited)
      throw new Error(`${part.name} s'est arrêté (code ${part.exitCode}) avant de répondre sur ${url}.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
      if (accept(response.status)) return;
    } catch {
      // not listening yet
    }
    await delay(intervalMs);
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s.`);
}

export async function stopPart(part, timeoutMs = 15_000) {
  if (part.exited) return;
  const exited = new Promise((resolve) => part.child.once('exit', resolve));
  part.child.kill('SIGTERM');
  const timer = setTimeout(() => part.child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every part still running, most recently started first. */
export async function stopAll() {
  const parts = [...running].reverse();
  await Promise.all(parts.map((part) => stopPart(part)));
}
