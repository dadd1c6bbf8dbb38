/**
 * Every string that reaches a page goes through `texteImprimable`. The documents embed DejaVu
 * Sans (polices.ts), which prints French and most Latin, Greek and Cyrillic text as it is
 * (« œ », « € », « ł », « ğ », narrow no-break spaces…); what is left to do here is the
 * normalisation: NFC, invisible characters dropped, control characters and unusual spaces made
 * ordinary, line breaks kept or not. Given the fonts' coverage, a character they have no glyph
 * for (CJK, emoji…) becomes its nearest printable form (« ﬁ » → « fi ») or « ? » rather than an
 * empty box; nothing fails on an odd character.
 */

export const NBSP = '\u00a0';

/** Code points the document's fonts have a glyph for (all of its fonts). */
export type Couverture = ReadonlySet<number>;

const REMPLACEMENTS: ReadonlyMap<string, string> = new Map([
  // Spaces: the figure space stays unbreakable, the typographic ones become ordinary.
  ['\u2007', NBSP],
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
  ['\u2060', ''],
  ['\ufeff', ''],
]);

/** Forms of last resort, for a character the fonts lack (none of these is needed by DejaVu Sans). */
const APPROCHANTS: ReadonlyMap<string, string> = new Map([
  ['\u202f', NBSP],
  ['\u2010', '-'],
  ['\u2011', '-'],
  ['\u2212', '-'],
  ['\u2264', '<='],
  ['\u2265', '>='],
  ['\u2192', '->'],
  ['\u2190', '<-'],
  ['\u2116', 'N°'],
  ['ł', 'l'],
  ['Ł', 'L'],
  ['đ', 'd'],
  ['Đ', 'D'],
  ['ı', 'i'],
  ['ẞ', 'SS'],
]);

const controle = (point: number) => point < 0x20 || (point >= 0x7f && point <= 0x9f);
/** Lone surrogates (a cut emoji) and noncharacters print as nothing sensible. */
const invalide = (point: number) => (point >= 0xd800 && point <= 0xdfff) || (point & 0xfffe) === 0xfffe;

function remplacer(caractere: string, couverture: Couverture | undefined): string {
  const remplacement = REMPLACEMENTS.get(caractere);
  if (remplacement !== undefined) return remplacement;
  const point = caractere.codePointAt(0) ?? 0;
  if (controle(point)) return ' ';
  if (invalide(point)) return '?';
  if (couverture === undefined || couverture.has(point)) return caractere;
  const approchant = APPROCHANTS.get(caractere);
  if (approchant !== undefined && [...approchant].every((c) => couverture.has(c.codePointAt(0) ?? 0))) {
    return approchant;
  }
  // « ﬁ » → « fi », « Ａ » → « A »: compatibility decomposition without the combining marks,
  // when every remaining character is printable.
  const decompose = caractere.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decompose !== '' && [...decompose].every((c) => couverture.has(c.codePointAt(0) ?? 0))) return decompose;
  return '?';
}

/**
 * The string as it is printed. Line breaks are kept when `lignes` is true (paragraphs), turned
 * into spaces otherwise (names, one-line fields). With `couverture`, characters outside it are
 * replaced (see above); without, only the normalisation applies.
 */
export function texteImprimable(texte: string, options: { lignes?: boolean; couverture?: Couverture } = {}): string {
  let resultat = '';
  for (const caractere of texte.normalize('NFC').replace(/\r\n?/g, '\n')) {
    if (caractere === '\n') resultat += options.lignes ? '\n' : ' ';
    else resultat += remplacer(caractere, options.couverture);
  }
  return resultat;
}
