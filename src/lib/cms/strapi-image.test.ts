import { pickFormatUrl, strapiImageData } from './strapi-image';

const logo = {
  url: '/uploads/logo.png',
  width: 600,
  height: 240,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_logo.png', width: 156, height: 62 },
    small: { url: '/uploads/small_logo.png', width: 500, height: 200 },
  },
};

describe('pickFormatUrl', () => {
  it('chooses the narrowest Strapi file at least as wide as asked', () => {
    expect(pickFormatUrl(logo, 100)).toBe('/uploads/thumbnail_logo.png');
    expect(pickFormatUrl(logo, 300)).toBe('/uploads/small_logo.png');
    expect(pickFormatUrl(logo, 580)).toBe('/uploads/logo.png');
  });

  it('falls back to the widest file when none is wide enough', () => {
    expect(pickFormatUrl(logo, 2000)).toBe('/uploads/logo.png');
  });
});

describe('strapiImageData', () => {
  it('describes a constrained image whose srcset only uses Strapi files', () => {
    const image = strapiImageData(logo, 160);
    expect(image).not.toBeNull();
    expect(image?.width).toBe(160);
    expect(image?.height).toBe(64);
    const urls = (image?.images.fallback?.srcSet ?? '').split(',').map((s) => s.trim().split(' ')[0]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(
        Object.values(logo.formats)
          .map((f) => f.url)
          .concat(logo.url),
      ).toContain(url);
  });

  it('returns null for a media without dimensions', () => {
    expect(strapiImageData({ url: '/uploads/x.svg' }, 100)).toBeNull();
    expect(strapiImageData(null, 100)).toBeNull();
  });
});
