#!/usr/bin/env node
// Load of the whole portal as visitors make it (issue 22: 5 minutes at 200 requests/s with 0 errors
// on the PostgreSQL server). Runs against a portal that is already up, with its registry loaded:
//   node bench/load.mjs [--base-url http://127.0.0.1:8000] [--rate 200] [--duration 300]
//        [--warmup 10] [--sample 2000] [--mix accueil=10,entreprise=45,recherche=30,panier=15]
//        [--timeout 10] [--seed 7] [--visitors 1000] [--json]
// Open loop: requests leave on a fixed schedule (`--rate` per second) whether or not the previous
// ones were answered, as independent visitors would, and latency counts from the scheduled time (no
// coordinated omission). The mix: the home page, company pages (companies spread over the whole
// registry, read from the sitemap plan), searches (names, first words, SIRENs with and without
// spaces, 20 % header suggestions) and guest basket operations (each guest in turn adds a Kbis,
// reads its basket, removes the article, as the site's /panier does).
// Visitors: the requests come from --visitors simulated addresses, sent as X-Forwarded-For, so the
// portal must trust the bench as its reverse proxy (TRUSTED_PROXIES=loopback): its per-visitor rate
// limits (120 searches a minute) would otherwise see one visitor sending everything and answer 429.
// --visitors 0 sends no header (to see those limits at work).
// An error is any answer outside 2xx/3xx, a request without a complete answer after --timeout
// seconds, or a connection error. Exit code 1 when there was one.
import http from 'node:http';
import { parseArgs } from 'node:util';

import { chargeOuverte, echantillonEntreprises, melangeVisiteurs, Mesures } from './lib/charge.mjs';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8000' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '10' },
    sample: { type: 'string', default: '2000' },
    mix: { type: 'string', default: 'accueil=10,entreprise=45,recherche=30,panier=15' },
    timeout: { type: 'string', default: '10' },
    seed: { type: 'string', default: '7' },
    visitors: { type: 'string', default: '1000' },
    json: { type: 'boolean', default: false },
  },
});
const base = new URL(values['base-url']);
const debit = Number(values.rate);
const dureeMs = Number(values.duration) * 1000;
const chauffeMs = Number(values.warmup) * 1000;
const delaiMs = Number(values.timeout) * 1000;
const parts = Object.fromEntries(
  values.mix.split(',').map((p) => {
    const [genre, part] = p.split('=');
    return [genre.trim(), Number(part)];
  }),
);
for (const [genre, part] of Object.entries(parts)) {
  if (!['accueil', 'entreprise', 'recherche', 'panier'].includes(genre) || !(part >= 0)) {
    console.error(`--mix : « ${genre}=${part} » n’est pas compris (accueil, entreprise, recherche, panier).`);
    process.exit(2);
  }
}
if (!(debit > 0) || !(dureeMs > 0)) {
  console.error('--rate et --duration doivent être des nombres positifs.');
  process.exit(2);
}
// Enough sockets for the rate times a slow answer; keep-alive as browsers behind one proxy would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

const entreprises = await echantillonEntreprises(base, agent, Number(values.sample));
const tirer = melangeVisiteurs({
  entreprises,
  graine: Number(values.seed),
  parts,
  visiteurs: Number(values.visitors),
});
console.log(
  `[charge] ${base.origin} : ${debit} requêtes/s planifiées pendant ${dureeMs / 1000} s (après ${chauffeMs / 1000} s de chauffe) ; ` +
    `${entreprises.length} entreprises échantillonnées ; mélange ${JSON.stringify(parts)}`,
);

const ok = (reponse) => reponse.statut >= 200 && reponse.statut < 400;
if (chauffeMs > 0) {
  await chargeOuverte({ base, agent, debit, dureeMs: chauffeMs, tirer, noter: () => undefined, delaiMs });
}
const mesures = new Mesures();
const exemples = [];
const secondes = await chargeOuverte({
  base,
  agent,
  debit,
  dureeMs,
  tirer,
  delaiMs,
  noter: (genre, reponse, latence, op) => {
    const bon = ok(reponse);
    if (!bon && exemples.length < 10) {
      exemples.push(
        `${op.methode ?? 'GET'} ${op.chemin} → ${reponse.statut || reponse.erreur} ${(reponse.corps ?? '').slice(0, 160)}`,
      );
    }
    mesures.noter(genre, { ok: bon, statut: reponse.statut, erreur: reponse.erreur }, latence);
  },
});
agent.destroy();

const { lignes, resultat } = mesures.rapport(secondes);
for (const ligne of lignes) console.log(ligne);
for (const exemple of exemples) console.log(`  erreur : ${exemple}`);
if (values.json) console.log(JSON.stringify({ debit, dureeS: dureeMs / 1000, secondes, ...resultat }));
const atteint = resultat.total.erreurs === 0;
console.log(
  `[charge] ${atteint ? '✔' : '✖'} ${resultat.total.requetes} requêtes en ${secondes.toFixed(1)} s ` +
    `(${resultat.total.parSeconde}/s pour ${debit}/s planifiées), p95 ${resultat.total.p95} ms, ` +
    `p99 ${resultat.total.p99} ms, erreurs ${resultat.total.erreurs}`,
);
process.exit(atteint ? 0 : 1);
