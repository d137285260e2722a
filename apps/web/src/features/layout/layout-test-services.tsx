/**
 * Test helper: renders a layout component to static markup inside the app's providers, with the
 * resource store and texts filled as the server would.
 */
import type { Language, SiteSettings } from '@wegweiser/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppProvider, type AppServices } from '../../app/app-context';
import { StaticRouter } from '../../app/router/router';
import { createApiClient } from '../../shared/api/api-client';
import { TextStore } from '../../shared/content/text-store';
import { ResourceStore, type SerializedState } from '../../shared/data/resource-store';

export const testSettings = (patch: Record<string, unknown> = {}): SiteSettings =>
  ({
    site_name: 'Wegweiser Coaching',
    site_description: 'Coaching in Berlin und online.',
    blog_enabled: true,
    career_enabled: true,
    use_logo_instead_of_initial: false,
    header_logo: null,
    header_logo_link: null,
    contact_button_redirect_url: null,
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
    enable_theme_toggle: true,
    fixed_theme_mode: 'light',
    ...patch,
  }) as unknown as SiteSettings;

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
