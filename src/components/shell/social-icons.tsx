import type { ReactElement } from 'react';
import type { SocialNetwork } from './types';

/** Brand marks of the five social networks, drawn on a 24 × 24 grid in currentColor. */

const paths: Record<SocialNetwork, ReactElement> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M13.3 21.9v-7.3h2.4l.4-2.9h-2.8V9.9c0-.8.3-1.4 1.4-1.4h1.5V5.9c-.3 0-1.1-.1-2.1-.1-2.2 0-3.6 1.3-3.6 3.7v2.2H8.1v2.9h2.4v7.3"
        fill="var(--social-cutout, #0b1d3a)"
      />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.6l11.4 16h-4.6Z" fill="currentColor" />
      <path d="M19.3 4 13.4 10.7M10.6 13.4 4.7 20" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  linkedin: (
    <>
      <rect x="2.5" y="2.5" width="19" height="19" rx="3" fill="currentColor" />
      <g fill="var(--social-cutout, #0b1d3a)">
        <circle cx="7.6" cy="7.4" r="1.5" />
        <rect x="6.3" y="9.9" width="2.6" height="8.1" />
        <path d="M11 9.9h2.5v1.1c.4-.7 1.3-1.3 2.6-1.3 2.3 0 2.9 1.5 2.9 3.5V18h-2.6v-4.3c0-1-.2-1.8-1.2-1.8s-1.6.7-1.6 1.8V18H11Z" />
      </g>
    </>
  ),
  youtube: (
    <>
      <rect x="1.8" y="5" width="20.4" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5.2-3Z" fill="var(--social-cutout, #0b1d3a)" />
    </>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r=".6" fill="currentColor" />
    </g>
  ),
};

export function SocialIcon({ network, size = 22 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[network]}
    </svg>
  );
}
