import { readFileSync } from 'node:fs';
import * as outline from '@heroicons/react/24/outline';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTENT_ICON_NAMES } from '../src/shared/ui/content-icon-names';
import { contentIconsSprite, SPRITE_FILE } from './content-icons-sprite';

const paths = (markup: string) =>
  [...markup.matchAll(/<path [^>]*\/?>(?:<\/path>)?/g)].map((match) => match[0]);

describe('the content icon sprite', () => {
  it('is the file the build serves (after a change: npm run icons --workspace @wegweiser/web)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(contentIconsSprite());
  });

  it("holds one symbol per content icon with Heroicons' own paths, viewBox and outline look", () => {
    const sprite = contentIconsSprite();
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">([\s\S]*?)<\/symbol>/g)];
    expect(symbols.map((match) => match[1])).toEqual([...CONTENT_ICON_NAMES]);
    for (const [, name, body] of symbols) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test compares every icon by its name
      const heroicon = renderToStaticMarkup(createElement(outline[name as keyof typeof outline] as never));
      expect(body).toMatch(/^<g fill="none" stroke="currentColor" stroke-width="1.5">/);
      expect(paths(body ?? '')).toEqual(paths(heroicon));
      expect(paths(body ?? '').length).toBeGreaterThan(0);
    }
  });
});
