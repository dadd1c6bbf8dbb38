import { breakpoints, mq, theme } from './theme';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

describe('theme', () => {
  it.each([
    ['text on background', colors.text, colors.background],
    ['muted text on background', colors.textMuted, colors.background],
    ['muted text on the alternate surface', colors.textMuted, colors.surfaceAlt],
    ['text on the soft primary tint', colors.primary, colors.primarySoft],
    ['white on primary', colors.textOnPrimary, colors.primary],
    ['white on primary hover', colors.textOnPrimary, colors.primaryHover],
    ['links on background', colors.link, colors.background],
    ['footer text on footer', colors.footerText, colors.footerBackground],
    ['footer muted text on footer', colors.footerMuted, colors.footerBackground],
    ['footer text on the footer surface', colors.footerText, colors.footerSurface],
    ['footer muted text on the footer surface', colors.footerMuted, colors.footerSurface],
    ['success toast', colors.success, colors.successSoft],
    ['warning toast', colors.warning, colors.warningSoft],
    ['error toast', colors.error, colors.errorSoft],
    ['text on the error tint', colors.text, colors.errorSoft],
    ['New Caledonia accent on white', colors.accentNC, colors.background],
  ])('keeps %s at WCAG AA contrast (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on white', colors.focus, colors.background],
    ['focus ring on the soft tint', colors.focus, colors.primarySoft],
    ['dark-background focus ring on the footer', colors.focusOnDark, colors.footerBackground],
    ['input border on white', colors.borderStrong, colors.background],
  ])('keeps the %s at 3:1 for non-text contrast', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('declares the breakpoints of the specification, mobile being 700 px and below', () => {
    expect(breakpoints).toEqual({ small: 360, mobile: 700, desktop: 1240, wide: 1440 });
    expect(mq.mobile).toBe('@media (max-width: 700px)');
    expect(mq.aboveMobile).toBe('@media (min-width: 701px)');
    expect(mq.desktop).toBe('@media (min-width: 1240px)');
    expect(mq.wide).toBe('@media (min-width: 1440px)');
  });

  it('uses a system font stack, with no web font to download', () => {
    expect(theme.fonts.body).toMatch(/^system-ui/);
    expect(theme.fonts.body).not.toMatch(/url\(/);
  });
});
