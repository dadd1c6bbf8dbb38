import QRCode from 'qrcode';

/**
 * QR codes drawn as vector squares from the symbol's module matrix (no image: the same text
 * gives the same drawing, and it stays sharp at any zoom). Error correction level M (15 %).
 */

export interface MatriceQr {
  /** Modules per side. */
  taille: number;
  /** Whether the module at (ligne, colonne) is dark. */
  sombre(ligne: number, colonne: number): boolean;
}

export function matriceQr(texte: string): MatriceQr {
  const { modules } = QRCode.create(texte, { errorCorrectionLevel: 'M' });
  return { taille: modules.size, sombre: (ligne, colonne) => modules.get(ligne, colonne) === 1 };
}

/** What the drawing needs of a pdfkit document. */
export type SurfaceQr = Pick<PDFKit.PDFDocument, 'save' | 'rect' | 'fill' | 'restore'>;

/**
 * Draws the symbol of `texte` with its top-left corner at (x, y), `cote` points a side (the
 * quiet zone around it is the caller's white space), in black: one square per dark module, all
 * filled as one path. Gives the number of squares drawn.
 */
export function dessinerQr(doc: SurfaceQr, texte: string, x: number, y: number, cote: number): number {
  const matrice = matriceQr(texte);
  const module = cote / matrice.taille;
  let carres = 0;
  doc.save();
  for (let ligne = 0; ligne < matrice.taille; ligne++) {
    for (let colonne = 0; colonne < matrice.taille; colonne++) {
      if (!matrice.sombre(ligne, colonne)) continue;
      doc.rect(x + colonne * module, y + ligne * module, module, module);
      carres++;
    }
  }
  if (carres > 0) doc.fill('#000000');
  doc.restore();
  return carres;
}
