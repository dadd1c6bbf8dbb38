#!/usr/bin/env node
// Cost of registry activity days on PostgreSQL: applies `--jours` days with the activity command
// (services/dist when built, else the TypeScript sources through tsx) to the registry of `--base`
// (created and filled by the generator with `--entreprises` companies when it does not exist, then
// kept for the next runs), and prints each day's events and duration.
// Usage: node bench/registre-activite.mjs [--base greffeo_bench_activite] [--entreprises 1000000]
//        [--jours 5] [--date 2027-03-01] [--graine 42]
//        (DATABASE_URL: admin connection, default postgres://postgres@127.0.0.1:5432/postgres)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import pg from 'pg';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'greffeo_bench_activite' },
    entreprises: { type: 'string', default: '1000000' },
    jours: { type: 'string', default: '5' },
    date: { type: 'string', default: '2027-03-01' },
    graine: { type: 'string', default: '42' },
  },
});
if (!/^[a-z_][a-z0-9_]*$/.test(values.base)) throw new Error(`--base : nom de base invalide (${values.base})`);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const services = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'services');

function cli(nom) {
  const built = path.join(services, 'dist', 'cli', `${nom}.js`);
  return existsSync(built)
    ? [process.execPath, built]
    : [process.execPath, '--import', 'tsx', path.join(services, 'src', 'cli', `${nom}.ts`)];
}

async function requete(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function lancer([commande, ...args], env) {
  return new Promise((resolve, reject) => {
    let sortie = '';
    const enfant = spawn(commande, args, { cwd: services, env: { ...process.env, ...env } });
    enfant.stdout.on('data', (d) => (sortie += d));
    enfant.stderr.on('data', (d) => {
      sortie += d;
      process.stderr.write(d);
    });
    enfant.on('close', (code) => (code === 0 ? resolve(sortie) : reject(new Error(`code ${code}`))));
  });
}

const url = new URL(adminUrl);
url.pathname = `/${values.base}`;
const existe = await requete(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${values.base}'`);
if (existe.length === 0) {
  await requete(adminUrl, `CREATE DATABASE ${values.base}`);
  console.log(`[bench] génération de ${values.entreprises} entreprises dans ${values.base}…`);
  await lancer([...cli('generer-registre'), '--companies', values.entreprises, '--seed', values.graine], {
    DATABASE_URL: url.toString(),
  });
}
const [{ n }] = await requete(
  url.toString(),
  `SELECT count(*)::int AS n FROM entreprises WHERE etat = 'ACTIVE' AND statut <> 'INSEE'`,
);
const dejaFaits = await requete(url.toString(), 'SELECT count(*)::int AS n FROM jours_activite_registre').catch(() => [
  { n: 0 },
]);
const debut = performance.now();
// Days after those already applied to this base, so that every run measures new days.
const args = dejaFaits[0].n > 0 ? [] : ['--date', values.date];
await lancer([...cli('activite-registre'), '--jours', values.jours, '--graine', values.graine, ...args], {
  DATABASE_URL: url.toString(),
});
const secondes = (performance.now() - debut) / 1000;
const jours = await requete(
  url.toString(),
  `SELECT date_jour::text AS jour, (bilan->>'evenements')::int AS evenements
     FROM jours_activite_registre ORDER BY date_jour DESC LIMIT ${Number(values.jours)}`,
);
console.log(`[bench] ${n.toLocaleString('fr-FR')} entreprises actives au RCS`);
for (const jour of jours.reverse()) console.log(`[bench] ${jour.jour} : ${jour.evenements} événements`);
console.log(
  `[bench] ${values.jours} journées en ${secondes.toFixed(1)} s, ${(secondes / Number(values.jours)).toFixed(1)} s par journée (dérivés recalculés compris)`,
);
