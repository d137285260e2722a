import type { HeroMedia as HeroMediaData } from '@wegweiser/contracts';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { HERO_IMAGE_SIZE, heroImageLeads, heroImageSizes } from '../lib/hero-image';
import { VideoEmbed } from './video-embed';

export function HeroMedia({ media }: { media: HeroMediaData }) {
  if (media.media_type === 'video') return <VideoEmbed media={media} />;
  if (!media.image_url) return null;
  return (
    <ResponsiveImage
      src={media.image_url}
      alt={media.image_alt}
      width={HERO_IMAGE_SIZE.width}
      height={HERO_IMAGE_SIZE.height}
      sizes={heroImageSizes(media.desktop_mobile_layout)}
      // High fetch priority only where the image leads every screen; elsewhere the browser raises
      // it when the image is in view, and the document preloads it where it leads (decision 119).
      priority={heroImageLeads(media.desktop_mobile_layout) === 'all' ? true : 'eager'}
      className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl ring-1 ring-slate-900/5 dark:ring-white/10"
    />
  );
}
