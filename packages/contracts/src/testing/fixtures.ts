/**
 * Valid payloads for tests at both ends (API and browser), parsed with the contracts so a fixture
 * can never drift from what the API accepts. Not imported by application code.
 */
import { SOCIAL_NETWORKS } from '../constants';
import { type AnalyticsSessionStart, AnalyticsSessionStartSchema } from '../schemas/analytics';
import {
  type FooterItem,
  FooterItemSchema,
  type HeroMedia,
  HeroMediaSchema,
  type SiteSettings,
  SiteSettingsSchema,
} from '../schemas/content';
import { type Service, ServiceSchema } from '../schemas/services';

/** A visitor session start as the browser tracker sends it, timestamped now unless overridden. */
export function sessionStartFixture(overrides: Partial<AnalyticsSessionStart> = {}): AnalyticsSessionStart {
  return AnalyticsSessionStartSchema.parse({
    timestamp: new Date().toISOString(),
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    screen_resolution: '1920x1080',
    viewport_size: '1440x900',
    language: 'de-DE',
    timezone: 'Europe/Berlin',
    referrer: null,
    landing_page: '/',
    ...overrides,
  });
}

const flags = (prefix: string, on: boolean) =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`${prefix}${network}`, on]));

/** The site settings as the API answers them: every switch on its seeded default. */
export function siteSettingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return SiteSettingsSchema.parse({
    site_name: 'Wegweiser Coaching',
    site_description: 'Coaching in Berlin und online.',
    blog_enabled: true,
    career_enabled: true,
    use_logo_instead_of_initial: false,
    header_logo: null,
    header_logo_link: null,
    contact_button_redirect_url: null,
    ...flags('show_social_', true),
    ...flags('footer_show_social_', true),
    ...flags('contact_show_social_', true),
    show_footer_company_info: true,
    show_footer_newsletter: true,
    footer_mode: 'newsletter',
    footer_button_url: '/contact',
    footer_button_target: '_self',
    show_hero_stats: true,
    enable_theme_toggle: true,
    fixed_theme_mode: 'light',
    use_favicon: false,
    favicon_source: 'favicon_logo',
    favicon_logo: null,
    about_logo: null,
    business: {
      is_demo_data: true,
      legal_name: 'Wegweiser Coaching',
      owner_name: 'Anna Weber',
      street: 'Musterstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country_code: 'DE',
      email: 'kontakt@example.com',
      phone: '+49 30 1234567',
      vat_id: '',
    },
    language: 'de',
    ...overrides,
  });
}

/** A service as its detail endpoint answers it (priced, 90 minutes). */
export function serviceFixture(overrides: Partial<Service> = {}): Service {
  return ServiceSchema.parse({
    id: 1,
    slug: 'karriere-coaching',
    title: 'Karriere-Coaching',
    short_description: 'Beruflich neu ausrichten.',
    description: 'Sie wünschen sich beruflich einen Wechsel.',
    icon: 'BriefcaseIcon',
    image: null,
    image_alt: '',
    card_image_url: null,
    use_image_instead_of_icon: false,
    is_premium_styled: false,
    premium_badge_text: '',
    show_price_on_home: true,
    is_featured: true,
    price: '180.00',
    formatted_price: { amount: '180.00', currency: 'EUR', formatted: '180 €' },
    duration: 90,
    duration_unit: 'minutes',
    formatted_duration: { duration: 90, unit: 'minutes' },
    order: 1,
    language: 'de',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** The home page's active hero media: an image unless overridden. */
export function heroMediaFixture(overrides: Partial<HeroMedia> = {}): HeroMedia {
  return HeroMediaSchema.parse({
    id: 99,
    media_type: 'image',
    embed_url: null,
    video_url: null,
    image_url: null,
    image_alt: 'Kurzes Vorstellungsvideo',
    desktop_mobile_layout: 'media_right',
    language: 'de',
    ...overrides,
  });
}

/** A footer item as the API answers it: an active e-mail address, in no section until overridden. */
export function footerItemFixture(overrides: Partial<FooterItem> = {}): FooterItem {
  return FooterItemSchema.parse({
    id: 1,
    is_active: true,
    show_in_contact: false,
    show_in_social: false,
    show_in_contact_page: false,
    url: 'mailto:anna@example.com',
    is_external: false,
    icon_name: 'EnvelopeIcon',
    translated_title: 'E-Mail',
    translated_display_text: 'anna@example.com',
    order: 1,
    ...overrides,
  });
}
