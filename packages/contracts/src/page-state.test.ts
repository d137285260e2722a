import { describe, expect, it } from 'vitest';
import { PageStateQuerySchema } from './page-state';

const version = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('PageStateQuerySchema', () => {
  it('accepts a page of this site, a language and a version', () => {
    for (const page of ['/', '/blog?page=2', '/services/packages/neustart-paket']) {
      expect(PageStateQuerySchema.safeParse({ page, lang: 'de', v: version }).success, page).toBe(true);
    }
    for (const lang of ['de', 'en', 'es', 'fr', 'zh']) {
      expect(PageStateQuerySchema.safeParse({ page: '/', lang, v: version }).success, lang).toBe(true);
    }
  });

  it('refuses another host, a fragment, a wrong language or version, and missing or repeated fields', () => {
    const refused = [
      { page: '//evil.example/', lang: 'de', v: version },
      { page: 'https://evil.example/', lang: 'de', v: version },
      { page: '/a#b', lang: 'de', v: version },
      { page: '/a b', lang: 'de', v: version },
      { page: '/', lang: 'DE', v: version },
      { page: '/', lang: 'zh-Hans', v: version },
      { page: '/', lang: 'it', v: version },
      { page: '/', lang: 'de', v: version.slice(1) },
      { page: '/', lang: 'de', v: `${version.slice(1)}=` },
      { page: '/', lang: 'de' },
      { page: ['/', '/'], lang: 'de', v: version },
    ];
    for (const query of refused) {
      expect(PageStateQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
