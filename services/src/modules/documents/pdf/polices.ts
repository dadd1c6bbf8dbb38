import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { packageRoot } from '../../../package-info.js';
import type { Couverture } from './texte.js';

/**
 * The documents' fonts: DejaVu Sans (package `dejavu-fonts-ttf`), embedded and subset by pdfkit
 * (only the glyphs used are written). Resolved from the services' package, where the dependency
 * is declared, so the same code finds them from src/ (jest, tsx) and from dist/.
 */

export type Police = 'normal' | 'gras' | 'italique';

/** The names the fonts are registered under in each document. */
export const NOMS_POLICES: Readonly<Record<Police, string>> = {
  normal: 'DejaVuSans',
  gras: 'DejaVuSans-Bold',
  italique: 'DejaVuSans-Oblique',
};

const FICHIERS: Readonly<Record<Police, string>> = {
  normal: 'DejaVuSans.ttf',
  gras: 'DejaVuSans-Bold.ttf',
  italique: 'DejaVuSans-Oblique.ttf',
};

let fichiers: Readonly<Record<Police, Buffer>> | undefined;

/** The TTF files' bytes, read once. */
export function fichiersPolices(): Readonly<Record<Police, Buffer>> {
  if (fichiers === undefined) {
    const require = createRequire(join(packageRoot, 'package.json'));
    const repertoire = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fichiers = {
      normal: readFileSync(join(repertoire, FICHIERS.normal)),
      gras: readFileSync(join(repertoire, FICHIERS.gras)),
      italique: readFileSync(join(repertoire, FICHIERS.italique)),
    };
  }
  return fichiers;
}

/** What pdfkit keeps of an embedded font: its fontkit font (not in pdfkit's types). */
interface PoliceIncorporee {
  _font?: { font?: { characterSet?: readonly number[] } };
}

let couverture: Couverture | undefined;

/**
 * The code points all three fonts have a glyph for, read from the fonts `doc` has registered
 * (once: the files do not change). Undefined if pdfkit no longer exposes them: then nothing is
 * replaced (a missing glyph prints as an empty box).
 */
export function couverturePolices(doc: PDFKit.PDFDocument): Couverture | undefined {
  if (couverture === undefined) {
    const ensembles = (Object.keys(NOMS_POLICES) as Police[]).map((police) => {
      doc.font(NOMS_POLICES[police]);
      return new Set((doc as unknown as PoliceIncorporee)._font?.font?.characterSet ?? []);
    });
    const [premier, ...autres] = ensembles;
    couverture = new Set([...(premier ?? [])].filter((point) => autres.every((autre) => autre.has(point))));
  }
  return couverture.size > 0 ? couverture : undefined;
}
