import { ApiRequestError } from '@wegweiser/client/api-client';
import type { FooterItem } from '@wegweiser/contracts';
import { footerItemFixture } from '@wegweiser/contracts/testing';
import { describe, expect, it } from 'vitest';
import { footerItemsErrorMessage, footerSections } from './footer-items';

const item = (id: number, patch: Partial<FooterItem>) => footerItemFixture({ id, order: id, ...patch });

describe('footerSections', () => {
  it('puts show_in_contact items into contact and show_in_social items into social, by order', () => {
    const items = [
      item(3, { show_in_contact: true }),
      item(1, { show_in_contact: true }),
      item(2, { show_in_social: true }),
      item(4, { show_in_contact: true, is_active: false }),
      item(5, {}),
    ];
    const sections = footerSections(items);
    expect(sections.contact.map((i) => i.id)).toEqual([1, 3]);
    expect(sections.social.map((i) => i.id)).toEqual([2]);
  });

  it('is empty without items (the sections then do not show)', () => {
    expect(footerSections(undefined)).toEqual({ contact: [], social: [] });
  });
});

describe('footer items errors and loading', () => {
  it("reports 'HTTP error! status: {status}' for HTTP failures", () => {
    expect(footerItemsErrorMessage(new ApiRequestError('http', 'Server error', 503))).toBe(
      'HTTP error! status: 503',
    );
  });

  it("reports 'Failed to load footer items' otherwise", () => {
    expect(footerItemsErrorMessage(new ApiRequestError('network', 'fetch failed'))).toBe(
      'Failed to load footer items',
    );
    expect(footerItemsErrorMessage(new Error('boom'))).toBe('Failed to load footer items');
  });
});
