import { getImageData, type IGatsbyImageData } from 'gatsby-plugin-image';

export interface StrapiFormat {
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface StrapiMedia {
  url?: string | null;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Record<string, StrapiFormat | null | undefined> | null;
}

interface Candidate {
  url: string;
  width: number;
}

/** The original file and the responsive formats Strapi generated for it, narrowest first. */
export function candidates(media: StrapiMedia): Candidate[] {
  const list: Candidate[] = [];
  for (const format of [media, ...Object.values(media.formats ?? {})]) {
    if (format?.url && format.width) list.push({ url: format.url, width: format.width });
  }
  return list.sort((a, b) => a.width - b.width);
}

/** The narrowest file at least `width` pixels wide, or the widest there is. */
export function pickFormatUrl(media: StrapiMedia, width: number): string | null {
  const list = candidates(media);
  const fit = list.find((c) => c.width >= width) ?? list[list.length - 1];
  return fit?.url ?? null;
}

/**
 * Responsive image data for GatsbyImage built from Strapi's own formats: Gatsby never resizes
 * images (see plugins/gatsby-sharp-stub), it only chooses among the files Strapi produced.
 */
export function strapiImageData(media: StrapiMedia | null | undefined, displayWidth: number): IGatsbyImageData | null {
  if (!media?.url || !media.width || !media.height) return null;
  const widths = candidates(media).map((c) => c.width);
  return getImageData({
    baseUrl: media.url,
    sourceWidth: media.width,
    sourceHeight: media.height,
    width: Math.min(displayWidth, media.width),
    layout: 'constrained',
    formats: ['auto'],
    breakpoints: widths,
    urlBuilder: ({ width }) => pickFormatUrl(media, width) ?? media.url ?? '',
    pluginName: 'portail-strapi-image',
  });
}
