import type { HeroMedia } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** The active hero media of a language; the whole body is the media item. */
export const heroMediaResource = (language: string): Resource<HeroMedia | null> => ({
  key: `home:hero-media:${language}`,
  fetch: async (api) => {
    const body = await api.get<HeroMedia | null>('/content/multilingual-hero-media/active/', {
      query: { language },
    });
    return body && typeof body === 'object' && 'media_type' in body ? body : null;
  },
});
