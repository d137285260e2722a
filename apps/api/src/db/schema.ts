/**
 * The one Drizzle schema for both engines (PGlite and PostgreSQL). Translatable fields are jsonb
 * maps from language code to text (docs/decisions/003-translations-as-jsonb.md); the API picks the
 * requested language and falls back to the default language per field.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export type Translations = Partial<Record<LanguageCode, string>>;

const translated = (name: string) => jsonb(name).$type<Translations>().notNull().default({});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const sortOrder = () => integer('order').notNull().default(0);

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

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    consentTextVersion: varchar('consent_text_version', { length: 32 }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the address last unsubscribed; the consent proof is kept until 3 years after that year ends. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_status', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    check(
      'newsletter_unsubscribed_at',
      sql`${t.status} <> 'unsubscribed' or ${t.unsubscribedAt} is not null`,
    ),
  ],
);

/**
 * Capabilities sent by email (docs/decisions/020-newsletter-mail-limits-and-links.md): sha256 of
 * the token only; the token itself exists only in the email. A subscription can hold several
 * valid confirmation tokens (a re-send never invalidates an earlier link) and one unsubscribe
 * token per mail sent.
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** null: valid as long as the subscription exists (unsubscribe links). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_tokens_subscription_idx').on(t.subscriptionId),
    check('newsletter_token_purpose', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);

/** Emails waiting for the mail sender; written in the same transaction as what caused them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: varchar('template', { length: 64 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** Extra header fields (e.g. List-Unsubscribe), single-line values built by emails/headers.ts. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_recipient_idx').on(t.recipient, t.createdAt),
    // The last line of defence behind emails/headers.ts: no control character in a header field.
    check(
      'outbox_emails_single_line_headers',
      sql`${t.subject} !~ '[[:cntrl:]]' and ${t.recipient} !~ '[[:cntrl:]]'`,
    ),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 40 }),
  message: text('message').notNull(),
  context: varchar('context', { length: 40 }),
  serviceName: text('service_name'),
  packageName: text('package_name'),
  postTitle: text('post_title'),
  languageCode: varchar('language_code', { length: 8 }).notNull(),
  createdAt: createdAt(),
});

export const analyticsSessions = pgTable('analytics_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  userAgent: text('user_agent').notNull(),
  isBot: boolean('is_bot').notNull().default(false),
  screenResolution: varchar('screen_resolution', { length: 32 }).notNull(),
  viewportSize: varchar('viewport_size', { length: 32 }).notNull(),
  language: varchar('language', { length: 35 }).notNull(),
  timezone: varchar('timezone', { length: 64 }).notNull(),
  referrer: text('referrer'),
  landingPage: text('landing_page').notNull(),
  createdAt: createdAt(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_session_idx').on(t.sessionId),
    index('analytics_events_type_time_idx').on(t.type, t.occurredAt),
  ],
);

// The owner's console: users, sessions, links, sign-in failures and the audit log (issue 13,
// docs/decisions/042-console-sign-in-and-sessions.md).

/**
 * People who may use the console. `email` is stored lowercased (one account per address, whatever
 * the case typed); `password_hash` is an argon2id PHC string, null while an invitation is pending.
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    name: text('name').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    passwordHash: text('password_hash'),
    uiLanguage: varchar('ui_language', { length: 2 }).notNull().default('de'),
    /** Base32 TOTP secret: set up but not yet confirmed while `totp_enabled_at` is null. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is usable once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of each unused recovery code; a code is removed when used. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_idx').on(t.email),
    check('admin_users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('admin_users_role', sql`${t.role} in ('owner', 'editor')`),
    check('admin_users_ui_language', sql`${t.uiLanguage} in ('de', 'en')`),
  ],
);

/**
 * Signed-in browsers. `id` is the SHA-256 of the cookie's token, never the token: a copy of the
 * table signs nobody in. `expires_at` is the absolute end; the idle end is `last_seen_at` plus the
 * configured idle time.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The password was right, the second factor is still to come: this session opens nothing yet. */
    pendingSecondFactor: boolean('pending_second_factor').notNull().default(false),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

/** One-time links: the first owner's setup link and invitations (SHA-256 of the token only). */
export const adminLinkTokens = pgTable(
  'admin_link_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** The invited account (invitations); null for a setup link. */
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    role: varchar('role', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_link_tokens_user_idx').on(t.userId),
    check('admin_link_tokens_purpose', sql`${t.purpose} in ('setup', 'invitation')`),
    check('admin_link_tokens_role', sql`${t.role} in ('owner', 'editor')`),
  ],
);

/**
 * Failed sign-ins and second-factor codes, counted by every process alike: per account (the
 * lowercased email typed, known or not, or a user id for second factors) and per client (a keyed
 * hash of the address, never the address).
 */
export const adminSignInFailures = pgTable(
  'admin_sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_sign_in_failures_key_idx').on(t.kind, t.key, t.at),
    check('admin_sign_in_failures_kind', sql`${t.kind} in ('account', 'client', 'second_factor')`),
  ],
);

/** Lockouts in force and how often a key was locked recently (each lockout lasts longer). */
export const adminLockouts = pgTable(
  'admin_lockouts',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    level: integer('level').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Who changed what and when. `user_id` has no foreign key: the entries of a deleted user stay (the
 * answer then names no user).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 128 }),
    summary: text('summary').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_user_idx').on(t.userId)],
);

// The owner's console: drafts and revisions of content (decision 044) --------------------------

/**
 * The pending, unpublished state of one content item: the whole document as the console's create
 * schema reads it. `item_key` is the live row's key, or `new-<uuid>` for an item not yet published.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    resource: varchar('resource', { length: 48 }).notNull(),
    itemKey: varchar('item_key', { length: 160 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull(),
    updatedBy: uuid('updated_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.itemKey] })],
);

/** What each publish made live: a snapshot to diff against and to restore. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: varchar('resource', { length: 48 }).notNull(),
    itemKey: varchar('item_key', { length: 160 }).notNull(),
    version: integer('version').notNull(),
    /** The published document; null when the publish deleted the item. */
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    publishedBy: uuid('published_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revisions_item_version_idx').on(t.resource, t.itemKey, t.version)],
);

/**
 * Redirects the owner manages, beside the three fixed ones of spec section 2; `automatic` ones were
 * made when a slug changed (decision 045). Paths are stored normalised (no trailing slash).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: varchar('from_path', { length: 500 }).notNull().unique(),
    toPath: varchar('to_path', { length: 2000 }).notNull(),
    statusCode: integer('status_code').notNull().default(301),
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('redirects_status_code', sql`${t.statusCode} in (301, 302)`)],
);

// The owner's console: the media library (issue 13 point 7, decision 046) -----------------------

/**
 * Raw bytes. PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer (a view
 * on the same memory, not a copy).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded images, kept in the database so that every server process and every backup has them.
 * `bytes` is the image re-encoded without any metadata (EXIF, GPS, XMP, ICC); `sha256` is that of
 * the file as uploaded, so the same file uploaded again finds this row.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    extension: varchar('extension', { length: 8 }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    alt: translated('alt'),
    createdBy: uuid('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_files_sha256_idx').on(t.sha256),
    index('media_files_created_idx').on(t.createdAt),
    check(
      'media_files_type',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')`,
    ),
  ],
);
