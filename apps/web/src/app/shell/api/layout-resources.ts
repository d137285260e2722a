/** Resources every page's layout reads (header, footer, language selector, theme). */
import type {
  FooterItem,
  Language,
  Paginated,
  SiteSettings,
  SocialMediaSettings,
  Theme,
} from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

export const languagesResource: Resource<Language[]> = {
  key: 'languages',
  // The spec's client reads a list or an object with results.
  fetch: async (api) => {
    const body = await api.get<Language[] | Paginated<Language>>('/languages/');
    return Array.isArray(body) ? body : body.results;
  },
};

export const siteSettingsResource = (language: string): Resource<SiteSettings> => ({
  key: `site-settings:${language}`,
  fetch: (api) => api.get<SiteSettings>('/content/site-settings/current/', { query: { language } }),
});

export const themeResource: Resource<Theme> = {
  key: 'theme',
  fetch: (api) => api.get<Theme>('/content/themes/active/'),
};

export const footerItemsResource = (language: string): Resource<FooterItem[]> => ({
  key: `footer-items:${language}`,
  fetch: async (api) =>
    (await api.get<Paginated<FooterItem>>('/content/footer-items/', { query: { language } })).results,
});

export const socialMediaResource = (language: string): Resource<SocialMediaSettings> => ({
  key: `social-media:${language}`,
  fetch: (api) =>
    api.get<SocialMediaSettings>('/content/social-media-settings/by_language/', { query: { language } }),
});
