#!/usr/bin/env node
// Throughput of the registry generator on PostgreSQL: creates a fresh database, runs the generator CLI
// (services/dist when built, else the TypeScript sources through tsx) against it, prints rows/s and the
// total duration (migrations and reference loading included), then drops the database.
// Usage: node bench/generator.mjs [--companies 1000000] [--seed 42] [--garder]
//        (DATABASE_URL: admin connection, default postgres://postgres@127.0.0.1:5432/postgres)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import pg from 'pg';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
    garder: { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const services = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'services');
const built = path.join(services, 'dist', 'cli', 'generer-registre.js');
const [commande, ...debut] = existsSync(built)
  ? [process.execPath, built]
  : [process.execPath, '--import', 'tsx', path.join(services, 'src', 'cli', 'generer-registre.ts')];

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const base = `greffeo_bench_generateur_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${base}`;

await admin(`CREATE DATABASE ${base}`);
let sortie = '';
let code = 1;
const debutMs = performance.now();
try {
  console.log(
    `[bench] ${values.companies} entreprises, graine ${values.seed}, base ${base} (${path.basename(commande)} ${debut.at(-1)})`,
  );
  const enfant = spawn(commande, [...debut, '--companies', values.companies, '--seed', values.seed], {
    cwd: services,
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  enfant.stderr.on('data', (morceau) => {
    sortie += morceau;
    process.stderr.write(morceau);
  });
  code = await new Promise((resolve) => enfant.on('exit', resolve));
} finally {
  if (!values.garder) await admin(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
}
const total = (performance.now() - debutMs) / 1000;
if (code !== 0) {
  console.error(`[bench] le générateur a échoué (code ${code})`);
  process.exit(1);
}
// "Terminé (postgresql) : 21 000 000 lignes en 250.0 s, 84 000 lignes/s."
const fin = /Terminé \(\w+\) : ([\d\s\u202f\u00a0]+) lignes en ([\d.]+) s, ([\d\s\u202f\u00a0]+) lignes\/s/.exec(
  sortie,
);
const nombre = (texte) => Number(texte.replace(/\D/g, ''));
if (fin) {
  const lignes = nombre(fin[1]);
  console.log(
    `[bench] ${lignes.toLocaleString('fr-FR')} lignes générées en ${fin[2]} s : ${nombre(fin[3]).toLocaleString('fr-FR')} lignes/s ` +
      `(chargement compris : ${Math.round(lignes / total).toLocaleString('fr-FR')} lignes/s)`,
  );
}
console.log(`[bench] durée totale : ${total.toFixed(1)} s (création de la base, migrations, référentiels, génération)`);
if (values.garder) console.log(`[bench] base conservée : ${url.toString()}`);
