import sharp from 'sharp';

export const WORDMARK_WIDTH = 600;
export const WORDMARK_HEIGHT = 240;

/**
 * A neutral wordmark (short name, full name below) standing in for a partner's
 * logo: the real logos belong to their owners and are not copied here.
 */
export function wordmarkSvg(shortName: string, fullName: string): string {
  const lines = wrap(fullName, 38).slice(0, 2);
  const fullNameText = lines
    .map((line, index) => `<tspan x="300" dy="${index === 0 ? 0 : 26}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WORDMARK_WIDTH}" height="${WORDMARK_HEIGHT}" viewBox="0 0 600 240">
  <rect x="4" y="4" width="592" height="232" rx="16" fill="#ffffff" stroke="#1f3a5f" stroke-width="4"/>
  <rect x="40" y="124" width="520" height="3" fill="#c9a227"/>
  <text x="300" y="104" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="#1f3a5f">${escapeXml(shortName)}</text>
  <text x="300" y="166" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" fill="#33475b">${fullNameText}</text>
</svg>`;
}

/** Renders the wordmark to a PNG buffer of WORDMARK_WIDTH × WORDMARK_HEIGHT pixels. */
export function renderWordmark(shortName: string, fullName: string): Promise<Buffer> {
  return sharp(Buffer.from(wordmarkSvg(shortName, fullName)))
    .png()
    .toBuffer();
}

function wrap(text: string, maxLength: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current !== '' && `${current} ${word}`.length > maxLength) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
