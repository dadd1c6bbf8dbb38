// tsc compiles src/ into dist/src/ but copies no Markdown: the seed's content folder
// is copied beside the compiled seed so a dist/ shipped alone still has it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Mainland France's and New Caledonia's (src/seed/regions.ts).
for (const dossier of ['contenus', 'contenus-nc']) {
  const from = path.join(cmsDir, 'src', 'seed', dossier);
  const to = path.join(cmsDir, 'dist', 'src', 'seed', dossier);
  // Replaced, not merged: a file deleted from the sources must not linger in dist/.
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  console.log(`Contenus de l’amorçage copiés dans ${path.relative(cmsDir, to)}`);
}
