#!/usr/bin/env node
// Answer time of the password-reset request (`POST /mot-de-passe-oublie`) for an address that has an
// account and for one that has none (issue 22: the difference told whether an account exists).
//   node bench/password-reset-timing.mjs [--base-url http://127.0.0.1:8010] [--requests 200]
// Against running services (or a portal, which forwards the page). Signs up one address through the
// sign-up page (no validation needed: a reset is sent to an unvalidated account too), then sends
// --requests requests for it and as many for new unknown addresses, interleaved one after the other
// (no concurrency) so that both see the same machine, after 20 warm-up requests of each.
// Prints the median, p10 and p90 of each, and the difference of the medians. No target checked.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8010' },
    requests: { type: 'string', default: '200' },
  },
});
const base = new URL(values['base-url']);
const requetes = Number(values.requests);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Form POST with the site's Origin (the pages refuse another one); resolves with status and ms. */
function poster(chemin, champs) {
  const corps = new URLSearchParams(champs).toString();
  return new Promise((resolve, reject) => {
    const debut = performance.now();
    const requete = http.request(
      new URL(chemin, base),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(corps),
          origin: base.origin,
        },
      },
      (reponse) => {
        reponse.resume();
        reponse.on('end', () => resolve({ statut: reponse.statusCode, ms: performance.now() - debut }));
      },
    );
    requete.on('error', reject);
    requete.end(corps);
  });
}

const suffixe = `${process.pid}.${Date.now()}`;
const connue = `bench.reinitialisation.${suffixe}@exemple.fr`;
const motDePasse = 'cheval correct agrafe batterie';
const inscription = await poster('/inscription', {
  nom: 'Banc',
  prenom: 'Mesure',
  email: connue,
  motDePasse,
  confirmation: motDePasse,
  cgu: 'oui',
});
if (inscription.statut !== 200) throw new Error(`Inscription refusée : HTTP ${inscription.statut}`);

let inconnues = 0;
const inconnue = () => `absent.${suffixe}.${(inconnues += 1)}@exemple.fr`;
const mesurer = async (email) => {
  const { statut, ms } = await poster('/mot-de-passe-oublie', { email });
  if (statut !== 200) throw new Error(`HTTP ${statut} pour ${email}`);
  return ms;
};

for (let i = 0; i < 20; i += 1) {
  await mesurer(connue);
  await mesurer(inconnue());
}
const temps = { connue: [], inconnue: [] };
for (let i = 0; i < requetes; i += 1) {
  temps.connue.push(await mesurer(connue));
  temps.inconnue.push(await mesurer(inconnue()));
}
agent.destroy();

const rang = (liste, q) => {
  const triee = [...liste].sort((a, b) => a - b);
  return triee[Math.min(triee.length - 1, Math.floor(q * triee.length))];
};
const ms = (v) => `${v.toFixed(2)} ms`;
for (const [nom, liste] of Object.entries(temps)) {
  console.log(
    `adresse ${nom.padEnd(8)} : médiane ${ms(rang(liste, 0.5))}, p10 ${ms(rang(liste, 0.1))}, p90 ${ms(rang(liste, 0.9))} (${liste.length} requêtes)`,
  );
}
console.log(`écart des médianes : ${ms(rang(temps.connue, 0.5) - rang(temps.inconnue, 0.5))}`);
