import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { packageRoot } from '../src/package-info.js';
import { pgliteTemplateDir } from './pglite-template.js';

interface Run {
  code: number | null;
  stderr: string;
}

/**
 * src/server.ts in a real Node process (through tsx), with only the given
 * variables; DATABASE_URL is set empty so that a developer's services/.env
 * cannot point the test at a server.
 */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageRoot,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
  return { child, exited };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())));
    });
  });
}

async function waitForHealth(url: string, exited: Promise<Run>): Promise<Response> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let attempt = 0; attempt < 100 && !stopped; attempt += 1) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} never answered: ${(await Promise.race([exited, Promise.resolve(undefined)]))?.stderr}`);
}

describe('the services process', () => {
  it('exits with code 1 and names the variable when the configuration is invalid', async () => {
    const { exited } = startServer({ SERVICES_PORT: 'abc' });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Configuration invalide : SERVICES_PORT doit être un entier entre 1 et 65535 (reçu « abc »)',
    );
  });

  it('refuses to start without the identity secrets, and names the variable', async () => {
    const { exited } = startServer({ IDENTITE_SECRETS: '' });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr).toContain('IDENTITE_SECRETS est obligatoire');
  });

  it('serves the API, then on SIGTERM closes the database and exits cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'greffeo-server-'));
    cpSync(pgliteTemplateDir(), join(dataDir, 'pglite'), { recursive: true });
    const port = await freePort();
    const { child, exited } = startServer({
      SERVICES_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      IDENTITE_SECRETS: randomBytes(32).toString('base64url'),
    });
    try {
      const response = await waitForHealth(`http://127.0.0.1:${port}/api/health`, exited);
      expect(await response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
