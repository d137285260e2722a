/**
 * The footer's glyphs for the social networks (Heroicons has no brand icons), drawn from the icon
 * sprite (decision 142; their shapes: shared/ui/glyph-shapes.tsx). 24 × 24, currentColor.
 */

import { SpriteIcon } from '../../../shared/ui/icon';
import { SOCIAL_GLYPHS, type SocialGlyph } from '../../../shared/ui/icon-names';

export type { SocialGlyph };

export const isSocialGlyph = (name: string): name is SocialGlyph =>
  (SOCIAL_GLYPHS as readonly string[]).includes(name);

export function SocialIcon({ network, className = 'h-5 w-5' }: { network: SocialGlyph; className?: string }) {
  return <SpriteIcon name={`social-${network}`} className={className} />;
}
