import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isContentIconName, SPRITE_ICON_NAMES } from '../src/shared/ui/icon-names';
import { iconShape, iconSprite, SPRITE_FILE } from './icon-sprite';

/** An icon's shapes: its `<svg>`'s content. */
const shapesOf = (markup: string) => /^<svg [^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1] ?? '';

describe('the icon sprite', () => {
  it('is the file the build serves (after a change: npm run icons --workspace @wegweiser/web)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(iconSprite());
  });

  it('holds one symbol per icon with its own shapes and viewBox, the outline look on a group', () => {
    const symbols = [
      ...iconSprite().matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">([\s\S]*?)<\/symbol>/g),
    ];
    expect(symbols.map((match) => match[1])).toEqual([...SPRITE_ICON_NAMES]);
    for (const [, name, viewBox, body] of symbols) {
      const shape = renderToStaticMarkup(iconShape(name as (typeof SPRITE_ICON_NAMES)[number]));
      expect(shape).toContain(`viewBox="${viewBox}"`);
      expect(body).toContain(shapesOf(shape));
      expect(shapesOf(shape).length).toBeGreaterThan(20);
      if (isContentIconName(name ?? '')) {
        expect(viewBox).toBe('0 0 24 24');
        expect(body).toMatch(/^<g fill="none" stroke="currentColor" stroke-width="1.5">/);
      }
    }
  });

  it('draws the arrow filled, the social glyphs as drawn, and leaves the quote mark to its class', () => {
    const sprite = iconSprite();
    expect(sprite).toMatch(
      /<symbol id="arrow-right" viewBox="0 0 20 20"><g fill="currentColor"><path fill-rule="evenodd"/,
    );
    expect(sprite).toMatch(
      /<symbol id="social-instagram" viewBox="0 0 24 24"><g fill="none" stroke="currentColor"/,
    );
    expect(sprite).toMatch(/<symbol id="quote" viewBox="0 0 32 32"><path d="M9\.3 25\.3/);
  });
});
