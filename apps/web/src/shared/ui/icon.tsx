/**
 * Icons chosen by content: the spec's fixed icon names (services, packages, footer items) and the
 * footer's contact icons. Each is a `<use>` of the content icon sprite (decision 140), one hashed,
 * cached file: the page carries no paths, the first load no icon code, and server and browser
 * render the same markup for every icon without loading anything first.
 */
import { ICON_NAMES, type IconName } from '@wegweiser/contracts/constants';
import type { ContentIconName } from './content-icon-names';
import sprite from './content-icons.svg?no-inline';

export { CONTACT_ICON_NAMES, type ContentIconName, isContentIconName } from './content-icon-names';

/** One content icon, decorative; its size and colour come from the class (`currentColor`). */
export function ContentIcon({ name, className }: { name: ContentIconName; className?: string | undefined }) {
  return (
    <svg aria-hidden="true" className={className} data-icon={name}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
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
