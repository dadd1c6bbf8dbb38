#!/usr/bin/env node
/**
 * The services' module boundaries, measured and enforced (ARCHITECTURE.md).
 *
 *   node scripts/architecture.mjs           figures: cross-module imports, imports into another
 *                                           module's internals, module cycles, files over 300 lines
 *   node scripts/architecture.mjs --check   the same, and exit 1 when an import breaks a rule below
 *                                           (run by `npm run lint`)
 *   --services DIR                          another services tree (the rule's own test)
 *
 * The rules (ARCHITECTURE.md):
 *   1. a module (`src/modules/<name>/`) is entered only through its `index.ts`: a file anywhere else
 *      in the services (another module, app.ts, plugins, command-line tools) imports nothing else
 *      of it; tests under `tests/` may;
 *   2. modules do not depend on each other in a cycle;
 *   3. `src/lib`, `src/schemas`, `src/db` and `src/domain-error.ts` sit below every module: they
 *      import no module and no plugin.
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
  const walk = async (dir) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'generated'].includes(entry.name)) await walk(path);
      } else if (
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.(test|spec)\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        const lines = readFileSync(path, 'utf8').split('\n').length;
        if (lines > limit) found.push({ path: relative(root, path), lines });
      }
    }
  };
  for (const part of parts) await walk(join(root, part));
  return found.sort((a, b) => b.lines - a.lines);
}

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
console.log(`Fichiers de plus de 300 lignes (hors tests) : ${long.length}`);
if (process.argv.includes('--verbose')) {
  for (const edge of internals) console.log(`  interne : ${edge.from} → ${edge.to}`);
  for (const edge of layering) console.log(`  couche : ${edge.from} → ${edge.to}`);
  for (const file of long) console.log(`  ${file.lines} ${file.path}`);
}
if (check && (internals.length > 0 || cycles.length > 0 || layering.length > 0)) {
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
