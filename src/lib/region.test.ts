import { getRegion, isRegionFR, isRegionNC } from './region';

describe('region', () => {
  const original = process.env.GATSBY_REGION;

  afterEach(() => {
    if (original === undefined) delete process.env.GATSBY_REGION;
    else process.env.GATSBY_REGION = original;
  });

  it('is mainland France when GATSBY_REGION is not set', () => {
    delete process.env.GATSBY_REGION;
    expect(getRegion()).toBe('FR');
    expect(isRegionFR()).toBe(true);
    expect(isRegionNC()).toBe(false);
  });

  it('is New Caledonia when GATSBY_REGION is NC', () => {
    process.env.GATSBY_REGION = 'NC';
    expect(getRegion()).toBe('NC');
    expect(isRegionNC()).toBe(true);
    expect(isRegionFR()).toBe(false);
  });

  it.each(['FR', '', 'nc', 'NCX', 'Nouvelle-Calédonie'])('falls back to FR for any other value (%p)', (value) => {
    process.env.GATSBY_REGION = value;
    expect(getRegion()).toBe('FR');
    expect(isRegionFR()).toBe(true);
  });
});
