#!/usr/bin/env node
// Fault test (issue 22): kill -9 of the services process in the middle of a load, with customers
// ordering and paying meanwhile. Nothing the services accepted before the kill may be lost: every
// order, payment and job they answered 2xx for is in the database and completes after the restart.
// While they are down, the portal answers /api/* with the French 503 of server/src/app.ts and pages
// render (200) or answer the site's 503 page.
//   node bench/faults.mjs [--database greffeo_bench_faults] [--postgres postgres://postgres@127.0.0.1:5432]
//        [--port 8320] [--services-port 8330] [--data-dir /tmp/greffeo-bench-faults]
//        [--site-release .data/builds/current] [--companies 2000] [--rate 50] [--duration 60]
//        [--kill-at 25] [--outage 10] [--customers 4] [--settle 120]
// It starts its own stack (services and portal, no CMS) on a database it creates afresh (its name
// must start with greffeo_bench_), on the site release `npm start` built. Load: bench/load.mjs's mix
// at --rate requests/s for --duration seconds. Customers, each in a loop: top up the wallet by card
// on the sandbox page, order a Kbis paid by card, order one paid from the wallet. At --kill-at
// seconds the services get SIGKILL; --outage seconds later they are started again on the same
// database. Then, within --settle seconds, each accepted action must have completed: orders
// delivered (LIVREE), top-ups credited, no job left pending or failed.
// Exit code 1 on any loss, any wrong answer during the outage, or any load error outside it.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import {
  adresseVisiteur,
  chargeOuverte,
  echantillonEntreprises,
  json,
  melangeVisiteurs,
  MESSAGE_SERVICES_INDISPONIBLES,
  Mesures,
} from './lib/charge.mjs';
import { nouveauClient } from './lib/clients.mjs';
import {
  arreter,
  baseNeuve,
  demarrerPortail,
  demarrerServices,
  environnement,
  preparer,
  sql,
  urlBase,
  versionDuSite,
} from './lib/pile.mjs';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'greffeo_bench_faults' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    port: { type: 'string', default: '8320' },
    'services-port': { type: 'string', default: '8330' },
    'data-dir': { type: 'string', default: '/tmp/greffeo-bench-faults' },
    'site-release': { type: 'string' },
    companies: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    'kill-at': { type: 'string', default: '25' },
    outage: { type: 'string', default: '10' },
    customers: { type: 'string', default: '4' },
    settle: { type: 'string', default: '120' },
  },
});
const debit = Number(values.rate);
const dureeMs = Number(values.duration) * 1000;
const panneA = Number(values['kill-at']) * 1000;
const panneMs = Number(values.outage) * 1000;
if (!(panneA > 0 && panneA + panneMs < dureeMs)) {
  console.error('--kill-at + --outage doivent tomber avant la fin de --duration.');
  process.exit(2);
}
const serveur = values.postgres;
const env = environnement({
  dossier: values['data-dir'],
  port: Number(values.port),
  portServices: Number(values['services-port']),
  databaseUrl: urlBase(serveur, values.database),
  siteRelease: versionDuSite(values['site-release']),
  entreprises: Number(values.companies),
  neuf: true,
});
const base = new URL(`http://127.0.0.1:${env.PORT}`);
const requeteSql = (texte, params) => sql(serveur, values.database, texte, params);
const t0 = performance.now();
const temps = () => `${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`;
const dire = (texte) => console.log(`[pannes ${temps()}] ${texte}`);

let services;
let portail;
async function toutArreter() {
  await Promise.all([arreter(portail), arreter(services)]);
}
process.on('SIGINT', () => toutArreter().finally(() => process.exit(130)));

// ---------------------------------------------------------------- the stack

dire(`base ${values.database} recréée ; services :${env.SERVICES_PORT}, portail :${env.PORT}, données ${env.DATA_DIR}`);
await baseNeuve(serveur, values.database);
await preparer(env);
services = await demarrerServices(env);
portail = await demarrerPortail(env);
dire(`pile prête (journaux dans ${env.DATA_DIR}/journaux)`);

// ---------------------------------------------------------------- customers

const clients = [];
for (let i = 0; i < Number(values.customers); i += 1) {
  clients.push(await nouveauClient(base, { prefixe: `pannes-${i}`, adresse: adresseVisiteur(60_000 + i) }));
}
dire(`${clients.length} clients inscrits, connectés, avec un compte client`);

/** What the services accepted (answered 2xx for), and what was sent without a clear answer. */
const acceptes = { commandes: [], paiementsCarte: [], paiementsPortefeuille: [], rechargements: [] };
const incertains = { rechargements: 0 };
const refus = new Map();
const noterRefus = (etape, statut) => refus.set(`${etape} ${statut}`, (refus.get(`${etape} ${statut}`) ?? 0) + 1);

async function appel(client, methode, chemin, corps) {
  try {
    const reponse = await fetch(new URL(chemin, base), {
      method: methode,
      headers: { ...(await client.autorisation()), ...(corps ? { 'content-type': 'application/json' } : {}) },
      body: corps ? JSON.stringify(corps) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return { statut: reponse.status, corps: await reponse.text() };
  } catch (error) {
    return { statut: 0, corps: String(error) };
  }
}

/** The card form of the sandbox page, as the customer's browser posts it. */
async function payerParCarte(client, idSession) {
  try {
    const reponse = await fetch(new URL(`/api/paiements/sandbox/${idSession}`, base), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...client.entetes, 'content-type': 'application/x-www-form-urlencoded', origin: base.origin },
      body: new URLSearchParams({ numero: '4242 4242 4242 4242', expiration: '12/39', cryptogramme: '123' }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    return { statut: reponse.status, location: reponse.headers.get('location') ?? '' };
  } catch (error) {
    return { statut: 0, location: String(error) };
  }
}

async function commander(client) {
  const ajout = await appel(client, 'POST', '/api/paniers/articles', {
    id_article_catalogue: 'KBIS',
    id_entite: entreprises[Math.floor(Math.random() * entreprises.length)].id,
    diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
  });
  if (ajout.statut !== 201) return noterRefus('panier', ajout.statut);
  const creation = await appel(client, 'POST', '/api/commandes', {});
  if (creation.statut !== 201) return noterRefus('commande', creation.statut);
  const commande = JSON.parse(creation.corps);
  const acceptee = { client, reference: commande.reference_commande, jour: commande.jour_commande };
  acceptes.commandes.push(acceptee);
  return acceptee;
}

const actions = [
  async function rechargement(client) {
    const session = await appel(client, 'POST', `/api/portefeuilles/${client.compte}/rechargements`, { montant: 20 });
    if (session.statut !== 201) return noterRefus('rechargement', session.statut);
    const { id_session } = JSON.parse(session.corps);
    const paiement = await payerParCarte(client, id_session);
    if (paiement.statut === 303 && paiement.location.includes('paiement=reussi')) {
      acceptes.rechargements.push({ client, id_session });
    } else if (paiement.statut === 0) incertains.rechargements += 1;
    else noterRefus('rechargement (page de paiement)', paiement.statut);
  },
  async function commandeParCarte(client) {
    const commande = await commander(client);
    if (!commande) return;
    const session = await appel(client, 'POST', `/api/commandes/${commande.reference}/paiements/sessions`, {
      moyen_paiement: 'CARTE_BANCAIRE',
    });
    if (session.statut !== 201) return noterRefus('session carte', session.statut);
    const paiement = await payerParCarte(client, JSON.parse(session.corps).id_session);
    if (paiement.statut === 303 && paiement.location.includes('paiement=reussi')) {
      acceptes.paiementsCarte.push(commande);
    } else noterRefus('paiement carte', paiement.statut);
  },
  async function commandeParPortefeuille(client) {
    const commande = await commander(client);
    if (!commande) return;
    const session = await appel(client, 'POST', `/api/commandes/${commande.reference}/paiements/sessions`, {
      moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE',
    });
    if (session.statut === 201 && JSON.parse(session.corps).statut === 'REUSSIE') {
      acceptes.paiementsPortefeuille.push(commande);
    } else noterRefus('paiement portefeuille', session.statut);
  },
];

async function boucleClient(client, fin) {
  for (let i = 0; performance.now() < fin; i += 1) {
    await actions[i % actions.length](client);
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
  }
}

// ---------------------------------------------------------------- load, kill, restart

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const entreprises = await echantillonEntreprises(base, agent, 500);
const tirer = melangeVisiteurs({
  entreprises,
  parts: { accueil: 10, entreprise: 45, recherche: 30, panier: 15 },
});
// The outage, as the visitors see it: from the kill until the services answer again.
const panne = { debut: Infinity, fin: Infinity };
const mesures = new Mesures();
const pendant = { requetes: 0, api503: 0, apiServies: 0, pages200: 0, pages503: 0, fausses: new Map() };

function noter(genre, reponse, latence, op) {
  const maintenant = performance.now();
  const chemin = op.chemin;
  const api = chemin.startsWith('/api/');
  // Sent before the services answered again and answered after the kill: the outage's, including
  // the backlog it left.
  if (maintenant >= panne.debut && maintenant - latence <= panne.fin) {
    pendant.requetes += 1;
    let bonne = reponse.statut >= 200 && reponse.statut < 400;
    if (api && reponse.statut === 503) {
      bonne = json(reponse)?.message === MESSAGE_SERVICES_INDISPONIBLES;
      if (bonne) pendant.api503 += 1;
    } else if (!api && reponse.statut === 503) {
      bonne = /text\/html/.test(reponse.entetes?.['content-type'] ?? '');
      if (bonne) pendant.pages503 += 1;
    } else if (bonne) {
      // Answered before the kill or once the services were back, or a page from the cache.
      if (api) pendant.apiServies += 1;
      else pendant.pages200 += 1;
    }
    if (!bonne) {
      const cle = `${op.methode ?? 'GET'} ${api ? chemin.split('?')[0] : genre} → ${reponse.statut || reponse.erreur}`;
      pendant.fausses.set(cle, (pendant.fausses.get(cle) ?? 0) + 1);
    }
    return;
  }
  mesures.noter(genre, { ok: reponse.statut >= 200 && reponse.statut < 400, ...reponse }, latence);
}

const finCharge = performance.now() + dureeMs;
const charge = chargeOuverte({ base, agent, debit, dureeMs, tirer, noter });
const achats = Promise.all(clients.map((client) => boucleClient(client, finCharge)));

await new Promise((resolve) => setTimeout(resolve, panneA));
const avantPanne = { ...Object.fromEntries(Object.entries(acceptes).map(([k, v]) => [k, v.length])) };
panne.debut = performance.now();
services.child.kill('SIGKILL');
dire(`services tués (SIGKILL) ; acceptés jusque-là : ${JSON.stringify(avantPanne)}`);
await new Promise((resolve) => services.child.once('exit', resolve));
const enCoursALaPanne = (
  await requeteSql(
    "SELECT count(*) FILTER (WHERE statut = 'EN_COURS')::int AS en_cours, count(*) FILTER (WHERE statut = 'EN_ATTENTE')::int AS en_attente FROM travaux",
  )
).rows[0];
dire(
  `travaux laissés par le processus tué : ${enCoursALaPanne.en_cours} en cours, ${enCoursALaPanne.en_attente} en attente`,
);
await new Promise((resolve) => setTimeout(resolve, panneMs));
const redemarrage = performance.now();
services = await demarrerServices(env);
panne.fin = performance.now();
dire(`services redémarrés en ${((panne.fin - redemarrage) / 1000).toFixed(1)} s`);

const secondes = await charge;
await achats;
agent.destroy();
dire('charge terminée ; vérification de ce qui avait été accepté');

// ---------------------------------------------------------------- nothing lost

async function etatCommande(commande) {
  const r = await appel(commande.client, 'GET', `/api/commandes/${commande.reference}?date_commande=${commande.jour}`);
  return r.statut === 200 ? JSON.parse(r.corps).statut : `HTTP ${r.statut}`;
}

const payees = [...acceptes.paiementsCarte, ...acceptes.paiementsPortefeuille];
const limite = performance.now() + Number(values.settle) * 1000;
let bilan;
for (;;) {
  const etats = await Promise.all(payees.map(etatCommande));
  const existantes = await Promise.all(acceptes.commandes.map(etatCommande));
  // Each accepted top-up by its payment session: the wallet's own list shows only its latest
  // movements, far fewer than a five-minute run makes.
  const sessions = acceptes.rechargements.map((r) => r.id_session);
  const credites = new Set(
    (
      await requeteSql(
        `SELECT session_id::text AS id FROM portefeuille_mouvements
          WHERE type = 'RECHARGEMENT' AND session_id = ANY($1::uuid[])`,
        [sessions],
      )
    ).rows.map((row) => row.id),
  );
  const travaux = (
    await requeteSql(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE statut = 'TERMINE')::int AS termines,
              count(*) FILTER (WHERE statut = 'ECHEC')::int AS echecs,
              count(*) FILTER (WHERE statut IN ('EN_ATTENTE', 'EN_COURS') AND executer_apres <= now() + interval '1 hour')::int AS restants
         FROM travaux`,
    )
  ).rows[0];
  bilan = {
    commandesIntrouvables: existantes.filter((e) => e.startsWith('HTTP')).length,
    paiementsNonLivres: etats.filter((e) => e !== 'LIVREE').length,
    rechargementsManquants: sessions.filter((id) => !credites.has(id)).length,
    rechargementsCredites: credites.size,
    travaux,
  };
  const fini =
    bilan.commandesIntrouvables + bilan.paiementsNonLivres + bilan.rechargementsManquants + travaux.restants === 0;
  if (fini || performance.now() > limite) break;
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
const delaiConvergence = ((performance.now() - panne.fin) / 1000).toFixed(1);
await toutArreter();

// ---------------------------------------------------------------- figures

const { lignes } = mesures.rapport(secondes);
console.log('\nCharge hors panne :');
for (const ligne of lignes) console.log(ligne);
console.log(
  `\nPendant la panne (${((panne.fin - panne.debut) / 1000).toFixed(1)} s, du SIGKILL à la santé des services) :`,
);
console.log(
  `  ${pendant.requetes} requêtes : ${pendant.api503} réponses 503 de l’API avec le message français, ` +
    `${pendant.apiServies} appels de l’API servis (juste avant le SIGKILL ou au redémarrage), ${pendant.pages200} pages servies (200/3xx), ` +
    `${pendant.pages503} pages d’erreur 503 du site`,
);
for (const [cle, n] of pendant.fausses) console.log(`  ✖ réponse inattendue : ${cle} (${n})`);
console.log('\nActions acceptées par les services (réponse 2xx reçue) :');
console.log(`  avant le SIGKILL : ${JSON.stringify(avantPanne)}`);
console.log(
  `  en tout : ${acceptes.commandes.length} commandes, ${acceptes.paiementsCarte.length} paiements par carte, ` +
    `${acceptes.paiementsPortefeuille.length} paiements par portefeuille, ${acceptes.rechargements.length} rechargements par carte ` +
    `(${incertains.rechargements} sans réponse, non comptés)`,
);
if (refus.size)
  console.log(
    `  refusées ou sans réponse (non acceptées, donc non dues) : ${JSON.stringify(Object.fromEntries(refus))}`,
  );
console.log(
  `  travaux : ${bilan.travaux.total} dont ${bilan.travaux.termines} terminés, ${bilan.travaux.restants} restants, ` +
    `${bilan.travaux.echecs} en échec ; laissés par le processus tué : ${enCoursALaPanne.en_cours} en cours, ${enCoursALaPanne.en_attente} en attente`,
);
const perdues =
  bilan.commandesIntrouvables +
  bilan.paiementsNonLivres +
  bilan.rechargementsManquants +
  bilan.travaux.restants +
  bilan.travaux.echecs;
console.log(
  `  vérifié ${delaiConvergence} s après le redémarrage (fin de la charge comprise) : commandes introuvables ${bilan.commandesIntrouvables}, ` +
    `commandes payées non livrées ${bilan.paiementsNonLivres}, rechargements non crédités ${bilan.rechargementsManquants} ` +
    `(${bilan.rechargementsCredites} crédités)`,
);
const erreursCharge = mesures.erreurs;
const fausses = [...pendant.fausses.values()].reduce((a, b) => a + b, 0);
const reussi = perdues === 0 && fausses === 0 && erreursCharge === 0 && payees.length > 0;
console.log(
  `\n[pannes] ${reussi ? '✔' : '✖'} perdues : ${perdues} (doit valoir 0) ; réponses inattendues pendant la panne : ${fausses} ; ` +
    `erreurs de charge hors panne : ${erreursCharge}`,
);
process.exit(reussi ? 0 : 1);
