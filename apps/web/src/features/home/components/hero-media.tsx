import type { HeroMedia as HeroMediaData } from '@wegweiser/contracts';
import { VideoEmbed } from './video-embed';

/** Intrinsic size given to hero images so the page does not shift while they load (4:3). */
export const HERO_IMAGE_SIZE = { width: 960, height: 720 } as const;

export function HeroMedia({ media }: { media: HeroMediaData }) {
  if (media.media_type === 'video') return <VideoEmbed media={media} />;
  if (!media.image_url) return null;
  return (
    <img
      src={media.image_url}
      alt={media.image_alt}
      width={HERO_IMAGE_SIZE.width}
      height={HERO_IMAGE_SIZE.height}
      fetchPriority="high"
      decoding="async"
      className="h-auto w-full rounded-3xl object-cover shadow-xl ring-1 ring-slate-900/5 dark:ring-white/10"
    />
  );
}
