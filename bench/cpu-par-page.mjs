#!/usr/bin/env node
// Where the CPU of a server-rendered page goes, part by part (issue 24). Runs bench/company-page.mjs
// against a portal already up on this machine and reads, before and after, the CPU time (user +
// system, /proc/<pid>/stat) of every process of the stack, grouped by part: the portal server, its
// SSR workers, the services, PostgreSQL. Prints each part's milliseconds of CPU per page served
// (the load generator's own CPU is not counted). Linux only; the stack must run on this machine.
//   node bench/cpu-par-page.mjs [--base-url http://127.0.0.1:8000] [--duration 30] [--page entreprise]
//                               [--rate R]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8000' },
    duration: { type: 'string', default: '30' },
    page: { type: 'string', default: 'entreprise' },
    rate: { type: 'string' },
  },
});

/** The part of the stack a process belongs to, from its command line; null for the others. */
function partie(commande) {
  if (/ssr-worker/.test(commande)) return 'moteurs SSR';
  if (/^postgres/.test(commande)) return 'PostgreSQL';
  if (/services\/dist\/server\.js/.test(commande)) return 'services';
  if (/server\/dist\/main\.js/.test(commande)) return 'serveur du portail';
  return null;
}

const TICKS_PAR_SECONDE = 100;

function releve() {
  const processus = new Map();
  for (const pid of readdirSync('/proc').filter((nom) => /^\d+$/.test(nom))) {
    try {
      const p = partie(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim());
      if (!p) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const champs = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processus.set(pid, { partie: p, ticks: Number(champs[11]) + Number(champs[12]) });
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  return processus;
}

const ici = dirname(fileURLToPath(import.meta.url));
const options = [
  '--base-url',
  values['base-url'],
  '--duration',
  values.duration,
  '--warmup',
  '0',
  '--page',
  values.page,
];
if (values.rate) options.push('--rate', values.rate);

const avant = releve();
const texte = await new Promise((resolve, reject) => {
  const banc = spawn(process.execPath, [join(ici, 'company-page.mjs'), ...options], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let lu = '';
  banc.stdout.on('data', (morceau) => {
    lu += morceau;
    process.stdout.write(morceau);
  });
  // 'close', not 'exit': the process may exit before its last line (the JSON result) is read.
  banc.on('close', () => resolve(lu));
  banc.on('error', reject);
});
const apres = releve();
const resultat = JSON.parse(texte.split('\n').find((ligne) => ligne.startsWith('{')) ?? '{}');
const pages = resultat.requetes;
if (!pages) throw new Error('Le banc n’a servi aucune page.');

const parPartie = new Map();
for (const [pid, { partie: p, ticks }] of apres) {
  const ecoule = ticks - (avant.get(pid)?.ticks ?? 0);
  parPartie.set(p, (parPartie.get(p) ?? 0) + ecoule);
}
let total = 0;
console.log(`\nCPU par page (${pages} pages) :`);
for (const [p, ticks] of [...parPartie].sort((a, b) => b[1] - a[1])) {
  const ms = (ticks * 1000) / TICKS_PAR_SECONDE / pages;
  total += ms;
  console.log(`  ${p.padEnd(22)} ${ms.toFixed(2)} ms`);
}
console.log(`  ${'en tout'.padEnd(22)} ${total.toFixed(2)} ms`);
