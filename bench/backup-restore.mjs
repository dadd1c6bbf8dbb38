#!/usr/bin/env node
// Backup and restore of the portal's PostgreSQL database (issue 22): a `pg_dump` in custom format
// taken while the portal serves load, restored with `pg_restore` into a new database, on which the
// services and the portal start and serve the same data. The operator's procedure is in the README
// (« Sauvegarde et restauration »); this script runs it end to end:
//   node bench/backup-restore.mjs [--postgres postgres://postgres@127.0.0.1:5432]
//        [--database greffeo_bench_sauvegarde] [--restore-database greffeo_bench_restauration]
//        [--port 8350] [--services-port 8360] [--restore-port 8370] [--restore-services-port 8380]
//        [--data-dir /tmp/greffeo-bench-sauvegarde] [--site-release .data/builds/current]
//        [--companies 2000] [--customers 2] [--rate 30] [--keep]
// 1. A stack (services and portal, no CMS) on a database created afresh, with customers whose
//    orders are paid by card and delivered (orders, payments, invoices, documents, jobs).
// 2. bench/load.mjs's mix at --rate requests/s; meanwhile `pg_dump --format=custom`.
// 3. `pg_restore` into a second new database; the services and a portal start on it, with the same
//    secrets file (as an operator restoring on another machine keeps $DATA_DIR/secrets.env).
// 4. Checks: the tables the load does not write have the same row counts in both databases; a company
//    page shows the same company; each customer signs in on the restored portal (password and keys
//    restored) and finds the same orders, delivered, and the same invoices.
// Exit code 1 when a check fails or the load saw an error while the backup ran.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';

import {
  adresseVisiteur,
  chargeOuverte,
  echantillonEntreprises,
  melangeVisiteurs,
  Mesures,
  slugify,
} from './lib/charge.mjs';
import { nouveauClient, seConnecter } from './lib/clients.mjs';
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

const executer = promisify(execFile);
const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'greffeo_bench_sauvegarde' },
    'restore-database': { type: 'string', default: 'greffeo_bench_restauration' },
    port: { type: 'string', default: '8350' },
    'services-port': { type: 'string', default: '8360' },
    'restore-port': { type: 'string', default: '8370' },
    'restore-services-port': { type: 'string', default: '8380' },
    'data-dir': { type: 'string', default: '/tmp/greffeo-bench-sauvegarde' },
    'site-release': { type: 'string' },
    companies: { type: 'string', default: '2000' },
    customers: { type: 'string', default: '2' },
    rate: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const serveur = values.postgres;
const siteRelease = versionDuSite(values['site-release']);
const t0 = performance.now();
const dire = (texte) =>
  console.log(`[sauvegarde ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${texte}`);
const echecs = [];
const verifier = (ok, texte) => {
  console.log(`  ${ok ? '✔' : '✖'} ${texte}`);
  if (!ok) echecs.push(texte);
};

const envSource = environnement({
  dossier: path.join(values['data-dir'], 'source'),
  port: Number(values.port),
  portServices: Number(values['services-port']),
  databaseUrl: urlBase(serveur, values.database),
  siteRelease,
  entreprises: Number(values.companies),
  neuf: true,
});
const parts = [];
process.on('SIGINT', () => Promise.all(parts.map((p) => arreter(p))).finally(() => process.exit(130)));

// ---------------------------------------------------------------- 1. a portal with customers' orders

dire(`base ${values.database} recréée ; portail :${envSource.PORT}`);
await baseNeuve(serveur, values.database);
await preparer(envSource);
parts.push(await demarrerServices(envSource), await demarrerPortail(envSource));
const baseSource = new URL(`http://127.0.0.1:${envSource.PORT}`);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const entreprises = await echantillonEntreprises(baseSource, agent, 300);

async function appel(baseUrl, client, methode, chemin, corps) {
  const reponse = await fetch(new URL(chemin, baseUrl), {
    method: methode,
    redirect: 'manual',
    headers: { ...(await client.autorisation()), ...(corps ? { 'content-type': 'application/json' } : {}) },
    body: corps ? JSON.stringify(corps) : undefined,
  });
  const texte = await reponse.text();
  if (reponse.status >= 400) throw new Error(`${methode} ${chemin} : HTTP ${reponse.status} ${texte.slice(0, 200)}`);
  return texte ? JSON.parse(texte) : undefined;
}

const clients = [];
for (let i = 0; i < Number(values.customers); i += 1) {
  const client = await nouveauClient(baseSource, { prefixe: `sauvegarde-${i}`, adresse: adresseVisiteur(61_000 + i) });
  for (const entreprise of entreprises.slice(i * 2, i * 2 + 2)) {
    await appel(baseSource, client, 'POST', '/api/paniers/articles', {
      id_article_catalogue: 'KBIS',
      id_entite: entreprise.id,
      diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
    });
    const commande = await appel(baseSource, client, 'POST', '/api/commandes', {});
    const session = await appel(
      baseSource,
      client,
      'POST',
      `/api/commandes/${commande.reference_commande}/paiements/sessions`,
      {
        moyen_paiement: 'CARTE_BANCAIRE',
      },
    );
    const paiement = await fetch(new URL(`/api/paiements/sandbox/${session.id_session}`, baseSource), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseSource.origin },
      body: new URLSearchParams({ numero: '4242 4242 4242 4242', expiration: '12/39', cryptogramme: '123' }).toString(),
    });
    if (paiement.status !== 303) throw new Error(`Paiement par carte : HTTP ${paiement.status}`);
  }
  clients.push(client);
}
/** The customer's orders as the site lists them, once every one is delivered. */
async function commandesLivrees(baseUrl, client) {
  for (let essai = 0; essai < 60; essai += 1) {
    const liste = await appel(baseUrl, client, 'GET', '/api/commandes?offset=0&limit=50');
    if (liste.commandes.every((c) => c.statut === 'LIVREE')) return liste;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Commandes de ${client.email} non livrées après 30 s.`);
}
const avant = new Map();
for (const client of clients) {
  avant.set(client.email, {
    commandes: await commandesLivrees(baseSource, client),
    factures: await appel(baseSource, client, 'GET', '/api/factures?offset=0&limit=50'),
  });
}
dire(`${clients.length} clients, ${clients.length * 2} commandes payées par carte et livrées`);

// ---------------------------------------------------------------- 2. pg_dump under load

// Written by the customers above, never by the load (which only adds guest baskets).
const TABLES = [
  'entreprises',
  'etablissements',
  'utilisateurs',
  'comptes_clients',
  'commandes',
  'factures',
  'travaux',
  'oidc_cles',
];
const compter = async (base) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (t) => [t, (await sql(serveur, base, `SELECT count(*)::int AS n FROM ${t}`)).rows[0].n]),
    ),
  );
const comptesAvant = await compter(values.database);
const fichier = path.join(values['data-dir'], `${values.database}.dump`);
mkdirSync(values['data-dir'], { recursive: true });
const mesures = new Mesures();
const arretCharge = new AbortController();
const charge = chargeOuverte({
  base: baseSource,
  agent,
  debit: Number(values.rate),
  dureeMs: 3_600_000,
  signal: arretCharge.signal,
  tirer: melangeVisiteurs({ entreprises, parts: { accueil: 10, entreprise: 45, recherche: 30, panier: 15 } }),
  noter: (genre, reponse, latence) =>
    mesures.noter(genre, { ok: reponse.statut >= 200 && reponse.statut < 400, ...reponse }, latence),
});
// A few seconds of load first, so the dump runs under it from its start.
await new Promise((resolve) => setTimeout(resolve, 5000));
const debutDump = performance.now();
await executer('pg_dump', ['--format=custom', `--file=${fichier}`, urlBase(serveur, values.database)]);
const dureeDump = (performance.now() - debutDump) / 1000;
await new Promise((resolve) => setTimeout(resolve, 3000));
arretCharge.abort();
const secondesCharge = await charge;
agent.destroy();
const taille = statSync(fichier).size;
dire(`pg_dump : ${(taille / 1024 / 1024).toFixed(1)} Mio en ${dureeDump.toFixed(1)} s, sous charge`);
const comptesApres = await compter(values.database);

// ---------------------------------------------------------------- 3. pg_restore into a new database

await baseNeuve(serveur, values['restore-database']);
const debutRestauration = performance.now();
await executer('pg_restore', [
  '--no-owner',
  '--exit-on-error',
  `--dbname=${urlBase(serveur, values['restore-database'])}`,
  fichier,
]);
const dureeRestauration = (performance.now() - debutRestauration) / 1000;
dire(`pg_restore dans ${values['restore-database']} : ${dureeRestauration.toFixed(1)} s`);
const envRestauree = environnement({
  dossier: path.join(values['data-dir'], 'restauree'),
  port: Number(values['restore-port']),
  portServices: Number(values['restore-services-port']),
  databaseUrl: urlBase(serveur, values['restore-database']),
  siteRelease,
  neuf: true,
});
// The secrets are not in the database: the operator keeps $DATA_DIR/secrets.env with the backup.
copyFileSync(path.join(envSource.DATA_DIR, 'secrets.env'), path.join(envRestauree.DATA_DIR, 'secrets.env'));
const envRestaureeSecrets = environnement({
  dossier: envRestauree.DATA_DIR,
  port: Number(values['restore-port']),
  portServices: Number(values['restore-services-port']),
  databaseUrl: urlBase(serveur, values['restore-database']),
  siteRelease,
});
const debutDemarrage = performance.now();
parts.push(await demarrerServices(envRestaureeSecrets), await demarrerPortail(envRestaureeSecrets));
const dureeDemarrage = (performance.now() - debutDemarrage) / 1000;
dire(`services et portail démarrés sur la base restaurée en ${dureeDemarrage.toFixed(1)} s`);

// ---------------------------------------------------------------- 4. the same data

const baseRestauree = new URL(`http://127.0.0.1:${envRestaureeSecrets.PORT}`);
console.log('\nVérifications :');
const comptesRestaures = await compter(values['restore-database']);
for (const table of TABLES) {
  if (comptesAvant[table] !== comptesApres[table]) {
    console.log(
      `  · ${table} a changé pendant la sauvegarde (${comptesAvant[table]} → ${comptesApres[table]}) : non comparée`,
    );
    continue;
  }
  verifier(
    comptesRestaures[table] === comptesAvant[table],
    `${table} : ${comptesRestaures[table]} lignes restaurées pour ${comptesAvant[table]}`,
  );
}
for (const entreprise of entreprises.slice(0, 3)) {
  const chemin = `/entreprise/${slugify(entreprise.denomination)}/${entreprise.siren}/${entreprise.id}`;
  const page = await fetch(new URL(chemin, baseRestauree));
  const corps = await page.text();
  verifier(
    page.status === 200 && corps.includes(entreprise.siren.replace(/(\d{3})(?=\d)/g, '$1 ')),
    `page ${chemin} : HTTP ${page.status}, SIREN affiché`,
  );
}
for (const client of clients) {
  const restaure = await seConnecter(baseRestauree, client.email, client.entetes);
  const commandes = await appel(baseRestauree, restaure, 'GET', '/api/commandes?offset=0&limit=50');
  const factures = await appel(baseRestauree, restaure, 'GET', '/api/factures?offset=0&limit=50');
  const attendu = avant.get(client.email);
  verifier(
    JSON.stringify(commandes) === JSON.stringify(attendu.commandes) &&
      commandes.commandes.every((c) => c.statut === 'LIVREE'),
    `${client.email} se connecte et retrouve ses ${commandes.total} commandes livrées`,
  );
  verifier(
    JSON.stringify(factures) === JSON.stringify(attendu.factures),
    `${client.email} retrouve ses ${factures.total} factures`,
  );
  const premiere = factures.factures[0];
  if (premiere) {
    const pdf = await fetch(new URL(`/api/factures/${premiere.numero}`, baseRestauree), {
      headers: await restaure.autorisation(),
    });
    verifier(
      pdf.status === 200 && (await pdf.arrayBuffer()).byteLength > 0,
      `facture ${premiere.numero} téléchargeable (HTTP ${pdf.status})`,
    );
  }
}
await Promise.all(parts.map((p) => arreter(p)));
if (!values.keep) {
  await sql(serveur, 'postgres', `DROP DATABASE IF EXISTS ${values['restore-database']} WITH (FORCE)`);
  await sql(serveur, 'postgres', `DROP DATABASE IF EXISTS ${values.database} WITH (FORCE)`);
}

const { lignes, resultat } = mesures.rapport(secondesCharge);
console.log(`\nCharge pendant la sauvegarde (${values.rate} requêtes/s planifiées) :`);
for (const ligne of lignes) console.log(ligne);
verifier(resultat.total.erreurs === 0, `aucune erreur de la charge pendant pg_dump (${resultat.total.erreurs})`);
console.log(
  `\n[sauvegarde] ${echecs.length === 0 ? '✔' : '✖'} pg_dump ${(taille / 1024 / 1024).toFixed(1)} Mio en ${dureeDump.toFixed(1)} s ` +
    `sous ${values.rate} requêtes/s ; pg_restore ${dureeRestauration.toFixed(1)} s ; démarrage sur la base restaurée ` +
    `${dureeDemarrage.toFixed(1)} s ; ${echecs.length} vérification(s) en échec`,
);
process.exit(echecs.length === 0 ? 0 : 1);
