/** Items of the home and about pages, and the legal pages. */
import {
  HeroMediaCreateSchema,
  LegalPageCreateSchema,
  LocationCreateSchema,
  QualificationCreateSchema,
  StatCreateSchema,
} from '@wegweiser/contracts';
import { asc } from 'drizzle-orm';
import { heroMedia, legalPages, locations, qualifications, stats } from '../../db/schema';
import { tableResource } from './table-resource';

export const statsResource = tableResource({
  name: 'stats',
  create: StatCreateSchema,
  table: stats,
  orderBy: [asc(stats.order), asc(stats.id)],
  labelField: 'label',
});

export const heroMediaResource = tableResource({
  name: 'hero-media',
  create: HeroMediaCreateSchema,
  table: heroMedia,
  orderBy: [asc(heroMedia.id)],
  labelField: 'image_alt',
});

export const qualificationsResource = tableResource({
  name: 'qualifications',
  create: QualificationCreateSchema,
  table: qualifications,
  orderBy: [asc(qualifications.order), asc(qualifications.id)],
  labelField: 'title',
});

export const locationsResource = tableResource({
  name: 'locations',
  create: LocationCreateSchema,
  table: locations,
  orderBy: [asc(locations.order), asc(locations.id)],
  labelField: 'name',
});

/** The three legal pages, by type (privacy, imprint, terms): edited, never created or deleted. */
export const legalPagesResource = tableResource({
  name: 'legal-pages',
  create: LegalPageCreateSchema,
  table: legalPages,
  orderBy: [asc(legalPages.id)],
  labelField: 'title',
  keyField: 'type',
  collection: false,
  unique: ['slug'],
  publicPath: (document) => `/legal/${document.slug}`,
});
