/**
 * Shapes of the seed data files in ./data. Every translatable text is a `Localized` value with all
 * five languages, so the seed is complete by construction (the type checker refuses a missing one).
 */

import type { SessionLocationKind, WeeklyHours } from '@wegweiser/contracts/booking';
import type {
  DurationUnit,
  IconName,
  LanguageCode,
  LegalPageType,
  SeoPageIdentifier,
  SocialNetwork,
} from '@wegweiser/contracts/constants';
import type { BusinessProfile, Palette } from '../schema';

export type Localized = Record<LanguageCode, string>;

export type SeedLanguage = {
  code: LanguageCode;
  name: string;
  nativeName: string;
  flag: string;
  isDefault: boolean;
  order: number;
};

export type SeedSiteSettings = {
  siteName: Localized;
  siteDescription: Localized;
  blogEnabled: boolean;
  careerEnabled: boolean;
  useLogoInsteadOfInitial: boolean;
  headerLogo: string | null;
  headerLogoLink: string | null;
  contactButtonRedirectUrl: string | null;
  socialVisibility: Record<'show' | 'footer' | 'contact', Record<SocialNetwork, boolean>>;
  showFooterCompanyInfo: boolean;
  showFooterNewsletter: boolean;
  footerMode: 'newsletter' | 'button' | 'none';
  footerButtonUrl: string | null;
  footerButtonTarget: '_self' | '_blank';
  showHeroStats: boolean;
  enableThemeToggle: boolean;
  fixedThemeMode: 'light' | 'dark';
  useFavicon: boolean;
  faviconSource: 'favicon_logo' | 'header_logo' | 'about_logo';
  faviconLogo: string | null;
  aboutLogo: string | null;
  business: BusinessProfile;
};

export type SeedSocialMedia = {
  languageCode: LanguageCode;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  xUrl: string;
  redditUrl: string;
};

export type SeedFooterItem = {
  title: Localized;
  displayText: Localized;
  url: string;
  isExternal: boolean;
  iconName: string;
  showInContact: boolean;
  showInSocial: boolean;
  showInContactPage: boolean;
  order: number;
};

/** content_type → text in every language. */
export type SeedStaticContent = Record<string, Localized>;

export type SeedTheme = {
  name: string;
  primaryColors: Palette;
  accentColors: Palette;
  darkColors: Palette;
  fonts: { display: string; body: string };
};

export type SeedSeo = {
  pageIdentifier: SeoPageIdentifier;
  pageTitle: Localized;
  metaDescription: Localized;
  ogTitle: Localized;
  ogDescription: Localized;
  twitterTitle: Localized;
  twitterDescription: Localized;
};

export type SeedStat = { number: string; label: Localized; order: number };

export type SeedHeroMedia = {
  languageCode: LanguageCode | null;
  mediaType: 'video' | 'image';
  embedUrl: string | null;
  videoUrl: string | null;
  imageUrl: string | null;
  imageAlt: Localized;
  desktopMobileLayout: 'media_right' | 'media_left' | 'media_top' | 'media_bottom';
};

export type SeedQualification = {
  title: Localized;
  institution: Localized;
  year: number | null;
  description: Localized;
  order: number;
};

export type SeedLocation = {
  name: Localized;
  description: Localized;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  isOnline: boolean;
  order: number;
};

export type SeedLegalPage = { type: LegalPageType; slug: string; title: Localized; content: Localized };

/** What a seeded service and a seeded package both have: texts, icon or image, flags, order. */
type SeedCatalogItem = {
  slug: string;
  shortDescription: Localized;
  /** Markdown. */
  description: Localized;
  icon: IconName;
  image: string | null;
  cardImageUrl: string | null;
  useImageInsteadOfIcon: boolean;
  isPremiumStyled: boolean;
  showPriceOnHome: boolean;
  isFeatured: boolean;
  order: number;
};

export type SeedService = SeedCatalogItem & {
  title: Localized;
  premiumBadgeText: Localized;
  /** Decimal string in euros, e.g. '150.00'. */
  price: string | null;
  duration: number | null;
  durationUnit: DurationUnit | null;
};

export type SeedPackage = SeedCatalogItem & {
  name: Localized;
  /** Decimal string in euros, e.g. '790.00'. */
  price: string;
  discountPercentage: number;
  features: { text: Localized; isActive: boolean; order: number }[];
  /** Slugs of included services, in display order. */
  serviceSlugs: string[];
};

export type SeedTestimonial = { name: string; role: Localized; content: Localized; order: number };

export type SeedCategory = { slug: string; name: Localized; order: number };

export type SeedBlogPost = {
  slug: string;
  categorySlug: string;
  title: Localized;
  excerpt: Localized;
  /** Markdown. */
  content: Localized;
  coverImage: string | null;
  coverImageAlt: Localized;
  authorName: string;
  isFeatured: boolean;
  publishedAt: string;
};

export type SeedCareerPost = {
  slug: string;
  categorySlug: string;
  title: Localized;
  summary: Localized;
  /** Markdown. */
  content: Localized;
  location: Localized;
  employmentType: 'full_time' | 'part_time' | 'freelance' | 'internship';
  isRemote: boolean;
  isFeatured: boolean;
  publishedAt: string;
  validThrough: string | null;
};

/** A bookable session type; `serviceSlug` names the seeded service it belongs to (decision 099). */
export type SeedSessionType = {
  serviceSlug: string | null;
  name: Localized;
  description: Localized;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  locationKind: SessionLocationKind;
  locationAddress: string | null;
  locationLink: string | null;
  requiresConfirmation: boolean;
  maxPerDay: number | null;
  order: number;
};

export type SeedBookingAvailability = {
  weeklyHours: WeeklyHours;
  minimumNoticeMinutes: number;
  horizonDays: number;
  slotIntervalMinutes: number;
};
