#!/usr/bin/env node
// Lighthouse (mobile profile, its default) on pages of a running portal, in Debian's Chromium.
// Lighthouse 12.8.2 is fetched from the npm registry by npx (13.x needs Node 22); nothing is added
// to the project's dependencies for a measurement.
// Usage: node bench/lighthouse.mjs [base URL, default http://127.0.0.1:8000] [path …]
// Default paths: the home page, an actualité (the first one linked from /actualites) and the FAQ.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const base = (process.argv[2] ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
let paths = process.argv.slice(3);
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

try {
  for (const pagePath of paths) {
    const output = path.join(dir, 'report.json');
    const run = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        `${base}${pagePath}`,
        `--chrome-flags=${chromeFlags}`,
        `--only-categories=${categories.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`lighthouse a échoué pour ${pagePath} :\n${run.stderr}`);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const scores = categories.map((c) => `${c} ${Math.round(report.categories[c].score * 100)}`);
    console.log(`${pagePath.padEnd(60)} ${scores.join('  ')}`);
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
    ];
    console.log(`    ${metrics.map((m) => `${m} ${report.audits[m].displayValue}`).join(', ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
