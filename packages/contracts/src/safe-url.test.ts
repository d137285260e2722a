import { describe, expect, it } from 'vitest';
import { safeSocialUrl, safeUrl } from './safe-url';
import { FooterItemSchema, SiteSettingsSchema } from './schemas/content';
import { LinkUrlSchema } from './schemas/urls';

/** What an attacker puts into a URL field (as it arrives in JSON, so escapes are real characters). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  'https:\\\\evil.example',
  'http://',
  'https://',
  'blob:https://example.com/uuid',
  'evil.example/x.png',
  '',
  '   ',
];

describe('safeUrl', () => {
  it.each(HOSTILE_URLS)('refuses %j as a link, an image and an inline image', (url) => {
    expect(safeUrl(url, { kind: 'link' })).toBeNull();
    expect(safeUrl(url, { kind: 'image' })).toBeNull();
    expect(safeUrl(url, { kind: 'inline-image', origin: 'https://example.com' })).toBeNull();
  });

  it('accepts https, http, mailto, tel and site paths as links, trimmed', () => {
    for (const url of [
      'https://www.example.com/a?b=1#c',
      'HTTP://example.com',
      'mailto:kontakt@example.com',
      'tel:+49 30 000000',
      '/contact?context=x',
      '/',
    ]) {
      expect(safeUrl(url, { kind: 'link' })).toBe(url);
    }
    expect(safeUrl('  /kontakt \n', { kind: 'link' })).toBe('/kontakt');
  });

  it('accepts no mailto or tel as an image, and no bare scheme', () => {
    expect(safeUrl('mailto:a@example.com', { kind: 'image' })).toBeNull();
    expect(safeUrl('tel:+4930', { kind: 'image' })).toBeNull();
    expect(safeUrl('mailto:', { kind: 'link' })).toBeNull();
    expect(safeUrl('https://cdn.example.com/a.png', { kind: 'image' })).toBe('https://cdn.example.com/a.png');
    expect(safeUrl('/media/seed/hero.svg', { kind: 'image' })).toBe('/media/seed/hero.svg');
  });

  it('takes inline (markdown) images only from our own origin or as raster data URLs', () => {
    const own = { kind: 'inline-image', origin: 'https://coaching.example' } as const;
    expect(safeUrl('/media/a.png', own)).toBe('/media/a.png');
    expect(safeUrl('https://coaching.example/media/a.png', own)).toBe('https://coaching.example/media/a.png');
    expect(safeUrl('https://evil.example/track.png', own)).toBeNull();
    expect(safeUrl('https://coaching.example.evil.example/a.png', own)).toBeNull();
    expect(safeUrl('http://coaching.example/a.png', own)).toBeNull();
    expect(safeUrl('https://coaching.example/a.png', { kind: 'inline-image' })).toBeNull();
    for (const type of ['png', 'jpeg', 'gif', 'webp', 'avif']) {
      expect(safeUrl(`data:image/${type};base64,iVBORw0KGgo=`, own)).not.toBeNull();
    }
    expect(safeUrl('data:image/png,rawbytes', own)).toBeNull();
    expect(safeUrl('data:image/png;base64,iVBO"onerror=alert(1)', own)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeUrl(null, { kind: 'link' })).toBeNull();
    expect(safeUrl(undefined, { kind: 'image' })).toBeNull();
    expect(safeUrl({ toString: () => '/' }, { kind: 'link' })).toBeNull();
  });
});

describe('safeSocialUrl', () => {
  it('prepends https to a URL without scheme and keeps http(s)', () => {
    expect(safeSocialUrl('facebook.com/demo')).toBe('https://facebook.com/demo');
    expect(safeSocialUrl('https://x.com/demo')).toBe('https://x.com/demo');
    expect(safeSocialUrl('')).toBe('');
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', 'mailto:a@example.com', 'data:text/html,x'])(
    'makes %j no link at all',
    (url) => {
      expect(safeSocialUrl(url)).toBe('');
    },
  );
});

describe('URL schemas', () => {
  it('fails with invalid_url for a hostile link and keeps a good one trimmed', () => {
    const bad = LinkUrlSchema.safeParse('javascript:alert(1)');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('invalid_url');
    expect(LinkUrlSchema.parse(' /kontakt ')).toBe('/kontakt');
  });

  it('is what the entity schemas use for owner-set URLs', () => {
    const item = {
      id: 1,
      is_active: true,
      show_in_contact: true,
      show_in_social: false,
      show_in_contact_page: true,
      url: 'javascript:alert(1)',
      is_external: false,
      icon_name: 'envelope',
      translated_title: 'E-Mail',
      translated_display_text: 'E-Mail',
      order: 1,
    };
    expect(FooterItemSchema.safeParse(item).success).toBe(false);
    expect(FooterItemSchema.safeParse({ ...item, url: '' }).success).toBe(true);
    expect(FooterItemSchema.safeParse({ ...item, url: 'tel:+4930' }).success).toBe(true);
    const header = SiteSettingsSchema.shape.header_logo_link;
    expect(header.safeParse('//evil.example').success).toBe(false);
    expect(header.safeParse(null).success).toBe(true);
  });
});
