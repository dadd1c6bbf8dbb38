#!/usr/bin/env node
// Same HTML for the same data (issue 24): takes the entity pages of a sample of the registry from
// a portal that is up, with their page data, and either writes what was served (status, the
// headers a cut could change, the body's SHA-256) or compares it with what an earlier run wrote.
// Run with --ecrire before a change to the render, rebuild and restart, then --comparer: every
// page must come back byte for byte, headers included, but for the build's file names (below). The bodies are kept beside the file
// (FICHIER.corps/, file names put aside), and a different page's new body is written under --diff, so that `diff` shows
// what changed. The page cache must be off (PAGE_CACHE_MO=0),
// or the second run reads the first run's pages.
//   node bench/pages-identiques.mjs --ecrire avant.json [--base-url http://127.0.0.1:8000] [--par-sorte 40]
//   node bench/pages-identiques.mjs --comparer avant.json [--diff /tmp/pages-differentes]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { echantillon, SORTES } from './lib/pages-entites.mjs';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8000' },
    ecrire: { type: 'string' },
    comparer: { type: 'string' },
    'par-sorte': { type: 'string', default: '40' },
    diff: { type: 'string', default: '/tmp/pages-differentes' },
  },
});
if (!values.ecrire === !values.comparer) throw new Error('Donnez --ecrire FICHIER ou --comparer FICHIER.');
const base = new URL(values['base-url']);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
/** What the render decides besides the body; date, length and connection headers are left out. */
const ENTETES = ['cache-control', 'content-type', 'content-security-policy', 'location', 'link', 'x-robots-tag'];

function get(path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: base.hostname, port: base.port, path, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * A rebuild of the site renames its JavaScript files (content hashes) and with them the inline
 * scripts that list them, and so their CSP hashes: those names and hashes are put aside, nothing
 * else is.
 */
const sansEmpreintes = (texte) =>
  texte
    .replace(/-[0-9a-f]{20}\.(js|css)\b/g, '-#.$1')
    .replace(/(webpackCompilationHash"?\s*[:=]\s*")[0-9a-f]+"/g, '$1#"')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'");

const pageData = (chemin) => `/page-data${chemin}/page-data.json`;

async function releve(chemin) {
  const { status, headers, body: octets } = await get(chemin);
  const body = sansEmpreintes(octets.toString('utf8'));
  return {
    status,
    entetes: Object.fromEntries(
      ENTETES.filter((nom) => headers[nom] !== undefined).map((nom) => [nom, sansEmpreintes(String(headers[nom]))]),
    ),
    sha256: createHash('sha256').update(body).digest('hex'),
    body,
  };
}

if (values.ecrire) {
  const parSorte = Number(values['par-sorte']);
  const pages = {};
  const corps = `${values.ecrire}.corps`;
  mkdirSync(corps, { recursive: true });
  for (const sorte of SORTES) {
    // Spread over the registry: one company in each of `parSorte` windows.
    const chemins = (await echantillon(get, sorte, parSorte * 100)).filter(
      (_, i, tous) => i % Math.max(1, Math.floor(tous.length / parSorte)) === 0,
    );
    for (const chemin of chemins.slice(0, parSorte)) {
      for (const adresse of [chemin, pageData(chemin)]) {
        const { body, ...sans } = await releve(adresse);
        pages[adresse] = sans;
        writeFileSync(join(corps, sans.sha256), body);
      }
    }
    console.log(`${sorte} : ${Math.min(parSorte, chemins.length)} pages et leurs données`);
  }
  writeFileSync(values.ecrire, `${JSON.stringify(pages, null, 1)}\n`);
  console.log(`${Object.keys(pages).length} adresses relevées dans ${values.ecrire}`);
} else {
  const avant = JSON.parse(readFileSync(values.comparer, 'utf8'));
  let differentes = 0;
  for (const [adresse, attendu] of Object.entries(avant)) {
    const { body, ...obtenu } = await releve(adresse);
    if (JSON.stringify(obtenu) === JSON.stringify(attendu)) continue;
    differentes += 1;
    mkdirSync(values.diff, { recursive: true });
    const fichier = join(values.diff, `${differentes}.apres`);
    writeFileSync(fichier, body);
    console.log(`≠ ${adresse}\n  avant ${JSON.stringify(attendu)}\n  après ${JSON.stringify(obtenu)}`);
    console.log(`  diff ${join(`${values.comparer}.corps`, attendu.sha256)} ${fichier}`);
  }
  const total = Object.keys(avant).length;
  console.log(
    differentes === 0 ? `${total} adresses identiques.` : `${differentes} adresses différentes sur ${total}.`,
  );
  process.exit(differentes === 0 ? 0 : 1);
}
agent.destroy();
