#!/usr/bin/env node
// Publish-to-live time against a running stack (`npm start`): renames the newest actualité through
// the CMS REST API (token `edition-actualites`, CMS_EDITION_TOKEN from .data/secrets.env), then
// polls /actualites/{slug} on the portal until the new title is served. The CMS's signed webhook,
// the rebuild queue, `gatsby build` and the release swap are all inside the figure. The original
// title is put back afterwards (which triggers one more rebuild).
// Usage: node bench/publication.mjs [--base-url URL] [--cms-url URL] [--timeout-s 600] [--keep]
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { stackEnv } from '../scripts/lib/env.mjs';

const env = stackEnv();
const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string', default: `http://127.0.0.1:${env.PORT}` },
    'cms-url': { type: 'string', default: env.CMS_URL },
    'timeout-s': { type: 'string', default: '600' },
    keep: { type: 'boolean', default: false },
  },
});
const baseUrl = args['base-url'].replace(/\/+$/, '');
const cmsUrl = args['cms-url'].replace(/\/+$/, '');
const auth = { Authorization: `Bearer ${env.CMS_EDITION_TOKEN}`, 'content-type': 'application/json' };

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} : HTTP ${response.status}`);
  return response.json();
}

const rename = (documentId, titre) =>
  json(`${cmsUrl}/api/actualites/${documentId}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ data: { titre } }),
  });

const query = 'sort=date_publication:desc&pagination[pageSize]=1&fields[0]=slug&fields[1]=titre';
const { data } = await json(`${cmsUrl}/api/actualites?${query}`, { headers: auth });
const article = data[0];
if (!article) throw new Error('Aucune actualité publiée dans le CMS.');
const page = `${baseUrl}/actualites/${article.slug}`;
const title = `Mesure de publication ${Date.now()}`;
console.log(`[bench] ${page} : « ${article.titre} » → « ${title} »`);

const started = performance.now();
await rename(article.documentId, title);
const deadline = started + Number(args['timeout-s']) * 1000;
let live = false;
while (!live && performance.now() < deadline) {
  await delay(250);
  live = await fetch(page).then(
    async (r) => r.ok && (await r.text()).includes(title),
    () => false,
  );
}
const seconds = (performance.now() - started) / 1000;

const status = await json(`${baseUrl}/_portail/publication`, { headers: { accept: 'application/json' } }).catch(
  () => null,
);
const build = status?.dernieres?.[0];
if (!args.keep) await rename(article.documentId, article.titre);
if (!live) {
  console.error(
    `[bench] titre toujours absent après ${seconds.toFixed(1)} s (dernière construction : ${build?.resultat ?? '?'} ${build?.motif ?? ''})`,
  );
  process.exit(1);
}
if (build)
  console.log(`[bench] construction n° ${build.numero} : ${(build.dureeMs / 1000).toFixed(1)} s (${build.resultat})`);
console.log(
  `[bench] publication → en ligne : ${seconds.toFixed(1)} s${args.keep ? '' : ' (titre d’origine rétabli, nouvelle construction lancée)'}`,
);
