/**
 * Icons drawn from the icon sprite (decisions 140, 142), one hashed, cached file: the icons content
 * chooses by name (the spec's icon names, the footer's contact icons) and the glyphs of the blocks
 * the first paint never draws. The page carries no paths, the first load no icon code, and server
 * and browser render the same markup for every icon without loading anything first.
 */
import { ICON_NAMES, type IconName } from '@wegweiser/contracts/constants';
import type { ContentIconName, SpriteIconName } from './icon-names';
import sprite from './icon-sprite.svg?no-inline';

export { CONTACT_ICON_NAMES } from './icon-names';

/** One icon of the sprite, decorative; its size and colour come from the class (`currentColor`). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string | undefined }) {
  return (
    <svg aria-hidden="true" className={className} data-icon={name}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** One icon content chose by name. */
export function ContentIcon(props: { name: ContentIconName; className?: string | undefined }) {
  return <SpriteIcon {...props} />;
}

/** The icon for a spec icon name; an unknown name falls back to heart (services) or sparkles (packages). */
export const resolveIconName = (name: string | null | undefined, fallback: 'heart' | 'sparkles'): IconName =>
  name && (ICON_NAMES as readonly string[]).includes(name)
    ? (name as IconName)
    : fallback === 'heart'
      ? 'HeartIcon'
      : 'SparklesIcon';

export function NamedIcon({
  name,
  fallback,
  className,
}: {
  name: string | null | undefined;
  fallback: 'heart' | 'sparkles';
  className?: string;
}) {
  return <ContentIcon name={resolveIconName(name, fallback)} className={className} />;
}
