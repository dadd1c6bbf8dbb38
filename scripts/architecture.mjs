#!/usr/bin/env node
/**
 * The services' module boundaries, measured and enforced (ARCHITECTURE.md).
 *
 *   node scripts/architecture.mjs           figures: cross-module imports, imports into another
 *                                           module's internals, module cycles, files over 300 lines
 *   node scripts/architecture.mjs --check   the same, and exit 1 when an import breaks a rule below
 *                                           (run by `npm run lint`)
 *   --services DIR                          another services tree (the rule's own test)
 *   --racine DIR                            another root for rules 4 and 5 (its `packages/` and `src/`)
 *
 * The rules (ARCHITECTURE.md):
 *   1. a module (`src/modules/<name>/`) is entered only through its `index.ts`: a file anywhere else
 *      in the services (another module, app.ts, plugins, command-line tools) imports nothing else
 *      of it; tests under `tests/` may;
 *   2. modules do not depend on each other in a cycle;
 *   3. `src/lib`, `src/schemas`, `src/db` and `src/domain-error.ts` sit below every module: they
 *      import no module and no plugin;
 *   4. a shared package (`packages/<name>/src`) imports only its own files, Node's built-ins,
 *      TypeBox and the other shared packages: never a part of the portal nor another library —
 *      except `packages/observabilite`, whose purpose is to wire the OpenTelemetry and Sentry
 *      libraries (and @fastify/otel) into the two Fastify parts, once;
 *   5. the site (`src/`) takes the wire contract (`@portail/contrat`) with type-only imports: no
 *      schema, and no TypeBox, reaches the browser's bundle.
 *
 * The import graph comes from dependency-cruiser (the same resolution as TypeScript: `./x.js` is
 * `x.ts`, type-only imports included); the module-level rules are ours because dependency-cruiser
 * checks cycles between files, and a cycle between modules can pass through files that never
 * import each other.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argIndex = process.argv.indexOf('--services');
const services = argIndex > 0 ? resolvePath(process.argv[argIndex + 1] ?? '') : join(root, 'services');
const check = process.argv.includes('--check');
const racineIndex = process.argv.indexOf('--racine');
const racine = racineIndex > 0 ? resolvePath(process.argv[racineIndex + 1] ?? '') : root;

/** `src/modules/<name>/…` → name; anything else (src/lib, src/plugins, tests…) is not a module. */
function moduleOf(path) {
  const match = /^src\/modules\/([^/]+)\//.exec(path);
  return match ? match[1] : null;
}
const isEntry = (path) => /^src\/modules\/[^/]+\/index\.ts$/.test(path);
const isTest = (path) => /\.test\.ts$/.test(path) || path.startsWith('tests/');
/** Below every module: shared helpers, wire schemas, the database layer, the error base class. */
const isFoundation = (path) => /^src\/(lib|schemas|db)\//.test(path) || path === 'src/domain-error.ts';
const isAbove = (path) => moduleOf(path) !== null || /^src\/plugins\//.test(path);

async function graph() {
  const cwd = process.cwd();
  process.chdir(services);
  try {
    const tsConfig = extractTSConfig(join(services, 'tsconfig.json'));
    const result = await cruise(
      ['src'],
      {
        doNotFollow: { path: 'node_modules' },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
      },
      undefined,
      { tsConfig },
    );
    return result.output.modules.filter((m) => m.source.startsWith('src/'));
  } finally {
    process.chdir(cwd);
  }
}

function strongComponents(nodes, edges) {
  let index = 0;
  const stack = [];
  const data = new Map();
  const components = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    data.set(node, entry);
    index += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const seen = data.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, data.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        data.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!data.has(node)) visit(node);
  return components;
}

async function linesOver(limit) {
  const parts = ['src', 'server/src', 'services/src', 'packages', 'cms/src'];
  const found = [];
  for (const part of parts)
    for (const file of await sources(join(root, part), root))
      if (!/\.(test|spec)\.tsx?$/.test(file.path)) {
        const lines = file.text.split('\n').length;
        if (lines > limit) found.push({ path: file.path, lines });
      }
  return found.sort((a, b) => b.lines - a.lines);
}

/** Every TypeScript source under `dir` (tests included), with its path from `base`. */
async function sources(dir, base) {
  const found = [];
  const walk = async (current) => {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'generated'].includes(entry.name)) await walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push({ path: relative(base, path), text: readFileSync(path, 'utf8') });
      }
    }
  };
  await walk(dir);
  return found;
}

/** `import … from 'x'`, `export … from 'x'` and `import('x')`, with whether the statement is type-only. */
function importsOf(text) {
  const found = [];
  const statement = /^\s*(import|export)\s+(type\s+)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(statement)) found.push({ specifier: match[3], typeOnly: Boolean(match[2]) });
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier: match[1], typeOnly: false });
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    found.push({ specifier: match[1], typeOnly: false });
  return found;
}

const PERMIS_PAQUETS = /^(node:|typebox$|@portail\/)/;
const PERMIS_OBSERVABILITE = /^(@opentelemetry\/|@sentry\/node$|@fastify\/otel$|fastify$)/;
const paquets = [];
for (const file of await sources(join(racine, 'packages'), racine)) {
  const paquet = /^packages\/[^/]+\//.exec(file.path)?.[0];
  if (!paquet || !file.path.startsWith(`${paquet}src/`)) continue;
  for (const { specifier } of importsOf(file.text)) {
    const chezLui = specifier.startsWith('.') && join(dirname(file.path), specifier).startsWith(paquet);
    const permis =
      PERMIS_PAQUETS.test(specifier) || (paquet === 'packages/observabilite/' && PERMIS_OBSERVABILITE.test(specifier));
    if (!chezLui && !permis) paquets.push({ from: file.path, to: specifier });
  }
}
const contratSite = [];
for (const file of await sources(join(racine, 'src'), racine))
  for (const { specifier, typeOnly } of importsOf(file.text))
    if (/^(@portail\/contrat|typebox)(\/|$)/.test(specifier) && !typeOnly)
      contratSite.push({ from: file.path, to: specifier });

const modules = await graph();
const crossing = [];
const moduleEdges = new Map();
const internals = [];
const layering = [];
for (const file of modules) {
  const from = moduleOf(file.source);
  for (const dependency of file.dependencies) {
    const target = dependency.resolved;
    const to = moduleOf(target);
    if (isFoundation(file.source) && isAbove(target)) layering.push({ from: file.source, to: target });
    if (!to || to === from) continue;
    if (!isEntry(target)) internals.push({ from: file.source, to: target });
    if (!from) continue;
    crossing.push({ from: file.source, to: target, test: isTest(file.source) });
    if (!moduleEdges.has(from)) moduleEdges.set(from, new Set());
    moduleEdges.get(from).add(to);
  }
}
const names = [...new Set(modules.map((m) => moduleOf(m.source)).filter(Boolean))].sort();
const cycles = strongComponents(names, moduleEdges);
const mutual = [];
for (const [from, targets] of moduleEdges)
  for (const to of targets) if (from < to && moduleEdges.get(to)?.has(from)) mutual.push(`${from} ↔ ${to}`);
const long = await linesOver(300);

console.log(`Modules des services : ${names.length} (${names.join(', ')})`);
console.log(
  `Imports entre modules : ${crossing.length} (dont ${crossing.filter((e) => e.test).length} depuis des tests)`,
);
console.log(`Imports vers l’intérieur d’un module depuis l’extérieur (pas son index.ts) : ${internals.length}`);
console.log(`Imports d’un module ou d’un plugin par src/lib, src/schemas ou src/db : ${layering.length}`);
console.log(
  `Cycles entre modules : ${cycles.length} composante(s), ${mutual.length} paire(s) dépendant l’une de l’autre`,
);
for (const component of cycles) console.log(`  ${component.join(' → ')}`);
for (const pair of mutual) console.log(`  ${pair}`);
console.log(`Imports hors règle dans les paquets partagés : ${paquets.length}`);
console.log(`Imports du contrat par le site qui ne sont pas des imports de types : ${contratSite.length}`);
console.log(`Fichiers de plus de 300 lignes (hors tests) : ${long.length}`);
if (process.argv.includes('--verbose')) {
  for (const edge of internals) console.log(`  interne : ${edge.from} → ${edge.to}`);
  for (const edge of layering) console.log(`  couche : ${edge.from} → ${edge.to}`);
  for (const file of long) console.log(`  ${file.lines} ${file.path}`);
}
const fautes = internals.length + cycles.length + layering.length + paquets.length + contratSite.length;
if (check && fautes > 0) {
  for (const edge of paquets.slice(0, 50))
    console.error(
      `Import interdit : ${edge.from} importe « ${edge.to} » ; un paquet partagé n’importe que ses fichiers, Node, TypeBox et les autres paquets.`,
    );
  for (const edge of contratSite.slice(0, 50))
    console.error(
      `Import interdit : ${edge.from} importe « ${edge.to} » sans « import type » ; le site ne prend du contrat que des types.`,
    );
  for (const edge of internals.slice(0, 50))
    console.error(
      `Import interdit : services/${edge.from} importe services/${edge.to} ; passer par l’index.ts du module.`,
    );
  for (const edge of layering.slice(0, 50))
    console.error(
      `Import interdit : services/${edge.from} est sous les modules et ne peut pas importer services/${edge.to}.`,
    );
  if (cycles.length > 0)
    console.error('Des modules des services dépendent les uns des autres en cycle : voir ARCHITECTURE.md.');
  process.exit(1);
}
