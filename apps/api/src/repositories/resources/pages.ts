/** Items of the home and about pages, and the legal pages. */
import {
  HeroMediaCreateSchema,
  LegalPageCreateSchema,
  LocationCreateSchema,
  QualificationCreateSchema,
  StatCreateSchema,
} from '@wegweiser/contracts';
import { heroMedia, legalPages, locations, qualifications, stats } from '../../db/schema';
import { fixedSetResource, listResource } from './table-resource';

export const statsResource = listResource('stats', StatCreateSchema, stats, 'label');
export const heroMediaResource = listResource('hero-media', HeroMediaCreateSchema, heroMedia, 'image_alt');
export const qualificationsResource = listResource(
  'qualifications',
  QualificationCreateSchema,
  qualifications,
  'title',
);
export const locationsResource = listResource('locations', LocationCreateSchema, locations, 'name');

/** The three legal pages, by type (privacy, imprint, terms). */
export const legalPagesResource = fixedSetResource(
  'legal-pages',
  LegalPageCreateSchema,
  legalPages,
  'type',
  'title',
  {
    unique: ['slug'],
    publicPath: (document) => `/legal/${document.slug}`,
  },
);
