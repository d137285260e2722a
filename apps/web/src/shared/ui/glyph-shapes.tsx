/**
 * The shapes of the sprite's own glyphs (decision 142), each an `<svg>` with its viewBox: drawn into
 * the icon sprite by build/icon-sprite.ts, never rendered by a page (pages `<use>` the sprite).
 */
import ArrowRightIcon from '@heroicons/react/20/solid/ArrowRightIcon';
import type { ReactElement } from 'react';
import type { GlyphName, SocialGlyph } from './icon-names';

const SOCIAL: Readonly<Record<SocialGlyph, ReactElement>> = {
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

/** The testimonials' quote mark: no fill of its own, so the card's class colours it. */
const QUOTE = (
  <svg aria-hidden="true" viewBox="0 0 32 32">
    <path d="M9.3 25.3c-2.9 0-5.3-2.4-5.3-6.1 0-5.6 3.7-10.6 9.5-12.5l1 1.7c-3.5 1.6-5.4 4.4-5.6 7 .3-.1.7-.1 1-.1 2.6 0 4.6 2 4.6 4.8 0 2.9-2.3 5.2-5.2 5.2Zm14 0c-2.9 0-5.3-2.4-5.3-6.1 0-5.6 3.7-10.6 9.5-12.5l1 1.7c-3.5 1.6-5.4 4.4-5.6 7 .3-.1.7-.1 1-.1 2.6 0 4.6 2 4.6 4.8 0 2.9-2.3 5.2-5.2 5.2Z" />
  </svg>
);

export function glyphShape(name: GlyphName): ReactElement {
  if (name === 'arrow-right') return <ArrowRightIcon />;
  if (name === 'quote') return QUOTE;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      {SOCIAL[name.slice('social-'.length) as SocialGlyph]}
    </svg>
  );
}
