import { describe, expect, it } from 'vitest';
import { renderJsonLd, serializeJsonLd } from './json-ld';

describe('JSON-LD serialization', () => {
  it('cannot end the script element or break JavaScript parsing, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('renders one script with the schema.org context around the nodes', () => {
    const html = renderJsonLd([{ '@type': 'Thing', name: 'a' }]);
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: 'a' }],
    });
  });

  it('writes a CSP nonce on the element when given, and nothing for no nodes', () => {
    expect(renderJsonLd([{ '@type': 'Thing' }], 'abc123+/=')).toMatch(
      /^<script type="application\/ld\+json" nonce="abc123\+\/=">/,
    );
    // A nonce cannot carry markup into the attribute.
    expect(renderJsonLd([{ '@type': 'Thing' }], '"><x')).toMatch(
      /^<script type="application\/ld\+json" nonce="x">/,
    );
    expect(renderJsonLd([])).toBe('');
  });
});
