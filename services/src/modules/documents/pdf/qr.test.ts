import QRCode from 'qrcode';

import { dessinerQr, matriceQr, type SurfaceQr } from './qr.js';

const URL_VERIFICATION = 'https://greffeo.example/verifier-un-document?code=ABCD-EFGH-JKMN';

/** A pdfkit stand-in recording the squares drawn. */
function surface() {
  const carres: Array<[number, number, number, number]> = [];
  const remplissages: unknown[] = [];
  const doc = {
    save: () => doc,
    restore: () => doc,
    rect: (x: number, y: number, l: number, h: number) => {
      carres.push([x, y, l, h]);
      return doc;
    },
    fill: (couleur?: unknown) => {
      remplissages.push(couleur);
      return doc;
    },
  };
  return { doc: doc as unknown as SurfaceQr, carres, remplissages };
}

describe('QR codes', () => {
  it('reads the symbol of the address at level M', () => {
    const matrice = matriceQr(URL_VERIFICATION);
    const attendu = QRCode.create(URL_VERIFICATION, { errorCorrectionLevel: 'M' });
    expect(matrice.taille).toBe(attendu.modules.size);
    // Version 4 (33 modules) holds this 66-character address at level M.
    expect(matrice.taille).toBe(33);
    // The finder pattern's corner is dark, the separator next to it light.
    expect(matrice.sombre(0, 0)).toBe(true);
    expect(matrice.sombre(7, 7)).toBe(false);
  });

  it('draws one square per dark module, in one fill, inside the given square', () => {
    const { doc, carres, remplissages } = surface();
    const matrice = matriceQr(URL_VERIFICATION);
    let sombres = 0;
    for (let l = 0; l < matrice.taille; l++)
      for (let c = 0; c < matrice.taille; c++) if (matrice.sombre(l, c)) sombres++;

    const dessines = dessinerQr(doc, URL_VERIFICATION, 100, 200, 66);
    expect(dessines).toBe(sombres);
    expect(carres).toHaveLength(sombres);
    expect(remplissages).toEqual(['#000000']);
    const module = 66 / 33;
    expect(carres[0]).toEqual([100, 200, module, module]);
    for (const [x, y, l, h] of carres) {
      expect(l).toBe(module);
      expect(h).toBe(module);
      expect(x).toBeGreaterThanOrEqual(100);
      expect(y).toBeGreaterThanOrEqual(200);
      expect(x + l).toBeLessThanOrEqual(166 + 1e-9);
      expect(y + h).toBeLessThanOrEqual(266 + 1e-9);
    }
    // Deterministic: the same address, the same drawing.
    const second = surface();
    dessinerQr(second.doc, URL_VERIFICATION, 100, 200, 66);
    expect(second.carres).toEqual(carres);
  });
});
