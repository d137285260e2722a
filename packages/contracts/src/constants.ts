/**
 * Constants named by the specification (SPEC.md sections 3, 4 and 9). Client-safe: no zod, no
 * Node or DOM imports, so the browser bundle can import this subpath without the schema code.
 */

export const LANGUAGE_CODES = ['de', 'en', 'es', 'fr', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'de';

/** Used by the client when GET /languages/ fails (spec section 1). */
export const FALLBACK_LANGUAGES = [
  {
    code: 'de',
    name: 'German',
    native_name: 'Deutsch',
    flag: '',
    is_default: true,
    is_active: true,
    order: 1,
  },
  {
    code: 'en',
    name: 'English',
    native_name: 'English',
    flag: '',
    is_default: false,
    is_active: true,
    order: 2,
  },
  {
    code: 'es',
    name: 'Spanish',
    native_name: 'Español',
    flag: '',
    is_default: false,
    is_active: true,
    order: 3,
  },
] as const;

export const STORAGE_KEYS = {
  language: 'selectedLanguage',
  themeMode: 'theme-mode',
  analyticsConsent: 'analytics-consent',
} as const;

/** Cookie that mirrors the language choice so the server renders the chosen language. */
export const LANGUAGE_COOKIE = 'selectedLanguage';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

export const CONTENT_CACHE_TTL_MS = 300_000;
export const API_TIMEOUT_MS = 30_000;
export const SEO_API_TIMEOUT_MS = 10_000;

export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const HEADER_TEXT_RETRY_MS = 500;
export const NEWSLETTER_SUCCESS_MS = 5_000;
export const NEWSLETTER_ERROR_MS = 8_000;
export const SCROLL_TOP_DELAY_MS = 50;
export const SCROLL_TOP_AFTER_NAV_MS = 100;

export const LANGUAGE_DROPDOWN_BREAKPOINT_PX = 1024;
export const LANGUAGE_DROPDOWN_WIDTH = '12rem';
export const LANGUAGE_ICON_SIZE_PX = { button: 18, list: 20 } as const;
export const FLAG_DEFAULT_SIZE_PX = 24;
export const PACKAGE_IMAGE_MAX_HEIGHT_PX = 400;
export const PACKAGE_GRID_MAX_WIDTH_PX = { one: 400, two: 850 } as const;
export const CARD_DELAY_S = { service: 0.1, testimonial: 0.1, package: 0.2 } as const;
/** The only third-party origin the site loads, and only after a click on play (privacy-enhanced YouTube). */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The query parameter with which the console's click map frames a page of the site (decision 088).
 * The site honours it only inside a frame of its own origin: there it asks nothing, tracks nothing
 * and lays out every section as a visitor who scrolled past it saw it.
 */
export const CLICK_MAP_FRAME_PARAMETER = 'click-map-frame';

export const TESTIMONIAL_AUTOSCROLL = {
  startMs: 1_000,
  stepMs: 3_000,
  stepWidthsPx: { base: 312, sm: 352, md: 416 },
  breakpointsPx: { sm: 640, md: 768 },
  wrapThresholdPx: 10,
} as const;

export const ANALYTICS = {
  sessionTimeoutMs: 1_800_000,
  batchSize: 10,
  flushIntervalMs: 5_000,
  requeueLimit: 100,
  maxEventsPerRequest: 100,
  clickTextMaxLength: 100,
  scrollDebounceMs: 100,
  excludedPathPrefixes: ['/api/', '/admin/', '/static/', '/media/'],
  /** Events one session can store; the surplus of a batch is dropped (decision 021). */
  maxEventsPerSession: 2_000,
  /** A track request's body: a realistic 100-event batch is 33–47 KB (bench/results/2026-11-24-analytics-flood.md). */
  maxBatchBytes: 131_072,
  /** An event's `data`, serialized as UTF-8 JSON. */
  maxEventDataBytes: 4_096,
  /**
   * How long after its last activity (server clock) a session, ended or not, still takes events:
   * the 30-minute timeout plus this margin for batches delayed by the queue.
   */
  sessionGraceMs: 300_000,
} as const;

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'page_exit',
  'navigation_flow',
  'click',
  'service_interaction',
  'custom_event',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const SERVICE_INTERACTION_TYPES = [
  'view',
  'click',
  'book_click',
  'detail_view',
  'package_click',
  'package_view',
  /** The booking page shows a chosen session type's slots and form (decision 109). */
  'booking_start',
  /** The confirmation page after a successful booking, once per booking (decision 109). */
  'booked',
] as const;

/**
 * The `service_slug` of a booking step whose session type belongs to no service or package: this
 * prefix and the type's id (decision 109). A colon never occurs in a slug.
 */
export const FUNNEL_SESSION_TYPE_PREFIX = 'session-type:';

export const ICON_NAMES = [
  'AcademicCapIcon',
  'BriefcaseIcon',
  'BookOpenIcon',
  'HeartIcon',
  'LightBulbIcon',
  'UserGroupIcon',
  'PresentationChartLineIcon',
  'ChatBubbleLeftRightIcon',
  'SparklesIcon',
  'TrophyIcon',
  'RocketLaunchIcon',
  'ShieldCheckIcon',
  'StarIcon',
  'FireIcon',
  'BoltIcon',
  'EyeIcon',
  'HandRaisedIcon',
  'MegaphoneIcon',
  'PuzzlePieceIcon',
  'BeakerIcon',
  'CogIcon',
  'MapIcon',
  'KeyIcon',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const DURATION_UNITS = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const durationUnitContentType = (unit: DurationUnit) => `duration_unit_${unit}` as const;

export const SEO_PAGE_IDENTIFIERS = [
  'home',
  'about',
  'services',
  'service-packages',
  'blog',
  'career',
  'contact',
] as const;
export type SeoPageIdentifier = (typeof SEO_PAGE_IDENTIFIERS)[number];

export const LEGAL_PAGE_TYPES = ['privacy', 'imprint', 'terms'] as const;
export type LegalPageType = (typeof LEGAL_PAGE_TYPES)[number];

/** Who may sign in to the owner's console: the owner may do everything, an editor edits content. */
export const CONSOLE_ROLES = ['owner', 'editor'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export const FOOTER_MODES = ['newsletter', 'button', 'none'] as const;
export const LINK_TARGETS = ['_self', '_blank'] as const;
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const FAVICON_SOURCES = ['favicon_logo', 'header_logo', 'about_logo'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'reddit'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const HERO_LAYOUTS = ['media_right', 'media_left', 'media_top', 'media_bottom'] as const;
export const THEME_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** Contact-link sources the spec names (section 2, hero); each maps to a `context` query value. */
export const CONTACT_CONTEXTS = [
  'hero_cta',
  'general_cta',
  'about_cta',
  'service_detail',
  'service_package_detail',
  'service_package_general',
  'career_post',
] as const;
export type ContactContext = (typeof CONTACT_CONTEXTS)[number];
export const DEFAULT_CONTACT_PATH = '/contact';

/** Home page static content types (spec section 7). */
export const HOME_CONTENT_TYPES = [
  'hero_title',
  'hero_subtitle',
  'hero_description',
  'services_title',
  'services_subtitle',
  'about_description',
  'featured_services_title_part1',
  'featured_services_title_part2',
  'featured_services_joke_text',
  'featured_services_learn_more',
  'featured_services_show_all',
  'service_packages_badge',
  'service_packages_title_first',
  'service_packages_title_second',
  'service_packages_description',
  'service_packages_most_popular',
  'service_packages_save_text',
  'service_packages_learn_more',
  'service_packages_show_all_packages',
  'testimonials_title',
  'testimonials_subtitle',
  'testimonials_suffix',
  'about_cta_title',
  'about_step_text',
  'about_cta_text',
  'about_cta_button',
  'meta_title',
  'meta_description',
] as const;

/** Managed UI texts of the package detail page (spec section 3). */
export const PACKAGE_DETAIL_CONTENT_TYPES = [
  'service_package_detail_back_button',
  'service_package_detail_included_services',
  'service_package_detail_request_button',
  'service_package_detail_free_consultation',
  'service_package_detail_attractive_price',
  'service_package_detail_online_onsite',
  'service_package_detail_services_included',
  'service_package_detail_loading',
  'service_package_detail_discount_text',
] as const;

export const DURATION_UNIT_CONTENT_TYPES = DURATION_UNITS.map(durationUnitContentType);

/** Version of the newsletter consent text stored with every subscription (proof of consent). */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-25';
export const NEWSLETTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The spec's newsletter email rule: no spaces, an @, then a domain containing a dot — and no
 * control characters (C0, DEL, C1): no mail header can carry those, so an address holding one is
 * refused here, not by the mailer after it was stored (a 500 the fuzz found).
 */
const ADDRESS_PART = '[^\\s@\\u0000-\\u001f\\u007f-\\u009f]+';
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`);
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);
/** Longest email address in its stored form (varchar(254), RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The contact form's limits (characters, counted after NFC and trimming; the email in its stored
 * form): ContactMessageCreateSchema enforces them, the browser's form rules read them from here.
 */
export const CONTACT_LIMITS = {
  name: 120,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 5000,
  /** service_name, package_name and post_title: where the visitor came from. */
  context: 200,
} as const;
/** A phone number as people write one: digits, spaces and + ( ) . / -, 5 to 40 characters. */
export const PHONE_PATTERN = /^[+()\d\s./-]{5,40}$/;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/**
 * Responsive images (decision 012): the server makes AVIF and WebP variants of raster files under
 * /media/ at these widths only, at `/media/img/{width}/{path under /media/}.{format}`.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
export const IMAGE_VARIANT_PREFIX = '/media/img/';
/** Source files the variants are made from (by extension). */
export const RASTER_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/**
 * The media library (issue 13 point 7; decision 046): an uploaded image is served at
 * `/media/library/{id}.{extension}` (raster, so it has variants like any file under /media/).
 * The types it takes, judged from the bytes, with the extension each is stored under.
 */
export const MEDIA_LIBRARY_PREFIX = '/media/library/';
export const MEDIA_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
export type MediaImageType = keyof typeof MEDIA_IMAGE_TYPES;
export type MediaExtension = (typeof MEDIA_IMAGE_TYPES)[MediaImageType];
/** The allowed types as a person reads them, for messages and the console's hints. */
export const MEDIA_IMAGE_TYPE_NAMES = 'JPEG, PNG, WebP, AVIF';

/**
 * The media library's uploads (issue 13 point 7; decisions 046 and 095): files per request, bytes
 * per file (a phone's best 12 MP JPEG: up to 25 MB), bytes per request (files and fields: the API
 * holds a request's files in memory until they are stored, so ten of the largest may not come at
 * once), and pixels per image (width × height, checked from the header before anything is decoded,
 * so a small file that would unpack to gigabytes is refused). The API enforces them; the console
 * checks the size before sending (decision 048).
 */
export const MEDIA_UPLOAD_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 25 * 1024 * 1024,
  maxRequestBytes: 64 * 1024 * 1024,
  maxPixels: 40_000_000,
} as const;

/**
 * The longest side, in pixels, an uploaded image is stored with (decision 095): larger ones are
 * scaled down on upload, never enlarged. A 4:3 photo is then 2560 × 1920 (1920 × 2560 upright),
 * so even the widest variant (`IMAGE_VARIANT_WIDTHS`: 1920) is made from as many pixels as it shows.
 */
export const MEDIA_LONG_SIDE_MAX = 2560;

/** The public URL of a library image. */
export const mediaLibraryUrl = (id: string, extension: string) => `${MEDIA_LIBRARY_PREFIX}${id}.${extension}`;

const LIBRARY_IMAGE =
  /\/media\/(?:img\/\d+\/)?library\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\./i;

/**
 * The library image a URL shows (lowercase id), whatever its origin or variant
 * (`/media/img/{width}/library/{id}.{ext}.avif`); null for any other URL (decision 053).
 */
export function mediaLibraryIdOf(url: string | null | undefined): string | null {
  const id = url ? LIBRARY_IMAGE.exec(url)?.[1] : undefined;
  return id ? id.toLowerCase() : null;
}

/** The site path of each SEO page tag (spec section 2). */
export const SEO_PAGE_PATHS: Record<string, string> = {
  home: '/',
  about: '/about',
  services: '/services',
  'service-packages': '/services/packages',
  blog: '/blog',
  career: '/career',
  contact: '/contact',
};
