/**
 * The standard PDF fonts (Helvetica…) print WinAnsi (Windows-1252) only: pdfkit writes any other
 * character as a wrong glyph, silently. Every string that reaches a page goes through
 * `texteImprimable`, which keeps what the font can print and turns the rest into its nearest
 * printable form: narrow no-break space → no-break space, typographic hyphens → « - », « ł » → « l »,
 * accented letters outside Latin-1 → the base letter (« ğ » → « g »), anything else → « ? ».
 */

export const NBSP = '\u00a0';

// The characters of Windows-1252 above U+00FF (pdfkit's WIN_ANSI_MAP).
const WIN_ANSI_HORS_LATIN1 = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function imprimable(point: number): boolean {
  return (
    (point >= 0x20 && point <= 0x7e) ||
    (point >= 0xa0 && point <= 0xff && point !== 0xad) ||
    WIN_ANSI_HORS_LATIN1.has(point)
  );
}

const REMPLACEMENTS: ReadonlyMap<string, string> = new Map([
  // Spaces: the narrow and figure no-break spaces stay unbreakable, the others become ordinary.
  ['\u202f', NBSP],
  ['\u2007', NBSP],
  ['\u2060', ''],
  ['\u2000', ' '],
  ['\u2001', ' '],
  ['\u2002', ' '],
  ['\u2003', ' '],
  ['\u2004', ' '],
  ['\u2005', ' '],
  ['\u2006', ' '],
  ['\u2008', ' '],
  ['\u2009', ' '],
  ['\u200a', ' '],
  ['\u205f', ' '],
  ['\u3000', ' '],
  ['\t', ' '],
  // Invisible characters.
  ['\u00ad', ''],
  ['\u200b', ''],
  ['\u200c', ''],
  ['\u200d', ''],
  ['\u200e', ''],
  ['\u200f', ''],
  ['\ufeff', ''],
  // Dashes, quotes and signs.
  ['\u2010', '-'],
  ['\u2011', '-'],
  ['\u2012', '–'],
  ['\u2015', '—'],
  ['\u2212', '-'],
  ['\u2032', "'"],
  ['\u2033', '"'],
  ['\u201b', '‘'],
  ['\u201f', '“'],
  ['\u02bc', '’'],
  ['\u02b9', "'"],
  ['\u2044', '/'],
  ['\u2215', '/'],
  ['\u2264', '<='],
  ['\u2265', '>='],
  ['\u2192', '->'],
  ['\u2190', '<-'],
  ['\u2116', 'N°'],
  // Latin letters without a decomposition.
  ['ł', 'l'],
  ['Ł', 'L'],
  ['đ', 'd'],
  ['Đ', 'D'],
  ['ı', 'i'],
  ['ħ', 'h'],
  ['Ħ', 'H'],
  ['ŧ', 't'],
  ['Ŧ', 'T'],
  ['ŋ', 'n'],
  ['Ŋ', 'N'],
  ['ə', 'e'],
  ['Ə', 'E'],
  ['ſ', 's'],
  ['ẞ', 'SS'],
  ['ĸ', 'k'],
]);

function remplacer(caractere: string): string {
  const point = caractere.codePointAt(0) ?? 0;
  if (imprimable(point)) return caractere;
  const remplacement = REMPLACEMENTS.get(caractere);
  if (remplacement !== undefined) return remplacement;
  if (point < 0x20 || (point >= 0x7f && point <= 0x9f)) return ' ';
  // « ğ » → « g », « ﬁ » → « fi », « Ａ » → « A », « ǅ » → « Dz »: compatibility decomposition
  // without the combining marks, when every remaining character is printable.
  const decompose = caractere.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decompose !== '' && [...decompose].every((c) => imprimable(c.codePointAt(0) ?? 0) || REMPLACEMENTS.has(c))) {
    return [...decompose].map((c) => REMPLACEMENTS.get(c) ?? c).join('');
  }
  return '?';
}

/**
 * What the WinAnsi fonts can print. Line breaks are kept when `lignes` is true (paragraphs),
 * turned into spaces otherwise (names, one-line fields).
 */
export function texteImprimable(texte: string, options: { lignes?: boolean } = {}): string {
  let resultat = '';
  for (const caractere of texte.normalize('NFC').replace(/\r\n?/g, '\n')) {
    if (caractere === '\n') resultat += options.lignes ? '\n' : ' ';
    else resultat += remplacer(caractere);
  }
  return resultat;
}
