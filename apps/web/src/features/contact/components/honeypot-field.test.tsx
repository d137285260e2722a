import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HoneypotField } from './honeypot-field';

describe('HoneypotField', () => {
  const out = renderToStaticMarkup(<HoneypotField inputRef={null} />);
  const wrapper = out.match(/^<div[^>]*>/)?.[0] ?? '';
  const input = out.match(/<input[^>]*>/)?.[0] ?? '';

  it('is a labelled "website" field, as a bot expects one', () => {
    expect(out).toContain('<label for="contact-website">Website</label>');
    for (const attribute of ['id="contact-website"', 'name="website"', 'type="text"']) {
      expect(input).toContain(attribute);
    }
  });

  it('stays away from people: off-screen, hidden from assistive technology, untabbable, no autofill', () => {
    expect(wrapper).toContain('aria-hidden="true"');
    expect(wrapper).toMatch(/class="[^"]*\babsolute\b[^"]*-left-\[10000px\]/);
    expect(wrapper).toContain('overflow-hidden');
    expect(input).toContain('tabindex="-1"');
    // HTML attribute names are case-insensitive (React writes autoComplete).
    expect(input).toMatch(/autocomplete="off"/i);
    expect(input).not.toContain('required');
  });
});
