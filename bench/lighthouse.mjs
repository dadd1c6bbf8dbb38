#!/usr/bin/env node
// Lighthouse (mobile profile, its default) on pages of a running portal, in Debian's Chromium.
// Lighthouse 12.8.2 is fetched from the npm registry by npx (13.x needs Node 22); nothing is added
// to the project's dependencies for a measurement.
// Usage: node bench/lighthouse.mjs [--runs N] [--details] [--cpu-slowdown N] [base URL, default http://127.0.0.1:8000] [path …]
// Default paths: the home page, an actualité (the first one linked from /actualites) and the FAQ.
// With --runs N each page is measured N times and the median run (by performance score) is
// reported, as Lighthouse's own documentation advises for a variable machine; every run's
// performance score is printed too. --details adds the scripts' main-thread time.
// --cpu-slowdown N replaces the mobile profile's 4× CPU slowdown, which applies whatever the
// machine: this one's benchmarkIndex varies from 1,600 to 3,900 with its neighbours' load, so a
// slowdown of 8 shows how the pages fare on a machine about half as fast.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
let runs = 1;
let details = false;
let cpuSlowdown = null;
const positional = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--runs') runs = Math.max(1, Number(args[++i]) || 1);
  else if (args[i] === '--details') details = true;
  else if (args[i] === '--cpu-slowdown') cpuSlowdown = Number(args[++i]);
  else positional.push(args[i]);
}
const base = (positional[0] ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
let paths = positional.slice(1);
if (paths.length === 0) {
  const listing = await (await fetch(`${base}/actualites`)).text();
  const article = /href="(\/actualites\/(?!page\/)[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!article) throw new Error(`Aucune actualité trouvée sur ${base}/actualites`);
  paths = ['/', article, '/faq'];
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));

function measure(url) {
  const output = path.join(dir, 'report.json');
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      `--chrome-flags=${chromeFlags}`,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`lighthouse a échoué pour ${url} :\n${run.stderr}`);
  return JSON.parse(readFileSync(output, 'utf8'));
}

const score = (report, c) => Math.round(report.categories[c].score * 100);

try {
  for (const pagePath of paths) {
    const reports = [];
    for (let i = 0; i < runs; i += 1) reports.push(measure(`${base}${pagePath}`));
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const report = reports[Math.floor((reports.length - 1) / 2)];
    const scores = categories.map((c) => `${c} ${score(report, c)}`);
    console.log(`${pagePath.padEnd(60)} ${scores.join('  ')}`);
    if (runs > 1) console.log(`    performance of each run: ${reports.map((r) => score(r, 'performance')).join(', ')}`);
    // Lighthouse's measure of this machine's CPU: its 4× slowdown is calibrated for a fast desktop.
    console.log(
      `    benchmarkIndex of each run: ${reports.map((r) => Math.round(r.environment.benchmarkIndex)).join(', ')}`,
    );
    for (const c of categories) {
      for (const ref of report.categories[c].auditRefs) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1 && c !== 'performance') {
          console.log(`    ${c}: ${audit.id} — ${audit.title}`);
        }
      }
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(`    ${metrics.map((m) => `${m} ${report.audits[m].displayValue}`).join(', ')}`);
    if (details) {
      for (const item of report.audits['bootup-time'].details?.items ?? []) {
        const name = String(item.url).replace(base, '');
        console.log(
          `    script ${name}: total ${Math.round(item.total)} ms, evaluation ${Math.round(item.scripting)} ms`,
        );
      }
      for (const item of report.audits['mainthread-work-breakdown'].details?.items ?? []) {
        console.log(`    main thread ${item.groupLabel}: ${Math.round(item.duration)} ms`);
      }
      // The LCP element and its phases (time to first byte, load delay, load time, render delay).
      for (const table of report.audits['largest-contentful-paint-element']?.details?.items ?? []) {
        for (const item of table.items ?? []) {
          if (item.node) console.log(`    LCP element: ${item.node.snippet} (${item.node.nodeLabel})`);
          else if (item.phase) console.log(`    LCP ${item.phase}: ${Math.round(item.timing)} ms`);
        }
      }
      for (const item of report.audits['long-tasks']?.details?.items ?? []) {
        console.log(
          `    long task ${String(item.url).replace(base, '')} at ${Math.round(item.startTime)} ms: ${Math.round(item.duration)} ms`,
        );
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
