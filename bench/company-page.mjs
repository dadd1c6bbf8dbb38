#!/usr/bin/env node
// Server render of company pages under load (issue 3: p95 ≤ 50 ms and ≥ 200 pages/s with
// 20 concurrent clients). Runs against a portal that is already up, with its registry loaded:
//   node bench/company-page.mjs [--base-url http://127.0.0.1:8000] [--concurrency 20]
//                               [--duration 30] [--warmup 5] [--sample 5000] [--page entreprise]
//                               [--rate 200]
// Without --rate, each client sends its next request as soon as the previous answer arrives
// (maximum throughput). With --rate R, the 20 clients together send R requests per second on a
// fixed schedule, and latency is counted from the scheduled time, so a slow answer that delays
// the next request is not hidden (no coordinated omission).
// Pages are picked at random among `--sample` companies spread over the whole registry (read from
// the sitemap plan endpoint), so the database is not served from one hot row.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:8000' },
    concurrency: { type: 'string', default: '20' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    sample: { type: 'string', default: '5000' },
    page: { type: 'string', default: 'entreprise' },
    rate: { type: 'string' },
  },
});
const base = new URL(values['base-url']);
const concurrency = Number(values.concurrency);
const durationMs = Number(values.duration) * 1000;
const warmupMs = Number(values.warmup) * 1000;
const sampleSize = Number(values.sample);
const rate = values.rate === undefined ? null : Number(values.rate);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

const slugify = (label) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'entreprise';

function get(path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: base.hostname, port: base.port, path, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

async function samplePaths() {
  const summary = JSON.parse((await get('/api/seo/plan')).body.toString());
  const maxId = summary.entreprises.max_id;
  if (!maxId) throw new Error('Le registre est vide : générez-le avant de lancer ce banc.');
  const paths = [];
  const windows = Math.max(1, Math.ceil(sampleSize / 100));
  for (let w = 0; w < windows; w += 1) {
    const after = Math.floor((maxId * w) / windows);
    const { elements } = JSON.parse(
      (await get(`/api/seo/plan/entreprises?apres_id=${after}&limit=100`)).body.toString(),
    );
    for (const e of elements) {
      paths.push(
        values.page === 'liste'
          ? `/liste_etablissements/${slugify(e.denomination)}/${e.siren}/${e.id}`
          : `/entreprise/${slugify(e.denomination)}/${e.siren}/${e.id}`,
      );
    }
  }
  return paths;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function run(paths, ms, record) {
  const start = performance.now();
  const deadline = start + ms;
  const interval = rate === null ? 0 : (1000 * concurrency) / rate;
  const worker = async (index) => {
    let scheduled = start + (interval * index) / concurrency;
    while (scheduled < deadline) {
      if (interval) await sleep(scheduled - performance.now());
      const path = paths[Math.floor(Math.random() * paths.length)];
      const sentAt = interval ? scheduled : performance.now();
      const { status } = await get(path);
      record(status, performance.now() - sentAt);
      scheduled = interval ? scheduled + interval : performance.now();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const paths = await samplePaths();
console.log(
  `${paths.length} pages ${values.page} échantillonnées ; ${concurrency} clients, ${durationMs / 1000} s` +
    (rate === null ? ', débit maximal' : `, ${rate} requêtes/s planifiées`),
);
await run(paths, warmupMs, () => undefined);
const latencies = [];
const statuses = new Map();
const started = performance.now();
await run(paths, durationMs, (status, ms) => {
  latencies.push(ms);
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
});
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const result = {
  requetes: latencies.length,
  pagesParSeconde: Math.round(latencies.length / elapsed),
  p50: Number(percentile(latencies, 50).toFixed(1)),
  p95: Number(percentile(latencies, 95).toFixed(1)),
  p99: Number(percentile(latencies, 99).toFixed(1)),
  statuts: Object.fromEntries(statuses),
};
console.log(JSON.stringify(result));
console.log(
  `p95 ${result.p95} ms (cible ≤ 50), ${result.pagesParSeconde} pages/s (cible ≥ 200), statuts ${JSON.stringify(result.statuts)}`,
);
agent.destroy();
process.exit(statuses.size === 1 && statuses.has(200) ? 0 : 1);
