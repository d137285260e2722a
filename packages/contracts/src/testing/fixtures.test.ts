import { describe, expect, it } from 'vitest';
import {
  footerItemFixture,
  heroMediaFixture,
  serviceFixture,
  sessionStartFixture,
  siteSettingsFixture,
} from './fixtures';

describe('test fixtures', () => {
  it('are valid payloads, with overrides applied', () => {
    expect(siteSettingsFixture({ site_name: 'Test' }).site_name).toBe('Test');
    expect(serviceFixture({ title: 'Coaching' }).title).toBe('Coaching');
    expect(heroMediaFixture({ media_type: 'video' }).media_type).toBe('video');
    expect(sessionStartFixture({ landing_page: '/about' }).landing_page).toBe('/about');
    expect(footerItemFixture({ show_in_social: true }).show_in_social).toBe(true);
  });

  it('refuse an override the contract refuses, so a fixture cannot drift from the API', () => {
    expect(() => siteSettingsFixture({ header_logo: 'javascript:alert(1)' })).toThrow();
    expect(() => serviceFixture({ card_image_url: '//evil.example/x.png' })).toThrow();
    expect(() => heroMediaFixture({ desktop_mobile_layout: 'sideways' as 'media_left' })).toThrow();
    expect(() => footerItemFixture({ url: 'javascript:alert(1)' })).toThrow();
  });
});
