import { css } from '@emotion/react';

/**
 * Design tokens of the portal, in one place. Components import `theme` directly
 * (no ThemeProvider needed), so they render the same in SSR, in the browser and in tests.
 * Every text/background pair listed in `src/theme.test.ts` is checked for WCAG AA contrast.
 */

const colors = {
  /** Deep institutional blue: primary actions, links, brand. */
  primary: '#1a3d8f',
  primaryHover: '#122c6b',
  primaryActive: '#0d2152',
  /** Tinted surfaces for hover and selected states on light backgrounds. */
  primarySoft: '#e9eef8',
  primarySoftHover: '#d9e2f3',
  /** New Caledonia accent (lagoon teal), used by the NC logo only. */
  accentNC: '#00707c',
  /** Small decorative accent (logo mark, active underline). */
  accentGold: '#c99a2e',

  text: '#172033',
  textMuted: '#4a5568',
  textOnPrimary: '#ffffff',
  link: '#1a3d8f',

  background: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f4f6fa',
  border: '#d6dce6',
  borderStrong: '#8792a6',
  overlay: 'rgba(10, 20, 40, 0.55)',

  footerBackground: '#0b1d3a',
  footerSurface: '#13284d',
  footerText: '#e8edf6',
  footerMuted: '#b7c3d8',
  footerBorder: '#2a3f66',

  success: '#1b6e3f',
  successSoft: '#e7f4ec',
  warning: '#7a4e00',
  warningSoft: '#fff4dc',
  error: '#b02a20',
  errorSoft: '#fdecea',

  /** Notification dots (basket, revelations): red with a white ring. */
  dot: '#d1302b',

  focus: '#1a3d8f',
  focusOnDark: '#ffcf4d',
} as const;

const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
  round: '50%',
} as const;

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

const fontSizes = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const shadows = {
  sm: '0 1px 2px rgba(16, 30, 60, 0.08)',
  md: '0 4px 16px rgba(16, 30, 60, 0.12)',
  lg: '0 16px 48px rgba(16, 30, 60, 0.22)',
} as const;

/** SPEC §9: 360, 700 (mobile at or below), 1240, 1440. */
export const breakpoints = {
  small: 360,
  mobile: 700,
  desktop: 1240,
  wide: 1440,
} as const;

export const mq = {
  /** Very small phones (≤ 360 px). */
  small: `@media (max-width: ${breakpoints.small}px)`,
  /** Mobile layout: at or below 700 px. */
  mobile: `@media (max-width: ${breakpoints.mobile}px)`,
  /** Everything wider than the mobile layout. */
  aboveMobile: `@media (min-width: ${breakpoints.mobile + 1}px)`,
  /** Between mobile and desktop (701–1239 px). */
  tablet: `@media (min-width: ${breakpoints.mobile + 1}px) and (max-width: ${breakpoints.desktop - 1}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const layout = {
  /** Max width of page content. */
  contentWidth: '1240px',
  gutter: space.lg,
  gutterMobile: space.md,
  headerBarHeight: '72px',
  mobileBarHeight: '60px',
} as const;

const zIndices = { header: 100, dropdown: 200, drawer: 300, toast: 900, modal: 1000, skipLink: 1100 } as const;

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  shadows,
  breakpoints,
  mq,
  layout,
  zIndices,
} as const;

export type AppTheme = typeof theme;

/** Visible focus ring for light backgrounds (3:1 at least against white and the soft tints). */
export const focusRing = css`
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
`;

/** Visible focus ring for the dark footer and primary-coloured surfaces. */
export const focusRingOnDark = css`
  outline: 3px solid ${colors.focusOnDark};
  outline-offset: 2px;
`;

/** Applies the focus ring on keyboard focus only. */
export const focusVisible = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const focusVisibleOnDark = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRingOnDark};
  }
`;

/** Hides content visually while keeping it for assistive technologies. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: 1.5;
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
  }
  [hidden] {
    display: none !important;
  }
  a {
    color: ${colors.link};
  }
  img,
  svg {
    max-width: 100%;
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
