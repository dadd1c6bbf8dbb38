#!/usr/bin/env node
// Import throughput of the SIRENE stock importer on PostgreSQL. Writes synthetic but valid stock
// files (Luhn-valid SIREN/SIRET, current 35/54-column headers) to a temporary folder, creates a fresh
// database, imports the unités légales and the établissements with one command of the real CLI,
// prints rows/s for each file and for the whole command, then drops the database and the files.
// Usage: node bench/sirene-import.mjs [--unites-legales 1000000] [--etablissements 1500000]
//        [--taille-lot 20000] [--garder] [--details]   (--details: the importer's messages, timed)   (DATABASE_URL: admin connection, default below)
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { admin as adminSql, avecCle, COLONNES_ETAB, COLONNES_UL, ecrire, importer } from './lib/sirene-stock.mjs';

const { values } = parseArgs({
  options: {
    'unites-legales': { type: 'string', default: '1000000' },
    etablissements: { type: 'string', default: '1500000' },
    'taille-lot': { type: 'string', default: '20000' },
    garder: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
  },
});
const nbUnites = Number(values['unites-legales']);
const nbEtablissements = Number(values.etablissements);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const colonnesUL = COLONNES_UL;
const colonnesEtab = COLONNES_ETAB;

const communes = [
  ['75102', '75002', 'PARIS 2'],
  ['69381', '69001', 'LYON 1ER'],
  ['13055', '13001', 'MARSEILLE'],
  ['2A004', '20000', 'AJACCIO'],
  ['97411', '97400', 'SAINT-DENIS'],
  ['33063', '33000', 'BORDEAUX'],
];
const nafs = ['62.01Z', '47.11F', '56.10A', '68.20B', '41.20A', '86.21Z'];
const formes = ['5710', '5499', '6540', '1000', '9220', '5599'];
const sirenDe = (i) => avecCle(String(10_000_000 + i).padStart(8, '0'));

function ligneUL(i) {
  const forme = formes[i % formes.length];
  const personne = forme === '1000';
  const cessee = i % 7 === 0;
  const denomination = personne ? '' : i % 5 === 0 ? `"SOCIÉTÉ ${i}, ÉTUDES ET CONSEIL"` : `ENTREPRISE ${i}`;
  return [
    sirenDe(i),
    'O',
    '',
    '2005-03-14',
    i % 11 === 0 ? 'SGL' : '',
    personne ? 'M' : '',
    personne ? 'JEAN' : '',
    '',
    '',
    '',
    personne ? 'JEAN' : '',
    '',
    '',
    i % 3 === 0 ? 'NN' : '11',
    '2021',
    '2024-01-01T00:00:00',
    '3',
    'PME',
    '2021',
    cessee ? '2019-06-30' : '2005-03-14',
    cessee ? 'C' : 'A',
    personne ? `MARTIN${i}` : '',
    '',
    denomination,
    '',
    '',
    '',
    forme,
    nafs[i % nafs.length],
    'NAFRev2',
    '00015',
    'N',
    'N',
    'O',
    nafs[i % nafs.length],
  ].join(',');
}

function* lignesEtab(n) {
  for (let unite = 0, total = 0; total < n; unite++) {
    const siren = sirenDe(unite);
    for (let rang = 1; rang <= 1 + (unite % 2) && total < n; rang++, total++) {
      const siret = avecCle(siren + String(rang).padStart(4, '0'));
      const [code, postal, commune] = communes[(unite + rang) % communes.length];
      const ferme = rang > 1 && unite % 4 === 1;
      yield [
        siren,
        siret.slice(9),
        siret,
        'O',
        '2005-03-14',
        '01',
        '2021',
        '',
        '2024-01-01T00:00:00',
        rang === 1 ? 'true' : 'false',
        '2',
        '',
        String(rang * 3),
        '',
        '',
        '',
        'RUE',
        `DE L'ÉGLISE ${unite}`,
        postal,
        commune,
        '',
        '',
        code,
        '',
        '',
        '',
        '',
        '',
        '652000.5',
        '6862000.5',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        ferme ? '2020-01-31' : '2005-03-14',
        ferme ? 'F' : 'A',
        rang === 2 ? 'BOULANGERIE' : '',
        '',
        '',
        '',
        nafs[unite % nafs.length],
        'NAFRev2',
        'O',
        nafs[unite % nafs.length],
      ].join(',');
    }
  }
}

function* lignesUL(n) {
  for (let i = 0; i < n; i++) yield ligneUL(i);
}

const admin = (sql) => adminSql(adminUrl, sql);
const options = { tailleLot: values['taille-lot'], details: values.details };

const dossier = await mkdtemp(path.join(tmpdir(), 'bench-sirene-'));
const base = `bench_sirene_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${base}`;
const nombre = new Intl.NumberFormat('fr-FR');
try {
  const ul = path.join(dossier, 'StockUniteLegale.csv');
  const etab = path.join(dossier, 'StockEtablissement.csv');
  let t = performance.now();
  await ecrire(ul, colonnesUL, lignesUL(nbUnites));
  await ecrire(etab, colonnesEtab, lignesEtab(nbEtablissements));
  const taille = async (f) => `${((await stat(f)).size / 1e6).toFixed(0)} Mo`;
  console.log(
    `[bench] fichiers écrits en ${((performance.now() - t) / 1000).toFixed(1)} s : ` +
      `${nombre.format(nbUnites)} unités légales (${await taille(ul)}), ` +
      `${nombre.format(nbEtablissements)} établissements (${await taille(etab)})`,
  );
  await admin(`CREATE DATABASE ${base}`);
  // One command for both files, as documented: the companies' indexes are rebuilt once, after the
  // establishments, and the statistics and the search dictionary once, after the last file.
  t = performance.now();
  const { sortie, memoire, derives } = await importer(
    url.toString(),
    ['--unites-legales', ul, '--etablissements', etab],
    options,
  );
  const secondes = (performance.now() - t) / 1000;
  const fichiers = [...sortie.matchAll(/Import des (.*) terminé : (.*)\n(?:.*\n)*?\s+débit\s*: (.*) lignes\/s/g)];
  for (const [, nature, nom, debit] of fichiers) {
    console.log(`[bench] ${nom} (${nature}) : ${debit} lignes/s (lecture, écriture et index du fichier)`);
  }
  const lignes = nbUnites + nbEtablissements;
  const mo = memoire > 0 ? `, mémoire max ${Math.round(memoire / 1e6)} Mo` : '';
  console.log(`[bench] statistiques SEO et dictionnaire de la recherche : ${(secondes - derives).toFixed(1)} s`);
  console.log(
    `[bench] les deux fichiers : ${nombre.format(lignes)} lignes en ${secondes.toFixed(1)} s, processus, ` +
      `migrations et dictionnaire compris = ${nombre.format(Math.round(lignes / secondes))} lignes/s${mo}`,
  );
} finally {
  if (!values.garder) {
    await admin(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`).catch((e) => console.error(e.message));
    await rm(dossier, { recursive: true, force: true });
  } else {
    console.log(`[bench] conservés : ${dossier}, base ${base}`);
  }
}
