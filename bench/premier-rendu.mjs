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
import { parseArgs } from 'node:util';
import { entreprisePath } from '@portail/domaine';
import { stackEnv } from '../scripts/lib/env.mjs';
import { fromRoot } from '../scripts/lib/paths.mjs';

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
const services = env.SERVICES_URL || `http://127.0.0.1:${env.SERVICES_PORT || '8010'}`;
const origine = `http://127.0.0.1:${values.port}`;

async function json(url) {
  const reponse = await fetch(url);
  if (!reponse.ok) throw new Error(`${url} : ${reponse.status} (la pile est-elle démarrée ?)`);
  return reponse.json();
}

/** `nombrePages` different companies spread over the registry, read before the server starts. */
async function echantillon() {
  const { entreprises } = await json(`${services}/api/seo/plan`);
  if (!entreprises.max_id) throw new Error('Le registre est vide.');
  const chemins = [];
  const fenetres = Math.ceil(nombrePages / 10);
  for (let f = 0; f < fenetres && chemins.length < nombrePages; f += 1) {
    const apres = Math.floor((entreprises.max_id * f) / fenetres);
    const { elements } = await json(`${services}/api/seo/plan/entreprises?apres_id=${apres}&limit=10`);
    for (const e of elements) if (chemins.length < nombrePages) chemins.push(entreprisePath(e));
  }
  return chemins;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
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
    for (;;) {
      if (serveur.exitCode !== null) throw new Error(`le serveur s’est arrêté (code ${serveur.exitCode})`);
      const pret = await fetch(`${origine}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (pret) break;
      await sleep(50);
    }
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
    serveur.kill('SIGTERM');
    await new Promise((resolve) => (serveur.exitCode === null ? serveur.once('exit', resolve) : resolve()));
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
