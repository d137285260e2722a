import { ICON_NAMES } from '@wegweiser/contracts/constants';
import { CONTACT_ICON_NAMES, ContentIcon, NamedIcon } from '../../../shared/ui/icon';
import { isSocialGlyph, SocialIcon } from './social-icon';

/** The icon of a footer item: contact icons, social glyphs, the spec's icon names, else a link. */
export function FooterItemIcon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  const glyph = name.toLowerCase();
  if (isSocialGlyph(glyph)) return <SocialIcon network={glyph} className={className} />;
  const contact = CONTACT_ICON_NAMES.find((candidate) => candidate === name);
  if (contact) return <ContentIcon name={contact} className={className} />;
  if ((ICON_NAMES as readonly string[]).includes(name))
    return <NamedIcon name={name} fallback="sparkles" className={className} />;
  return <ContentIcon name="LinkIcon" className={className} />;
}
