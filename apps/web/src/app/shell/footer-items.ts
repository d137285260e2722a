/**
 * Footer items split into the contact and social sections (spec sections 2, 3 and 8).
 */

import { ApiRequestError } from '@wegweiser/client/api-client';
import type { FooterItem } from '@wegweiser/contracts';

export function footerSections(items: readonly FooterItem[] | undefined): {
  contact: FooterItem[];
  social: FooterItem[];
} {
  const active = (items ?? []).filter((item) => item.is_active).sort((a, b) => a.order - b.order);
  return {
    contact: active.filter((item) => item.show_in_contact),
    social: active.filter((item) => item.show_in_social),
  };
}

/**
 * The spec's message for a failed footer-items call. Not displayed: the sections just stay away,
 * since visitors can do nothing about it; the message is kept on the footer element.
 */
export function footerItemsErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.kind === 'http' && error.status > 0) {
    return `HTTP error! status: ${error.status}`;
  }
  return 'Failed to load footer items';
}
