/**
 * The content of the site's pages: hero figures and media, qualifications, locations and legal
 * pages.
 */
import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { sortOrder, translated, updatedAt } from './columns';
import { languages } from './site';

export const stats = pgTable('stats', {
  id: serial('id').primaryKey(),
  number: varchar('number', { length: 32 }).notNull(),
  label: translated('label'),
  isActive: boolean('is_active').notNull().default(true),
  order: sortOrder(),
});

export const heroMedia = pgTable('hero_media', {
  id: serial('id').primaryKey(),
  /** null: used for every language without an item of its own. */
  languageCode: varchar('language_code', { length: 8 }).references(() => languages.code, {
    onDelete: 'cascade',
  }),
  mediaType: varchar('media_type', { length: 8 }).notNull(),
  embedUrl: text('embed_url'),
  videoUrl: text('video_url'),
  imageUrl: text('image_url'),
  imageAlt: translated('image_alt'),
  desktopMobileLayout: varchar('desktop_mobile_layout', { length: 32 }).notNull().default('media_right'),
  isActive: boolean('is_active').notNull().default(true),
});

export const qualifications = pgTable('qualifications', {
  id: serial('id').primaryKey(),
  title: translated('title'),
  institution: translated('institution'),
  year: integer('year'),
  description: translated('description'),
  isActive: boolean('is_active').notNull().default(true),
  order: sortOrder(),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: translated('name'),
  description: translated('description'),
  street: text('street').notNull().default(''),
  postalCode: varchar('postal_code', { length: 16 }).notNull().default(''),
  city: text('city').notNull().default(''),
  countryCode: varchar('country_code', { length: 2 }).notNull().default('DE'),
  isOnline: boolean('is_online').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  order: sortOrder(),
});

export const legalPages = pgTable('legal_pages', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 16 }).notNull().unique(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  title: translated('title'),
  content: translated('content'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});
