/** Every content resource the console edits (decision 044), in the order its navigation shows them. */
import { ServiceCreateSchema, TestimonialCreateSchema } from '@wegweiser/contracts';
import { asc } from 'drizzle-orm';
import { services, testimonials } from '../../db/schema';
import type { ContentResource } from './resource';
import { tableResource } from './table-resource';

export const servicesResource = tableResource({
  name: 'services',
  create: ServiceCreateSchema,
  table: services,
  orderBy: [asc(services.order), asc(services.id)],
  labelField: 'title',
});

export const testimonialsResource = tableResource({
  name: 'testimonials',
  create: TestimonialCreateSchema,
  table: testimonials,
  orderBy: [asc(testimonials.order), asc(testimonials.id)],
  labelField: 'name',
});

export const CONTENT_RESOURCES: readonly ContentResource[] = [servicesResource, testimonialsResource];
