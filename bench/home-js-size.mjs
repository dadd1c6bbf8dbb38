#!/usr/bin/env node
// Measures the JavaScript a visitor downloads for a page of a running portal: every <script src>
// of the HTML (the ones Gatsby loads up-front), fetched gzip-compressed as a browser would.
// Usage: node bench/home-js-size.mjs [base URL, default http://127.0.0.1:8000] [path, default /]
import { gzipSync } from 'node:zlib';

const base = (process.argv[2] ?? 'http://127.0.0.1:8000').replace(/\/$/, '');
const pagePath = process.argv[3] ?? '/';

const html = await (await fetch(`${base}${pagePath}`)).text();
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gzipped = 0;
for (const src of new Set(scripts)) {
  const response = await fetch(new URL(src, base), { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gzipped += size;
  console.log(
    `${(size / 1024).toFixed(1).padStart(8)} KiB gz  ${(body.length / 1024).toFixed(1).padStart(8)} KiB  ${src}`,
  );
}
console.log(
  `\n${scripts.length} scripts for ${pagePath}: ${(gzipped / 1024).toFixed(1)} KiB gzipped (${(raw / 1024).toFixed(1)} KiB raw)`,
);
