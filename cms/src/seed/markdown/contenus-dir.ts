import fs from 'node:fs';
import path from 'node:path';
import { findCmsDir } from '../../env';

/**
 * The src/seed/contenus folder (or New Caledonia's, contenus-nc) as shipped with the running code.
 *
 * tsc does not copy Markdown: `npm run build` and `npm run build:server` copy the
 * folder to dist/src/seed/contenus (scripts/copy-contenus.mjs), beside this compiled
 * file. `strapi develop` compiles without that step, hence the fallback to the sources.
 */
/** A region's folder of Markdown content, beside src/seed (src/seed/regions.ts). */
export type DossierContenus = 'contenus' | 'contenus-nc';

export function shippedContentDir(dossier: DossierContenus): string {
  const beside = path.resolve(__dirname, '..', dossier);
  if (fs.existsSync(beside)) return beside;
  return path.join(findCmsDir(__dirname), 'src', 'seed', dossier);
}
