/**
 * Simple glyphs for the social networks (Heroicons has no brand icons). 24 × 24, currentColor.
 */
import type { ReactNode } from 'react';

export type SocialGlyph = 'facebook' | 'instagram' | 'x' | 'reddit' | 'linkedin';

const GLYPHS: Readonly<Record<SocialGlyph, ReactNode>> = {
  facebook: (
    <path
      fill="currentColor"
      d="M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.5 2.9h-2.3v7A10 10 0 0 0 12 2z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.4" cy="6.6" r=".6" fill="currentColor" />
    </g>
  ),
  x: (
    <g fill="currentColor">
      <path d="M3.5 3h5.3l11.7 18h-5.3z" />
      <path d="M18.6 3h2l-7.2 8.2-1.1-1.6zM5.4 21h-2l7.5-8.5 1.1 1.6z" />
    </g>
  ),
  reddit: (
    <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <ellipse cx="12" cy="14.5" rx="8" ry="5.5" />
      <circle cx="19.2" cy="4.8" r="1.6" />
      <path d="M12 9l1.4-5.6 4.3 1.1M9 17c1.8 1.2 4.2 1.2 6 0" />
      <circle cx="9" cy="13.5" r=".9" fill="currentColor" stroke="none" />
      <circle cx="15" cy="13.5" r=".9" fill="currentColor" stroke="none" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1.8 7.4V18h2.6v-7.6zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM10 10.4V18h2.6v-4c0-1.1.4-1.9 1.5-1.9s1.3.9 1.3 1.9v4H18v-4.6c0-2.3-1.2-3.2-2.9-3.2-1.3 0-2.1.6-2.5 1.2v-1z" />
    </g>
  ),
};

export const isSocialGlyph = (name: string): name is SocialGlyph => Object.hasOwn(GLYPHS, name);

export function SocialIcon({ network, className = 'h-5 w-5' }: { network: SocialGlyph; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {GLYPHS[network]}
    </svg>
  );
}
