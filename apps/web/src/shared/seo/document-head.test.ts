import { describe, expect, it } from 'vitest';
import { type HeadQuery, originFromHead } from './document-head';

/** A head holding the given elements, as `selector → attribute → value`. */
const head = (elements: Record<string, Record<string, string>>): HeadQuery => ({
  querySelector: (selector) => {
    const attributes = elements[selector];
    return attributes ? { getAttribute: (name) => attributes[name] ?? null } : null;
  },
});

const CANONICAL = 'link[rel="canonical"]';
const X_DEFAULT = 'link[rel="alternate"][hreflang="x-default"]';
const OG_URL = 'meta[property="og:url"]';
const WINDOW = 'http://127.0.0.1:3000';

describe('the public origin the server rendered the first page with (PUBLIC_URL)', () => {
  it.each<[string, Record<string, Record<string, string>>, string]>([
    [
      'the canonical link',
      {
        [CANONICAL]: { href: 'https://coaching.example/about?lang=en' },
        [X_DEFAULT]: { href: 'https://other.example/about' },
      },
      'https://coaching.example',
    ],
    // A plain URL shown in a negotiated language has no canonical link.
    [
      'the x-default alternate without a canonical',
      {
        [X_DEFAULT]: { href: 'https://coaching.example:8443/about' },
        [OG_URL]: { content: 'https://other.example/about?lang=en' },
      },
      'https://coaching.example:8443',
    ],
    [
      'og:url without links',
      { [OG_URL]: { content: 'https://coaching.example/?lang=en' } },
      'https://coaching.example',
    ],
    [
      'the next source after an unusable one',
      { [CANONICAL]: { href: 'not a url' }, [X_DEFAULT]: { href: 'https://coaching.example/' } },
      'https://coaching.example',
    ],
    ['the window without any (404 page)', {}, WINDOW],
    ['the window when none is http(s)', { [OG_URL]: { content: 'javascript:alert(1)' } }, WINDOW],
  ])('from %s', (_case, elements, expected) => {
    expect(originFromHead(head(elements), WINDOW)).toBe(expected);
  });
});
