import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test helper: the text of generated PDFs, read back with pdfjs-dist. pdfjs ships ES modules
 * only, which jest (CommonJS through swc here) cannot import, so a child Node process reads them.
 */

export interface PdfLu {
  nombrePages: number;
  /** Each page's text, a line per text line, spaces (no-break ones included) as ordinary spaces. */
  pages: string[];
  /** Every page, joined. */
  texte: string;
  info: Record<string, unknown>;
}

const SCRIPT = `
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const require = createRequire(join(process.cwd(), 'x.js'));
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
let entree = '';
process.stdin.setEncoding('utf8');
for await (const morceau of process.stdin) entree += morceau;
const sorties = [];
for (const base64 of JSON.parse(entree)) {
  const data = new Uint8Array(Buffer.from(base64, 'base64'));
  const pdf = await getDocument({ data, useSystemFonts: false, standardFontDataUrl, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const contenu = await page.getTextContent();
    let texte = '';
    for (const item of contenu.items) {
      if (!('str' in item)) continue;
      texte += item.str;
      if (item.hasEOL) texte += '\\n';
    }
    pages.push(texte);
  }
  const { info } = await pdf.getMetadata();
  sorties.push({ nombrePages: pdf.numPages, pages, info });
  await pdf.destroy();
}
process.stdout.write(JSON.stringify(sorties));
`;

const repertoire = dirname(fileURLToPath(import.meta.url));

const nettoyer = (texte: string) =>
  texte
    .split('\n')
    .map((ligne) => ligne.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((ligne) => ligne !== '')
    .join('\n');

export async function lirePdfs(pdfs: readonly Uint8Array[]): Promise<PdfLu[]> {
  const sortie = await new Promise<string>((resolve, reject) => {
    const enfant = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: repertoire,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    enfant.stdout.setEncoding('utf8').on('data', (morceau: string) => (stdout += morceau));
    enfant.stderr.setEncoding('utf8').on('data', (morceau: string) => (stderr += morceau));
    enfant.on('error', reject);
    enfant.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`pdfjs : ${stderr}`))));
    enfant.stdin.end(JSON.stringify(pdfs.map((pdf) => Buffer.from(pdf).toString('base64'))));
  });
  return (JSON.parse(sortie) as Array<Omit<PdfLu, 'texte'>>).map((lu) => {
    const pages = lu.pages.map(nettoyer);
    return { ...lu, pages, texte: pages.join('\n') };
  });
}

export async function lirePdf(pdf: Uint8Array): Promise<PdfLu> {
  const [lu] = await lirePdfs([pdf]);
  if (lu === undefined) throw new Error('aucun PDF lu');
  return lu;
}
