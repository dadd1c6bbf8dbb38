import { unzipSync } from 'fflate';

import { archiveZip, nomsUniques } from './zip.js';

const octets = (texte: string) => new TextEncoder().encode(texte);

/** The entries of the central directory, in order: name and MS-DOS time and date. */
function repertoire(zip: Uint8Array): Array<{ nom: string; heure: number; date: number }> {
  const vue = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const fin = zip.length - 22;
  expect(vue.getUint32(fin, true)).toBe(0x06054b50);
  const nombre = vue.getUint16(fin + 10, true);
  let position = vue.getUint32(fin + 16, true);
  const entrees = [];
  for (let i = 0; i < nombre; i++) {
    expect(vue.getUint32(position, true)).toBe(0x02014b50);
    const longueurNom = vue.getUint16(position + 28, true);
    const extra = vue.getUint16(position + 30, true);
    const commentaire = vue.getUint16(position + 32, true);
    entrees.push({
      nom: new TextDecoder().decode(zip.subarray(position + 46, position + 46 + longueurNom)),
      heure: vue.getUint16(position + 12, true),
      date: vue.getUint16(position + 14, true),
    });
    position += 46 + longueurNom + extra + commentaire;
  }
  return entrees;
}

describe('archiveZip', () => {
  const date = new Date('2024-05-02T08:15:30Z');
  const fichiers = [
    { nom: 'kbis-552100554.pdf', contenu: octets('%PDF premier') },
    { nom: 'kbis-552100554.pdf', contenu: octets('%PDF second') },
    { nom: 'KBIS-552100554.PDF', contenu: octets('%PDF troisième') },
    { nom: '2024', contenu: new Uint8Array([0, 1, 2, 255]) },
    { nom: 'état d’endettement.pdf', contenu: octets('é'.repeat(5000)) },
    { nom: '../a/b:c.pdf', contenu: new Uint8Array() },
  ];

  it('holds every file, byte for byte, under unique names in the given order', () => {
    const zip = archiveZip(fichiers, date);
    const noms = [
      'kbis-552100554.pdf',
      'kbis-552100554 (2).pdf',
      'KBIS-552100554 (3).PDF',
      '2024',
      'état d’endettement.pdf',
      '_a_b_c.pdf',
    ];
    expect(repertoire(zip).map((e) => e.nom)).toEqual(noms);
    const contenu = unzipSync(zip);
    expect(Object.keys(contenu).sort()).toEqual([...noms].sort());
    noms.forEach((nom, i) =>
      expect(Buffer.from(contenu[nom] as Uint8Array)).toEqual(Buffer.from(fichiers[i]!.contenu)),
    );
  });

  it('is deterministic, every entry dated with Paris time', () => {
    const zip = archiveZip(fichiers, date);
    expect(Buffer.compare(Buffer.from(zip), Buffer.from(archiveZip(fichiers, new Date(date))))).toBe(0);
    expect(
      Buffer.compare(Buffer.from(zip), Buffer.from(archiveZip(fichiers, new Date('2024-05-03T08:15:30Z')))),
    ).not.toBe(0);
    // 10:15:30 in Paris (UTC+2) on 2 May 2024, in MS-DOS form.
    for (const entree of repertoire(zip)) {
      expect(entree.heure).toBe((10 << 11) | (15 << 5) | (30 >> 1));
      expect(entree.date).toBe(((2024 - 1980) << 9) | (5 << 5) | 2);
    }
  });

  it('makes an empty archive, and dates outside 1980–2099 do not fail', () => {
    expect(unzipSync(archiveZip([], date))).toEqual({});
    expect(Object.keys(unzipSync(archiveZip(fichiers.slice(0, 1), new Date('1970-01-01T00:00:00Z'))))).toEqual([
      'kbis-552100554.pdf',
    ]);
  });
});

describe('nomsUniques', () => {
  it('suffixes duplicates « (2) », « (3) », without case, before the extension', () => {
    expect(
      nomsUniques(['a.pdf', 'a.pdf', 'A.pdf', 'a (2).pdf', 'sans-extension', 'sans-extension', '', '.pdf']),
    ).toEqual([
      'a.pdf',
      'a (2).pdf',
      'A (3).pdf',
      'a (2) (2).pdf',
      'sans-extension',
      'sans-extension (2)',
      'document',
      'pdf',
    ]);
  });
});
