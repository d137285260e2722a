/**
 * Blog and career posts with their categories.
 */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sortOrder, translated, updatedAt } from './columns';

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  name: translated('name'),
  order: sortOrder(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    title: translated('title'),
    excerpt: translated('excerpt'),
    content: translated('content'),
    coverImage: text('cover_image'),
    coverImageAlt: translated('cover_image_alt'),
    authorName: text('author_name').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.isPublished, t.publishedAt)],
);

export const careerCategories = pgTable('career_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  name: translated('name'),
  order: sortOrder(),
});

export const careerPosts = pgTable(
  'career_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    categoryId: integer('category_id').references(() => careerCategories.id, { onDelete: 'set null' }),
    title: translated('title'),
    summary: translated('summary'),
    content: translated('content'),
    location: translated('location'),
    employmentType: varchar('employment_type', { length: 16 }).notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    validThrough: date('valid_through', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('career_posts_published_idx').on(t.isPublished, t.publishedAt)],
);
