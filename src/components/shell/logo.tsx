import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { isRegionNC } from '../../lib/region';
import { focusVisible, focusVisibleOnDark, theme } from '../../theme';

/**
 * The product logo: an inline SVG mark plus the « Greffeo » wordmark. Mainland France shows a
 * deep-blue square mark with a sealed register page; New Caledonia a lagoon-teal round mark with a
 * wave under the page, and the region name under the wordmark.
 */

export type LogoTone = 'onLight' | 'onDark';

interface Palette {
  mark: string;
  page: string;
  lines: string;
  seal: string;
  word: string;
  region: string;
}

const { colors, fonts } = theme;

function palette(tone: LogoTone, nc: boolean): Palette {
  const brand = nc ? colors.accentNC : colors.primary;
  if (tone === 'onDark') {
    return {
      mark: '#ffffff',
      page: brand,
      lines: '#ffffff',
      seal: colors.accentGold,
      word: '#ffffff',
      region: '#9fe3e9',
    };
  }
  return {
    mark: brand,
    page: '#ffffff',
    lines: brand,
    seal: colors.accentGold,
    word: colors.primary,
    region: colors.accentNC,
  };
}

function PageGlyph({ p }: { p: Palette }) {
  return (
    <>
      <path
        d="M12 8h11.5l5 5v16a1.5 1.5 0 0 1-1.5 1.5H12a1.5 1.5 0 0 1-1.5-1.5V9.5A1.5 1.5 0 0 1 12 8Z"
        fill={p.page}
      />
      <path d="M23.5 8v5h5" fill="none" stroke={p.lines} strokeWidth="1.4" strokeLinejoin="round" opacity="0.55" />
      <path d="M14 16.5h10M14 20h10M14 23.5h6" stroke={p.lines} strokeWidth="1.8" strokeLinecap="round" />
    </>
  );
}

function FrLogo({ tone }: { tone: LogoTone }) {
  const p = palette(tone, false);
  return (
    <svg viewBox="0 0 150 40" width="150" height="40" aria-hidden="true" focusable="false" data-region="FR">
      <rect x="0" y="0" width="40" height="40" rx="9" fill={p.mark} />
      <PageGlyph p={p} />
      <circle cx="28" cy="28.5" r="5" fill={p.seal} stroke={p.mark} strokeWidth="2" />
      <path
        d="m25.8 28.6 1.5 1.5 2.9-3"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="50"
        y="28.5"
        fontFamily={fonts.body}
        fontSize="25"
        fontWeight="700"
        fill={p.word}
        textLength="97"
        lengthAdjust="spacingAndGlyphs"
      >
        Greffeo
      </text>
    </svg>
  );
}

function NcLogo({ tone }: { tone: LogoTone }) {
  const p = palette(tone, true);
  return (
    <svg viewBox="0 0 170 40" width="170" height="40" aria-hidden="true" focusable="false" data-region="NC">
      <circle cx="20" cy="20" r="20" fill={p.mark} />
      <PageGlyph p={p} />
      <path
        d="M5 32.5c3-2.2 6-2.2 9 0s6 2.2 9 0 6-2.2 9 0 5 2 6 1.2"
        fill="none"
        stroke={p.page}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="28" cy="11" r="3.2" fill={p.seal} />
      <text
        x="49"
        y="20"
        fontFamily={fonts.body}
        fontSize="21"
        fontWeight="700"
        fill={p.word}
        textLength="81"
        lengthAdjust="spacingAndGlyphs"
      >
        Greffeo
      </text>
      <text
        x="49.5"
        y="34"
        fontFamily={fonts.body}
        fontSize="10.5"
        fontWeight="600"
        fill={p.region}
        textLength="117"
        lengthAdjust="spacingAndGlyphs"
      >
        Nouvelle-Calédonie
      </text>
    </svg>
  );
}

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: 6px;
  line-height: 0;
  svg {
    height: 40px;
    width: auto;
  }
  &[data-size='small'] svg {
    height: 34px;
  }
  &[data-tone='onLight'] {
    ${focusVisible};
  }
  &[data-tone='onDark'] {
    ${focusVisibleOnDark};
  }
`;

export interface LogoProps {
  /** `onDark` for the footer. */
  tone?: LogoTone;
  /** Smaller height for the mobile bar. */
  size?: 'regular' | 'small';
}

/** The header logo for the build's region, linking to the home page. */
export function Logo({ tone = 'onLight', size = 'regular' }: LogoProps) {
  return (
    <HomeLink to="/" aria-label="Greffeo – accueil" data-tone={tone} data-size={size}>
      {isRegionNC() ? <NcLogo tone={tone} /> : <FrLogo tone={tone} />}
    </HomeLink>
  );
}
