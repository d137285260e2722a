import type { Service } from '@wegweiser/contracts';
import { itemResource } from '../../../shared/data/item';

/** One service by slug in one language (GET /services/{slug}/). */
export const serviceResource = (slug: string, language: string) =>
  itemResource<Service>('service', '/services/', language, slug);
