/**
 * The site as a whole: languages, site settings, social links per language, footer and contact
 * items, managed texts, themes and SEO per page.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sortOrder, translated, updatedAt } from './columns';

export const languages = pgTable('languages', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  flag: text('flag').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  order: sortOrder(),
});

export type BusinessProfile = {
  is_demo_data: boolean;
  legal_name: string;
  owner_name: string;
  street: string;
  postal_code: string;
  city: string;
  country_code: string;
  email: string;
  phone: string;
  vat_id: string;
};

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: translated('site_name'),
    siteDescription: translated('site_description'),
    blogEnabled: boolean('blog_enabled').notNull().default(true),
    careerEnabled: boolean('career_enabled').notNull().default(true),
    useLogoInsteadOfInitial: boolean('use_logo_instead_of_initial').notNull().default(false),
    headerLogo: text('header_logo'),
    headerLogoLink: text('header_logo_link'),
    contactButtonRedirectUrl: text('contact_button_redirect_url'),
    /** Visibility flags per network and place, e.g. {show: {facebook: true}, footer: {...}, contact: {...}}. */
    socialVisibility: jsonb('social_visibility')
      .$type<Record<'show' | 'footer' | 'contact', Record<string, boolean>>>()
      .notNull(),
    showFooterCompanyInfo: boolean('show_footer_company_info').notNull().default(true),
    showFooterNewsletter: boolean('show_footer_newsletter').notNull().default(true),
    footerMode: varchar('footer_mode', { length: 16 }).notNull().default('newsletter'),
    footerButtonUrl: text('footer_button_url'),
    footerButtonTarget: varchar('footer_button_target', { length: 8 }).notNull().default('_self'),
    showHeroStats: boolean('show_hero_stats').notNull().default(true),
    enableThemeToggle: boolean('enable_theme_toggle').notNull().default(true),
    fixedThemeMode: varchar('fixed_theme_mode', { length: 8 }).notNull().default('light'),
    useFavicon: boolean('use_favicon').notNull().default(true),
    faviconSource: varchar('favicon_source', { length: 16 }).notNull().default('favicon_logo'),
    faviconLogo: text('favicon_logo'),
    aboutLogo: text('about_logo'),
    business: jsonb('business').$type<BusinessProfile>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_singleton', sql`${t.id} = 1`),
    check('site_settings_footer_mode', sql`${t.footerMode} in ('newsletter', 'button', 'none')`),
    check('site_settings_fixed_theme_mode', sql`${t.fixedThemeMode} in ('light', 'dark')`),
  ],
);

export const socialMediaSettings = pgTable('social_media_settings', {
  languageCode: varchar('language_code', { length: 8 })
    .primaryKey()
    .references(() => languages.code, { onDelete: 'cascade' }),
  facebookUrl: text('facebook_url').notNull().default(''),
  instagramUrl: text('instagram_url').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  xUrl: text('x_url').notNull().default(''),
  redditUrl: text('reddit_url').notNull().default(''),
});

export const footerItems = pgTable('footer_items', {
  id: serial('id').primaryKey(),
  title: translated('title'),
  displayText: translated('display_text'),
  url: text('url').notNull().default(''),
  isExternal: boolean('is_external').notNull().default(false),
  iconName: varchar('icon_name', { length: 64 }).notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  showInContact: boolean('show_in_contact').notNull().default(false),
  showInSocial: boolean('show_in_social').notNull().default(false),
  showInContactPage: boolean('show_in_contact_page').notNull().default(false),
  order: sortOrder(),
});

export const staticContents = pgTable('static_contents', {
  contentType: varchar('content_type', { length: 80 }).primaryKey(),
  content: translated('content'),
  updatedAt: updatedAt(),
});

export type Palette = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900',
  string
>;

export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    primaryColors: jsonb('primary_colors').$type<Palette>().notNull(),
    accentColors: jsonb('accent_colors').$type<Palette>().notNull(),
    darkColors: jsonb('dark_colors').$type<Palette>().notNull(),
    fonts: jsonb('fonts').$type<{ display: string; body: string }>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('themes_one_active').on(t.isActive).where(sql`${t.isActive}`)],
);

export const seoSettings = pgTable('seo_settings', {
  id: serial('id').primaryKey(),
  pageIdentifier: varchar('page_identifier', { length: 32 }).notNull().unique(),
  pageTitle: translated('page_title'),
  metaDescription: translated('meta_description'),
  ogTitle: translated('og_title'),
  ogDescription: translated('og_description'),
  twitterTitle: translated('twitter_title'),
  twitterDescription: translated('twitter_description'),
  isActive: boolean('is_active').notNull().default(true),
});
