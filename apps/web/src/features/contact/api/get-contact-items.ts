import type { FooterItem, Paginated } from '@wegweiser/contracts';
import type { Resource } from '../../../shared/data/resource-store';

/** Footer items marked for the contact page (email, phone, address), active ones in their order. */
export const contactItemsResource = (language: string): Resource<FooterItem[]> => ({
  key: `contact-page-items:${language}`,
  fetch: async (api) => {
    const body = await api.get<Paginated<FooterItem>>('/content/footer-items/', { query: { language } });
    return body.results
      .filter((item) => item.is_active && item.show_in_contact_page)
      .sort((a, b) => a.order - b.order);
  },
});
