#!/usr/bin/env node
// Import throughput of the SIRENE stock importer on PostgreSQL. Writes synthetic but valid stock
// files (Luhn-valid SIREN/SIRET, current 35/54-column headers) to a temporary folder, creates a fresh
// database, imports the unités légales and the établissements with one command of the real CLI,
// prints rows/s for each file and for the whole command, then drops the database and the files.
// Usage: node bench/sirene-import.mjs [--unites-legales 1000000] [--etablissements 1500000]
//        [--taille-lot 20000] [--garder] [--details]   (--details: the importer's messages, timed)   (DATABASE_URL: admin connection, default below)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import pg from 'pg';

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
const services = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'services');

const colonnesUL =
  'siren,statutDiffusionUniteLegale,unitePurgeeUniteLegale,dateCreationUniteLegale,sigleUniteLegale,sexeUniteLegale,prenom1UniteLegale,prenom2UniteLegale,prenom3UniteLegale,prenom4UniteLegale,prenomUsuelUniteLegale,pseudonymeUniteLegale,identifiantAssociationUniteLegale,trancheEffectifsUniteLegale,anneeEffectifsUniteLegale,dateDernierTraitementUniteLegale,nombrePeriodesUniteLegale,categorieEntreprise,anneeCategorieEntreprise,dateDebut,etatAdministratifUniteLegale,nomUniteLegale,nomUsageUniteLegale,denominationUniteLegale,denominationUsuelle1UniteLegale,denominationUsuelle2UniteLegale,denominationUsuelle3UniteLegale,categorieJuridiqueUniteLegale,activitePrincipaleUniteLegale,nomenclatureActivitePrincipaleUniteLegale,nicSiegeUniteLegale,economieSocialeSolidaireUniteLegale,societeMissionUniteLegale,caractereEmployeurUniteLegale,activitePrincipaleNAF25UniteLegale';
const colonnesEtab =
  'siren,nic,siret,statutDiffusionEtablissement,dateCreationEtablissement,trancheEffectifsEtablissement,anneeEffectifsEtablissement,activitePrincipaleRegistreMetiersEtablissement,dateDernierTraitementEtablissement,etablissementSiege,nombrePeriodesEtablissement,complementAdresseEtablissement,numeroVoieEtablissement,indiceRepetitionEtablissement,dernierNumeroVoieEtablissement,indiceRepetitionDernierNumeroVoieEtablissement,typeVoieEtablissement,libelleVoieEtablissement,codePostalEtablissement,libelleCommuneEtablissement,libelleCommuneEtrangerEtablissement,distributionSpecialeEtablissement,codeCommuneEtablissement,codeCedexEtablissement,libelleCedexEtablissement,codePaysEtrangerEtablissement,libellePaysEtrangerEtablissement,identifiantAdresseEtablissement,coordonneeLambertAbscisseEtablissement,coordonneeLambertOrdonneeEtablissement,complementAdresse2Etablissement,numeroVoie2Etablissement,indiceRepetition2Etablissement,typeVoie2Etablissement,libelleVoie2Etablissement,codePostal2Etablissement,libelleCommune2Etablissement,libelleCommuneEtranger2Etablissement,distributionSpeciale2Etablissement,codeCommune2Etablissement,codeCedex2Etablissement,libelleCedex2Etablissement,codePaysEtranger2Etablissement,libellePaysEtranger2Etablissement,dateDebut,etatAdministratifEtablissement,enseigne1Etablissement,enseigne2Etablissement,enseigne3Etablissement,denominationUsuelleEtablissement,activitePrincipaleEtablissement,nomenclatureActivitePrincipaleEtablissement,caractereEmployeurEtablissement,activitePrincipaleNAF25Etablissement';

function luhnValide(chiffres) {
  let somme = 0;
  for (let i = 0; i < chiffres.length; i++) {
    let c = chiffres.charCodeAt(chiffres.length - 1 - i) - 48;
    if (i % 2 === 1) c = c * 2 > 9 ? c * 2 - 9 : c * 2;
    somme += c;
  }
  return somme % 10 === 0;
}
const avecCle = (prefixe) => {
  for (let c = 0; c <= 9; c++) if (luhnValide(prefixe + c)) return prefixe + c;
  throw new Error('unreachable');
};

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

async function ecrire(chemin, entete, lignes) {
  const sortie = createWriteStream(chemin);
  sortie.write(`${entete}\n`);
  for (const ligne of lignes) if (!sortie.write(`${ligne}\n`)) await once(sortie, 'drain');
  sortie.end();
  await once(sortie, 'finish');
}

function* lignesUL(n) {
  for (let i = 0; i < n; i++) yield ligneUL(i);
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Peak resident memory of the importer, read from /proc (Linux) every 200 ms.
function suivreMemoire(pid) {
  let max = 0;
  const lire = () => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) max = Math.max(max, Number(rss[1]) * 1024);
    } catch {
      // process gone, or no /proc
    }
  };
  const minuteur = setInterval(lire, 200);
  return () => {
    clearInterval(minuteur);
    return max;
  };
}

function importer(url, argumentsImport) {
  return new Promise((resolve, reject) => {
    const enfant = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/importer-sirene.ts', ...argumentsImport, '--taille-lot', values['taille-lot']],
      { cwd: services, env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    const memoire = suivreMemoire(enfant.pid);
    let sortie = '';
    const debut = performance.now();
    let derives = 0;
    enfant.stderr.on('data', (morceau) => {
      sortie += morceau;
      const temps = (performance.now() - debut) / 1000;
      if (derives === 0 && /Mise à jour des statistiques/.test(String(morceau))) derives = temps;
      if (!values.details) return;
      for (const ligne of String(morceau).split('\n')) {
        if (ligne.trim() !== '') console.log(`  [${temps.toFixed(1).padStart(6)} s] ${ligne}`);
      }
    });
    enfant.on('error', reject);
    enfant.on('exit', (code) => {
      const max = memoire();
      if (code === 0) resolve({ sortie, memoire: max, derives });
      else reject(new Error(`code ${code}\n${sortie}`));
    });
  });
}

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
  const { sortie, memoire, derives } = await importer(url.toString(), [
    '--unites-legales',
    ul,
    '--etablissements',
    etab,
  ]);
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
