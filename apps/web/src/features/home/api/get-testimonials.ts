import type { Paginated, Testimonial } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';
import { listBody } from './list-body';

/** Testimonials for the carousel (`{ results }`). */
export const testimonialsResource = (language: string): Resource<Testimonial[]> => ({
  key: `home:testimonials:${language}`,
  fetch: async (api) =>
    listBody(
      await api.get<Testimonial[] | Paginated<Testimonial>>('/testimonials/', { query: { language } }),
    ),
});
