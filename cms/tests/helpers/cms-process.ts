import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CMS_DIR = path.resolve(__dirname, '../..');
// The package's exports map hides bin/, so the file is addressed directly.
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export interface CmsProcess {
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The process environment without any CMS_* variable of the developer's shell, and with
 * ENV_PATH pointing at an empty file so Strapi does not load a developer's cms/.env either.
 */
function baseEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('CMS_')) env[key] = value;
  }
  return { ...env, ENV_PATH: os.devNull, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'test' };
}

function spawnStrapi(variables: Record<string, string>): { child: ChildProcess; output: () => string } {
  if (!fs.existsSync(path.join(CMS_DIR, 'dist', 'src', 'index.js'))) {
    throw new Error('dist/ est absent : lancez « npm run build:server » avant les tests.');
  }
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: { ...baseEnvironment(), ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts `strapi start` and resolves once /_health answers. */
export async function startCms(variables: Record<string, string>, timeoutMs = 90000): Promise<CmsProcess> {
  const { child, output } = spawnStrapi(variables);
  const baseUrl = `http://127.0.0.1:${variables.CMS_PORT}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Strapi s’est arrêté (code ${child.exitCode}) :\n${output()}`);
    }
    const healthy = await fetch(`${baseUrl}/_health`).then(
      (response) => response.status === 204,
      () => false,
    );
    if (healthy) {
      return {
        baseUrl,
        output,
        stop: async () => {
          child.kill('SIGTERM');
          await exited(child);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  await exited(child);
  throw new Error(`Strapi n’a pas démarré en ${timeoutMs} ms :\n${output()}`);
}

/** Runs `strapi start` expecting it to fail; resolves with its exit code and output. */
export async function startCmsExpectingFailure(
  variables: Record<string, string>,
  timeoutMs = 60000,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnStrapi(variables);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exited(child);
  clearTimeout(timer);
  return { code, output: output() };
}
