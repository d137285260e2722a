/**
 * Services, packages (with their features and the services they include) and testimonials.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, sortOrder, translated, updatedAt } from './columns';

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: translated('title'),
  shortDescription: translated('short_description'),
  description: translated('description'),
  icon: varchar('icon', { length: 64 }).notNull().default('HeartIcon'),
  image: text('image'),
  cardImageUrl: text('card_image_url'),
  useImageInsteadOfIcon: boolean('use_image_instead_of_icon').notNull().default(false),
  isPremiumStyled: boolean('is_premium_styled').notNull().default(false),
  premiumBadgeText: translated('premium_badge_text'),
  showPriceOnHome: boolean('show_price_on_home').notNull().default(false),
  isFeatured: boolean('is_featured').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  price: numeric('price', { precision: 10, scale: 2 }),
  currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
  duration: integer('duration'),
  durationUnit: varchar('duration_unit', { length: 8 }),
  order: sortOrder(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const servicePackages = pgTable(
  'service_packages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: translated('name'),
    shortDescription: translated('short_description'),
    description: translated('description'),
    icon: varchar('icon', { length: 64 }).notNull().default('SparklesIcon'),
    image: text('image'),
    cardImageUrl: text('card_image_url'),
    useImageInsteadOfIcon: boolean('use_image_instead_of_icon').notNull().default(false),
    isPremiumStyled: boolean('is_premium_styled').notNull().default(false),
    showPriceOnHome: boolean('show_price_on_home').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('service_packages_discount_range', sql`${t.discountPercentage} between 0 and 100`)],
);

export const packageFeatures = pgTable(
  'package_features',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    text: translated('text'),
    isActive: boolean('is_active').notNull().default(true),
    order: sortOrder(),
  },
  (t) => [index('package_features_package_idx').on(t.packageId)],
);

export const packageServices = pgTable(
  'package_services',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    order: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.serviceId] })],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: translated('role'),
  content: translated('content'),
  isActive: boolean('is_active').notNull().default(true),
  order: sortOrder(),
});
