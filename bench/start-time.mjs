#!/usr/bin/env node
// Times `npm start` until the portal URL is printed, then stops it with Ctrl-C (SIGINT) and checks
// that everything stopped. Run it in a fresh clone for the first-start figure, then again there for
// the second start. Usage: node bench/start-time.mjs [repository folder, default .]
import { spawn } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(process.argv[2] ?? '.');
const started = performance.now();
const child = spawn('npm', ['start'], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
let ready = false;
let output = '';

child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
  if (!ready && /Portail : /.test(output)) {
    ready = true;
    const seconds = (performance.now() - started) / 1000;
    console.log(`\n[bench] portail prêt en ${seconds.toFixed(1)} s — arrêt par SIGINT`);
    const stopAt = performance.now();
    process.kill(-child.pid, 'SIGINT');
    child.once('exit', (code) => {
      console.log(`[bench] arrêté en ${((performance.now() - stopAt) / 1000).toFixed(1)} s (code ${code})`);
      console.log(`[bench] start: ${seconds.toFixed(1)} s`);
    });
  }
});
child.on('exit', (code) => {
  if (!ready) {
    console.error(`[bench] npm start s'est arrêté (code ${code}) sans afficher l'URL`);
    process.exitCode = 1;
  }
});
