#!/usr/bin/env node
// First renders after a start (issue 24: « the first render after start must not be several times
// slower than the rest »). Starts a portal server of its own beside a running stack (same services,
// same site release, page cache off), times it until it answers, then asks it for company pages
// one at a time, each a different company, and prints how long the first ones took against the
// later ones. Run it with the stack up (`npm start`), nothing else running:
//   node bench/premier-rendu.mjs [--port 8005] [--pages 200] [--tours N] [--repetitions 3]
// --tours sets SSR_RECHAUFFAGE_TOURS for the bench's server (0: no warming); without it, the
// server's default. Each repetition starts a fresh server.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { entreprisePath } from '@portail/domaine';
import { stackEnv } from '../scripts/lib/env.mjs';
import { fromRoot } from '../scripts/lib/paths.mjs';
import { stopPart, waitForHttp } from '../scripts/lib/procs.mjs';
import { echantillonEntreprises } from './lib/charge.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8005' },
    pages: { type: 'string', default: '200' },
    tours: { type: 'string' },
    repetitions: { type: 'string', default: '3' },
  },
});
const nombrePages = Number(values.pages);
const env = stackEnv({
  PORT: values.port,
  PAGE_CACHE_MO: '0',
  LOG_LEVEL: 'info',
  ...(values.tours === undefined ? {} : { SSR_RECHAUFFAGE_TOURS: values.tours }),
});
const services = new URL(env.SERVICES_URL || `http://127.0.0.1:${env.SERVICES_PORT || '8010'}`);
const origine = `http://127.0.0.1:${values.port}`;

/** `nombrePages` different companies of the registry, read before the server starts. */
async function echantillon() {
  const entreprises = await echantillonEntreprises(services, new http.Agent(), nombrePages);
  return entreprises.slice(0, nombrePages).map((e) => entreprisePath(e));
}

const mediane = (valeurs) => {
  const triees = [...valeurs].sort((a, b) => a - b);
  return triees[Math.floor((triees.length - 1) / 2)];
};
const ms = (valeur) => `${valeur.toFixed(1)} ms`;

async function uneRepetition(chemins) {
  const debut = performance.now();
  const serveur = spawn(process.execPath, [fromRoot('server/dist/main.js')], {
    cwd: fromRoot('server'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The shape scripts/lib/procs.mjs waits for and stops; the server's log stays out of the output.
  const partie = { name: 'serveur du banc', child: serveur, exited: false, exitCode: null };
  serveur.once('exit', (code, signal) => Object.assign(partie, { exited: true, exitCode: code ?? signal }));
  let bilan = null;
  let sortie = '';
  serveur.stdout.setEncoding('utf8').on('data', (morceau) => {
    sortie += morceau;
    const lignes = sortie.split('\n');
    sortie = lignes.pop();
    for (const ligne of lignes) {
      if (ligne.includes('"rechauffage"')) bilan = JSON.parse(ligne).rechauffage;
    }
  });
  try {
    // Every 50 ms: the time to the first answer is one of the figures.
    await waitForHttp(`${origine}/`, { part: partie, intervalMs: 50, accept: (statut) => statut === 200 });
    const demarrage = performance.now() - debut;
    const durees = [];
    for (const chemin of chemins) {
      const t = performance.now();
      const reponse = await fetch(`${origine}${chemin}`);
      await reponse.arrayBuffer();
      if (reponse.status !== 200) throw new Error(`${chemin} : ${reponse.status}`);
      durees.push(performance.now() - t);
    }
    return { demarrage, durees, bilan };
  } finally {
    await stopPart(partie);
  }
}

const chemins = await echantillon();
console.log(
  `${chemins.length} pages d’entreprises différentes, une à la fois, sur un serveur du portail neuf ` +
    `(port ${values.port}, SSR_RECHAUFFAGE_TOURS=${values.tours ?? 'par défaut'}, cache des pages coupé)`,
);
for (let r = 1; r <= Number(values.repetitions); r += 1) {
  const { demarrage, durees, bilan } = await uneRepetition(chemins);
  const tranche = (de, a) => mediane(durees.slice(de - 1, a));
  if (r === 1 && bilan) console.log(`pages du réchauffage : ${bilan.pages.join(' ')}`);
  console.log(
    JSON.stringify({
      repetition: r,
      demarrage: ms(demarrage),
      rechauffage: bilan && {
        pages: bilan.pages.length,
        rendus: bilan.rendus,
        duree: `${bilan.dureeMs} ms`,
        interruption: bilan.interruption,
      },
      premiere: ms(durees[0]),
      'mediane 2-10': ms(tranche(2, 10)),
      'mediane 11-50': ms(tranche(11, 50)),
      [`mediane 101-${durees.length}`]: ms(tranche(101, durees.length)),
      'pire des 10 premieres': ms(Math.max(...durees.slice(0, 10))),
    }),
  );
}
