#!/usr/bin/env node
// Server render of entity pages under load (issue 3: p95 ≤ 50 ms and ≥ 200 pages/s with
// 20 concurrent clients; issue 24: ≥ 450 company pages/s, ≥ 300 for the other kinds). Runs against
// a portal that is already up, with its registry loaded:
//   node bench/company-page.mjs [--base-url http://127.0.0.1:8000] [--concurrency 20]
//                               [--duration 30] [--warmup 5] [--sample 5000] [--page entreprise]
//                               [--rate 200]
// --page: entreprise (the default), liste (list of establishments), etablissement, dirigeant,
// greffe, arborescence (the browse tree by département, activity and NAF code).
// Without --rate, each client sends its next request as soon as the previous answer arrives
// (maximum throughput). With --rate R, the 20 clients together send R requests per second on a
// fixed schedule, and latency is counted from the scheduled time, so a slow answer that delays
// the next request is not hidden (no coordinated omission).
// Pages are picked at random among those of `--sample` companies spread over the whole registry
// (bench/lib/pages-entites.mjs).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { echantillon } from './lib/pages-entites.mjs';

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

const paths = await echantillon(get, values.page, sampleSize);
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
  `p95 ${result.p95} ms (cible ≤ 50), ${result.pagesParSeconde} pages/s (cible ≥ ${values.page === 'entreprise' ? 450 : 300}), statuts ${JSON.stringify(result.statuts)}`,
);
agent.destroy();
process.exit(statuses.size === 1 && statuses.has(200) ? 0 : 1);
