/**
 * Test helper: renders a layout component to static markup inside the app's providers, with the
 * resource store and texts filled as the server would.
 */

import { createApiClient } from '@wegweiser/client/api-client';
import { type Language, type SiteSettings, SiteSettingsSchema } from '@wegweiser/contracts';
import { SOCIAL_NETWORKS } from '@wegweiser/contracts/constants';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TextStore } from '../../shared/content/text-store';
import { AppProvider, type AppServices } from '../../shared/context/app-context';
import { ResourceStore, type SerializedState } from '../../shared/data/resource-store';
import { StaticRouter } from '../../shared/router/router';

/** Site settings as the API sends them, parsed with the contract; `patch` overrides fields. */
export const testSettings = (patch: Partial<SiteSettings> = {}): SiteSettings =>
  SiteSettingsSchema.parse({
    site_name: 'Wegweiser Coaching',
    site_description: 'Coaching in Berlin und online.',
    blog_enabled: true,
    career_enabled: true,
    use_logo_instead_of_initial: false,
    header_logo: null,
    header_logo_link: null,
    contact_button_redirect_url: null,
    // Only the footer's social flags matter to the shell; the others stay off.
    ...Object.fromEntries(
      ['show_social_', 'contact_show_social_'].flatMap((prefix) =>
        SOCIAL_NETWORKS.map((network) => [`${prefix}${network}`, false]),
      ),
    ),
    footer_show_social_facebook: true,
    footer_show_social_instagram: true,
    footer_show_social_linkedin: true,
    footer_show_social_x: true,
    footer_show_social_reddit: false,
    show_footer_company_info: true,
    show_footer_newsletter: true,
    footer_mode: 'newsletter',
    footer_button_url: '/contact',
    footer_button_target: '_self',
    show_hero_stats: true,
    enable_theme_toggle: true,
    fixed_theme_mode: 'light',
    use_favicon: false,
    favicon_source: 'header_logo',
    favicon_logo: null,
    about_logo: null,
    business: {
      is_demo_data: true,
      legal_name: 'Wegweiser Coaching',
      owner_name: 'Anna Beispiel',
      street: 'Beispielstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country_code: 'DE',
      email: 'kontakt@example.com',
      phone: '+49 30 123456',
      vat_id: '',
    },
    language: 'de',
    ...patch,
  });

export const testLanguage = (code: Language['code'], native_name: string, order: number): Language => ({
  code,
  name: native_name,
  native_name,
  flag: '',
  is_default: code === 'de',
  is_active: true,
  order,
});

export function renderWithApp(
  node: ReactNode,
  options: {
    settings?: SiteSettings | null;
    resources?: Record<string, SerializedState>;
    texts?: Record<string, string>;
    pathname?: string;
  } = {},
): string {
  const api = createApiClient({
    transport: async () => ({ status: 200, body: { results: [] } }),
    language: () => 'de',
  });
  const store = new ResourceStore(api);
  store.restore(options.resources ?? {});
  const texts = new TextStore(api);
  texts.cache.restore(Object.entries(options.texts ?? {}).map(([type, content]) => [type, 'de', content]));
  const services: AppServices = {
    api,
    store,
    texts,
    language: 'de',
    defaultLanguage: 'de',
    languages: [],
    settings: options.settings === undefined ? testSettings() : options.settings,
    changeLanguage: () => {},
    isServer: true,
  };
  const location = { pathname: options.pathname ?? '/', search: '', key: 'initial' };
  return renderToStaticMarkup(
    <AppProvider services={services}>
      <StaticRouter location={location}>{node}</StaticRouter>
    </AppProvider>,
  );
}
