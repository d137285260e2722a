import type { ServicePackage } from '@wegweiser/contracts';
import { itemResource } from '../../../shared/data/item';

/** One package by slug in one language (GET /services/packages/{slug}/). */
export const packageResource = (slug: string, language: string) =>
  itemResource<ServicePackage>('service-package', '/services/packages/', language, slug);
